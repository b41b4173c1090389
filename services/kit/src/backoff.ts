/**
 * The one backoff: exponential steps (initialDelayMs, doubling, capped at maxDelayMs) with "equal jitter",
 * half of each step fixed and half random, so a burst of failing clients or consumers spreads out instead of
 * retrying in lockstep. Used by the bus's redelivery, start-up against a backend and the AI client's retries.
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
