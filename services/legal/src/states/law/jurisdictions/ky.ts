import type { JurisdictionLaw } from '../types.ts';

const CANCEL = 'Ky. Rev. Stat. § 367.622';
const NOTICE = 'Ky. Rev. Stat. § 367.624';
const NO_ADVANCE = 'Ky. Rev. Stat. § 367.626';

export const KY: JurisdictionLaw = {
  code: 'KY',
  name: 'Kentucky',
  confidence: 'medium',
  statutes: ['Ky. Rev. Stat. §§ 367.620-367.628'],
  summary:
    'No general Kentucky home improvement contract statute or general contractor licence was found; HVAC, plumbing and electrical work are licensed by the state. When work on the home is to be paid from an insurance claim, the homeowner may cancel until midnight of the fifth business day after the insurer says in writing that all or part of the claim is not covered, and the contract must say so conspicuously. A roofing contractor may not require any advance payment on an insurance-paid roof until that period has ended, except for repairs the homeowner authorized, such as emergency work to prevent further damage.',
  insuranceCancellation: {
    period: '5 business days',
    noAdvancePayment: true,
    notice:
      'If payment for the goods or services under this contract is expected from the proceeds of a property or casualty insurance policy, the Homeowner may cancel this contract before midnight of the fifth business day after the Homeowner receives written notice from the insurer that all or part of the claim is not a covered loss under the policy. The Homeowner may cancel by delivering written notice of cancellation to the Provider in person, by mailing it postage prepaid to the Provider’s address in this contract, or by sending it to the Provider by fax or email; no particular form is required. For the repair or replacement of a roof, the Provider will not require any advance payment until the cancellation period has ended, and within 10 days after a cancellation the Provider will return any payments, partial payments or deposits and any note or other evidence of indebtedness, except a reasonable and customary amount for repair services the Homeowner authorized, such as repairs needed to prevent further damage.',
    conspicuous: true,
    source: `${CANCEL}; ${NOTICE}; ${NO_ADVANCE}`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'ky-roof-no-advance-payment',
      section: 'payment',
      when: { roofing: true, insuranceClaim: true },
      text: 'Because this roofing work is expected to be paid from the proceeds of a property or casualty insurance policy, the Provider will not require any advance payment until the Homeowner’s cancellation period after the insurer’s decision has ended, except a reasonable and customary amount for repair services the Homeowner authorized, such as repairs needed to prevent further damage. A fee in this contract, other than for those repair services, cannot be enforced against a Homeowner who cancels.',
      source: NO_ADVANCE,
      confidence: 'high',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { insuranceClaim: true },
      message:
        'In Kentucky a homeowner may cancel an insurance-paid contract by mailing notice to the contractor’s address stated in the contract. Add the provider’s address.',
      severity: 'warning',
      source: CANCEL,
      confidence: 'high',
    },
    {
      field: 'providerEmail',
      when: { insuranceClaim: true },
      message:
        'In Kentucky a homeowner may cancel an insurance-paid contract by email or fax. Add the provider’s email so the homeowner can use it.',
      severity: 'info',
      source: CANCEL,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The wording of the conspicuous notice Ky. Rev. Stat. § 367.624 requires in the contract was not found; the contract states the rights in plain words, in bold capitals.',
    '2026 SB 153 (an assignment-of-benefits notice and changes to the insurance-claim contract rules) was reported with unknown status; a secondary source says it was enacted for contracts from July 15, 2026. It is not encoded.',
    'Kentucky’s home solicitation sales act (Ky. Rev. Stat. § 367.410 ff.) was not re-checked; only the federal 3-day right is applied.',
  ],
};
