import { describe, expect, it } from 'vitest';
import {
  cannotChange,
  currentTerms,
  nextNumber,
  priceChange,
  signedAmountText,
  type ChangeOrderDoc,
} from '../../src/domain/change-order.ts';

/** A change order as the rules read it: its number, price change, new end date, and whether both signed. */
const co = (number: number, priceDeltaCents: number, newEndDate: string, signed: boolean) =>
  ({
    status: signed ? 'signed' : 'pending_signatures',
    executedAt: signed ? new Date('2025-02-01T00:00:00Z') : null,
    changeOrder: { number, priceDeltaCents, newEndDate },
  }) as unknown as ChangeOrderDoc;

const parent = { totalAmountCents: 1_000_000, projectEndDate: '2025-03-01' };

describe('the price of a change order, in integer cents', () => {
  it.each([
    ['+1500', undefined, 150_000, 1_150_000],
    ['1500.5', undefined, 150_050, 1_150_050],
    ['-250', undefined, -25_000, 975_000],
    ['0', undefined, 0, 1_000_000],
    ['-10000', undefined, -1_000_000, 0],
    [undefined, '12000.01', 200_001, 1_200_001],
    [undefined, '9000', -100_000, 900_000],
    [undefined, '0', -1_000_000, 0],
  ])('priceChange %s / newTotal %s → change %i, new total %i', (change, total, delta, newTotal) => {
    expect(priceChange(1_000_000, { priceChange: change, newTotal: total })).toEqual({ priceDeltaCents: delta, newTotalCents: newTotal });
  });

  it('refuses a change that takes the total below $0, naming the largest cut', () => {
    expect(() => priceChange(1_000_000, { priceChange: '-10000.01' })).toThrow('at most -10000.00');
  });

  it('refuses a total above the form’s largest price', () => {
    expect(() => priceChange(9_999_999_999, { priceChange: '0.01' })).toThrow('more than $99,999,999.99');
  });

  it.each([
    [-25_000, '-250.00'],
    [150_050, '1500.50'],
    [0, '0.00'],
  ])('%i cents reads %s', (cents, text) => expect(signedAmountText(cents)).toBe(text));
});

describe('the parent’s current price and end date', () => {
  it.each([
    ['no change orders', [], 1_000_000, '2025-03-01'],
    ['one signed', [co(1, 150_000, '2025-03-15', true)], 1_150_000, '2025-03-15'],
    ['an unsigned one does not count', [co(1, 150_000, '2025-03-15', false)], 1_000_000, '2025-03-01'],
    [
      'signed ones add up; the latest signed end date wins, in number order',
      [co(2, -50_000, '2025-04-01', true), co(1, 150_000, '2025-03-15', true), co(3, 99, '2025-05-01', false)],
      1_100_000,
      '2025-04-01',
    ],
  ])('%s', (_name, list, total, end) => {
    expect(currentTerms(parent, list)).toEqual({ totalCents: total, endDate: end });
  });
});

describe('numbering', () => {
  it.each([
    [[], 1],
    [[co(1, 0, '', true)], 2],
    [[co(1, 0, '', true), co(3, 0, '', true)], 4],
  ])('after %j comes CO-%i', (list, n) => expect(nextNumber(list)).toBe(n));
});

describe('when a change order may be drafted', () => {
  const executed = { status: 'signed', executedAt: new Date('2025-01-10T00:00:00Z') };
  it.each([
    ['a draft', { status: 'draft', executedAt: null }, [], 'parent_not_executed'],
    ['a contract waiting for signatures', { status: 'pending_signatures', executedAt: null }, [], 'parent_not_executed'],
    ['an expired one', { status: 'expired', executedAt: null }, [], 'parent_not_executed'],
    ['a cancelled one', { status: 'cancelled', executedAt: new Date() }, [], 'parent_cancelled'],
    ['a change order itself', { ...executed, kind: 'change_order' }, [], 'parent_is_change_order'],
    ['an executed one with a change order still open', executed, [co(1, 0, '', false)], 'change_order_open'],
  ])('not from %s', (_name, doc, open, code) => {
    expect(cannotChange(doc as never, open)?.code).toBe(code);
  });

  it('from an executed contract whose change orders are all signed', () => {
    expect(cannotChange(executed as never, [co(1, 0, '', true)])).toBeNull();
  });

  it('the refusal for a parent not yet signed says why (409)', () => {
    const e = cannotChange({ status: 'pending_signatures', executedAt: null }, []);
    expect(e?.status).toBe(409);
    expect(e?.message).toMatch(/only be made to a contract both parties have signed/);
  });
});
