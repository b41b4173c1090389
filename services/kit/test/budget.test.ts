import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded.ts';
import { createMongoStore } from '../src/store/mongo.ts';
import type { DocumentStore } from '../src/store/types.ts';
import { RateBudgets, type BudgetRule } from '../src/limits/budget.ts';
import { isAppError } from '../src/errors.ts';
import { tempDir } from '../src/testing/index.ts';

const HOUR = 3_600_000;
let store: DocumentStore;
let remove: () => Promise<void>;
let budgets: RateBudgets;

const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) console.warn('[budget] the MongoDB run of the rate-budget suite is skipped: no MONGO_URL');
const adapters = [
  ['embedded', async (dir: string) => createEmbeddedStore(dir, 'kit')],
  ...(mongoUrl ? [['mongo', async () => createMongoStore(mongoUrl, `kit_budget_${Date.now()}`)] as const] : []),
] as const;

describe.each(adapters)('store-backed rate budgets (%s)', (_name, open) => {
  beforeEach(async () => {
    const t = await tempDir('hp-budget-');
    remove = t.remove;
    store = await open(t.dir);
    budgets = new RateBudgets(store);
    await budgets.ensureIndexes();
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  const rule = (key: string, limit: number, windowMs = HOUR): BudgetRule => ({ key, limit, windowMs, message: `no more ${key}` });
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => 'ok' as const,
      (e: unknown) => {
        if (isAppError(e) && e.status === 429) return e;
        throw e;
      },
    );

  it('giveBack returns the uses a consume took (a right sign-in code is not a wrong try)', async () => {
    const now = new Date();
    const taken = await budgets.consume([rule('g', 2), rule('h', 2)], now);
    expect(await budgets.remaining(rule('g', 2), now)).toBe(1);
    await taken.giveBack();
    expect(await budgets.remaining(rule('g', 2), now)).toBe(2);
    expect(await budgets.remaining(rule('h', 2), now)).toBe(2);
  });

  it('twelve parallel uses of a budget of five: exactly five pass', async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 12 }, () => outcome(budgets.consume([rule('a', 5)], now))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(await budgets.remaining(rule('a', 5), now)).toBe(0);
  });

  it('answers 429 with its message and the seconds until the oldest use leaves the window', async () => {
    const t0 = new Date('2030-01-01T10:00:00Z');
    await budgets.consume([rule('b', 2)], t0);
    await budgets.consume([rule('b', 2)], new Date(t0.getTime() + 600_000));
    const refused = await outcome(budgets.consume([rule('b', 2)], new Date(t0.getTime() + 1_200_000)));
    expect(refused).not.toBe('ok');
    const e = refused as Exclude<typeof refused, 'ok'>;
    expect(e.message).toBe('no more b');
    expect(e.headers?.['retry-after']).toBe(String(2400));
    // A sliding window: once the oldest use is an hour old, one use is free again.
    await budgets.consume([rule('b', 2)], new Date(t0.getTime() + HOUR + 1));
    expect(await outcome(budgets.consume([rule('b', 2)], new Date(t0.getTime() + HOUR + 2)))).not.toBe('ok');
  });

  it('takes from every rule or from none', async () => {
    const now = new Date();
    await budgets.consume([rule('small', 1)], now);
    const refused = await outcome(budgets.consume([rule('big', 10), rule('small', 1)], now));
    expect(refused).not.toBe('ok');
    // The use taken from "big" before "small" refused was given back.
    expect(await budgets.remaining(rule('big', 10), now)).toBe(10);
  });

  it.runIf(_name === 'embedded')('survives a restart of the store', async () => {
    const now = new Date();
    const t = await tempDir('hp-budget-restart-');
    try {
      const first = await createEmbeddedStore(t.dir, 'kit');
      await new RateBudgets(first).consume([rule('r', 1)], now);
      await first.close();
      const second = await createEmbeddedStore(t.dir, 'kit');
      expect(await outcome(new RateBudgets(second).consume([rule('r', 1)], now))).not.toBe('ok');
      await second.close();
    } finally {
      await t.remove();
    }
  });

  it('a limit of zero refuses everything', async () => {
    expect(await outcome(budgets.consume([rule('z', 0)]))).not.toBe('ok');
  });
});
