import { describe, expect, it } from 'vitest';
import {
  BUILTIN_MODEL,
  costMicros,
  costOf,
  DEFAULT_PRICE,
  estimateTokens,
  formatMicros,
  priceOf,
  PRICE_TABLE,
} from '../src/domain/pricing.ts';
import { truncate } from '../src/domain/usage-log.ts';

describe('price table and cost', () => {
  it('prices gpt-4o-mini at $0.15 / $0.60 per 1M tokens, exactly', () => {
    expect(costOf('gpt-4o-mini', { promptTokens: 1000, completionTokens: 500 })).toBe('0.000450');
    expect(costOf('gpt-4o-mini', { promptTokens: 1_000_000, completionTokens: 1_000_000 })).toBe('0.750000');
  });

  it('prices every known model from the table', () => {
    const usage = { promptTokens: 1_000_000, completionTokens: 1_000_000 };
    expect(costOf('gpt-4o', usage)).toBe('12.500000');
    expect(costOf('gpt-4.1', usage)).toBe('10.000000');
    expect(costOf('gpt-4.1-mini', usage)).toBe('2.000000');
    expect(costOf('gpt-4', usage)).toBe('90.000000');
    expect(costOf(BUILTIN_MODEL, usage)).toBe('0.000000');
    for (const [model, price] of Object.entries(PRICE_TABLE)) {
      expect(costMicros(model, usage)).toBe(BigInt(Math.round((price.input + price.output) * 1_000_000)));
    }
  });

  it('matches dated snapshots to their family, longest name first', () => {
    expect(priceOf('gpt-4o-mini-2024-07-18').entry).toBe('gpt-4o-mini');
    expect(priceOf('gpt-4o-2024-08-06').entry).toBe('gpt-4o');
    expect(priceOf('gpt-4.1-mini-2025-04-14').entry).toBe('gpt-4.1-mini');
    expect(priceOf('gpt-4-0613').entry).toBe('gpt-4');
    expect(priceOf('GPT-4o').entry).toBe('gpt-4o');
  });

  it('prices an unknown model at the conservative default (the most expensive entry)', () => {
    const unknown = priceOf('llama-3.1-70b-instruct');
    expect(unknown.known).toBe(false);
    expect(unknown.price).toEqual(DEFAULT_PRICE);
    for (const p of Object.values(PRICE_TABLE)) {
      expect(DEFAULT_PRICE.input).toBeGreaterThanOrEqual(p.input);
      expect(DEFAULT_PRICE.output).toBeGreaterThanOrEqual(p.output);
    }
    expect(costOf('gpt-4oo', { promptTokens: 1000, completionTokens: 0 })).toBe('0.030000');
  });

  it('rounds half-up once, after summing, and never goes through floats', () => {
    // 1 prompt token of gpt-4o-mini is 0.15 micro-dollars; 3 are 0.45 -> 0; 4 are 0.6 -> 1.
    expect(costOf('gpt-4o-mini', { promptTokens: 3, completionTokens: 0 })).toBe('0.000000');
    expect(costOf('gpt-4o-mini', { promptTokens: 4, completionTokens: 0 })).toBe('0.000001');
    // 3 prompt tokens (0.45) + 1 completion token (0.6) = 1.05 -> 1; two 0.45s are 0.9 -> 1, where rounding each first gives 0.
    expect(costOf('gpt-4o-mini', { promptTokens: 3, completionTokens: 1 })).toBe('0.000001');
    expect(costOf('gpt-4o-mini', { promptTokens: 6, completionTokens: 0 })).toBe('0.000001');
    // Large counts stay exact.
    expect(costOf('gpt-4', { promptTokens: 9_007_199_254, completionTokens: 1 })).toBe('270215.977680');
  });

  it('writes micro-dollars with exactly six decimals', () => {
    expect(formatMicros(0n)).toBe('0.000000');
    expect(formatMicros(1n)).toBe('0.000001');
    expect(formatMicros(1_234n)).toBe('0.001234');
    expect(formatMicros(12_345_678n)).toBe('12.345678');
    expect(costOf('gpt-4o', { promptTokens: 0, completionTokens: 0 })).toMatch(/^\d+\.\d{6}$/);
  });

  it('estimates built-in tokens as ceil(chars / 4)', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('truncates logged text to the limit and says so', () => {
    expect(truncate('short', 100)).toEqual({ text: 'short', truncated: false });
    const t = truncate('x'.repeat(50_000), 20_000);
    expect(t.truncated).toBe(true);
    expect(t.text.length).toBe(20_000);
    expect(t.text).toMatch(/more characters not logged\)$/);
  });
});
