import type { ContractDraft } from '@homepact/proto';

/** The placeholder patterns no generated contract may contain. */
export const PLACEHOLDER = /\[[A-Z _]+\]|lorem|TODO|undefined|null|NaN/;

export const GENERATED_AT = new Date('2025-01-02T18:30:00Z');

/** A complete, realistic draft; tests override what they are about. */
export function draft(overrides: Partial<ContractDraft> & Record<string, unknown> = {}): ContractDraft {
  return {
    homeownerFirstName: 'Maria',
    homeownerLastName: 'Lopez',
    homeownerEmail: 'maria.lopez@example.com',
    homeownerPhone: '(916) 555-0142',
    homeownerAddress: '1420 Elm Street, Springfield',
    homeownerState: 'CA',
    providerName: 'Sam Ortiz',
    providerBusinessName: 'Ortiz Roofing Inc.',
    providerEmail: 'sam@ortizroofing.example',
    providerPhone: '(916) 555-0199',
    providerAddress: '88 Industrial Way, Springfield',
    providerLicense: '1098765',
    hasInsurance: true,
    hasBonding: false,
    serviceType: 'Roof Replacement',
    serviceDescription: 'Tear off and replace the asphalt shingle roof, about 2,000 square feet, with new underlayment and flashing.',
    projectStartDate: '2025-01-05',
    projectEndDate: '2025-02-14',
    totalAmount: '12500.50',
    paymentSchedule: 'completion',
    paymentTerms: 'Payment by check or bank transfer within 5 days of invoice',
    terminationNotice: '14 days',
    governingLaw: 'California',
    disputeResolution: 'mediation',
    soldAtHome: false,
    ...overrides,
  };
}

/** The same job moved to another state. */
export function draftIn(code: string, name: string, overrides: Partial<ContractDraft> & Record<string, unknown> = {}): ContractDraft {
  return draft({ homeownerState: code, governingLaw: name, homeownerAddress: `1420 Elm Street, Springfield, ${code}`, ...overrides });
}
