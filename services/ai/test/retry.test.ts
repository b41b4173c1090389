import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_RETRY, delayBeforeRetry, isRetryable, retryAfterMs, withRetry } from '../src/generators/retry.ts';

const apiError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { error: { message: `status ${status}` } }, undefined, new Headers(headers));

describe('retry policy', () => {
  it('retries 429, 5xx and connection failures only', () => {
    expect(isRetryable(apiError(429))).toBe(true);
    expect(isRetryable(apiError(500))).toBe(true);
    expect(isRetryable(apiError(503))).toBe(true);
    expect(isRetryable(new APIConnectionError({ message: 'ECONNREFUSED' }))).toBe(true);
    expect(isRetryable(new APIConnectionTimeoutError())).toBe(true);
    expect(isRetryable(apiError(400))).toBe(false);
    expect(isRetryable(apiError(401))).toBe(false);
    expect(isRetryable(apiError(404))).toBe(false);
    expect(isRetryable(new APIUserAbortError())).toBe(false);
    expect(isRetryable(new Error('bad answer'))).toBe(false);
  });

  it('reads Retry-After in seconds, as a date, and retry-after-ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }), now)).toBe(150);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });

  it('caps a long Retry-After and otherwise backs off exponentially with jitter', () => {
    const deps = { random: () => 0.5, nowMs: 0 };
    expect(delayBeforeRetry(DEFAULT_RETRY, 1, apiError(429, { 'retry-after': '3600' }), deps)).toBe(DEFAULT_RETRY.maxRetryAfterMs);
    expect(delayBeforeRetry(DEFAULT_RETRY, 1, apiError(429, { 'retry-after': '1' }), deps)).toBe(1000);
    for (const attempt of [1, 2, 3, 10]) {
      const exp = Math.min(DEFAULT_RETRY.maxDelayMs, DEFAULT_RETRY.initialDelayMs * 2 ** (attempt - 1));
      expect(backoffMs(DEFAULT_RETRY, attempt, () => 0)).toBe(exp / 2);
      expect(backoffMs(DEFAULT_RETRY, attempt, () => 0.999999)).toBeLessThanOrEqual(exp);
    }
  });

  it('stops after three tries and reports how many were made', async () => {
    const sleeps: number[] = [];
    const deps = { sleep: async (ms: number) => void sleeps.push(ms), random: () => 0, now: () => 0 };
    let calls = 0;
    await expect(
      withRetry(DEFAULT_RETRY, deps, async () => {
        calls++;
        throw apiError(502);
      }),
    ).rejects.toMatchObject({ tries: 3 });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([250, 500]);

    calls = 0;
    await expect(
      withRetry(DEFAULT_RETRY, deps, async () => {
        calls++;
        throw apiError(400);
      }),
    ).rejects.toMatchObject({ tries: 1 });
    expect(calls).toBe(1);

    const ok = await withRetry(DEFAULT_RETRY, deps, async (n) => {
      if (n === 1) throw apiError(429);
      return 'done';
    });
    expect(ok).toEqual({ value: 'done', tries: 2 });
  });
});
