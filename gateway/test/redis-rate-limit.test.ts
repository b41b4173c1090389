import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, createLogger, parseConfig, RedisCache, type ServiceApp } from '@homepact/kit';
import { buildGateway } from '../src/app.ts';
import { GatewayConfigSchema } from '../src/config.ts';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

const hasRedis = !process.env.REDIS_URL && spawnSync('redis-server', ['--version']).status === 0;
const runnable = Boolean(process.env.REDIS_URL) || hasRedis;
if (!runnable)
  console.warn('[redis] gateway rate-limit suite skipped: no REDIS_URL and no redis-server binary (apt-get install redis-server)');

const SECRET = 'r'.repeat(48);
let redisProc: ChildProcess | undefined;
let redisUrl: string;
let stack: Stack;
let dataDir: string;
const gateways: ServiceApp[] = [];
const caches: RedisCache[] = [];
const urls: string[] = [];

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

async function startRedis(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const port = await freePort();
  redisProc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await connectRedis(url).then(
      (probe) => (probe.disconnect(), true),
      () => false,
    );
    if (ok) return url;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

/** Two gateway replicas that share nothing but Redis. */
async function startReplica(extra: Record<string, string>) {
  const config = parseConfig(GatewayConfigSchema, {
    INTERNAL_JWT_SECRET: SECRET,
    IDENTITY_URL: stack.urls.identity,
    NOTIFICATIONS_URL: stack.urls.notifications,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const cache = new RedisCache(await connectRedis(redisUrl));
  const app = await buildGateway({ config, logger: createLogger('gateway', 'silent'), cache, redis: cache.redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  gateways.push(app);
  caches.push(cache);
  urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

describe.skipIf(!runnable)('gateway rate limits and session cache on Redis', () => {
  beforeAll(async () => {
    redisUrl = await startRedis();
    dataDir = await mkdtemp(path.join(tmpdir(), 'hp-redis-'));
    stack = await startEmbeddedStack({ dataDir, gatewayPort: 0, env: { INTERNAL_JWT_SECRET: SECRET } });
    await startReplica({ RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW: '1 minute' });
    await startReplica({ RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW: '1 minute' });
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    for (const c of caches) await c.close();
    await stack?.stop();
    redisProc?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('counts sign-in requests across replicas and answers 429 with Retry-After', async () => {
    const ask = (url: string, n: number) =>
      fetch(`${url}/api/auth/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `rl${n}@example.com` }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(urls[i % 2]!, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await ask(urls[0]!, 9);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
    expect((await ask(urls[1]!, 10)).status).toBe(429);
    // The limit is stored in Redis, not in either process.
    const probe = await connectRedis(redisUrl);
    const keys = await probe.keys('homepact:rl:*');
    probe.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });

  it('a logout through one replica ends the session on the other', async () => {
    const email = 'replica@example.com';
    // Sign in through the stack's own gateway: the replicas' auth limit is used up above.
    await fetch(`${stack.gatewayUrl}/api/auth/otp/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    let code = '';
    for (let i = 0; i < 50 && !code; i++) {
      const box = (await (await fetch(`${stack.gatewayUrl}/api/dev/mailbox`)).json()) as Array<{ to: string[]; text: string }>;
      code = /\b(\d{6})\b/.exec(box.find((m) => m.to.includes(email))?.text ?? '')?.[1] ?? '';
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    const verified = await fetch(`${stack.gatewayUrl}/api/auth/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: code }),
    });
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await fetch(`${urls[1]}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    // A navigation from our own pages (GET /api/logout from elsewhere only asks for confirmation).
    const out = await fetch(`${urls[0]}/api/logout`, { headers: { cookie, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });
    expect(out.status).toBe(302);
    expect((await fetch(`${urls[1]}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });
});
