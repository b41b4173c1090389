import type { JurisdictionLaw } from '../types.ts';

const CONTENTS = 'Nev. Rev. Stat. § 624.970';
const POOLS = 'Nev. Rev. Stat. § 624.940';
const RECOVERY_FUND = 'Nev. Rev. Stat. § 624.600';

export const NV: JurisdictionLaw = {
  code: 'NV',
  name: 'Nevada',
  confidence: 'medium',
  statutes: ['Nev. Rev. Stat. §§ 624.970, 624.940', 'Nev. Rev. Stat. §§ 624.600, 624.470 (Residential Recovery Fund)'],
  summary:
    'Since 1 October 2023 a Nevada contract for residential work with an owner who lives in a single-family home must be in writing and show the contractor’s name, address, State Contractors Board licence number and the monetary limit on that licence. The homeowner must be told in writing about the Residential Recovery Fund. Contracts for a residential pool or spa also cap the deposit at $1,000 or 10% of the price, whichever is less.',
  licensing: {
    agency: 'Nevada State Contractors Board',
    // Official site: https://www.nvcontractorsboard.com/resources/residential-recovery-fund/residential-recovery-fund-overview/
    website: 'www.nvcontractorsboard.com',
    numberRequired: true,
    note: 'The contract must show the contractor’s licence number and the monetary limit on the licence.',
    source: `${CONTENTS}(2)`,
    confidence: 'medium',
  },
  writtenContract: {
    when: {},
    rule: 'A contract made on or after 1 October 2023 for residential work with the owner-occupant of a single-family home must be in writing and contain the elements NRS 624.970 lists.',
    source: CONTENTS,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'nv-pool-spa-payments',
      section: 'payment',
      text: 'If the work includes building or installing a residential swimming pool or spa, any down payment or deposit may not exceed $1,000 or 10 percent of the contract price, whichever is less, and any extra work or change must be agreed in a written change order.',
      source: `${POOLS}(2)`,
      confidence: 'high',
    },
  ],
  notices: [
    // NRS 624.600 has the Board prescribe this notice and informational form; the form was not found. The Board’s site
    // says contractors must tell the homeowner in writing of the homeowner’s rights under the Residential Recovery Fund
    // and give the Board’s address and telephone number:
    // https://www.nvcontractorsboard.com/resources/residential-recovery-fund/residential-recovery-fund-overview/
    {
      id: 'nv-recovery-fund',
      title: 'NEVADA RESIDENTIAL RECOVERY FUND',
      verbatim: false,
      paragraphs: [
        'An owner who lives in a single-family home and has contracted with a licensed residential contractor may be able to recover money from the Residential Recovery Fund, kept by the Nevada State Contractors Board, if the contractor fails to perform the contract properly and the owner has exhausted all other means of recovery. Limits and deadlines apply.',
        'For information on the Fund and how to make a claim, contact the Nevada State Contractors Board at www.nvcontractorsboard.com.',
      ],
      source: RECOVERY_FUND,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Nevada residential contracts must show the contractor’s State Contractors Board licence number and the monetary limit on the licence. Add the provider’s licence number and its monetary limit.',
      severity: 'warning',
      source: `${CONTENTS}(2)`,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      message: 'Nevada residential contracts must show the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: `${CONTENTS}(2)`,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether NRS 624.970(2)(g) caps the deposit for all residential work at $1,000 or 10% of the price, as NRS 624.940 does for pools and spas, was not confirmed; no general deposit cap is applied.',
    'Only the first elements of NRS 624.970(2) were seen (the contractor’s name, address, licence number and monetary limit; the owner’s name and mailing address; the property’s address or legal description; the date of execution). The remaining elements, and any the Board has added by regulation, were not seen.',
    'The Board’s NRS 624.600 Recovery Fund notice and informational form was not found; the notice here is in plain words, and the Board’s address and telephone number, which it must give, were not confirmed.',
    'Nevada’s home solicitation law (NRS ch. 598) was not researched; only the federal 3-day right is applied.',
  ],
};
