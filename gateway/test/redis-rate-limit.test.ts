import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, RedisCache, type ServiceApp } from '@homepact/kit';
import { redisSource, skipLine, type TestServer } from '@homepact/kit/testing';
import type { Stack } from '../../scripts/stack.ts';
import { buildTestGateway, errorOf, gatewayClient, listen, startStack } from './helpers.ts';

const redis = await redisSource();
if (!redis) console.warn(skipLine('gateway rate-limit on Redis', 'no REDIS_URL and no redis-server binary (apt-get install redis-server)'));

const SECRET = 'r'.repeat(48);
let server: TestServer | undefined;
let stack: Stack | undefined;
const gateways: ServiceApp[] = [];
const caches: RedisCache[] = [];
const urls: string[] = [];

/** Two gateway replicas that share nothing but Redis. */
async function startReplica(redisUrl: string, extra: Record<string, string>) {
  const cache = new RedisCache(await connectRedis(redisUrl));
  caches.push(cache);
  const app = await buildTestGateway(
    {
      INTERNAL_JWT_SECRET: SECRET,
      IDENTITY_URL: stack!.urls.identity,
      NOTIFICATIONS_URL: stack!.urls.notifications,
      CONTRACTS_URL: stack!.urls.contracts!,
      REDIS_URL: redisUrl,
      ...extra,
    },
    { cache, redis: cache.redis },
  );
  gateways.push(app);
  urls.push(await listen(app));
}

describe.skipIf(!redis)(`gateway rate limits and session cache on Redis (${redis?.from ?? 'unavailable'})`, () => {
  beforeAll(async () => {
    server = await redis!.start();
    stack = await startStack({ INTERNAL_JWT_SECRET: SECRET });
    await startReplica(server.url, { RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW: '1 minute' });
    await startReplica(server.url, { RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW: '1 minute' });
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    for (const c of caches) await c.close();
    await stack?.stop();
    await server?.stop();
  });

  it('counts sign-in requests across replicas and answers 429 with Retry-After', async () => {
    const ask = (url: string, n: number) => gatewayClient(() => url).post('/api/auth/otp/request', { email: `rl${n}@example.com` });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(urls[i % 2]!, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await ask(urls[0]!, 9);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('too_many_requests');
    expect((await ask(urls[1]!, 10)).status).toBe(429);
    // The limit is stored in Redis, not in either process.
    const probe = await connectRedis(server!.url);
    const keys = await probe.keys('homepact:rl:*');
    probe.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });

  it('a logout through one replica ends the session on the other', async () => {
    const email = 'replica@example.com';
    // Sign in through the stack's own gateway: the replicas' auth limit is used up above.
    const cookie = await gatewayClient(() => stack!.gatewayUrl).signIn(email);
    expect((await fetch(`${urls[1]}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    // A navigation from our own pages (GET /api/logout from elsewhere only asks for confirmation).
    const out = await fetch(`${urls[0]}/api/logout`, { headers: { cookie, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });
    expect(out.status).toBe(302);
    expect((await fetch(`${urls[1]}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  // Last: it stops the shared Redis.
  it('keeps answering when Redis goes away: limits fail open (identity keeps its own sign-in budgets), /readyz says degraded', async () => {
    const cookie = await gatewayClient(() => stack!.gatewayUrl).signIn('outage@example.com');
    await server!.stop();
    server = undefined;
    const user = await fetch(`${urls[1]}/api/auth/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe('outage@example.com');
    expect((await fetch(`${urls[1]}/api/contracts`, { headers: { cookie } })).status).toBe(200);
    const ready = await fetch(`${urls[1]}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { cache: false } });
  });
});
