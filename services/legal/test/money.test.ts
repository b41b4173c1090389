import { describe, expect, it } from 'vitest';
import { exceedsShare, formatUsd, parseMoneyToCents, parsePercentToBasisPoints, percentOfCents, splitCents } from '../src/money.ts';

describe('money in integer cents', () => {
  it('parses the ways people type dollars', () => {
    expect(parseMoneyToCents('1500')).toBe(150_000);
    expect(parseMoneyToCents('1,500.5')).toBe(150_050);
    expect(parseMoneyToCents('$19.99')).toBe(1_999);
    expect(parseMoneyToCents(' 1000.10 ')).toBe(100_010);
    expect(parseMoneyToCents('0.30')).toBe(30);
    expect(parseMoneyToCents(1234.5)).toBe(123_450);
    expect(parseMoneyToCents('12.345')).toBeUndefined();
    expect(parseMoneyToCents('abc')).toBeUndefined();
    expect(parseMoneyToCents('')).toBeUndefined();
    expect(parseMoneyToCents(undefined)).toBeUndefined();
    expect(parseMoneyToCents(0.1 + 0.2)).toBeUndefined();
  });

  it('formats US dollars exactly to the cent', () => {
    expect(formatUsd(123_450)).toBe('$1,234.50');
    expect(formatUsd(100_010)).toBe('$1,000.10');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(9_999_999_999)).toBe('$99,999,999.99');
    expect(formatUsd(-1_999)).toBe('-$19.99');
    expect(() => formatUsd(0.5)).toThrow(RangeError);
  });

  it('adds up what floats get wrong', () => {
    const cents = (parseMoneyToCents('0.10') ?? 0) + (parseMoneyToCents('0.20') ?? 0);
    expect(formatUsd(cents)).toBe('$0.30');
  });

  it('splits into payments that add up to the cent, odd cents last', () => {
    expect(splitCents(1_999, 3)).toEqual([666, 666, 667]);
    expect(splitCents(100_010, 3)).toEqual([33_336, 33_336, 33_338]);
    expect(splitCents(100, 1)).toEqual([100]);
    for (const total of [1, 2, 1_999, 100_010, 1_250_050, 9_999_999_999]) {
      for (const n of [1, 2, 3, 4, 7]) expect(splitCents(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('takes percentages in basis points, rounding half up', () => {
    expect(parsePercentToBasisPoints('30')).toBe(3_000);
    expect(parsePercentToBasisPoints('12.5')).toBe(1_250);
    expect(parsePercentToBasisPoints('101')).toBeUndefined();
    expect(percentOfCents(1_999, 3_000)).toBe(600); // 599.7
    expect(percentOfCents(1_250_050, 3_000)).toBe(375_015);
    expect(percentOfCents(5, 1_000)).toBe(1); // 0.5 rounds up
  });

  it('compares shares exactly', () => {
    expect(exceedsShare(100_000, 1_000_000, 1_000)).toBe(false);
    expect(exceedsShare(100_001, 1_000_000, 1_000)).toBe(true);
    expect(exceedsShare(200, 1_999, 1_000)).toBe(true); // $2.00 of $19.99 is 10.005%
  });
});
