import { describe, expect, it } from 'vitest';
import { CONFLICT_RETRY, insertOrLost, LOST_RACE, retry, retryOnConflict } from '../src/backoff.ts';
import { AppError } from '../src/errors.ts';

/** An attempt that fails `failures` times (with `errors[i]`, or a plain ECONNRESET), then answers 'ok'. */
function flaky(failures: number, ...errors: Error[]) {
  const tries: number[] = [];
  return {
    tries,
    attempt: async (tryNo: number) => {
      tries.push(tryNo);
      if (tries.length <= failures) throw errors[tries.length - 1] ?? new Error('ECONNRESET');
      return 'ok';
    },
  };
}

/** A fake sleep that records its waits and never waits. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retry (the one retry loop, on the kit’s backoff)', () => {
  it('waits the backoff between tries, tells each try its number, and says how many retries it took', async () => {
    const f = flaky(2);
    const s = fakeSleep();
    const told: [unknown, number, number][] = [];
    const out = await retry({ tries: 3, initialDelayMs: 100, maxDelayMs: 1_000 }, f.attempt, {
      retryable: () => true,
      sleep: s.sleep,
      random: () => 0,
      onRetry: (err, delayMs, tryNo) => told.push([err, delayMs, tryNo]),
    });
    expect(out).toEqual({ value: 'ok', retries: 2 });
    expect(f.tries).toEqual([1, 2, 3]);
    // Equal jitter at random() = 0: half of each step (100, then 200).
    expect(s.waits).toEqual([50, 100]);
    expect(told.map(([, ms, n]) => [ms, n])).toEqual([
      [50, 1],
      [100, 2],
    ]);
  });

  it('answers at once, without waiting, when the first try succeeds', async () => {
    const s = fakeSleep();
    expect(
      await retry({ tries: 3, initialDelayMs: 100, maxDelayMs: 100 }, async () => 7, { retryable: () => true, sleep: s.sleep }),
    ).toEqual({
      value: 7,
      retries: 0,
    });
    expect(s.waits).toEqual([]);
  });

  it('keeps the waits within [half, full] of the step with the real random source', async () => {
    const f = flaky(1);
    const s = fakeSleep();
    await retry({ tries: 2, initialDelayMs: 40, maxDelayMs: 40 }, f.attempt, { retryable: () => true, sleep: s.sleep });
    expect(s.waits).toHaveLength(1);
    expect(s.waits[0]).toBeGreaterThanOrEqual(20);
    expect(s.waits[0]).toBeLessThanOrEqual(40);
  });

  it('gives up after `tries`, throwing the last error as it is', async () => {
    const errors = [new Error('502 first'), new Error('502 second'), new Error('502 third')];
    const f = flaky(5, ...errors);
    const s = fakeSleep();
    await expect(retry({ tries: 3, initialDelayMs: 1, maxDelayMs: 2 }, f.attempt, { retryable: () => true, sleep: s.sleep })).rejects.toBe(
      errors[2],
    );
    expect(f.tries).toEqual([1, 2, 3]);
    expect(s.waits).toHaveLength(2);
  });

  it('throws what `retryable` refuses at once, without waiting or retrying', async () => {
    const error = new Error('400 Bad Request');
    const f = flaky(1, error);
    const s = fakeSleep();
    const seen: unknown[] = [];
    await expect(
      retry({ tries: 5, initialDelayMs: 1, maxDelayMs: 1 }, f.attempt, {
        retryable: (e) => (seen.push(e), false),
        sleep: s.sleep,
      }),
    ).rejects.toBe(error);
    expect(f.tries).toEqual([1]);
    expect(seen).toEqual([error]);
    expect(s.waits).toEqual([]);
  });

  it('waits what `delayFor` answers (a Retry-After) instead of the backoff, and the backoff when it answers undefined', async () => {
    const asked = Object.assign(new Error('429'), { retryAfterMs: 3_000 });
    const f = flaky(2, asked, new Error('503'));
    const s = fakeSleep();
    const calls: [unknown, number][] = [];
    await retry({ tries: 3, initialDelayMs: 100, maxDelayMs: 100 }, f.attempt, {
      retryable: () => true,
      sleep: s.sleep,
      random: () => 0.999999,
      delayFor: (err, tryNo) => (calls.push([err, tryNo]), (err as { retryAfterMs?: number }).retryAfterMs),
    });
    expect(s.waits).toEqual([3_000, 100]);
    expect(calls.map(([, n]) => n)).toEqual([1, 2]);
  });

  it('a 0 ms policy retries at once with the default sleep (a crashed browser is replaced by the next try)', async () => {
    const f = flaky(1);
    const waits: number[] = [];
    const started = Date.now();
    expect(
      await retry({ tries: 2, initialDelayMs: 0, maxDelayMs: 0 }, f.attempt, {
        retryable: () => true,
        onRetry: (_e, ms) => waits.push(ms),
      }),
    ).toEqual({ value: 'ok', retries: 1 });
    expect(waits).toEqual([0]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('really waits with the default sleep', async () => {
    const f = flaky(1);
    const started = Date.now();
    await retry({ tries: 2, initialDelayMs: 60, maxDelayMs: 60 }, f.attempt, { retryable: () => true, random: () => 0 });
    // Half of the 60 ms step, less a little for timer granularity.
    expect(Date.now() - started).toBeGreaterThanOrEqual(28);
  });
});

/** A compare-and-swap attempt that loses the race `losses` times, then answers its try number. */
function contended(losses: number) {
  const tries: number[] = [];
  return {
    tries,
    attempt: async (tryNo: number) => {
      tries.push(tryNo);
      return tries.length <= losses ? LOST_RACE : `won on try ${tryNo}`;
    },
  };
}

