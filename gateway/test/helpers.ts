/**
 * What the gateway's tests share, in one place: a stand-in service on a free port, the embedded stack in a
 * private data folder, a gateway of its own, requests sent exactly as written, and signing in through the
 * dev mailbox.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createLogger, createService, MemoryCache, parseConfig, type Cache, type ServiceApp } from '@homepact/kit';
import { tempDir, waitFor } from '@homepact/kit/testing';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildGateway } from '../src/app.ts';
import { GatewayConfigSchema } from '../src/config.ts';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

type Env = Record<string, string | undefined>;

/** Listens on a free loopback port and returns the base URL (for stand-in services and gateways alike). */
export async function listen(app: FastifyInstance | ServiceApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Recorder {
  url: string;
  /** Every request that reached it, oldest first; empty it with `seen.length = 0`. */
  seen: Recorded[];
  close(): Promise<void>;
}

/** Stands in for a service: a kit service (its body limit and error body) that answers {ok: true} to anything and records each request. */
export async function startRecorder(opts: { bodyLimit?: number } = {}): Promise<Recorder> {
  const app = await createService({ name: 'upstream', logger: createLogger('upstream', 'silent'), ...opts });
  const seen: Recorded[] = [];
  app.all('/*', async (req) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    return { ok: true };
  });
  return { url: await listen(app), seen, close: () => app.close() };
}

/** The whole embedded backend on a free gateway port, in a fresh data folder that stop() removes too. */
export async function startStack(env: Env = {}): Promise<Stack> {
  const data = await tempDir('hp-gw-');
  const stack = await startEmbeddedStack({ dataDir: data.dir, gatewayPort: 0, env });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await data.remove();
    },
  };
}

/** A gateway of its own (silent, a memory cache unless one is given); the caller listens or injects, and closes it. */
export function buildTestGateway(env: Env, deps: { cache?: Cache; redis?: Redis } = {}): Promise<ServiceApp> {
  return buildGateway({
    config: parseConfig(GatewayConfigSchema, { LOG_LEVEL: 'silent', ...env }),
    logger: createLogger('gateway', 'silent'),
    cache: deps.cache ?? new MemoryCache(),
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
}

/** The error body every service and the gateway answer with. */
export const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (still compressed, if they were). */
  body: Buffer;
  text: string;
}

/** A request sent exactly as written (fetch would normalise the path and add headers of its own). */
export function raw(
  baseUrl: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes, text: bytes.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface GatewayClient {
  /** fetch against the gateway, redirects not followed. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON POST. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The sign-in code in the dev mailbox's newest message to `email`. */
  codeFor(email: string): Promise<string>;
  /** Signs `email` in with a code from the dev mailbox; the session cookie as `name=value`. */
  signIn(email: string): Promise<string>;
}

/** A client of the gateway at `baseUrl()` (a function: the URL is known only once beforeAll has run). */
export function gatewayClient(baseUrl: () => string): GatewayClient {
  const api = (path: string, init?: RequestInit) => fetch(baseUrl() + path, { redirect: 'manual', ...init });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const codeFor = async (email: string) => {
    let code: string | undefined;
    await waitFor(
      async () => {
        const box = (await (await api('/api/dev/mailbox')).json()) as Array<{ to: string[]; text: string }>;
        code = /\b(\d{6})\b/.exec(box.find((m) => m.to.includes(email))?.text ?? '')?.[1];
        return code !== undefined;
      },
      { timeoutMs: 5_000, intervalMs: 50, what: `a sign-in code for ${email}` },
    );
    return code!;
  };
  const signIn = async (email: string) => {
    expect((await post('/api/auth/otp/request', { email })).status).toBe(200);
    const res = await post('/api/auth/otp/verify', { email, otp: await codeFor(email) });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  return { api, post, codeFor, signIn };
}
