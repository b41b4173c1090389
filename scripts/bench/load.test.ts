import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, loadTool, pacedLoad } from './load.ts';

describe(`pacedLoad (${loadTool()})`, () => {
  let server: Server;
  let url: string;
  let served = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      served++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('holds the rate it is given, counts every answer and measures their latency', async () => {
    const before = served;
    const r = await pacedLoad({ url, rate: 300, connections: 10, durationSeconds: 3 });
    // The gaps start when an answer arrives, so the rate comes out a little under the one asked for.
    expect(r.rps).toBeGreaterThan(300 * 0.8);
    expect(r.rps).toBeLessThan(300 * 1.1);
    // The load tool stops with up to one request per connection unanswered.
    expect(served - before - r.answers).toBeGreaterThanOrEqual(0);
    expect(served - before - r.answers).toBeLessThanOrEqual(10);
    expect(r.bad).toBe(0);
    expect(r.p50).toBeGreaterThan(0);
    expect(r.p99).toBeGreaterThanOrEqual(r.p50);
    expect(r.p99).toBeLessThan(1000);
  });

  it('is paced: the same connections unpaced answer many times more', async () => {
    const flat = await load({ url, connections: 10, durationSeconds: 1 });
    expect(flat.rps).toBeGreaterThan(300 * 3);
  });
});
