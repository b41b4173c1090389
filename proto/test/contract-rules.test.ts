/** What the contract will say: the wizard's fields checked against it, in the schemas the wizard and the server share. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  ContractFormSchema,
  CreateContractBodySchema,
  OptionalTermsSchema,
  PartiesStepSchema,
  PaymentStepSchema,
  TerminationStepSchema,
  projectDatesProblem,
  todayDate,
} from '../src/contracts.ts';
import { validContractBody } from './testing.ts';

/** The messages of a failed parse by field (the first per field, as the wizard shows them); {} when it passes. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const payment = (overrides: Record<string, unknown>) => ({
  projectStartDate: '2025-02-01',
  projectEndDate: '2025-03-15',
  totalAmount: '1234.50',
  paymentSchedule: 'milestone',
  paymentTerms: '50% upfront, 50% on completion',
  ...overrides,
});

beforeEach(() => {
  // Today is 15 January 2025, local time (the browser's own day).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 15, 23, 30));
});
afterEach(() => vi.useRealTimers());

describe('dates', () => {
  it('today is the local calendar day', () => {
    expect(todayDate()).toBe('2025-01-15');
    expect(todayDate(new Date(2024, 1, 29, 0, 5))).toBe('2024-02-29');
  });

  it.each([
    ['2025-02-30', 'projectStartDate', 'The start date is not a real date: enter it as YYYY-MM-DD'],
    ['soon', 'projectStartDate', 'The start date is not a real date: enter it as YYYY-MM-DD'],
    ['2025-13-01', 'projectEndDate', 'The end date is not a real date: enter it as YYYY-MM-DD'],
  ])('refuses %s as a date', (value, field, message) => {
    expect(messages(PaymentStepSchema, payment({ [field]: value }))[field]).toBe(message);
    expect(messages(ContractFormSchema, validContractBody({ [field]: value }))[field]).toBe(message);
  });

  it('accepts the US form M/D/YYYY, which the contract prints as the same day', () => {
    expect(messages(PaymentStepSchema, payment({ projectStartDate: '2/1/2025', projectEndDate: '03/15/2025' }))).toEqual({});
  });

  it('refuses an end before the start everywhere, on the end date', () => {
    const dates = { projectStartDate: '2025-03-15', projectEndDate: '2025-03-01' };
    expect(messages(PaymentStepSchema, payment(dates))).toEqual({ projectEndDate: 'The end date is before the start date' });
    expect(messages(ContractFormSchema, validContractBody(dates))).toEqual({ projectEndDate: 'The end date is before the start date' });
    expect(messages(CreateContractBodySchema, validContractBody(dates))).toEqual({
      projectEndDate: 'The end date is before the start date',
    });
    // A one-day job: the end on the start day is fine.
    expect(messages(PaymentStepSchema, payment({ projectStartDate: '2025-03-01', projectEndDate: '2025-03-01' }))).toEqual({});
  });

  it('refuses a start in the past on the Payment step, and allows today', () => {
    expect(messages(PaymentStepSchema, payment({ projectStartDate: '2020-06-01', projectEndDate: '2020-07-01' }))).toEqual({
      projectStartDate: 'The start date is in the past: choose today or a later date',
    });
    expect(messages(PaymentStepSchema, payment({ projectStartDate: '2025-01-14' })).projectStartDate).toBe(
      'The start date is in the past: choose today or a later date',
    );
    expect(messages(PaymentStepSchema, payment({ projectStartDate: '2025-01-15' }))).toEqual({});
  });

  it('lets an old draft be saved again once its start has passed (the server never reads the clock for it)', () => {
    const old = validContractBody({ projectStartDate: '2020-06-01', projectEndDate: '2020-07-01' });
    expect(CreateContractBodySchema.safeParse(old).success).toBe(true);
    expect(ContractFormSchema.safeParse(old).success).toBe(true);
  });

  it('projectDatesProblem: the past only when today is given (sending for signature)', () => {
    const form = { projectStartDate: '2025-01-10', projectEndDate: '2025-01-20' };
    expect(projectDatesProblem(form)).toBeUndefined();
    expect(projectDatesProblem(form, '2025-01-11')).toEqual({
      field: 'projectStartDate',
      message: 'The start date is in the past: choose today or a later date',
    });
    expect(projectDatesProblem(form, '2025-01-10')).toBeUndefined();
  });

  it('checks the licence expiry when given', () => {
    const expiry = (licenseExpiry: string) => messages(OptionalTermsSchema, { licenseExpiry }).licenseExpiry;
    expect(expiry('next year')).toBe('The expiry date is not a real date: enter it as YYYY-MM-DD');
    expect(expiry('2026-05-31')).toBeUndefined();
    expect(expiry('')).toBeUndefined();
  });
});

describe('amounts and percentages', () => {
  it.each([
    ['0', 'The total amount must be more than $0'],
    ['0.00', 'The total amount must be more than $0'],
    ['$0', 'The total amount must be more than $0'],
    ['-5', 'Enter an amount in dollars, like 1500 or 1500.00 (up to $99,999,999.99)'],
    ['lots', 'Enter an amount in dollars, like 1500 or 1500.00 (up to $99,999,999.99)'],
    ['', 'Total amount is required'],
  ])('total %j: %s', (totalAmount, message) => {
    expect(messages(PaymentStepSchema, payment({ totalAmount })).totalAmount).toBe(message);
  });

  it('accepts a total with a dollar sign, grouping and cents', () => {
    expect(messages(PaymentStepSchema, payment({ totalAmount: '$1,234.50' }))).toEqual({});
    expect(messages(PaymentStepSchema, payment({ totalAmount: '0.01' }))).toEqual({});
  });

  it.each([
    ['insuranceAmount', 'lots of money', 'Enter the insurance amount in dollars, like 1,000,000'],
    ['insuranceAmount', '0', 'Enter the insurance amount in dollars, like 1,000,000'],
    ['insuranceAmount', '-100', 'Enter the insurance amount in dollars, like 1,000,000'],
    ['bondAmount', 'a bond', 'Enter the bond amount in dollars, like 12,000'],
  ])('%s %j is refused', (field, value, message) => {
    expect(messages(OptionalTermsSchema, { [field]: value })[field]).toBe(message);
    expect(messages(CreateContractBodySchema, validContractBody({ [field]: value }))[field]).toBe(message);
  });

  it.each([['insuranceAmount'], ['bondAmount']])('%s reads as money when given, and may be left out', (field) => {
    for (const value of ['1000000', '$1,000,000', '12,000.50', '']) {
      expect(messages(OptionalTermsSchema, { [field]: value }), value).toEqual({});
    }
  });

  it.each([
    ['-15', false],
    ['101', false],
    ['15 percent', false],
    ['15', true],
    ['15%', true],
    ['12.5 %', true],
    ['0', true],
    ['100', true],
  ])('markup %j accepted: %s', (materialsMarkup, ok) => {
    const found = messages(OptionalTermsSchema, { materialsMarkup }).materialsMarkup;
    expect(found).toBe(ok ? undefined : 'Enter the markup as a percentage from 0 to 100, like 15');
  });
});

describe('termination and governing law', () => {
  const termination = (overrides: Record<string, unknown>) => ({
    terminationNotice: '14 days',
    governingLaw: 'Texas',
    disputeResolution: 'mediation',
    ...overrides,
  });

  it.each([
    ['0', 'The notice period must be at least 1 day'],
    ['0 days', 'The notice period must be at least 1 day'],
    ['-5 days', 'The notice period must be at least 1 day'],
    ['reasonable notice', 'Enter the notice period as a number of days, like 14 or "2 weeks"'],
    ['', 'Termination notice period is required'],
  ])('notice %j is refused: %s', (terminationNotice, message) => {
    expect(messages(TerminationStepSchema, termination({ terminationNotice })).terminationNotice).toBe(message);
  });

  it.each(['14', '14 days', '2 weeks', '7 days written notice', 'thirty days'])('notice %j is accepted', (terminationNotice) => {
    expect(messages(TerminationStepSchema, termination({ terminationNotice }))).toEqual({});
  });

  it.each([
    ['Narnia', 'Enter one of the 50 US states or DC for the governing law, like Texas or TX'],
    ['T', 'Governing law is required'],
    ['', 'Governing law is required'],
    [undefined, 'Governing law is required'],
    ['Texas', undefined],
    ['TX', undefined],
    ['district of columbia', undefined],
    ['DC', undefined],
  ])('governing law %j: %s', (governingLaw, message) => {
    const found = messages(TerminationStepSchema, termination({ governingLaw })).governingLaw;
    expect(found).toBe(message);
    expect(messages(CreateContractBodySchema, validContractBody({ governingLaw })).governingLaw).toBe(found);
  });
});

describe('addresses', () => {
  it('names the problem: missing, or too short', () => {
    expect(messages(PartiesStepSchema, {}).homeownerAddress).toBe('Address is required');
    expect(messages(PartiesStepSchema, { homeownerAddress: '12' }).homeownerAddress).toBe(
      'The address is too short: enter the street, city and ZIP',
    );
    expect(messages(CreateContractBodySchema, validContractBody({ providerAddress: 'NY' })).providerAddress).toBe(
      "The provider's address is too short: enter the street, city and ZIP",
    );
    expect(messages(CreateContractBodySchema, validContractBody({ providerAddress: '' }))).toEqual({});
  });
});

it('the shared sample body passes every rule the server applies', () => {
  expect(messages(CreateContractBodySchema, validContractBody())).toEqual({});
});
