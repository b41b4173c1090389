import type { JurisdictionLaw } from '../types.ts';

const REGISTRATION = 'AS 08.18';

export const AK: JurisdictionLaw = {
  code: 'AK',
  name: 'Alaska',
  confidence: 'medium',
  statutes: ['AS 08.18 (AS 08.18.025)', 'AS 09.45.881-09.45.899'],
  summary:
    'Every construction contractor in Alaska, including handymen whatever the size of the job, must be registered and bonded, and a general contractor needs a residential contractor endorsement to build a 1-4 unit home or to alter one by more than 25% of its value. Before suing over a defect in the design, construction or remodel of a home, the owner must give the contractor notice of the claim and a chance to repair (AS 09.45.881-.899). No required contract contents, deposit limit or state cancellation right beyond the federal 3-day rule were confirmed.',
  licensing: {
    agency:
      'Alaska Department of Commerce, Community, and Economic Development, Division of Corporations, Business and Professional Licensing (Construction Contractors)',
    // Official page seen: https://www.commerce.alaska.gov/web/cbpl/ProfessionalLicensing/ConstructionContractors.aspx
    website: 'www.commerce.alaska.gov/web/cbpl/ProfessionalLicensing/ConstructionContractors.aspx',
    numberRequired: false,
    note: 'All construction contractors, including handymen regardless of job size, must be registered and bonded; new 1-4 unit homes and alterations worth more than 25% of the structure’s value need a residential contractor endorsement (AS 08.18.025).',
    source: REGISTRATION,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Alaska requires every construction contractor to be registered; showing the registration number on the contract is advisable. Add the provider’s registration number.',
      severity: 'info',
      source: REGISTRATION,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether the contract must show the contractor’s registration number was not confirmed.',
    'Whether the contract must tell the owner about the AS 09.45.881 notice-of-claim and repair process was not confirmed.',
    'Required contract contents and any deposit limit were not confirmed.',
    'Alaska’s home solicitation law (AS 45.02.350) was not re-checked; only the federal cancellation right is applied.',
  ],
};
