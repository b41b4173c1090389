import { randomBytes } from 'node:crypto';
import { AppError, isAppError } from '../errors.ts';
import type { Collection, DocumentStore } from '../store/types.ts';

/**
 * Store-backed rate budgets: "at most `limit` uses per `windowMs` for this
 * key", counted in the service's own store so they survive restarts and are
 * shared by every replica.
 *
 * Each key is one document holding the times of its recent uses (a sliding
 * window, so Retry-After is exact). A use is taken with ONE conditional,
 * atomic update: "append a use to this key's document if it holds fewer than
 * `limit`", i.e. the filter asks that array position `limit - 1` does not
 * exist. Parallel requests therefore cannot all pass a check that each of
 * them read before any of them wrote: the store decides, one update at a
 * time (MongoDB's document-level atomicity; the embedded store's per
 * collection write lock). A key seen for the first time is created by the
 * same update (upsert); when the document exists but is full, the upsert
 * collides with its `_id` and that, too, means "no budget left".
 */
export interface BudgetRule {
  /** What is counted, e.g. `otp:email+ip:ann@example.com|203.0.113.7`. */
  key: string;
  limit: number;
  windowMs: number;
  /** The 429's message when this rule is exhausted. */
  message: string;
}

export interface BudgetDoc {
  _id: string;
  /** `${epoch ms, 15 digits}:${random}`: sortable, and unique so a refund removes exactly one use. */
  uses: string[];
  /** When the newest use leaves its window; a TTL index drops idle keys. */
  expireAt: Date;
  [k: string]: unknown;
}

export const BUDGETS_COLLECTION = 'rate_budgets';

const stamp = (ms: number) => `${String(ms).padStart(15, '0')}:${randomBytes(6).toString('hex')}`;
const msOf = (use: string) => Number(use.slice(0, 15));

export class RateBudgets {
  readonly collection: Collection<BudgetDoc>;

  constructor(store: DocumentStore, collectionName = BUDGETS_COLLECTION) {
    this.collection = store.collection<BudgetDoc>(collectionName);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.ensureIndexes([{ fields: { expireAt: 1 }, expireAfterSeconds: 0 }]);
  }

  /**
   * Takes one use from every rule, or none: when one rule has no budget left
   * the uses already taken from the others are given back, and AppError 429
   * (with Retry-After: when that rule's oldest use leaves its window) is thrown.
   * The answer's `giveBack` returns the uses taken, for a caller that counts
   * only some outcomes (taken first, so parallel calls cannot overrun).
   */
  async consume(rules: readonly BudgetRule[], now: Date = new Date()): Promise<{ giveBack(): Promise<void> }> {
    const taken: Array<{ key: string; use: string }> = [];
    const giveBack = async () => {
      await Promise.all(taken.splice(0).map((t) => this.refund(t.key, t.use)));
    };
    for (const rule of rules) {
      const use = stamp(now.getTime());
      const ok = await this.take(rule, use, now);
      if (ok) {
        taken.push({ key: rule.key, use });
        continue;
      }
      await giveBack();
      throw AppError.tooManyRequests(rule.message, await this.retryAfterSeconds(rule, now));
    }
    /** Returns the uses taken (e.g. a sign-in code try that turned out right is not a wrong try). */
    return { giveBack };
  }

  /** How many uses are left for a rule now (for tests and dashboards). */
  async remaining(rule: BudgetRule, now: Date = new Date()): Promise<number> {
    const doc = await this.collection.findOne({ _id: rule.key });
    const since = now.getTime() - rule.windowMs;
    const live = (doc?.uses ?? []).filter((u) => msOf(u) > since).length;
    return Math.max(0, rule.limit - live);
  }

  private async take(rule: BudgetRule, use: string, now: Date): Promise<boolean> {
    if (rule.limit <= 0) return false;
    const since = stamp(now.getTime() - rule.windowMs).slice(0, 15);
    // Uses that left the window go first (safe to repeat or to race: it only ever removes old ones).
    await this.collection.findOneAndUpdate({ _id: rule.key }, { $pull: { uses: { $lte: `${since}:~` } } });
    try {
      const updated = await this.collection.findOneAndUpdate(
        { _id: rule.key, [`uses.${rule.limit - 1}`]: { $exists: false } },
        // The TTL index runs on the real clock, so an injected (test) clock in the past must not expire the key at once.
        { $push: { uses: use }, $set: { expireAt: new Date(Math.max(now.getTime(), Date.now()) + rule.windowMs) } },
        { upsert: true },
      );
      return updated !== null;
    } catch (e) {
      // The key's document exists and is full, so the upsert tried to create it again.
      if (isAppError(e) && e.code === 'duplicate') return false;
      throw e;
    }
  }

  private async refund(key: string, use: string): Promise<void> {
    await this.collection.findOneAndUpdate({ _id: key }, { $pull: { uses: use } }).catch(() => undefined);
  }

  private async retryAfterSeconds(rule: BudgetRule, now: Date): Promise<number> {
    const doc = await this.collection.findOne({ _id: rule.key });
    const since = now.getTime() - rule.windowMs;
    const live = (doc?.uses ?? [])
      .map(msOf)
      .filter((ms) => ms > since)
      .sort((a, b) => a - b);
    // The use that must leave before one is free again: the oldest of the `limit` newest.
    const blocking = live.length >= rule.limit ? live[live.length - rule.limit]! : (live[0] ?? now.getTime());
    return Math.max(1, Math.ceil((blocking + rule.windowMs - now.getTime()) / 1000));
  }
}
