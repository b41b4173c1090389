import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'La. Rev. Stat. § 37:2175.1';
const LICENSING = 'La. Rev. Stat. §§ 37:2150.1, 37:2175.1';

export const LA: JurisdictionLaw = {
  code: 'LA',
  name: 'Louisiana',
  confidence: 'medium',
  statutes: ['La. Rev. Stat. §§ 37:2150-37:2192', 'La. Rev. Stat. § 37:2175.1'],
  summary:
    'Louisiana’s State Licensing Board for Contractors registers home improvement contractors for jobs on existing homes over $7,500 and up to $75,000, and licenses residential building contractors above $75,000. A home improvement contract must be in writing, be the complete agreement, give the contractor’s name, address and registration number, list the work and materials and the total price and how it is paid, be signed by all parties, and be given to the owner before work starts; a contract that falls short is not void for that reason.',
  licensing: {
    agency: 'Louisiana State Licensing Board for Contractors (LSLBC)',
    // https://www.lslbc.louisiana.gov/residential-license/ ; https://lslbc.louisiana.gov/licensing-application-questions/
    phone: '225-765-2301',
    website: 'www.lslbc.louisiana.gov',
    numberRequired: true,
    note: 'Home improvement work on an existing residence over $7,500 and up to $75,000 needs an LSLBC home improvement registration; residential construction over $75,000, and residential specialty subcontracting (such as roofing, framing, foundations, masonry and stucco, pools and pile driving) over $7,500, needs a residential licence.',
    source: LICENSING,
    confidence: 'medium',
  },
  writtenContract: {
    when: { overCents: 750_000 },
    rule: 'A home improvement contract (over $7,500) must be in writing, contain the complete agreement and be signed by all parties; non-compliance does not void it.',
    source: CONTRACT,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'la-complete-agreement',
      section: 'governing-law',
      when: { overCents: 750_000 },
      text: 'This written contract is the complete agreement between the Homeowner and the Provider.',
      source: CONTRACT,
      confidence: 'medium',
    },
    {
      id: 'la-copy-before-work',
      section: 'timeline',
      when: { overCents: 750_000 },
      text: 'The Provider will give the Homeowner a copy of this signed contract before any work begins.',
      source: CONTRACT,
      confidence: 'medium',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 750_000 },
      message:
        'Louisiana home improvement contracts must show the contractor’s LSLBC registration number. Add the provider’s registration or licence number.',
      severity: 'warning',
      source: CONTRACT,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: { overCents: 750_000 },
      message: 'Louisiana home improvement contracts must give the contractor’s full name and address. Add the provider’s address.',
      severity: 'warning',
      source: CONTRACT,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The contract requirements of La. Rev. Stat. § 37:2175.1 come from a secondary source; the statute’s own text was not seen, nor whether it also governs licensed residential contractors on jobs over $75,000.',
    'No state cancellation right beyond the federal 3-day rule and no deposit cap were confirmed.',
  ],
};
