import { describe, expect, it } from 'vitest';
import { withRenderRetry } from '../../src/pdf/retry.ts';

/** An attempt that fails `failures` times with the given errors, then answers 'pdf'. */
function flaky(failures: number, error = new Error('ECONNRESET')) {
  const calls: number[] = [];
  return {
    calls,
    attempt: async () => {
      calls.push(Date.now());
      if (calls.length <= failures) throw error;
      return 'pdf';
    },
  };
}

describe('withRenderRetry (the renderers’ retries, on the kit’s backoff)', () => {
  it('retries a retryable failure after half to all of the backoff step, and says how many retries it took', async () => {
    const f = flaky(1);
    const delays: number[] = [];
    const out = await withRenderRetry(
      { tries: 2, initialDelayMs: 40, maxDelayMs: 40 },
      f.attempt,
      () => true,
      (_e, ms) => delays.push(ms),
    );
    expect(out).toEqual({ value: 'pdf', retries: 1 });
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(20);
    expect(delays[0]).toBeLessThanOrEqual(40);
    expect(f.calls[1]! - f.calls[0]!).toBeGreaterThanOrEqual(delays[0]! - 2);
  });

  it('gives up after `tries`, throwing the last error as it is', async () => {
    const error = new Error('502 Bad Gateway');
    const f = flaky(5, error);
    await expect(withRenderRetry({ tries: 3, initialDelayMs: 1, maxDelayMs: 2 }, f.attempt, () => true)).rejects.toBe(error);
    expect(f.calls).toHaveLength(3);
  });

  it('never retries what `retryable` refuses', async () => {
    const f = flaky(1, new Error('400 Bad Request'));
    const seen: unknown[] = [];
    await expect(withRenderRetry({ tries: 2, initialDelayMs: 1, maxDelayMs: 1 }, f.attempt, (e) => (seen.push(e), false))).rejects.toThrow(
      '400 Bad Request',
    );
    expect(f.calls).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it('a 0 ms policy retries at once (a crashed browser is replaced by the next try)', async () => {
    const f = flaky(1);
    const delays: number[] = [];
    expect(
      await withRenderRetry(
        { tries: 2, initialDelayMs: 0, maxDelayMs: 0 },
        f.attempt,
        () => true,
        (_e, ms) => delays.push(ms),
      ),
    ).toEqual({
      value: 'pdf',
      retries: 1,
    });
    expect(delays).toEqual([0]);
  });
});
