import { AppError } from './errors.ts';

/**
 * The one backoff: exponential steps (initialDelayMs, doubling, capped at maxDelayMs) with "equal jitter",
 * half of each step fixed and half random, so a burst of failing clients or consumers spreads out instead of
 * retrying in lockstep. Used by the bus's redelivery, start-up against a backend and `retry` below (the AI
 * client's and the PDF renderers' retries, and `retryOnConflict`'s optimistic writes).
 */
export interface BackoffPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

/** The wait before try `attempt + 1`, after `attempt` (1-based) failed: within [step/2, step]. */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** How `retry` tries: `tries` in all (the first included), the backoff's steps between them. */
export interface RetryPolicy extends BackoffPolicy {
  tries: number;
}

/** What `retry` is told besides the policy. */
interface RetryOptions {
  /** Whether a failure is worth another try; one it refuses is thrown at once. */
  retryable(err: unknown): boolean;
  /** A wait of the caller's own instead of the backoff (e.g. a server's Retry-After); undefined keeps the backoff. */
  delayFor?(err: unknown, tryNo: number): number | undefined;
  /** Told of each retry before its wait: the failure, the wait and the number of the try that failed. */
  onRetry?(err: unknown, delayMs: number, tryNo: number): void;
  /** Waits between tries (tests pass a fake); a wait of 0 ms or less retries at once. */
  sleep?(ms: number): Promise<void>;
  /** The jitter's random source (tests pass a fixed one). */
  random?(): number;
}

const sleepFor = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * The one retry loop: runs `attempt` (told its 1-based try number) until it succeeds, `retryable` refuses its
 * error, or the tries run out; then that error is thrown as it is. Between tries it waits `delayFor`'s answer
 * when it has one, else the backoff above. Answers the value and how many retries it took.
 */
export async function retry<T>(
  policy: RetryPolicy,
  attempt: (tryNo: number) => Promise<T>,
  opts: RetryOptions,
): Promise<{ value: T; retries: number }> {
  const sleep = opts.sleep ?? sleepFor;
  for (let tryNo = 1; ; tryNo++) {
    try {
      return { value: await attempt(tryNo), retries: tryNo - 1 };
    } catch (err) {
      if (tryNo >= policy.tries || !opts.retryable(err)) throw err;
      const delayMs = opts.delayFor?.(err, tryNo) ?? backoffDelay(policy, tryNo, opts.random);
      opts.onRetry?.(err, delayMs, tryNo);
      await sleep(delayMs);
    }
  }
}

/**
 * What an optimistic attempt answers when it lost a race: its conditional write matched nothing because the
 * row changed since it was read, or another writer created the row first. `retryOnConflict` then reads again.
 */
export const LOST_RACE: unique symbol = Symbol('lost race');
export type LostRace = typeof LOST_RACE;

/**
 * The one optimistic-concurrency policy: 10 tries, waits from a few ms doubling to at most 100 ms (with the
 * backoff's jitter), so writers contending for one row spread out instead of colliding again in lockstep.
 * At most about half a second of waiting in all.
 */
export const CONFLICT_RETRY: Readonly<RetryPolicy> = { tries: 10, initialDelayMs: 2, maxDelayMs: 100 };

/** Thrown inside retryOnConflict for a lost try; never leaves it. */
class LostRaceError extends Error {}

/**
 * Read, decide, write conditionally on what was read; on a lost race, do it all again. `attempt` (told its
 * 1-based try number) reads the row afresh, decides, and either answers its result or LOST_RACE. Any error
 * it throws is thrown at once, untouched (a refusal decided on the fresh read is final). When every try lost,
 * `giveUp` decides: it throws the caller's error (a 409 for a request, a plain Error so the bus redelivers an
 * event), or answers what the caller settles for.
 */
export async function retryOnConflict<T>(
  attempt: (tryNo: number) => Promise<T | LostRace>,
  giveUp: () => T,
  opts: Pick<RetryOptions, 'sleep' | 'random'> & { tries?: number } = {},
): Promise<T> {
  try {
    const { value } = await retry(
      { ...CONFLICT_RETRY, tries: opts.tries ?? CONFLICT_RETRY.tries },
      async (tryNo) => {
        const out = await attempt(tryNo);
        if (out === LOST_RACE) throw new LostRaceError();
        return out;
      },
      { ...opts, retryable: (err) => err instanceof LostRaceError },
    );
    return value;
  } catch (err) {
    if (err instanceof LostRaceError) return giveUp();
    throw err;
  }
}

/**
 * An insert that may lose the race to create its row: a unique-key clash (the store's AppError `duplicate`)
 * answers LOST_RACE, so retryOnConflict reads the row the other writer made; any other failure is thrown.
 */
export async function insertOrLost<T>(insert: Promise<T>): Promise<T | LostRace> {
  try {
    return await insert;
  } catch (err) {
    if (err instanceof AppError && err.code === 'duplicate') return LOST_RACE;
    throw err;
  }
}
