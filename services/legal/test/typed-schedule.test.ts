/**
 * One set of terms: a schedule the person typed becomes the contract's schedule when it adds up to the
 * price, in their own words; otherwise the contract shows the form's schedule only and Review says why.
 * Never two schedules in one signed text.
 */
import { describe, expect, it } from 'vitest';
import { assembleContract, checkContract } from '../src/index.ts';
import { readTypedSchedule } from '../src/typed-schedule.ts';
import { draftIn, GENERATED_AT } from './fixtures.ts';

const paymentSection = (text: string) => text.slice(text.indexOf('4. PRICE AND PAYMENT SCHEDULE'), text.indexOf('5. MATERIALS'));
const scheduleLines = (text: string) =>
  paymentSection(text)
    .split('\n')
    .filter((l) => l.startsWith('- '));

describe('a schedule typed in the payment terms', () => {
  it('reads amounts, a balance and the words around them', () => {
    expect(
      readTypedSchedule('$1,000 deposit; $8,000 after framing inspection; $7,000 after decking; balance on completion', 1_875_000),
    ).toEqual({
      payments: [
        { cents: 100_000, words: 'deposit', balance: false },
        { cents: 800_000, words: 'after framing inspection', balance: false },
        { cents: 700_000, words: 'after decking', balance: false },
        { cents: 275_000, words: 'balance on completion', balance: true },
      ],
      sumCents: 1_875_000,
    });
    expect(readTypedSchedule('10% deposit; 90% on completion', 2_000_000)?.payments.map((p) => p.cents)).toEqual([200_000, 1_800_000]);
    expect(readTypedSchedule('$500 deposit, balance on completion', 1_000_000)).toBeUndefined();
    expect(readTypedSchedule('monthly progress payments', 999_999_900)).toBeUndefined();
  });

  it('becomes the only schedule in a Maryland contract when it adds up to the price', () => {
    const form = draftIn('MD', 'Maryland', {
      totalAmount: '18750',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit; $8,000 after framing inspection; $7,000 after decking; $2,750 balance',
    });
    const text = assembleContract({ form, generatedAt: GENERATED_AT }).text;
    expect(scheduleLines(text)).toEqual([
      '- Deposit, due when this contract is signed, before work begins: $1,000.00',
      '- Progress payment 1, due after framing inspection: $8,000.00',
      '- Progress payment 2, due after decking: $7,000.00',
      '- Final payment, due on completion of the work: $2,750.00',
      '- Total: $18,750.00',
    ]);
    expect(paymentSection(text)).not.toContain('Payment terms:');
    expect(paymentSection(text)).not.toContain('$8,875');
    expect(checkContract(form).map((w) => w.id)).not.toContain('payment-schedule-sum');
  });

  it('keeps California’s cap on the first payment, moving the excess to the next', () => {
    const form = draftIn('CA', 'California', {
      totalAmount: '42000',
      paymentSchedule: 'milestone',
      paymentTerms: '$2,000 deposit; $15,000 after rough-in; $15,000 after drywall; $10,000 on completion',
    });
    expect(scheduleLines(assembleContract({ form, generatedAt: GENERATED_AT }).text).slice(0, 2)).toEqual([
      '- Deposit, due when this contract is signed, before work begins: $1,000.00',
      '- Progress payment 1, due after rough-in: $16,000.00',
    ]);
  });

  it('is left out, with a warning, when it does not add up to the price: the contract shows one schedule', () => {
    const form = draftIn('MD', 'Maryland', {
      totalAmount: '18750',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit; $8,000 after framing; $7,000 after decking',
    });
    const text = assembleContract({ form, generatedAt: GENERATED_AT }).text;
    expect(paymentSection(text)).not.toContain('after framing');
    expect(paymentSection(text)).not.toContain('Payment terms:');
    expect(checkContract(form)).toContainEqual(
      expect.objectContaining({
        id: 'payment-schedule-sum',
        severity: 'warning',
        field: 'paymentTerms',
        message: expect.stringContaining('add up to $16,000.00, but the total price is $18,750.00'),
      }),
    );
  });

  it('keeps words-only terms as a note beside the schedule', () => {
    const form = draftIn('MD', 'Maryland', {
      totalAmount: '9999999',
      paymentSchedule: 'milestone',
      paymentTerms: 'monthly progress payments',
    });
    expect(paymentSection(assembleContract({ form, generatedAt: GENERATED_AT }).text)).toContain(
      'Payment terms: monthly progress payments',
    );
  });
});

describe('the summary an invitation and the sign page show', () => {
  it('states the payment before work from the contract’s own schedule, not from any figure in it', async () => {
    const { summariseTextTerms } = await import('../src/index.ts');
    const md = draftIn('MD', 'Maryland', {
      totalAmount: '18750',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit; $8,000 after framing inspection; $7,000 after decking; $2,750 balance',
    });
    expect(summariseTextTerms(assembleContract({ form: md, generatedAt: GENERATED_AT }).text)).toMatchObject({
      total: '$18,750.00',
      payment: '$1,000.00 when the contract is signed',
    });
    const ca = draftIn('CA', 'California', {
      totalAmount: '42000',
      paymentSchedule: 'milestone',
      paymentTerms: '$15,000 deposit at signing',
    });
    expect(summariseTextTerms(assembleContract({ form: ca, generatedAt: GENERATED_AT }).text).payment).toBe(
      '$1,000.00 when the contract is signed',
    );
    const later = draftIn('MD', 'Maryland', { totalAmount: '5000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    expect(summariseTextTerms(assembleContract({ form: later, generatedAt: GENERATED_AT }).text).payment).toBe(
      'nothing before the work begins',
    );
  });
});

describe('the text-versus-form check and a statutory bond figure', () => {
  it('does not read Washington’s posted bond as a payment before the work', async () => {
    const { compareTermsWithText } = await import('../src/index.ts');
    const form = draftIn('WA', 'Washington', {
      totalAmount: '12000',
      paymentSchedule: 'completion',
      bondAmount: '12000',
      licenseExpiry: '2027-06-30',
      soldAtHome: true,
    });
    const { text } = assembleContract({ form, generatedAt: GENERATED_AT });
    expect(text).toContain('a bond or deposit of $12,000.00');
    expect(compareTermsWithText(form, text)).toEqual([]);
  });
});
