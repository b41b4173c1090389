import type { CreateContractBody } from '@homepact/proto';
import { validContractBody } from '@homepact/proto/testing';

/**
 * A complete, valid contract body (proto's validContractBody) as a California plumbing job, the state the
 * bench asks the AI writer for; `n` varies it so rows differ.
 */
export function contractBody(n: number): CreateContractBody {
  return validContractBody({
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
    governingLaw: 'California',
    finalContract: `HOME SERVICE CONTRACT\n\n1. PARTIES\nMaria Lopez and Bay Plumbing Co. (#${n})`,
    htmlContent: undefined,
  });
}
