import type { JurisdictionLaw } from '../types.ts';

const WRITTEN = 'W. Va. Code § 30-42-10';
const LICENSING = 'W. Va. Code § 30-42-1 et seq.';

// A copy of the Board’s rule on written contracts, found while encoding and not part of the research:
// https://d1tvxue8o4w0fl.cloudfront.net/regulation/west-virginia-administrative-code/agency-28-contractor-licensing-board/title-28-legislative-rule-west-virginia-contractor-licensing-board/series-28-04-written-contracts-for-services/section-28-4-4-contract-form-required-contract-provisions-required-change-orders-suggested-contract-provisions
export const WV: JurisdictionLaw = {
  code: 'WV',
  name: 'West Virginia',
  confidence: 'high',
  statutes: ['W. Va. Code § 30-42-1 et seq. (West Virginia Contractor Licensing Act)', 'W. Va. Code § 30-42-10'],
  summary:
    'West Virginia contractors need a licence from the Contractor Licensing Board for jobs of $2,500 or more, and the licence number must appear on every contract. A licensed contractor may not do work worth $10,000 or more (materials and labor) without a written contract describing the work and its cost, signed by the contractor and the customer.',
  licensing: {
    agency: 'West Virginia Contractor Licensing Board (West Virginia Division of Labor)',
    // Official page: https://labor.wv.gov/Licensing/Contractor_License/Pages/contractor-info.aspx
    phone: '(304) 558-7890',
    website: 'labor.wv.gov',
    numberRequired: true,
    note: 'A licence is required for jobs of $2,500 or more; the licence number must appear in all advertisements and on all contracts, and the licence must be posted at the job site.',
    source: LICENSING,
    confidence: 'high',
  },
  writtenContract: {
    when: { atLeastCents: 1_000_000 },
    rule: 'A licensed contractor may not perform work of an aggregate value of $10,000 or more, including materials and labor, without a written contract setting out a description and the cost of the work, signed by the contractor and the customer.',
    source: `${WRITTEN}(b)`,
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { atLeastCents: 250_000 },
      message:
        'West Virginia contractors must show their Contractor Licensing Board licence number on all contracts. Add the provider’s licence number.',
      severity: 'warning',
      source: LICENSING,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The standard contract form the Board sets by rule (W. Va. Code § 30-42-10(c)) was not researched. A copy of the rule found while encoding (W. Va. Code R. § 28-4-4) lists required provisions, including the names and addresses of the parties, the work and materials (and any subcontractors’ work), the total cost and payment schedule, start and completion dates, signed and dated written change orders, the contractor’s disclosure of general liability insurance and written subcontracts; it has not been checked and is not encoded.',
  ],
};
