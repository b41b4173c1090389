import { createHash } from 'node:crypto';
import type { Cache, UserContext } from '@homepact/kit';

/** Cached by the hash of the session id, so the cache never holds a usable id. */
export const sessionCacheKey = (sid: string) => `session:${createHash('sha256').update(sid).digest('hex')}`;

export type Resolved = { user: UserContext | null };

export async function cachedSession(cache: Cache, sid: string): Promise<Resolved | undefined> {
  const raw = await cache.get(sessionCacheKey(sid)).catch(() => null);
  return raw === null ? undefined : (JSON.parse(raw) as Resolved);
}

export async function cacheSession(cache: Cache, sid: string, value: Resolved, ttlSeconds: number) {
  if (ttlSeconds > 0) await cache.set(sessionCacheKey(sid), JSON.stringify(value), ttlSeconds).catch(() => undefined);
}

export async function forgetSession(cache: Cache, sid: string) {
  await cache.del(sessionCacheKey(sid)).catch(() => undefined);
}
