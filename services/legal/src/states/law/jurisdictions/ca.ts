import type { JurisdictionLaw } from '../types.ts';

// California's own rules (CSLB notice, mechanics lien warning, deposit cap, change orders, the 3/5/7-day
// right to cancel) are written by hand in ../../california.ts; this record adds what the 2026 amendment
// requires and describes the rest for the state page.
const CANCEL_2026 = 'Cal. Civ. Code §§ 1689.6-1689.7, as amended by AB 1327 (Stats. 2025, ch. 348)';

export const CA: JurisdictionLaw = {
  code: 'CA',
  name: 'California',
  confidence: 'high',
  statutes: ['Cal. Bus. & Prof. Code §§ 7159, 7159.5', 'Cal. Civ. Code §§ 1689.5-1689.14', 'Cal. Civ. Code § 1633.3'],
  summary:
    'California home improvement contracts over $500 must be in writing, show the contractor’s CSLB licence number, and carry the CSLB notice, the Mechanics Lien Warning and signed change orders. The down payment is at most $1,000 or 10% of the price, whichever is less. A contract sold at the home may be cancelled within 3 business days, 5 if the buyer is 65 or older, and 7 after a declared disaster; since 2026 the buyer may cancel by e-mail.',
  licensing: {
    agency: 'Contractors State License Board (CSLB)',
    phone: '800-321-CSLB (2752)',
    website: 'www.cslb.ca.gov',
    numberRequired: true,
    when: { overCents: 50_000 },
    source: 'Cal. Bus. & Prof. Code § 7159',
    confidence: 'high',
  },
  writtenContract: {
    when: { overCents: 50_000 },
    rule: 'Home improvement contracts over $500 must be in writing, with the contractor’s licence number, the CSLB notice, the Mechanics Lien Warning and signed change orders.',
    source: 'Cal. Bus. & Prof. Code § 7159',
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    seniorBusinessDays: 5,
    disasterBusinessDays: 7,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days for a home improvement contract sold at the home; 5 if the buyer is 65 or older; 7 for repairs after a declared disaster. Since 1 January 2026 the buyer may cancel by e-mail.',
    source: 'Cal. Civ. Code §§ 1689.6-1689.7',
    confidence: 'high',
  },
  depositCap: {
    kind: 'lesser-of',
    fixedCents: 100_000,
    percent: 10,
    rule: 'The down payment may not exceed $1,000 or 10% of the contract price, whichever is less.',
    source: 'Cal. Bus. & Prof. Code § 7159.5',
    confidence: 'high',
  },
  terms: [
    {
      id: 'ca-cancel-by-email',
      section: 'termination',
      when: { soldAtHome: true },
      text: 'The Homeowner may send a notice of cancellation by e-mail to {providerEmail}. For help finding and filling out the notice of cancellation, the Homeowner may call the Provider at {providerPhone}.',
      source: CANCEL_2026,
      confidence: 'high',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerEmail',
      when: { soldAtHome: true },
      message:
        'Since 2026 a California contract sold at the home must give an e-mail address to which the buyer can send a notice of cancellation. Add the provider’s e-mail.',
      severity: 'warning',
      source: CANCEL_2026,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: { soldAtHome: true },
      message:
        'Since 2026 a California contract sold at the home must give a telephone number to help the buyer fill out the notice of cancellation. Add the provider’s phone.',
      severity: 'warning',
      source: CANCEL_2026,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The exact wording of the Notice of Cancellation as amended by AB 1327 was not seen; the contract adds the e-mail address and telephone number to the federal form.',
    'AB 559 (2025) and SB 784 (2025) would amend § 7159; neither was found enacted.',
  ],
};
