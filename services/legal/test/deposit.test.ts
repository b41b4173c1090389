import { describe, expect, it } from 'vitest';
import { parseDepositMention, requestedDeposit } from '../src/deposit.ts';
import { draft } from './fixtures.ts';

const percent = (basisPoints: number) => expect.objectContaining({ kind: 'percent', basisPoints });
const amount = (cents: number) => expect.objectContaining({ kind: 'amount', cents });

describe('parseDepositMention', () => {
  it.each([
    ['30% deposit', percent(3_000)],
    ['deposit of 30%', percent(3_000)],
    ['Deposit of 30 percent, balance on completion', percent(3_000)],
    ['A 12.5% non-refundable deposit is due at signing', percent(1_250)],
    ['$3,000 deposit', amount(300_000)],
    ['deposit: $3,000', amount(300_000)],
    ['Deposit - $3,000.50 due at signing', amount(300_050)],
    ['down payment of $500', amount(50_000)],
    ['Down-payment: $750 by check', amount(75_000)],
    ['$500 down, balance on completion', amount(50_000)],
    ['50% upfront, 50% on completion', percent(5_000)],
    ['$2,000 due at signing and the rest on completion', amount(200_000)],
    ['initial payment of 25% when the contract is signed', percent(2_500)],
    ['$2k deposit to order materials', amount(200_000)],
    ['Deposit of 30% ($3,000), then progress payments', percent(3_000)],
    ['Balance of $4,500 due at completion, deposit of $500', amount(50_000)],
    ['1500 dollars deposit', amount(150_000)],
    ['No deposit required; pay on completion', amount(0)],
    ['Deposit: none', amount(0)],
  ])('reads %j', (text, expected) => {
    expect(parseDepositMention(text)).toEqual(expected);
  });

  it.each([
    '30% on completion',
    '10% markup on materials',
    'Net 30 days from invoice',
    'Payment due within 30 days; deposit refunded if the job is cancelled, $50 fee',
    'Three payments of $1,000 each',
    '',
  ])('finds no deposit in %j', (text) => {
    expect(parseDepositMention(text)).toBeUndefined();
  });
});

describe('requestedDeposit', () => {
  it('prefers an explicit depositAmount, then the payment terms, then the schedule', () => {
    expect(requestedDeposit(draft({ depositAmount: '$1,200', paymentTerms: '30% deposit' }), 1_000_000)).toMatchObject({
      cents: 120_000,
      origin: 'depositAmount',
    });
    expect(requestedDeposit(draft({ depositAmount: '15%' }), 1_000_000)).toMatchObject({
      cents: 150_000,
      basisPoints: 1_500,
      origin: 'depositAmount',
    });
    expect(requestedDeposit(draft({ paymentTerms: '30% deposit' }), 1_000_000)).toMatchObject({ cents: 300_000, origin: 'paymentTerms' });
    expect(requestedDeposit(draft({ paymentSchedule: 'upfront' }), 1_000_000)).toMatchObject({
      cents: 1_000_000,
      origin: 'paymentSchedule',
    });
    expect(requestedDeposit(draft({ paymentSchedule: 'milestone' }), 1_999)).toMatchObject({ cents: 666, origin: 'paymentSchedule' });
    expect(requestedDeposit(draft({ paymentSchedule: 'completion' }), 1_999)).toMatchObject({ cents: 0 });
  });

  it('ignores a depositAmount of the wrong type', () => {
    expect(requestedDeposit(draft({ depositAmount: { cents: 5 } }), 100_000)).toMatchObject({ origin: 'paymentSchedule' });
  });
});
