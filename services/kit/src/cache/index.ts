import type { Redis, RedisOptions } from 'ioredis';

/**
 * The cache port for short-lived lookups (the gateway's session cache).
 * Redis when REDIS_URL is set, so every replica sees an invalidation;
 * otherwise an in-process map with expiry.
 */
export interface Cache {
  readonly kind: 'redis' | 'in-process';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryCache implements Cache {
  readonly kind = 'in-process' as const;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  async get(key: string) {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return e.value;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }
  async del(key: string) {
    this.entries.delete(key);
  }
  async ping() {
    return true;
  }
  async close() {
    this.entries.clear();
  }
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  constructor(
    readonly redis: Redis,
    private readonly prefix = 'homepact:cache:',
  ) {}
  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }
  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async ping() {
    return (await this.redis.ping().catch(() => '')) === 'PONG';
  }
  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * Connected before use, and without an offline queue: while Redis is down a
 * command fails fast (callers fall back or skip) instead of piling up.
 * `security`: AUTH user and password, TLS (see redisClientOptions).
 */
export async function connectRedis(url: string, security: Pick<RedisOptions, 'username' | 'password' | 'tls'> = {}): Promise<Redis> {
  // Loaded only with REDIS_URL: the embedded default never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { ...security, maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
  // Connection errors surface as failed commands and /readyz; the event itself needs no handling.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw e;
  }
  return redis;
}

export async function createCache(redisUrl?: string, security: Pick<RedisOptions, 'username' | 'password' | 'tls'> = {}): Promise<Cache> {
  return redisUrl ? new RedisCache(await connectRedis(redisUrl, security)) : new MemoryCache();
}
