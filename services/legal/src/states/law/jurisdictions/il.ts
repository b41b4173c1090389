import type { JurisdictionLaw } from '../types.ts';

// The written-contract rule, the Consumer Rights Acknowledgment and the separate arbitration and
// jury-waiver elections are written by hand in ../../illinois.ts; this record adds roofing licensing.
export const IL: JurisdictionLaw = {
  code: 'IL',
  name: 'Illinois',
  confidence: 'high',
  statutes: ['815 ILCS 513/15, 513/15.1, 513/20', '225 ILCS 335/5, 335/5.5'],
  summary:
    'Illinois home repair and remodeling work over $1,000 needs a written contract before work begins, and the homeowner signs a Consumer Rights Acknowledgment for the Attorney General’s pamphlet “Home Repair: Know Your Consumer Rights”. An arbitration clause or jury waiver binds the homeowner only if she accepts each one separately. Roofers are licensed by the state and put their licence number on every contract.',
  licensing: {
    agency: 'Illinois Department of Financial and Professional Regulation (roofing contractors)',
    numberRequired: true,
    when: { roofing: true },
    note: 'There is no statewide licence for general home repair contractors; roofers are licensed by the state, and many cities license contractors locally.',
    source: '225 ILCS 335/5(a)',
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerEmail',
      when: { roofing: true },
      message: 'An Illinois roofing contract must give the roofer’s e-mail address. Add the provider’s e-mail.',
      severity: 'warning',
      source: '225 ILCS 335/5.5',
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: { roofing: true },
      message: 'An Illinois roofing contract must give the roofer’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: '225 ILCS 335/5.5',
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The Illinois home-solicitation cancellation period (815 ILCS 505/2B) was not re-checked; the federal 3 business days apply.',
    'The liability insurance amounts required by 815 ILCS 513/25 were not re-checked.',
  ],
};
