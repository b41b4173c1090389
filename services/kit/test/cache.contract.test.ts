import { afterAll, beforeAll, describe } from 'vitest';
import { connectRedis, MemoryCache, RedisCache } from '../src/cache/index.ts';
import { cacheContract, redisSource, skipLine, type TestServer } from '../src/testing/index.ts';

cacheContract('in-process', async () => new MemoryCache());

const redis = await redisSource();
if (!redis) console.warn(skipLine('Redis cache', 'no REDIS_URL and no redis-server binary (apt-get install redis-server)'));

describe.skipIf(!redis)(`Redis cache (${redis?.from ?? 'unavailable'})`, () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await redis!.start();
    // A container (make test-containers) may have to be pulled first.
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });
  cacheContract('redis', async () => new RedisCache(await connectRedis(server!.url), `homepact:test:${process.pid}:`));
});
