import type { JurisdictionLaw } from '../types.ts';

const LICENCE = 'N.C. Gen. Stat. § 87-1';
const CANCEL = 'N.C. Gen. Stat. § 14-401.13';

export const NC: JurisdictionLaw = {
  code: 'NC',
  name: 'North Carolina',
  confidence: 'medium',
  statutes: ['N.C. Gen. Stat. § 87-1', 'N.C. Gen. Stat. §§ 25A-38 to 25A-42', 'N.C. Gen. Stat. § 14-401.13'],
  summary:
    'North Carolina requires a general contractor licence from the Licensing Board for General Contractors when the cost of the work is $40,000 or more, and an unlicensed general contractor cannot enforce the contract. A sale of $25 or more made away from the seller’s place of business, such as at the home, may be cancelled within 3 business days. The state sets no general written-contract rule or deposit cap for home improvement work.',
  licensing: {
    agency: 'North Carolina Licensing Board for General Contractors',
    numberRequired: false,
    note: 'A general contractor licence is required where the cost of the undertaking is $40,000 or more (raised from $30,000 on 1 October 2023); an unlicensed general contractor cannot enforce the contract.',
    when: { atLeastCents: 4_000_000 },
    source: LICENCE,
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true, atLeastCents: 2_500 },
    rule: 'A sale of $25 or more made away from the seller’s place of business (an off-premises sale, such as at the home) may be cancelled within 3 business days.',
    source: CANCEL,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The text of N.C. Gen. Stat. § 14-401.13 (off-premises sales) was not seen; the 3-day right is taken from the North Carolina Department of Justice’s consumer page.',
    'Whether the contract must show the general contractor’s licence number was not confirmed.',
  ],
};
