import type { JurisdictionLaw } from '../types.ts';

const LICENCE = 'N.D. Cent. Code § 43-07-02';

export const ND: JurisdictionLaw = {
  code: 'ND',
  name: 'North Dakota',
  confidence: 'medium',
  statutes: ['N.D. Cent. Code ch. 43-07', 'N.D. Cent. Code ch. 51-18'],
  summary:
    'A contractor needs a North Dakota contractor licence from the Secretary of State for any job whose cost, value or price is more than $4,000, and an unlicensed contractor cannot sue to be paid. Door-to-door sellers may also need a transient merchant licence from the Attorney General. No required contract contents, deposit limit or state cancellation right beyond the federal 3-day rule were confirmed.',
  licensing: {
    agency: 'North Dakota Secretary of State (contractor licensing)',
    numberRequired: false,
    note: 'A contractor licence (class A-D by project size) is needed for any job over $4,000; an unlicensed contractor cannot sue to collect. Door-to-door sellers may also need a transient merchant licence from the Attorney General.',
    when: { overCents: 400_000 },
    source: LICENCE,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 400_000 },
      message:
        'North Dakota requires a contractor licence for jobs over $4,000, and an unlicensed contractor cannot sue to be paid; showing the licence number on the contract is advisable. Add the provider’s licence number.',
      severity: 'info',
      source: LICENCE,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether the contract must show the contractor’s licence number was not confirmed.',
    'Required contract contents, any deposit limit and any required notices were not confirmed.',
    'North Dakota’s home solicitation law (N.D. Cent. Code ch. 51-18) was not re-checked; only the federal cancellation right is applied.',
  ],
};
