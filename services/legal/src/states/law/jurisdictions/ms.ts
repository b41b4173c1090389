import type { JurisdictionLaw } from '../types.ts';

const LICENSING = 'Miss. Code Ann. § 73-59-1 et seq.';

export const MS: JurisdictionLaw = {
  code: 'MS',
  name: 'Mississippi',
  confidence: 'medium',
  statutes: ['Miss. Code Ann. §§ 73-59-1 et seq., 73-59-18 (residential builders and remodelers)'],
  summary:
    'Mississippi has no general home-improvement contract statute. Remodelers need a residential licence from the State Board of Contractors when the work costs more than $10,000 (builders of new homes, over $50,000), and since 1 July 2022 electrical, plumbing, mechanical and HVAC subcontractors on residential jobs must be licensed whatever the amount.',
  licensing: {
    agency: 'Mississippi State Board of Contractors',
    numberRequired: false,
    note: 'A residential remodeler licence is needed for improvements to an existing home costing over $10,000 and a residential builder licence for new homes over $50,000; electrical, plumbing, mechanical, HVAC and residential solar contractors need a licence at any amount.',
    source: LICENSING,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 1_000_000 },
      message:
        'Mississippi requires a residential remodeler licence from the State Board of Contractors for improvements over $10,000. Add the provider’s licence number so the homeowner can check it.',
      severity: 'info',
      source: LICENSING,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'A secondary site says a written contract is required for residential work over $10,000; not confirmed.',
    'Whether the licence number must appear on the contract was not confirmed.',
  ],
};
