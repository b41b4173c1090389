import type { JurisdictionLaw } from '../types.ts';

const LICENSE = 'Ala. Code § 34-14A-2(12)';
const RULES = 'Ala. Admin. Code r. 465 (Home Builders Licensure Board rules)';

export const AL: JurisdictionLaw = {
  code: 'AL',
  name: 'Alabama',
  confidence: 'medium',
  statutes: ['Ala. Code tit. 34, ch. 14A', 'Ala. Admin. Code r. 465'],
  summary:
    'Alabama requires a Home Builders Licensure Board licence to build, remodel, repair or improve a home when the job costs more than $10,000, or more than $2,500 for roofing. Licensed builders must use a valid written contract; the Board advises that it give both parties’ names, addresses and phone numbers, describe the work, state the start and estimated completion dates and the total cost, and be signed by all parties. No state cancellation right beyond the federal 3-day rule and no deposit cap were found, and the licensing law does not require a warranty.',
  licensing: {
    agency: 'Alabama Home Builders Licensure Board',
    // https://hblb.alabama.gov/faqs-consumers/ ; https://hblb.alabama.gov/legal-requirements-of-licensees
    phone: '1-800-304-0853',
    website: 'hblb.alabama.gov',
    numberRequired: false,
    note: 'A licence is required to build, remodel, repair or improve a residence (up to three floors and four units) when the cost exceeds $10,000, or $2,500 for a residential roofer.',
    source: LICENSE,
    confidence: 'high',
  },
  writtenContract: {
    when: {},
    rule: 'A licensed residential home builder (work over $10,000, or over $2,500 for roofing) must use a valid written contract.',
    source: RULES,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      message:
        'The Alabama Home Builders Licensure Board advises that a home building contract give the builder’s address. Add the provider’s address.',
      severity: 'info',
      source: RULES,
      confidence: 'medium',
    },
    {
      field: 'projectStartDate',
      message: 'The Alabama Home Builders Licensure Board advises that a home building contract state the start date. Add the start date.',
      severity: 'info',
      source: RULES,
      confidence: 'medium',
    },
    {
      field: 'projectEndDate',
      message:
        'The Alabama Home Builders Licensure Board advises that a home building contract state the estimated completion date. Add the end date.',
      severity: 'info',
      source: RULES,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether the contract must show the builder’s licence number was not confirmed.',
    'The list of contract contents comes from the Board’s consumer guidance (reported in a press release), not from the rules’ own text, so the fields above are advice rather than requirements.',
  ],
};
