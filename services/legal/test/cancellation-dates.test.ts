import { describe, expect, it } from 'vitest';
import { assembleContract, cancellationDates, parseContract, renderContractBodyHtml } from '../src/index.ts';
import { draftIn, GENERATED_AT } from './fixtures.ts';

const docFor = (code: string, name: string, overrides = {}) =>
  parseContract(assembleContract({ form: draftIn(code, name, { soldAtHome: true, ...overrides }), generatedAt: GENERATED_AT }).text);

describe('the dates an executed Notice of Cancellation fills in', () => {
  it('counts Maryland’s 5 business days past a weekend and the observed Independence Day, in Maryland’s time zone', () => {
    // 22:30 in Baltimore on Thursday, July 2, 2026 is already July 3 in UTC: the transaction is still the 2nd.
    const dates = cancellationDates(docFor('MD', 'Maryland'), new Date('2026-07-03T02:30:00Z'))!;
    expect(dates.timeZone).toBe('America/New_York');
    expect(dates.transactionText).toBe('Thursday, July 2, 2026');
    expect(dates.lastDayText).toBe('Friday, July 10, 2026');
  });

  it('gives a Maryland buyer of 65 or older 7 business days', () => {
    expect(cancellationDates(docFor('MD', 'Maryland', { buyerIsSenior: true }), new Date('2026-07-02T16:00:00Z'))!.lastDayText).toBe(
      'Tuesday, July 14, 2026',
    );
  });

  it('counts Saturdays in Florida', () => {
    // Signed Wednesday, November 25, 2026: Thanksgiving is skipped, Saturday counts.
    expect(cancellationDates(docFor('FL', 'Florida'), new Date('2026-11-25T15:00:00Z'))!.lastDayText).toBe('Monday, November 30, 2026');
  });

  it('gives the later of the FTC count and the state count where the state does not count Saturdays', () => {
    // Utah has no right of its own: the FTC's 3 days (Saturday counts) would end Monday; the safe state count ends Tuesday.
    expect(cancellationDates(docFor('UT', 'Utah'), new Date('2026-11-25T15:00:00Z'))!.lastDayText).toBe('Tuesday, December 1, 2026');
  });

  it('is null for a text without a Notice of Cancellation', () => {
    expect(cancellationDates(docFor('UT', 'Utah', { soldAtHome: false }), new Date())).toBeNull();
  });

  it('fills both blanks of both copies in the rendered document, and nothing before the buyer signs', () => {
    const doc = docFor('MD', 'Maryland');
    const dates = cancellationDates(doc, new Date('2026-07-02T16:00:00Z'))!;
    const signed = renderContractBodyHtml(doc, { cancellation: dates });
    expect(signed.match(/Thursday, July 2, 2026/g)).toHaveLength(2);
    expect(signed.match(/NOT LATER THAN MIDNIGHT OF FRIDAY, JULY 10, 2026/g)).toHaveLength(2);
    const unsigned = renderContractBodyHtml(doc);
    expect(unsigned).not.toContain('JULY 10, 2026');
    expect(unsigned).toContain('NOT LATER THAN MIDNIGHT OF ________________');
  });
});
