import { describe, expect, it } from 'vitest';
import { checkContract, type RuleWarning } from '../src/index.ts';
import { draft, draftIn } from './fixtures.ts';

const ids = (warnings: RuleWarning[]) => warnings.map((w) => w.id);
const find = (warnings: RuleWarning[], id: string) => warnings.find((w) => w.id === id);

describe('checkContract: general', () => {
  it('is deterministic, lists warnings before information, and names a source for each', () => {
    const form = draft({ soldAtHome: true, paymentTerms: '30% deposit', projectEndDate: '2024-12-01', providerLicense: '' });
    const a = checkContract(form);
    expect(checkContract(form)).toEqual(a);
    const firstInfo = a.findIndex((w) => w.severity === 'info');
    expect(a.slice(firstInfo).every((w) => w.severity === 'info')).toBe(true);
    for (const w of a) {
      expect(w.source.length).toBeGreaterThan(3);
      expect(w.message.length).toBeGreaterThan(10);
    }
  });

  it('warns when the end date is before the start date', () => {
    const w = find(checkContract(draft({ projectStartDate: '2025-03-01', projectEndDate: '2025-02-28' })), 'end-before-start');
    expect(w).toMatchObject({ severity: 'warning', field: 'projectEndDate' });
    expect(w?.message).toContain('February 28, 2025');
    expect(ids(checkContract(draft({ projectStartDate: '2025-03-01', projectEndDate: '2025-03-01' })))).not.toContain('end-before-start');
    expect(ids(checkContract(draft({ projectStartDate: 'soon', projectEndDate: 'later' })))).not.toContain('end-before-start');
  });

  it('warns when the total is missing, zero or not an amount', () => {
    expect(find(checkContract(draft({ totalAmount: undefined })), 'total-missing')).toMatchObject({
      severity: 'warning',
      field: 'totalAmount',
    });
    expect(ids(checkContract(draft({ totalAmount: '0.00' })))).toContain('total-missing');
    expect(ids(checkContract(draft({ totalAmount: 'about 5k' })))).toContain('total-unreadable');
    expect(ids(checkContract(draft()))).not.toContain('total-missing');
  });

  it('warns when the state is unknown or the governing law names another state', () => {
    expect(ids(checkContract(draft({ homeownerState: undefined, governingLaw: undefined })))).toContain('state-missing');
    expect(find(checkContract(draftIn('OH', 'Texas')), 'governing-law-mismatch')).toMatchObject({ field: 'governingLaw' });
    expect(ids(checkContract(draftIn('OH', 'State of Ohio')))).not.toContain('governing-law-mismatch');
  });
});

describe('checkContract: California', () => {
  it('warns about a 30% deposit', () => {
    const w = find(checkContract(draft({ totalAmount: '10000', paymentTerms: '30% deposit, balance on completion' })), 'ca-deposit-cap');
    expect(w).toMatchObject({ severity: 'warning', source: 'Cal. Bus. & Prof. Code § 7159.5', field: 'paymentTerms' });
    expect(w?.message).toContain('$1,000.00');
    expect(w?.message).toContain('30% of the price ($3,000.00)');
  });

  it('does not warn about 5% of $5,000 ($250)', () => {
    expect(ids(checkContract(draft({ totalAmount: '5000', paymentTerms: '5% deposit, balance on completion' })))).not.toContain(
      'ca-deposit-cap',
    );
  });

  it('reads deposits stated in dollars, explicit deposit fields and the schedule', () => {
    expect(ids(checkContract(draft({ totalAmount: '5000', paymentTerms: 'deposit of $600' })))).toContain('ca-deposit-cap');
    expect(ids(checkContract(draft({ totalAmount: '5000', paymentTerms: 'deposit of $500' })))).not.toContain('ca-deposit-cap');
    expect(ids(checkContract(draft({ totalAmount: '50000', paymentTerms: 'down payment of $1,000.01' })))).toContain('ca-deposit-cap');
    expect(ids(checkContract(draft({ totalAmount: '5000', depositAmount: '1500' })))).toContain('ca-deposit-cap');
    expect(ids(checkContract(draft({ totalAmount: '5000', depositAmount: '400' })))).not.toContain('ca-deposit-cap');
    expect(
      find(checkContract(draft({ totalAmount: '5000', paymentSchedule: 'upfront', paymentTerms: 'By check' })), 'ca-deposit-cap'),
    ).toMatchObject({ field: 'paymentSchedule' });
    expect(ids(checkContract(draft({ totalAmount: '5000', paymentSchedule: 'milestone', paymentTerms: 'By check' })))).toContain(
      'ca-deposit-cap',
    );
    expect(ids(checkContract(draft({ totalAmount: '5000', paymentSchedule: 'completion', paymentTerms: 'By check' })))).not.toContain(
      'ca-deposit-cap',
    );
  });

  it('warns about a missing license number over $500 only', () => {
    expect(find(checkContract(draft({ providerLicense: undefined })), 'ca-license-missing')).toMatchObject({
      severity: 'warning',
      field: 'providerLicense',
      source: 'Cal. Bus. & Prof. Code § 7159',
    });
    expect(ids(checkContract(draft({ providerLicense: undefined, totalAmount: '500' })))).not.toContain('ca-license-missing');
    expect(ids(checkContract(draft()))).not.toContain('ca-license-missing');
  });

  it('notes the written-contract requirements over $500', () => {
    expect(find(checkContract(draft()), 'ca-home-improvement-contract')).toMatchObject({ severity: 'info' });
    expect(ids(checkContract(draft({ totalAmount: '500' })))).not.toContain('ca-home-improvement-contract');
  });

  it('flags that the cancellation notices must be on paper (UETA) and asks about a senior buyer', () => {
    const warnings = checkContract(draft({ soldAtHome: true }));
    expect(find(warnings, 'ca-ueta-paper-notices')).toMatchObject({ severity: 'info', source: 'Cal. Civ. Code § 1633.3' });
    expect(find(warnings, 'ca-right-to-cancel')).toMatchObject({ field: 'buyerIsSenior' });
    expect(find(checkContract(draft({ soldAtHome: true, buyerIsSenior: true })), 'ca-right-to-cancel')?.message).toContain(
      'within 5 business days',
    );
    expect(ids(checkContract(draft({ soldAtHome: false })))).not.toContain('ca-ueta-paper-notices');
  });
});

