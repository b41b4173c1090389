import { describe, expect, it } from 'vitest';
import { MoneyTextSchema } from '@homepact/proto';
import { centsToAmountText, parseMoneyToCents } from '../src/money.ts';

/** As the contracts service sees an amount: the shared schema normalises the text, then it becomes cents. */
const cents = (text: string) => parseMoneyToCents(MoneyTextSchema.parse(text));
/** The largest amount the schema lets through: $99,999,999.99. */
const MAX_CENTS = 9_999_999_999;

describe('an amount is integer cents, converted as text', () => {
  it.each([
    ['1234.5', 123450, '1234.50'],
    ['0.10', 10, '0.10'],
    ['0.1', 10, '0.10'],
    ['0.01', 1, '0.01'],
    ['0', 0, '0.00'],
    ['99999999.99', MAX_CENTS, '99999999.99'],
    ['1,500.00', 150000, '1500.00'],
    ['$ 2,000', 200000, '2000.00'],
    ['0.29', 29, '0.29'], // 0.29 * 100 === 28.999999999999996 in floating point
    ['1.15', 115, '1.15'], // 1.15 * 100 === 114.99999999999999
    ['007.5', 750, '7.50'],
  ])('%s -> %d cents -> %s', (text, expected, shown) => {
    expect(cents(text)).toBe(expected);
    expect(centsToAmountText(expected)).toBe(shown);
  });

  it('round-trips every cent value around the edges exactly', () => {
    for (const c of [0, 1, 9, 10, 99, 100, 101, 999, 1000, MAX_CENTS - 1, MAX_CENTS]) {
      expect(parseMoneyToCents(centsToAmountText(c))).toBe(c);
    }
  });

  it('the schema refuses what is not plain dollars with at most two decimals; cents must be whole and not negative', () => {
    for (const bad of ['', '1.234', '-1', '1e3', '100000000', '.5', 'abc', '12.']) {
      expect(MoneyTextSchema.safeParse(bad).success, bad).toBe(false);
    }
    for (const bad of [-1, 0.5, Number.NaN]) expect(() => centsToAmountText(bad)).toThrow(RangeError);
  });
});
