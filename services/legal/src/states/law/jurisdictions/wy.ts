import type { JurisdictionLaw } from '../types.ts';

export const WY: JurisdictionLaw = {
  code: 'WY',
  name: 'Wyoming',
  confidence: 'medium',
  statutes: ['Wyo. Stat. § 40-12-104', 'Wyo. Stat. § 40-14-251 ff.'],
  summary:
    'Wyoming has no statewide general contractor licence (local licensing only; electricians are licensed by the state) and no home improvement contract statute or deposit limit. A sale of more than $25 made after a personal or telephone solicitation at the buyer’s home may be cancelled until midnight of the third business day; consumer credit sales made the same way have a similar right.',
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true, overCents: 2_500 },
    rule: '3 business days (until midnight of the third business day) for a home solicitation cash sale over $25 made after a personal or telephone solicitation at the buyer’s residence; consumer credit home solicitation sales of $25 or more are covered by Wyo. Stat. § 40-14-251 ff.',
    source: 'Wyo. Stat. § 40-12-104',
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'Whether Wyo. Stat. § 40-12-104 prescribes a written notice of the right to cancel, and its wording, was not checked; HomePact relies on the federal notice.',
    'The details of the consumer credit home solicitation right (Wyo. Stat. § 40-14-251 ff.), including any cancellation fee, were not checked.',
  ],
};
