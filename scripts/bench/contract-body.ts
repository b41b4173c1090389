import type { CreateContractBody } from '@homepact/proto';

/** A complete, valid contract body; `n` varies it so rows differ. */
export function contractBody(n: number): CreateContractBody {
  return {
    homeownerFirstName: 'Maria',
    homeownerLastName: `Lopez ${n}`,
    homeownerEmail: 'maria.lopez@example.com',
    homeownerPhone: '(415) 555-0134',
    homeownerAddress: '1480 Valencia Street, San Francisco, CA 94110',
    homeownerState: 'CA',
    providerName: 'Bay Plumbing Co.',
    providerEmail: 'office@bayplumbing.example.com',
    providerPhone: '(415) 555-0199',
    providerLicense: 'CSLB 1045872',
    hasInsurance: true,
    hasBonding: true,
    serviceType: `Kitchen faucet replacement #${n}`,
    serviceDescription: 'Replace the kitchen faucet and supply lines, and repair the leaking shower valve in the main bathroom.',
    projectStartDate: '2026-12-01',
    projectEndDate: '2026-12-03',
    totalAmount: `${1000 + (n % 500)}.50`,
    paymentSchedule: 'completion',
    paymentTerms: 'Balance due within 10 days of completion.',
    terminationNotice: '7 days written notice',
    governingLaw: 'California',
    disputeResolution: 'mediation',
    finalContract: `HOME SERVICE CONTRACT\n\n1. PARTIES\nMaria Lopez and Bay Plumbing Co. (#${n})`,
  };
}
