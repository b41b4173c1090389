import type { JurisdictionLaw } from '../types.ts';

const REGISTRATION = '26 V.S.A. § 5501';
const CHAPTER = '26 V.S.A. ch. 106';

export const VT: JurisdictionLaw = {
  code: 'VT',
  name: 'Vermont',
  confidence: 'medium',
  statutes: ['26 V.S.A. ch. 106 (§ 5501 ff.)', '13 V.S.A. § 2029', '9 V.S.A. § 2451a ff.'],
  summary:
    'A residential contractor must register with the Vermont Office of Professional Regulation before contracting with a homeowner for work over $10,000, and registered contractors must carry insurance and use a written contract with the homeowner. Home improvement fraud is a crime in Vermont (13 V.S.A. § 2029). What the contract must contain, any deposit limit and Vermont’s own cancellation rules were not confirmed, so only the federal 3-day cancellation right is applied.',
  licensing: {
    agency: 'Vermont Office of Professional Regulation (OPR), Secretary of State',
    // Official page seen: https://sos.vermont.gov/residential-contractors/residential-contractor-faqs
    website: 'sos.vermont.gov/residential-contractors',
    numberRequired: false,
    note: 'Registration is required before contracting with a homeowner for residential construction over $10,000 (labor and materials), including renovation, repair, painting, paving, roofing, weatherization and systems work on buildings of 1-4 units. Registrants must carry insurance.',
    when: { overCents: 1_000_000 },
    source: REGISTRATION,
    confidence: 'medium',
  },
  writtenContract: {
    when: { overCents: 1_000_000 },
    rule: 'A registered residential contractor must use a written contract with the homeowner for residential construction over $10,000.',
    source: CHAPTER,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 1_000_000 },
      message:
        'Vermont requires residential contractors to register with the Office of Professional Regulation for work over $10,000; showing the registration number on the contract is advisable. Add the provider’s registration number.',
      severity: 'info',
      source: REGISTRATION,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The section of 26 V.S.A. ch. 106 that sets what a registrant’s written contract must contain was not seen, so no contract contents are required beyond a written contract.',
    'Whether the contract must show the OPR registration number is likely but not confirmed.',
    'Vermont’s home solicitation law (9 V.S.A. § 2451a ff.) is reported to give 3 business days to cancel with oral and written notice of the right, but its text was not re-checked; only the federal right is applied.',
    'A deposit cap of one third of the price was proposed in a 2019 bill (S. 163); no enacted cap was verified.',
  ],
};
