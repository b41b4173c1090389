import type { JurisdictionLaw } from '../types.ts';

const LICENSING = 'N.M. Stat. Ann. § 60-13-1 et seq.';

export const NM: JurisdictionLaw = {
  code: 'NM',
  name: 'New Mexico',
  confidence: 'low',
  statutes: ['N.M. Stat. Ann. §§ 60-13-1 et seq. (Construction Industries Licensing Act)', '14.6 NMAC (licence classifications)'],
  summary:
    'The research found no New Mexico statute on the contents of home-improvement contracts, deposits or cancellation beyond the federal 3-day right. Almost all construction work for pay needs a licence from the Construction Industries Division of the Regulation and Licensing Department.',
  licensing: {
    agency: 'New Mexico Regulation and Licensing Department, Construction Industries Division',
    numberRequired: false,
    note: 'A Construction Industries Division licence is required for essentially all construction work for compensation.',
    source: LICENSING,
    confidence: 'low',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'New Mexico requires a Construction Industries Division licence for almost all construction work for pay. Add the provider’s licence number so the homeowner can check it.',
      severity: 'info',
      source: LICENSING,
      confidence: 'low',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The exemptions from the Construction Industries Division licence requirement (for small jobs, say) were not confirmed.',
    'Whether the licence number must appear on the contract was not confirmed.',
    'The research rests on thin secondary sources; no contract-content, deposit or cancellation statute was found, but none was ruled out.',
  ],
};
