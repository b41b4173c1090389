/**
 * The one backoff: exponential steps (initialDelayMs, doubling, capped at maxDelayMs) with "equal jitter",
 * half of each step fixed and half random, so a burst of failing clients or consumers spreads out instead of
 * retrying in lockstep. Used by the bus's redelivery, start-up against a backend and `retry` below (the AI
 * client's and the PDF renderers' retries).
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
  /** `tries` in all (the first included), the backoff's steps between them. */
  policy: BackoffPolicy & { tries: number },
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
