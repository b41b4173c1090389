import { backoffDelay, retry, type RetryPolicy } from '@homepact/kit/backoff';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/**
 * Our own retry loop around the model call (the client is built with
 * maxRetries: 0), so every try is counted in the usage log and the policy is
 * ours: at most 3 tries, on 429, 5xx and connection failures (timeouts
 * included) only; exponential backoff with jitter, or the server's
 * Retry-After when it sends one, capped so a request never hangs for minutes.
 */
export interface ModelRetryPolicy extends RetryPolicy {
  /** Longest Retry-After we wait for; a longer one is cut to this. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: ModelRetryPolicy = { tries: 3, initialDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 20_000 };

export function isRetryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true; // includes APIConnectionTimeoutError
  if (error instanceof APIError && typeof error.status === 'number') {
    return error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return false;
}

/** The server's requested wait: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers | undefined, nowMs: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  const ra = headers.get('retry-after');
  if (ra === null) return undefined;
  const v = ra.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** The kit's one backoff (exponential, equal jitter) over this policy's steps. */
export function backoffMs(policy: RetryPolicy, failedTry: number, random: () => number): number {
  return backoffDelay(policy, failedTry, random);
}

export function delayBeforeRetry(
  policy: ModelRetryPolicy,
  failedTry: number,
  error: unknown,
  deps: { random: () => number; nowMs: number },
): number {
  const headers = error instanceof APIError ? (error.headers as Headers | undefined) : undefined;
  const asked = retryAfterMs(headers, deps.nowMs);
  if (asked !== undefined) return Math.min(asked, policy.maxRetryAfterMs);
  return backoffMs(policy, failedTry, deps.random);
}

export class RetriesExhausted extends Error {
  constructor(
    readonly tries: number,
    readonly lastError: unknown,
  ) {
    super(`gave up after ${tries} ${tries === 1 ? 'try' : 'tries'}: ${describeError(lastError)}`, { cause: lastError });
    this.name = 'RetriesExhausted';
  }
}

export interface RetryDeps {
  /** Waits between tries; the kit's timer when not given (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  random: () => number;
  now: () => number;
  onRetry?: (info: { failedTry: number; delayMs: number; error: unknown }) => void;
}

/**
 * Runs `fn` until it succeeds, a non-retryable error occurs, or the tries run out: the kit's one retry loop,
 * waiting the server's Retry-After (capped) or the backoff. Any failure comes out as RetriesExhausted with the
 * tries made, so the usage log counts each one.
 */
export async function withRetry<T>(
  policy: ModelRetryPolicy,
  deps: RetryDeps,
  fn: (tryNumber: number) => Promise<T>,
): Promise<{ value: T; tries: number }> {
  let tries = 0;
  try {
    const { value, retries } = await retry(
      policy,
      (tryNumber) => {
        tries = tryNumber;
        return fn(tryNumber);
      },
      {
        retryable: isRetryable,
        delayFor: (error, failedTry) => delayBeforeRetry(policy, failedTry, error, { random: deps.random, nowMs: deps.now() }),
        onRetry: (error, delayMs, failedTry) => deps.onRetry?.({ failedTry, delayMs, error }),
        ...(deps.sleep ? { sleep: deps.sleep } : {}),
      },
    );
    return { value, tries: retries + 1 };
  } catch (error) {
    throw new RetriesExhausted(tries, error);
  }
}

/** A one-line, log-safe description of a provider error (never the API key or a stack). */
export function describeError(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'the model server did not answer in time (OPENAI_TIMEOUT_MS)';
  if (error instanceof APIConnectionError) return `could not reach the model server (${error.message})`;
  if (error instanceof APIError) {
    const status = typeof error.status === 'number' ? `HTTP ${error.status}` : 'error';
    const message = (error.error as { message?: unknown } | undefined)?.message;
    return `model server answered ${status}${typeof message === 'string' && message ? `: ${message}` : error.message ? `: ${error.message}` : ''}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
