import type { JurisdictionLaw } from '../types.ts';

// The written-contract rule, the lien notice, escrow of deposits and ESRA are written by hand in ../../new-york.ts.
export const NY: JurisdictionLaw = {
  code: 'NY',
  name: 'New York',
  confidence: 'high',
  statutes: ['N.Y. Gen. Bus. Law §§ 770-776', 'N.Y. Lien Law § 71-a(4)', 'N.Y. Pers. Prop. Law §§ 425-431'],
  summary:
    'New York home improvement contracts over $500, and every change to them, must be in writing and signed by all parties, with the contractor’s licence number where one applies, the dates, the materials by make and model, and the bold mechanic’s lien notice. Payments before substantial completion go into an escrow account or are covered by a bond. There is no statewide licence; New York City and several counties license contractors.',
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days for a door-to-door sale.',
    source: 'N.Y. Pers. Prop. Law §§ 425-431',
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The text of Gen. Bus. Law § 771(1)(e)-(h) (the unconditional right to cancel, escrow statement) was seen only through the Attorney General’s fact sheet.',
    'County and city overlays (New York City, Nassau, Suffolk, Westchester and others) are not encoded.',
  ],
};
