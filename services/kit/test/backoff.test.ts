import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from '../src/bus/types.ts';

describe('backoffDelay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const policy: RetryPolicy = { tries: 10, initialDelayMs: 100, maxDelayMs: 5_000 };

  it('stays within [half, full] of the exponential step (full jitter on the upper half)', () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const step = 100 * 2 ** (attempt - 1);
      for (let i = 0; i < 200; i++) {
        const d = backoffDelay(policy, attempt);
        expect(d).toBeGreaterThanOrEqual(Math.round(step / 2));
        expect(d).toBeLessThanOrEqual(step);
      }
    }
  });

  it('hits both ends of the range at the extremes of the random source', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(backoffDelay(policy, 3)).toBe(200);
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    expect(backoffDelay(policy, 3)).toBe(400);
  });

  it('never exceeds maxDelayMs, however many attempts', () => {
    for (const attempt of [7, 10, 30, 100]) {
      for (let i = 0; i < 50; i++) expect(backoffDelay(policy, attempt)).toBeLessThanOrEqual(5_000);
    }
  });

  it('grows with the attempt number', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const delays = [1, 2, 3, 4, 5].map((a) => backoffDelay(policy, a));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(new Set(delays).size).toBe(5);
  });

  it('has sane defaults', () => {
    expect(DEFAULT_RETRY.tries).toBeGreaterThan(1);
    expect(DEFAULT_RETRY.initialDelayMs).toBeGreaterThan(0);
    expect(DEFAULT_RETRY.maxDelayMs).toBeGreaterThanOrEqual(DEFAULT_RETRY.initialDelayMs);
  });
});
