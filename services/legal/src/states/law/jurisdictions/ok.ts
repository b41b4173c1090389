import type { JurisdictionLaw } from '../types.ts';

const INSURANCE = 'Okla. Stat. tit. 59, § 1151.21';

export const OK: JurisdictionLaw = {
  code: 'OK',
  name: 'Oklahoma',
  confidence: 'medium',
  statutes: ['Okla. Stat. tit. 59, §§ 1151.1 ff., 1151.21', 'Okla. Stat. tit. 14A, §§ 2-501 to 2-505'],
  summary:
    'Oklahoma has no general residential contractor licence; roofing contractors register with the Construction Industries Board. When a residential contractor is to be paid from a property insurance claim, the homeowner may cancel within 72 hours after receiving the insurer’s written denial of all or part of the claim, and before the contract is signed the contractor must give a 12-point bold statement of that right and a Notice of Cancellation form in duplicate. Home solicitation sales get the federal 3-day right to cancel.',
  licensing: {
    agency: 'Oklahoma Construction Industries Board (CIB)',
    numberRequired: false,
    note: 'Only roofing contractors register with the Board, under the Roofing Contractor Registration Act; Oklahoma has no general residential contractor licence.',
    when: { roofing: true },
    source: 'Okla. Stat. tit. 59, § 1151.1 ff.',
    confidence: 'medium',
  },
  // https://law.justia.com/codes/oklahoma/2015/title-59/section-59-1151.21/index.html
  insuranceCancellation: {
    period: '72 hours',
    notice:
      'You may cancel this contract at any time within seventy-two (72) hours after you have received written notification from your insurer that your claim to pay for the goods and services to be provided under this contract has been denied. See attached Notice of Cancellation for an explanation of this right.',
    conspicuous: true,
    source: `${INSURANCE}(B)(1)`,
    confidence: 'high',
  },
  terms: [],
  notices: [
    {
      id: 'ok-insurance-notice-of-cancellation',
      title: 'NOTICE OF CANCELLATION',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      beforeSigning: true,
      when: { insuranceClaim: true },
      paragraphs: [
        'If your insurer notifies you in writing that all or any part of your claim to pay for the goods and services under this contract has been denied, you may cancel this contract within seventy-two (72) hours after you receive that notice.',
        'To cancel, give written notice of cancellation to {providerBusinessName} at {providerAddress}. Notice sent by mail takes effect when it is deposited in the United States mail, postage prepaid and properly addressed. The notice need not take any particular form: any writing that shows you do not intend to be bound by the contract is enough, and you may use a copy of this notice, signed and dated, for that purpose.',
      ],
      source: `${INSURANCE}(A), (B)(2)`,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { insuranceClaim: true },
      message:
        'In Oklahoma a homeowner cancels an insurance-paid contract by written notice to the contractor at the address stated in the contract, and the Notice of Cancellation must be completed with it. Add the provider’s address.',
      severity: 'warning',
      source: INSURANCE,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'ok-notice-of-cancellation-duplicate',
      when: { insuranceClaim: true },
      message:
        'Oklahoma requires the Notice of Cancellation for an insurance-paid contract to be furnished in duplicate, attached to the contract but easily detachable. The provider must give the homeowner two copies of the completed notice (on paper, or two printable copies) before the homeowner signs.',
      source: `${INSURANCE}(B)(2)`,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'The full prescribed wording of the Notice of Cancellation form in Okla. Stat. tit. 59, § 1151.21(B)(2) was not found; the contract gives it in plain words, in bold capitals.',
    'Whether roofing contractors must show their CIB registration number on the contract was not confirmed.',
    'HB 3790 (2026), the Oklahoma Homeowner Repair Contract Protection Act, would give 5 calendar days to cancel a home-solicited repair contract from 1 November 2026; its enactment is not confirmed and it is not encoded.',
  ],
};
