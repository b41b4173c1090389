import { describe, expect, it } from 'vitest';
import { MoneyTextSchema } from '@homepact/proto';
import { formatCents, MAX_CENTS, parseCents } from '../../src/domain/money.ts';

/** As the route sees it: the shared schema normalises, then we convert. */
const cents = (text: string) => parseCents(MoneyTextSchema.parse(text));

describe('money is integer cents, converted as text', () => {
  it.each([
    ['1234.5', 123450, '1234.50'],
    ['0.10', 10, '0.10'],
    ['0.1', 10, '0.10'],
    ['0.01', 1, '0.01'],
    ['0', 0, '0.00'],
    ['99999999.99', 9_999_999_999, '99999999.99'],
    ['1,500.00', 150000, '1500.00'],
    ['$ 2,000', 200000, '2000.00'],
    ['0.29', 29, '0.29'], // 0.29 * 100 === 28.999999999999996 in floating point
    ['1.15', 115, '1.15'], // 1.15 * 100 === 114.99999999999999
    ['007.5', 750, '7.50'],
  ])('%s -> %d cents -> %s', (text, expected, shown) => {
    expect(cents(text)).toBe(expected);
    expect(Number.isInteger(cents(text))).toBe(true);
    expect(formatCents(expected)).toBe(shown);
  });

  it('round-trips every cent value around the edges exactly', () => {
    for (const c of [0, 1, 9, 10, 99, 100, 101, 999, 1000, MAX_CENTS - 1, MAX_CENTS]) {
      expect(parseCents(formatCents(c))).toBe(c);
    }
  });

  it('refuses what is not plain dollars with at most two decimals', () => {
    for (const bad of ['', '1.234', '-1', '1e3', '100000000', '1,000', '.5', 'abc', '12.']) {
      expect(() => parseCents(bad)).toThrow(RangeError);
    }
    for (const bad of [-1, 0.5, Number.NaN, MAX_CENTS + 1]) expect(() => formatCents(bad)).toThrow(RangeError);
  });
});
