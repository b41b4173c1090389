import type { JurisdictionLaw } from '../types.ts';

const REGISTRATION = 'R.I. Gen. Laws § 5-65-1 et seq.';
const LIEN_NOTICE = 'R.I. Gen. Laws § 34-28-4.1';

export const RI: JurisdictionLaw = {
  code: 'RI',
  name: 'Rhode Island',
  confidence: 'medium',
  statutes: ['R.I. Gen. Laws § 5-65-1 et seq. (Contractors’ Registration and Licensing Board)', 'R.I. Gen. Laws § 34-28-4.1'],
  summary:
    'Every contractor and subcontractor who builds or repairs structures in Rhode Island must be registered with the Contractors’ Registration and Licensing Board. To keep the right to claim a mechanic’s lien, a contractor dealing directly with the owner must give the owner the statutory Notice of Possible Mechanic’s Lien, which may be included in the contract.',
  licensing: {
    agency: 'Rhode Island Contractors’ Registration and Licensing Board (CRLB)',
    // Official page: http://crb.ri.gov/faq/index.php
    phone: '(401) 921-1590',
    website: 'crb.ri.gov',
    numberRequired: false,
    note: 'Registration (not licensure) is required of every contractor and subcontractor who builds or repairs structures.',
    source: REGISTRATION,
    confidence: 'medium',
  },
  terms: [],
  notices: [
    // R.I. Gen. Laws § 34-28-4.1 prescribes this notice’s wording. Its text was found only up to “… upon th[e land]”
    // (https://pierceatwood.com/alerts/easy-way-preserve-your-mechanics-lien-rights-rhode-island), so this is a
    // plain-words notice.
    {
      id: 'ri-possible-mechanics-lien',
      title: 'NOTICE OF POSSIBLE MECHANIC’S LIEN',
      verbatim: false,
      signedBy: ['provider'],
      paragraphs: [
        'To {homeownerName}: the undersigned, {providerName}, is about to perform work and/or furnish materials for the construction, erection, alteration or repair of your property under contract with you.',
        'This is a notice that the undersigned and any other persons who provide labor and materials for the improvement under contract with the undersigned may file a mechanic’s lien upon the land if they are not paid. It is your responsibility to assure yourself that those other persons receive payment for the work they perform and the materials they furnish.',
      ],
      source: LIEN_NOTICE,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Rhode Island contractors must be registered with the Contractors’ Registration and Licensing Board, and the Board’s rules reportedly require the registration number on contracts. Add the provider’s registration number.',
      severity: 'info',
      source: REGISTRATION,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the Notice of Possible Mechanic’s Lien (R.I. Gen. Laws § 34-28-4.1) was not found; the notice here is in plain words. Take the exact text from the statute, and check how and when it must be delivered (secondary sources say before work starts or within 10 days of starting, by certified mail).',
    'The Board’s rules reportedly require written contracts carrying the registration number and other items (R.I. Gen. Laws § 5-65-3); not confirmed.',
    'Rhode Island’s door-to-door sales law (R.I. Gen. Laws ch. 6-28) was not re-checked; only the federal 3-day right is applied.',
  ],
};
