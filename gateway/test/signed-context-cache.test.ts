import { afterEach, describe, expect, it, vi } from 'vitest';
import { signRequestContext, verifyRequestContext, type RequestContext, type UserContext } from '@homepact/kit';
import { SignedContextCache } from '../src/domain/signed-context-cache.ts';

const SECRET = 'c'.repeat(48);
const ann: UserContext = { userId: 'u-ann', email: 'ann@example.com', role: 'user' };
const bob: UserContext = { userId: 'u-bob', email: 'bob@example.com', role: 'user' };
const S1 = 'session:1111';
const S2 = 'session:2222';
const IP = '203.0.113.9';

/** A cache over the real signer on a clock the test moves; counts signatures. */
function setup(opts: { maxEntries?: number } = {}) {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0, 250);
  const signed: RequestContext[] = [];
  const cache = new SignedContextCache({
    now: () => now,
    ...opts,
    sign: (ctx, ttl) => {
      signed.push(ctx);
      return signRequestContext(SECRET, ctx, ttl);
    },
  });
  vi.useFakeTimers({ toFake: ['Date'], now });
  return {
    cache,
    signed,
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

afterEach(() => {
  vi.useRealTimers();
});

describe('signed context cache', () => {
  it('signs once per session, user and address and reuses the token', async () => {
    const { cache, signed } = setup();
    const first = await cache.get(S1, ann, IP);
    expect(await cache.get(S1, ann, IP)).toBe(first);
    expect(await cache.get(S1, { ...ann }, IP)).toBe(first);
    expect(signed).toHaveLength(1);
    expect(await verifyRequestContext(SECRET, first)).toEqual({ user: ann, ip: IP });
  });

  it('never hands a context to another session, user or address', async () => {
    const { cache, signed } = setup();
    await cache.get(S1, ann, IP);
    const cases: Array<[string, UserContext | null, string, RequestContext]> = [
      [S2, ann, IP, { user: ann, ip: IP }],
      [S1, bob, IP, { user: bob, ip: IP }],
      [S1, null, IP, { user: null, ip: IP }],
      ['', null, IP, { user: null, ip: IP }],
      [S1, ann, '198.51.100.7', { user: ann, ip: '198.51.100.7' }],
      // The same user id with a new role (the session cache refreshed after a change) or e-mail.
      [S1, { ...ann, role: 'admin' }, IP, { user: { ...ann, role: 'admin' }, ip: IP }],
      [S1, { ...ann, email: 'ann@elsewhere.example' }, IP, { user: { ...ann, email: 'ann@elsewhere.example' }, ip: IP }],
    ];
    for (const [i, [session, user, ip, expected]] of cases.entries()) {
      const token = await cache.get(session, user, ip);
      // Signed for this request, not taken from another entry.
      expect(signed).toHaveLength(i + 2);
      expect(signed.at(-1)).toEqual(expected);
      expect(await verifyRequestContext(SECRET, token)).toEqual(expected);
    }
    // And the first one is still the first one's.
    expect(await verifyRequestContext(SECRET, await cache.get(S1, ann, IP))).toEqual({ user: ann, ip: IP });
  });

  it('keys that would collide when joined still get their own contexts', async () => {
    const { cache } = setup();
    const a = await cache.get('s\u0000x', { userId: 'y', email: 'e', role: 'user' }, IP);
    const b = await cache.get('s', { userId: 'x\u0000y', email: 'e', role: 'user' }, IP);
    expect(a).not.toBe(b);
    expect((await verifyRequestContext(SECRET, a))?.user?.userId).toBe('y');
    expect((await verifyRequestContext(SECRET, b))?.user?.userId).toBe('x\u0000y');
  });

  it('reuses a context only while it has more than 30 s left, and never an expired one', async () => {
    const { cache, signed, advance } = setup();
    const first = await cache.get(S1, ann, IP);
    const exp = claims(first).exp as number;
    advance(29_000);
    expect(await cache.get(S1, ann, IP)).toBe(first);
    advance(1_000);
    // 30 s in: at most 30 s left (exp is in whole seconds, rounded down), so a fresh one.
    const second = await cache.get(S1, ann, IP);
    expect(second).not.toBe(first);
    expect(signed).toHaveLength(2);
    expect(claims(second).exp as number).toBeGreaterThan(exp);
    // Whatever the timing, what is handed out verifies now and has over 30 s to run.
    for (let t = 0; t < 200; t++) {
      advance(997);
      const token = await cache.get(S1, ann, IP);
      expect((claims(token).exp as number) * 1000 - Date.now()).toBeGreaterThan(30_000);
      expect(await verifyRequestContext(SECRET, token)).toEqual({ user: ann, ip: IP });
    }
    // A long idle gap: the old entry is long expired and is not served.
    advance(10 * 60_000);
    const late = await cache.get(S1, ann, IP);
    expect(await verifyRequestContext(SECRET, late)).toEqual({ user: ann, ip: IP });
  });

  it('signs once for concurrent requests of a session', async () => {
    const { cache, signed } = setup();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cache.get(S1, ann, IP)));
    expect(new Set(tokens).size).toBe(1);
    expect(signed).toHaveLength(1);
  });

  it('does not keep a failed signature', async () => {
    let fail = true;
    const cache = new SignedContextCache({
      sign: (ctx, ttl) => (fail ? Promise.reject(new Error('boom')) : signRequestContext(SECRET, ctx, ttl)),
    });
    await expect(cache.get(S1, ann, IP)).rejects.toThrow('boom');
    await Promise.resolve();
    fail = false;
    expect(await verifyRequestContext(SECRET, await cache.get(S1, ann, IP))).toEqual({ user: ann, ip: IP });
  });

  it('stays within its size, dropping expired entries first, then the oldest', async () => {
    const { cache, advance } = setup({ maxEntries: 3 });
    await cache.get(S1, ann, '10.0.0.1');
    advance(31_000);
    await cache.get(S1, ann, '10.0.0.2');
    await cache.get(S1, ann, '10.0.0.3');
    // The first is stale now: it goes, the others stay.
    await cache.get(S1, ann, '10.0.0.4');
    expect(cache.size).toBe(3);
    await cache.get(S1, ann, '10.0.0.5');
    expect(cache.size).toBe(3);
  });

  it('refuses a reuse window as long as the lifetime', () => {
    expect(() => new SignedContextCache({ sign: async () => 't', ttlSeconds: 30, minRemainingSeconds: 30 })).toThrow();
  });
});
