import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache } from '../cache/index.ts';
import { uniqueSuffix, waitFor, type ContractOptions } from './helpers.ts';

/** The cache port's contract: both the in-process map and Redis must pass it unchanged. */
export function cacheContract(name: string, makeCache: () => Promise<Cache>, opts: ContractOptions = {}): void {
  describe.skipIf(Boolean(opts.skip))(`Cache contract: ${name}`, () => {
    let cache: Cache;
    const key = (label: string) => `contract:${label}:${uniqueSuffix()}`;
    // The body is the caller's (each asserts); this wrapper only adds the timeout.
    // eslint-disable-next-line vitest/expect-expect
    const test = (title: string, fn: () => Promise<void>) => it(title, { timeout: opts.timeoutMs ?? 30_000 }, fn);

    beforeAll(async () => {
      cache = await makeCache();
    });
    afterAll(async () => {
      await cache?.close();
    });

    test('ping() reports a usable cache', async () => {
      expect(await cache.ping()).toBe(true);
    });

    test('get of a key never set is null', async () => {
      expect(await cache.get(key('never'))).toBeNull();
    });

    test('set then get returns the value; a second set replaces it', async () => {
      const k = key('set');
      const value = JSON.stringify({ user: 'ü-ñ 🙂', n: 1 });
      await cache.set(k, value, 60);
      expect(await cache.get(k)).toBe(value);
      await cache.set(k, 'second', 60);
      expect(await cache.get(k)).toBe('second');
    });

    test('del removes the key; deleting a missing key is fine', async () => {
      const k = key('del');
      await cache.set(k, 'v', 60);
      await cache.del(k);
      expect(await cache.get(k)).toBeNull();
      await expect(cache.del(key('missing'))).resolves.toBeUndefined();
    });

    test('keys are independent', async () => {
      const a = key('a');
      const b = key('b');
      await cache.set(a, 'A', 60);
      await cache.set(b, 'B', 60);
      await cache.del(a);
      expect(await cache.get(a)).toBeNull();
      expect(await cache.get(b)).toBe('B');
    });

    test('an entry expires after its ttl, while a longer-lived one stays', async () => {
      const short = key('short');
      const long = key('long');
      await cache.set(short, 'brief', 1);
      await cache.set(long, 'lasting', 300);
      expect(await cache.get(short)).toBe('brief');
      await waitFor(async () => (await cache.get(short)) === null, { what: 'the 1 s entry to expire', timeoutMs: 10_000, intervalMs: 100 });
      expect(await cache.get(long)).toBe('lasting');
    });

    test('a new set renews the ttl', async () => {
      const k = key('renew');
      await cache.set(k, 'v1', 1);
      await cache.set(k, 'v2', 300);
      // Past the first ttl: still there, because the second set replaced it.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await cache.get(k)).toBe('v2');
    });
  });
}
