import { backoffDelay, type BackoffPolicy } from '@homepact/kit/backoff';

/** How an adapter retries a failed render: `tries` in all (the first included), the kit's backoff between them. */
interface RenderRetryPolicy extends BackoffPolicy {
  tries: number;
}

/**
 * The adapters' one retry loop: runs `attempt` until it succeeds, `retryable` refuses its error, or the tries
 * run out (then that error is thrown as it is). Before each retry it waits the kit's backoff (exponential,
 * jittered; a policy of 0 ms retries at once). Answers the value and how many retries it took.
 */
export async function withRenderRetry<T>(
  policy: RenderRetryPolicy,
  attempt: () => Promise<T>,
  retryable: (err: unknown) => boolean,
  onRetry?: (err: unknown, delayMs: number) => void,
): Promise<{ value: T; retries: number }> {
  for (let tryNo = 1; ; tryNo++) {
    try {
      return { value: await attempt(), retries: tryNo - 1 };
    } catch (err) {
      if (tryNo >= policy.tries || !retryable(err)) throw err;
      const delayMs = backoffDelay(policy, tryNo);
      onRetry?.(err, delayMs);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}