const conflict = () => {
  throw AppError.conflict('The row is changing right now. Please try again.');
};

describe('retryOnConflict (optimistic concurrency on the one retry loop)', () => {
  it('reads and writes again after a lost race, waiting a short jittered backoff between tries', async () => {
    const c = contended(3);
    const s = fakeSleep();
    expect(await retryOnConflict(c.attempt, conflict, { sleep: s.sleep, random: () => 0 })).toBe('won on try 4');
    expect(c.tries).toEqual([1, 2, 3, 4]);
    // Half of each doubling step at random() = 0: a few ms, not lockstep retries at once.
    expect(s.waits).toEqual([1, 2, 4]);
  });

  it('keeps every wait short: never above the cap, however many tries', async () => {
    const c = contended(CONFLICT_RETRY.tries - 1);
    const s = fakeSleep();
    await retryOnConflict(c.attempt, conflict, { sleep: s.sleep, random: () => 0.999999 });
    expect(s.waits).toHaveLength(CONFLICT_RETRY.tries - 1);
    expect(Math.max(...s.waits)).toBe(CONFLICT_RETRY.maxDelayMs);
    expect(s.waits.reduce((a, b) => a + b, 0)).toBeLessThan(1_000);
  });

  it('gives up with the caller’s error after the default number of tries', async () => {
    const c = contended(1_000);
    const s = fakeSleep();
    const err = await retryOnConflict(c.attempt, conflict, { sleep: s.sleep }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'conflict', status: 409, message: 'The row is changing right now. Please try again.' });
    expect(c.tries).toHaveLength(CONFLICT_RETRY.tries);
    expect(s.waits).toHaveLength(CONFLICT_RETRY.tries - 1);
  });

  it('takes the number of tries from the caller, and answers what giveUp settles for', async () => {
    const c = contended(1_000);
    const s = fakeSleep();
    expect(await retryOnConflict(c.attempt, () => 'settled', { tries: 3, sleep: s.sleep })).toBe('settled');
    expect(c.tries).toEqual([1, 2, 3]);
  });

  it('does not retry any other error: it is thrown at once, as it is', async () => {
    const refusal = AppError.notFound('User not found');
    const s = fakeSleep();
    let tries = 0;
    await expect(
      retryOnConflict(
        async () => {
          tries++;
          throw refusal;
        },
        conflict,
        { sleep: s.sleep },
      ),
    ).rejects.toBe(refusal);
    expect(tries).toBe(1);
    expect(s.waits).toEqual([]);
  });

  it('answers a falsy result (null, undefined) as a result, not as a lost race', async () => {
    const s = fakeSleep();
    expect(await retryOnConflict(async () => null, conflict, { sleep: s.sleep })).toBeNull();
    expect(await retryOnConflict(async () => undefined, conflict, { sleep: s.sleep })).toBeUndefined();
    expect(s.waits).toEqual([]);
  });
});

describe('insertOrLost', () => {
  it('answers the inserted row, or LOST_RACE on a unique-key clash', async () => {
    expect(await insertOrLost(Promise.resolve({ _id: 'a' }))).toEqual({ _id: 'a' });
    expect(await insertOrLost(Promise.reject(new AppError('duplicate', 409, 'Duplicate key in users')))).toBe(LOST_RACE);
  });

  it('throws any other failure as it is', async () => {
    const down = new Error('connection reset');
    await expect(insertOrLost(Promise.reject(down))).rejects.toBe(down);
    const refused = AppError.badRequest('bad');
    await expect(insertOrLost(Promise.reject(refused))).rejects.toBe(refused);
  });

  it('lets a lost insert read again: the second try finds the other writer’s row', async () => {
    const rows = new Map<string, number>();
    const s = fakeSleep();
    const out = await retryOnConflict(
      async () => {
        const row = rows.get('k');
        if (row !== undefined) return `found ${row}`;
        rows.set('k', 7); // another writer gets there first
        return insertOrLost(Promise.reject(new AppError('duplicate', 409, 'Duplicate key')));
      },
      conflict,
      { sleep: s.sleep },
    );
    expect(out).toBe('found 7');
    expect(s.waits).toHaveLength(1);
  });
});
