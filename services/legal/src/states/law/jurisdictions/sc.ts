import type { JurisdictionLaw } from '../types.ts';

const ROOFING = 'S.C. Code Ann. § 40-59-25';

export const SC: JurisdictionLaw = {
  code: 'SC',
  name: 'South Carolina',
  confidence: 'medium',
  statutes: ['S.C. Code Ann. tit. 40, ch. 59 (§§ 40-59-25, 40-59-810 ff.)'],
  summary:
    'South Carolina licenses residential builders and registers residential specialty contractors through the Residential Builders Commission; no general rule on what a home improvement contract must contain was confirmed. When roofing work is to be paid from a property insurance claim, the homeowner may cancel until midnight of the fifth business day after receiving the insurer’s written denial of all or part of the claim, and the contractor must state that right in bold type before the contract is signed.',
  licensing: {
    agency: 'South Carolina Residential Builders Commission (Department of Labor, Licensing and Regulation)',
    numberRequired: false,
    note: 'Residential builders are licensed and residential specialty contractors are registered with the Commission.',
    source: 'S.C. Code Ann. tit. 40, ch. 59',
    confidence: 'medium',
  },
  insuranceCancellation: {
    period: '5 business days',
    notice:
      'If the roofing goods or services under this contract are to be paid from the proceeds of a property and casualty insurance policy, and the Homeowner receives written notice from the insurer that all or part of the claim or contract is not a covered loss under the policy, the Homeowner may cancel this contract at any time before midnight on the fifth business day after receiving that notice. To cancel, the Homeowner gives the Provider written notice of cancellation at the Provider’s address in this contract; notice by mail takes effect when it is deposited in the United States mail, postage prepaid and properly addressed. The notice need not take any particular form; any writing that shows the Homeowner does not intend to be bound by the contract is enough.',
    conspicuous: true,
    source: ROOFING,
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { roofing: true, insuranceClaim: true },
      message:
        'In South Carolina a homeowner cancels an insurance-paid roofing contract by written notice to the contractor at the address in the contract. Add the provider’s address.',
      severity: 'warning',
      source: `${ROOFING}(A)(3)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the § 40-59-25(B) statement (“You may cancel this contract at any time before midnight …”) was not found, nor whether that section also prescribes a separate notice-of-cancellation form; the contract states the right in plain words, in bold capitals.',
    'Whether the contract must show the contractor’s licence or registration number was not confirmed.',
    'No written-contract threshold, required contract contents or deposit cap was confirmed.',
    'Whether a contract must mention the Notice and Opportunity to Cure Construction Dwelling Defects Act (S.C. Code Ann. § 40-59-810 ff.) was not checked.',
    'The home solicitation rules of the Consumer Protection Code (S.C. Code Ann. § 37-2-501 ff.) were not re-checked; only the federal 3-day right is applied.',
  ],
};
