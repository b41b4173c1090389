import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * Loopback ports for processes that must be told each other's ports before
 * they listen (the embedded stack, benchmarks, tests).
 *
 * A port the kernel hands out for `listen(0)` comes from the ephemeral range,
 * the same range every outgoing connection takes its local port from: under
 * parallel tests, some client's connect() can take it between the pick and
 * the real listen (EADDRINUSE). So ports are picked below that range, and a
 * reservation keeps the port bound until its owner is about to listen on it.
 */
export interface PortReservation {
  port: number;
  /** Frees the port for its owner's listen; call right before it. */
  release(): Promise<void>;
}

const LOWEST = 15_000;

/** The first port of the kernel's ephemeral range (Linux), or undefined where it cannot be read. */
function ephemeralStart(): number | undefined {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) ? first : undefined;
  } catch {
    return undefined;
  }
}

function bind(port: number): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' || err.code === 'EACCES' ? resolve(undefined) : reject(err),
    );
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server));
  });
}

/** Holds a free loopback port, outside the ephemeral range where the system says where that is, until `release`. */
export async function reservePort(random: () => number = Math.random): Promise<PortReservation> {
  const end = ephemeralStart();
  let server: Server | undefined;
  if (end !== undefined && end - LOWEST >= 1_000) {
    for (let tries = 0; tries < 50 && !server; tries++) server = await bind(LOWEST + Math.floor(random() * (end - LOWEST)));
  }
  server ??= await bind(0);
  if (!server) throw new Error('no free loopback port');
  const held = server;
  // A reservation never keeps the process alive on its own (a failed start-up leaves no hanging handle).
  held.unref();
  return {
    port: (held.address() as AddressInfo).port,
    release: () => new Promise<void>((resolve) => held.close(() => resolve())),
  };
}

/** A port free on the loopback interface right now, for a caller that listens on it at once. */
export async function freePort(): Promise<number> {
  const reservation = await reservePort();
  await reservation.release();
  return reservation.port;
}
