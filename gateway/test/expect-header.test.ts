import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApp } from '@homepact/kit';
import { buildTestGateway, listen, startRecorder, type Recorder } from './helpers.ts';

/**
 * Any request with `Expect: 100-continue` got 502 (the
 * header was forwarded and undici refuses it). curl sends it for uploads over
 * 1 MB, so large bodies got 502 rather than 413, and some no answer at all.
 */
const LIMIT = 64 * 1024;
let contracts: Recorder;
let gw: ServiceApp;
let url: string;

beforeAll(async () => {
  contracts = await startRecorder({ bodyLimit: 1024 * 1024 });
  gw = await buildTestGateway({
    INTERNAL_JWT_SECRET: 'q'.repeat(48),
    IDENTITY_URL: 'http://127.0.0.1:9',
    CONTRACTS_URL: contracts.url,
    BODY_LIMIT_BYTES: String(LIMIT),
  });
  url = await listen(gw);
});
afterAll(async () => {
  await gw?.close();
  await contracts?.close();
});

interface Exchange {
  /** Status lines in the order they came (e.g. [100, 200]). */
  statuses: number[];
  final: number | null;
  text: string;
}

/**
 * A client as curl behaves: sends the head, waits for `100 Continue` (or an
 * answer) up to `waitMs`, then sends the body (chunked when `chunked`), and
 * reads until the final answer or `timeoutMs`.
 */
function send(opts: { expectValue: string; body: Buffer; chunked?: boolean; waitMs?: number; timeoutMs?: number }): Promise<Exchange> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let got = '';
    let bodySent = false;
    const sendBody = () => {
      if (bodySent || socket.destroyed) return;
      bodySent = true;
      if (opts.chunked) {
        for (let i = 0; i < opts.body.length; i += 16 * 1024) {
          const part = opts.body.subarray(i, i + 16 * 1024);
          socket.write(`${part.length.toString(16)}\r\n`);
          socket.write(part);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n');
      } else socket.write(opts.body);
    };
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...got.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      resolve({ statuses, final: statuses.find((s) => s >= 200) ?? null, text: got });
    };
    const timer = setTimeout(finish, opts.timeoutMs ?? 3000);
    socket.on('error', (e) => (got ? finish() : reject(e)));
    socket.on('close', finish);
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
      if (/HTTP\/1\.1 100/.test(got)) sendBody();
      const final = /HTTP\/1\.1 ([2-5]\d\d)[^]*?\r\n\r\n/.exec(got);
      if (final) {
        const length = /content-length: (\d+)/i.exec(got.slice(final.index));
        const bodyStart = final.index + final[0].length;
        if (!length || got.length - bodyStart >= Number(length[1])) finish();
      }
    });
    socket.on('connect', () => {
      socket.write(
        [
          'POST /api/contracts HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          opts.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${opts.body.length}`,
          `Expect: ${opts.expectValue}`,
          '',
          '',
        ].join('\r\n'),
      );
      setTimeout(sendBody, opts.waitMs ?? 1000);
    });
  });
}

const json = (bytes: number) => Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) }));

describe('Expect headers at the gateway', () => {
  it('a body within the limit with Expect: 100-continue reaches the service (not 502), without the header', async () => {
    contracts.seen.length = 0;
    const res = await send({ expectValue: '100-continue', body: json(2000) });
    expect(res.final).toBe(200);
    expect(contracts.seen).toHaveLength(1);
    expect(contracts.seen[0]!.headers.expect).toBeUndefined();
  });

  it('a body over the limit (Content-Length) with Expect: 100-continue is 413 at once, without 100 Continue', async () => {
    contracts.seen.length = 0;
    const res = await send({ expectValue: '100-continue', body: json(LIMIT * 2), waitMs: 2000 });
    expect(res.statuses).toEqual([413]);
    expect(res.text).toContain('payload_too_large');
    expect(contracts.seen).toHaveLength(0);
  });

  it('a chunked body over the limit with Expect: 100-continue is 413', async () => {
    const res = await send({ expectValue: '100-continue', body: json(LIMIT * 2), chunked: true });
    expect(res.final).toBe(413);
    expect(res.text).toContain('payload_too_large');
  });

  it('any other expectation is 417 with the usual error body', async () => {
    contracts.seen.length = 0;
    const res = await send({ expectValue: 'something-else', body: json(100) });
    expect(res.final).toBe(417);
    expect(res.text).toContain('expectation_failed');
    expect(contracts.seen).toHaveLength(0);
  });
});
