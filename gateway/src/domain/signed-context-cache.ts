import type { RequestContext, UserContext } from '@homepact/kit/auth';

/**
 * The signed user context for a (session, user, client address), reused
 * instead of signed per request. A context lives CONTEXT_TTL_SECONDS; it is
 * handed out only while it has more than MIN_REMAINING_SECONDS left, so a
 * service always receives one with at least that long to run (a request and
 * its internal calls), then a fresh one is signed.
 *
 * An entry is served only when every field matches exactly (the session key,
 * the user's id, e-mail and role, and the address): a changed role after the
 * session cache refreshes, another user on the same session, or the same
 * session from another address all get a context of their own.
 */
export const CONTEXT_TTL_SECONDS = 60;
export const MIN_REMAINING_SECONDS = 30;

interface Entry {
  sessionKey: string;
  userId: string;
  email: string;
  role: string;
  ip: string;
  /** When the token's `exp` passes, in ms (never later than the token says). */
  expiresAt: number;
  token: Promise<string>;
}

export interface SignedContextCacheOptions {
  sign: (ctx: RequestContext, ttlSeconds: number) => Promise<string>;
  ttlSeconds?: number;
  minRemainingSeconds?: number;
  maxEntries?: number;
  now?: () => number;
}

export class SignedContextCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly minRemainingMs: number;
  private readonly maxEntries: number;
  private readonly sign: SignedContextCacheOptions['sign'];
  private readonly now: () => number;

  constructor(opts: SignedContextCacheOptions) {
    this.sign = opts.sign;
    this.ttlMs = (opts.ttlSeconds ?? CONTEXT_TTL_SECONDS) * 1000;
    this.minRemainingMs = (opts.minRemainingSeconds ?? MIN_REMAINING_SECONDS) * 1000;
    if (this.minRemainingMs >= this.ttlMs) throw new Error('a cached context must be reusable for some time');
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * The context for this request. `sessionKey` identifies the session the user
   * was resolved from (its hash, never the cookie itself), '' when none.
   */
  get(sessionKey: string, user: UserContext | null, ip: string): Promise<string> {
    const userId = user?.userId ?? '';
    const email = user?.email ?? '';
    const role = user?.role ?? '';
    // The key only finds the slot; the fields are compared in full below.
    const key = `${sessionKey}\u0000${userId}\u0000${ip}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (
      hit &&
      hit.expiresAt - now > this.minRemainingMs &&
      hit.sessionKey === sessionKey &&
      hit.userId === userId &&
      hit.email === email &&
      hit.role === role &&
      hit.ip === ip
    )
      return hit.token;
    if (hit) this.entries.delete(key);
    this.evict(now);
    // JWT times are whole seconds: `exp` is the signing second, floored, plus the lifetime.
    const expiresAt = Math.floor(now / 1000) * 1000 + this.ttlMs;
    const token = this.sign({ user, ip }, this.ttlMs / 1000);
    const entry: Entry = { sessionKey, userId, email, role, ip, expiresAt, token };
    this.entries.set(key, entry);
    // A failed signature is not kept: the next request tries again.
    token.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return token;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Every entry lives as long as the next, so insertion order is expiry order:
   * the stale ones are at the front, and the oldest goes first when full.
   */
  private evict(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt - now > this.minRemainingMs) break;
      this.entries.delete(key);
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
