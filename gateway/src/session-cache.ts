import { hash } from 'node:crypto';
import type { UserContext } from '@homepact/kit/auth';
import type { Cache } from '@homepact/kit/cache';

/** Cached by the hash of the session id, so the cache never holds a usable id. */
// crypto.hash: the one-shot form, without a Hash object per request.
export const sessionCacheKey = (sid: string) => `session:${hash('sha256', sid, 'hex')}`;

export type Resolved = { user: UserContext | null };

/**
 * The gateway's resolved sessions in the Cache port (Redis across replicas,
 * else in-process), keyed by sessionCacheKey(sid), computed once per request.
 *
 * A hit that returns the same text as the last one for its key (every hit
 * until the entry is refreshed) is not parsed again. That memo holds nothing
 * the cache does not decide: the cache is still asked on every request, so
 * an invalidation there (a sign-out on any replica) takes effect at once.
 */
export function sessionCache(cache: Cache, memoMax = 10_000) {
  const parsed = new Map<string, { raw: string; value: Resolved }>();
  return {
    async get(key: string): Promise<Resolved | undefined> {
      const raw = await cache.get(key).catch(() => null);
      if (raw === null) return undefined;
      const last = parsed.get(key);
      if (last && last.raw === raw) return last.value;
      const value = JSON.parse(raw) as Resolved;
      if (!last && parsed.size >= memoMax) parsed.delete(parsed.keys().next().value!);
      parsed.set(key, { raw, value });
      return value;
    },
    async set(key: string, value: Resolved, ttlSeconds: number) {
      if (ttlSeconds > 0) await cache.set(key, JSON.stringify(value), ttlSeconds).catch(() => undefined);
    },
    async forget(key: string) {
      parsed.delete(key);
      await cache.del(key).catch(() => undefined);
    },
  };
}