describe('checkContract: Florida', () => {
  it('notes the lien notice above $2,500 only', () => {
    expect(ids(checkContract(draftIn('FL', 'Florida', { totalAmount: '2500' })))).not.toContain('fl-lien-notice');
    expect(find(checkContract(draftIn('FL', 'Florida', { totalAmount: '2500.01' })), 'fl-lien-notice')).toMatchObject({ severity: 'info' });
  });

  it('warns about a deposit over 10%', () => {
    const w = find(
      checkContract(draftIn('FL', 'Florida', { totalAmount: '10000', paymentTerms: '$1,000.01 deposit' })),
      'fl-deposit-over-10',
    );
    expect(w).toMatchObject({ severity: 'warning', source: 'Fla. Stat. § 489.126' });
    expect(w?.message).toContain('30 days');
    expect(w?.message).toContain('90 days');
    expect(ids(checkContract(draftIn('FL', 'Florida', { totalAmount: '10000', paymentTerms: '$1,000 deposit' })))).not.toContain(
      'fl-deposit-over-10',
    );
    expect(ids(checkContract(draftIn('FL', 'Florida', { totalAmount: '10000', paymentTerms: '10.01% deposit' })))).toContain(
      'fl-deposit-over-10',
    );
  });
});

describe('checkContract: Texas', () => {
  it('notes the conspicuous arbitration clause when arbitration is chosen', () => {
    expect(find(checkContract(draftIn('TX', 'Texas', { disputeResolution: 'arbitration' })), 'tx-arbitration-conspicuous')).toMatchObject({
      source: 'Tex. Prop. Code § 41.007(c)-(d)',
      field: 'disputeResolution',
    });
    expect(ids(checkContract(draftIn('TX', 'Texas')))).not.toContain('tx-arbitration-conspicuous');
  });

  it('reminds about the disclosure statement', () => {
    expect(find(checkContract(draftIn('TX', 'Texas')), 'tx-disclosure-statement')).toMatchObject({ source: 'Tex. Prop. Code § 53.255' });
  });
});

describe('checkContract: New York', () => {
  it('warns about a missing license number and about deposits needing escrow or a bond', () => {
    const warnings = checkContract(draftIn('NY', 'New York', { providerLicense: '', paymentTerms: '20% deposit' }));
    expect(find(warnings, 'ny-license-missing')).toMatchObject({ severity: 'warning', source: 'N.Y. Gen. Bus. Law § 771' });
    expect(find(warnings, 'ny-deposit-escrow')).toMatchObject({ severity: 'warning' });
    expect(ids(checkContract(draftIn('NY', 'New York')))).not.toContain('ny-deposit-escrow');
  });
});

describe('checkContract: Illinois', () => {
  it('asks for the Consumer Rights acknowledgment over $1,000', () => {
    expect(find(checkContract(draftIn('IL', 'Illinois', { totalAmount: '1000.01' })), 'il-consumer-rights')?.source).toContain(
      '815 ILCS 513/20',
    );
  });

  // A warning about what the sign page enforces never cleared; it is information.
  it('notes (as information, not a warning) that arbitration is accepted separately at signing', () => {
    expect(find(checkContract(draftIn('IL', 'Illinois', { disputeResolution: 'arbitration' })), 'il-arbitration-separate')).toMatchObject({
      severity: 'info',
      source: '815 ILCS 513/15.1',
    });
    expect(ids(checkContract(draftIn('IL', 'Illinois')))).not.toContain('il-arbitration-separate');
  });
});

describe('checkContract: FTC cooling-off rule', () => {
  it('applies to a home sale of $25 or more', () => {
    expect(find(checkContract(draftIn('UT', 'Utah', { soldAtHome: true, totalAmount: '25' })), 'ftc-cooling-off')).toMatchObject({
      source: '16 C.F.R. § 429.1',
    });
    expect(ids(checkContract(draftIn('UT', 'Utah', { soldAtHome: true, totalAmount: '24.99' })))).not.toContain('ftc-cooling-off');
    expect(ids(checkContract(draftIn('UT', 'Utah', { soldAtHome: false })))).not.toContain('ftc-cooling-off');
    expect(ids(checkContract(draftIn('UT', 'Utah', { soldAtHome: undefined })))).toContain('ftc-cooling-off');
  });

  it('warns when the seller’s address for cancellations is missing', () => {
    expect(
      find(checkContract(draftIn('UT', 'Utah', { soldAtHome: true, providerAddress: undefined })), 'ftc-seller-address-missing'),
    ).toMatchObject({
      severity: 'warning',
      field: 'providerAddress',
    });
  });
});

describe('checkContract: other states', () => {
  it('has nothing state-specific to say about a complete Wyoming draft', () => {
    expect(checkContract(draftIn('WY', 'Wyoming'))).toEqual([]);
  });

  it('mentions the licensing board for a missing license where it is known', () => {
    expect(
      checkContract(draftIn('NM', 'New Mexico', { providerLicense: undefined })).find((w) => w.field === 'providerLicense'),
    ).toMatchObject({
      severity: 'info',
      message: expect.stringContaining('Construction Industries Division'),
    });
  });
});
