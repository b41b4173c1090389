import type { JurisdictionLaw } from '../types.ts';

const HOME_IMPROVEMENT = 'Tenn. Code Ann. § 62-6-501 et seq.';
const LICENCE = 'Tenn. Code Ann. § 62-6-102 et seq.; § 62-6-501 et seq.';
const LIEN_NOTICE = 'Tenn. Code Ann. § 66-11-203';

export const TN: JurisdictionLaw = {
  code: 'TN',
  name: 'Tennessee',
  confidence: 'medium',
  statutes: ['Tenn. Code Ann. §§ 62-6-501 to 62-6-521', 'Tenn. Code Ann. § 62-6-102 et seq.', 'Tenn. Code Ann. § 66-11-203'],
  summary:
    'Tennessee requires a state contractor licence for projects of $25,000 or more, and a home improvement licence for residential remodelling or repair over $3,000 and under $25,000 in the counties that adopted the home improvement law, where the contract must be in writing. Before making the contract or starting work, the contractor must give the owner a written notice of the lien rights that arise from the work.',
  licensing: {
    agency: 'Tennessee Board for Licensing Contractors',
    numberRequired: false,
    note: 'A contractor licence is required before bidding or negotiating where the total cost is $25,000 or more. A home improvement licence is required for residential remodelling or repair over $3,000 and under $25,000 in Bradley, Davidson, Hamilton, Haywood, Knox, Marion, Robertson, Rutherford and Shelby counties. Unlicensed contractors cannot claim a lien and may recover only documented expenses.',
    source: LICENCE,
    confidence: 'medium',
  },
  writtenContract: {
    when: { overCents: 300_000 },
    rule: 'In the counties that adopted the home improvement law, home improvement contracts by licensees (over $3,000 and under $25,000) must be in writing.',
    source: HOME_IMPROVEMENT,
    confidence: 'medium',
  },
  terms: [],
  notices: [
    {
      id: 'tn-notice-of-lien-rights',
      title: 'NOTICE TO OWNER OF LIEN RIGHTS',
      verbatim: false,
      beforeSigning: true,
      paragraphs: [
        '{providerBusinessName}, the contractor, gives notice to the owner of the property to be improved that the contractor is about to begin improving the property under the terms of this contract, and that under Tennessee law (Tenn. Code Ann. § 66-11-101 et seq.):',
        '(1) The contractor, and those who do the work or furnish the materials for the improvement, may have a lien on the property for the improvement.',
        '(2) Persons the contractor hires to work on the property or to furnish materials may also have a lien for their work or materials if they give the owner the written notice the law requires.',
        '(3) In some cases these liens can be enforced even though the owner has paid the contractor in full, if the contractor has not paid those who furnished the labor or materials.',
      ],
      source: LIEN_NOTICE,
      confidence: 'medium',
    },
  ],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the notice to owner under Tenn. Code Ann. § 66-11-203 was not found in its current form: the research quotes an older reprint, and secondary sources say the notice rules changed on 1 July 2020 (for owner-occupied 1–4 unit homes the notice is reportedly built into the contract before it is signed). The contract carries a plain-words notice.',
    'The requirements of Tenn. Code Ann. § 62-6-508 (“Requirements of home improvement contracts”) were not seen.',
    'Whether the contract must show the licence number (a secondary source says so; low confidence).',
    'Deposit limits and other notices for home improvement contracts: not confirmed.',
    'Tennessee’s home solicitation sales act (Tenn. Code Ann. § 47-18-701 et seq.) was not checked; only the federal 3-day right is applied.',
    'Seen during encoding but not in the research: Tenn. Code Ann. § 62-6-602 (residential roofing paid by insurance may be cancelled before midnight of the third business day after the insurer’s written notice of no or partial coverage). Not encoded; check before adding an insurance cancellation right.',
  ],
};
