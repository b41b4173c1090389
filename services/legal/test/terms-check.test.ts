import { describe, expect, it } from 'vitest';
import { assembleContract, compareTermsWithText, readTextTerms, summariseTextTerms, termsMismatchMessage } from '../src/index.ts';
import { draft, draftIn, GENERATED_AT } from './fixtures.ts';

/**
 * A contract whose form says $1,000 payable on
 * completion and whose edited text says $95,000 up front was sent, and the
 * invitation and sign page showed $1,000.
 */
const STATES: Array<[string, string]> = [
  ['CA', 'California'],
  ['TX', 'Texas'],
  ['FL', 'Florida'],
  ['NY', 'New York'],
  ['IL', 'Illinois'],
  ['OR', 'Oregon'],
];

describe('compareTermsWithText', () => {
  describe('the clause library’s own text always agrees with its form', () => {
    const cases = STATES.flatMap(([code, name]) =>
      (['completion', 'upfront', 'milestone'] as const).flatMap((schedule) =>
        ['300', '12500.50', '95000', '0'].flatMap((totalAmount) =>
          ['Payment by check within 5 days of invoice', '30% deposit, balance on completion', '$500 down, no other deposit'].map(
            (paymentTerms) => [code, name, schedule, totalAmount, paymentTerms] as const,
          ),
        ),
      ),
    );
    it.each(cases)('%s %s %s $%s "%s"', (code, name, paymentSchedule, totalAmount, paymentTerms) => {
      const form = draftIn(code, name, { paymentSchedule, totalAmount, paymentTerms, soldAtHome: true, buyerIsSenior: true });
      const { text } = assembleContract({ form, generatedAt: GENERATED_AT });
      expect(compareTermsWithText(form, text)).toEqual([]);
    });
  });

  it('the probe’s contract: form $1,000 on completion, text $95,000 up front', () => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    const { text } = assembleContract({ form, generatedAt: GENERATED_AT });
    const edited = text.replace(
      /PRICE AND PAYMENT SCHEDULE[\s\S]*?(?=\n\d+\. )/,
      'PRICE AND PAYMENT SCHEDULE\nThe Homeowner will pay $95,000 upfront, before any work begins.\n',
    );
    const diffs = compareTermsWithText(form, edited);
    expect(diffs.map((d) => d.field)).toEqual(['totalAmount', 'paymentSchedule']);
    expect(diffs[0]!.message).toBe('Total price: the form says $1,000.00; the contract text asks for $95,000.00, more than that.');
    expect(diffs[1]!.message).toBe(
      'Payment: the form says payment on completion; the contract text asks for $95,000.00 before the work is done.',
    );
    expect(termsMismatchMessage(diffs)).toMatch(
      /^The contract text does not match the terms in the form[\s\S]*- Total price[\s\S]*- Payment[\s\S]*confirm/,
    );
  });

  it.each([
    [
      'a different stated total',
      'Total contract price: $1,500.00',
      'totalAmount',
      'Total price: the form says $1,000.00; the contract text says $1,500.00.',
    ],
    ['a larger amount anywhere', 'Extras billed at $2,000 if needed.', 'totalAmount', undefined],
    ['"USD" amounts', 'The price is 95000 USD.', 'totalAmount', undefined],
    ['"$95k"', 'The price is $95k.', 'totalAmount', undefined],
    ['a deposit the form does not ask for', 'A deposit of $400 is due at signing.', 'paymentSchedule', undefined],
    ['a percentage up front', 'Total: $1,000. The Homeowner pays 100% upfront.', 'paymentSchedule', undefined],
    [
      'another start date',
      'Start date: March 3, 2025',
      'projectStartDate',
      'Start date: the form says January 5, 2025; the contract text says March 3, 2025.',
    ],
    ['another completion date', 'The work will be completed by 2025-04-01.', 'projectEndDate', undefined],
  ])('reports %s', (_what, sentence, field, message) => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    const diffs = compareTermsWithText(form, `HOME SERVICE CONTRACT\n${sentence}\n`);
    expect(diffs.map((d) => d.field)).toContain(field);
    const anyMessage = expect.any(String);
    expect(diffs.find((d) => d.field === field)!.message).toEqual(message ?? anyMessage);
  });

  it.each([
    ['no price at all', 'The Provider will replace the roof.'],
    ['statutory thresholds', 'This notice applies to sales of $25 or more and to contracts over $5,000.'],
    ['what a law says', 'California law limits the down payment to $1,000 or 10% of the contract price.'],
    [
      'smaller amounts',
      'Total contract price: $1,000.00\n- Full payment, due on completion of the work: $1,000.00\nA $50 fee applies to returned checks.',
    ],
    ['no deposit', 'Total: $1,000. No deposit; $1,000 is due on completion.'],
    ['the same dates in other spellings', 'Start date: Jan 5th, 2025. Completion date: 02/14/2025.'],
  ])('does not report %s', (_what, text) => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    expect(compareTermsWithText(form, text)).toEqual([]);
  });

  it('form up front, text on completion', () => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'upfront', paymentTerms: 'Check' });
    const diffs = compareTermsWithText(form, 'Total: $1,000.00, due on completion of the work.');
    expect(diffs.map((d) => d.message)).toEqual([
      'Payment: the form says payment up front; the contract text schedules payment on completion.',
    ]);
  });

  it('reads through bidi tricks (the text is normalised first)', () => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    expect(compareTermsWithText(form, 'Total contract price: \u202E$95,000\u202C')).toHaveLength(1);
  });
});

