import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, reservePort } from '../src/ports.ts';

const RANGE = '/proc/sys/net/ipv4/ip_local_port_range';

/** Listens on the port and closes again: the error code, or null when it could listen. */
function tryListen(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(null)));
  });
}

describe('loopback ports for the embedded stack', () => {
  it('holds a reserved port until it is released; then its owner can listen on it', async () => {
    const r = await reservePort();
    expect(await tryListen(r.port)).toBe('EADDRINUSE');
    await r.release();
    expect(await tryListen(r.port)).toBeNull();
  });

  it('never hands out a port that is reserved', async () => {
    const held = await Promise.all(Array.from({ length: 25 }, () => reservePort()));
    expect(new Set(held.map((r) => r.port)).size).toBe(25);
    await Promise.all(held.map((r) => r.release()));
  });

  it.runIf(existsSync(RANGE))('picks ports below the kernel’s ephemeral range, which outgoing connections draw from', async () => {
    const ephemeralStart = Number(readFileSync(RANGE, 'utf8').trim().split(/\s+/)[0]);
    for (let i = 0; i < 10; i++) expect(await freePort()).toBeLessThan(ephemeralStart);
  });
});