describe('summariseTextTerms', () => {
  it('says what the text says', () => {
    expect(
      summariseTextTerms('Total contract price: $95,000.00\nThe Homeowner will pay $95,000 upfront.\nStart date: March 1, 2025'),
    ).toEqual({
      total: '$95,000.00',
      payment: '$95,000.00 before the work',
      start: 'March 1, 2025',
      end: null,
    });
    expect(summariseTextTerms('No numbers here.')).toEqual({ total: null, payment: null, start: null, end: null });
  });

  it('the library’s text: total, schedule and dates', () => {
    const form = draft({ totalAmount: '12500.50', paymentSchedule: 'milestone' });
    const { text } = assembleContract({ form, generatedAt: GENERATED_AT });
    expect(summariseTextTerms(text)).toMatchObject({ total: '$12,500.50', start: 'January 5, 2025', end: 'February 14, 2025' });
    expect(readTextTerms(text).schedule).toEqual(expect.arrayContaining(['upfront', 'milestone', 'completion']));
  });
});

describe('figures that are not prices', () => {
  it('the wizard’s California milestone contract with $1,000,000 of insurance and a 30% deposit (the authoring journey)', () => {
    const form = draftIn('CA', 'California', {
      totalAmount: '4500',
      paymentSchedule: 'milestone',
      paymentTerms: '30% deposit due at signing, balance on completion',
      insuranceAmount: '1000000',
      hasInsurance: true,
      materialsMarkup: '10',
      projectStartDate: '2030-03-02',
      projectEndDate: '2030-03-06',
    });
    const { text } = assembleContract({ form, generatedAt: GENERATED_AT });
    const edited = `${text}\n\nADDITIONAL TERMS\nThe Provider will protect the kitchen floor with drop cloths.`;
    expect(compareTermsWithText(form, edited)).toEqual([]);
  });

  it.each([
    'The Provider carries liability insurance of $2,000,000.',
    'The Provider is bonded for $25,000.',
    'Coverage of $500,000 per occurrence.',
  ])('"%s" is not a price', (sentence) => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    expect(compareTermsWithText(form, `Total contract price: $1,000.00\n${sentence}`)).toEqual([]);
  });

  it('but a larger payment is still reported', () => {
    const form = draft({ totalAmount: '1000', paymentSchedule: 'completion', paymentTerms: 'Net 30' });
    expect(compareTermsWithText(form, 'The Homeowner will pay an extra $2,000 for disposal.')).toHaveLength(1);
  });
});
