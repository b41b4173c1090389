import type { JurisdictionLaw } from '../types.ts';

const DISCLOSURE = 'Idaho Code § 45-525';
const REGISTRATION = 'Idaho Code § 54-5201 et seq.';
const OVER_2000 = { overCents: 200_000 };

export const ID: JurisdictionLaw = {
  code: 'ID',
  name: 'Idaho',
  confidence: 'medium',
  statutes: ['Idaho Code § 45-525', 'Idaho Code § 54-5201 et seq. (Idaho Contractor Registration Act)'],
  summary:
    'Idaho contractors register (rather than hold a licence) with the Idaho Contractors Board for jobs over $2,000, and the registration number must appear on every contract. Before contracting for residential work over $2,000, the general contractor must give the homeowner a written disclosure of four rights (lien waivers, proof of insurance, extended title insurance and a surety bond) and keep the homeowner’s signed receipt for it, and at or before completion it must list the subcontractors and suppliers it paid more than $500.',
  licensing: {
    agency: 'Idaho Contractors Board (Idaho Division of Occupational and Professional Licenses)',
    // Official FAQ: https://dopl.idaho.gov/con/con-faq
    website: 'dopl.idaho.gov',
    numberRequired: true,
    note: 'Registration, not licensure, is required for construction jobs over $2,000; the registration number must appear on all advertising, contracts, building permits, letterheads, purchase orders and subcontracts.',
    source: REGISTRATION,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'id-subcontractor-list',
      section: 'scope',
      when: OVER_2000,
      text: 'At or before completion of the work, the Provider will give the Homeowner a list of the names, addresses and telephone numbers of every subcontractor, material supplier and rental-equipment provider with whom the Provider contracted for more than $500 for this project.',
      source: `${DISCLOSURE}(3)`,
      confidence: 'medium',
    },
  ],
  notices: [
    {
      id: 'id-homeowner-rights-disclosure',
      title: 'DISCLOSURE OF HOMEOWNER’S RIGHTS',
      verbatim: false,
      beforeSigning: true,
      signedBy: ['homeowner'],
      when: OVER_2000,
      paragraphs: [
        'Before entering into this contract, the general contractor, {providerName}, discloses that the homeowner has the right:',
        '(a) to require the general contractor, at the homeowner’s reasonable expense, to obtain lien waivers from any subcontractors providing services or materials to the general contractor;',
        '(b) to receive from the general contractor proof of the general contractor’s general liability insurance, including completed operations coverage, and of its workers’ compensation insurance;',
        '(c) to be informed of the opportunity to buy an extended policy of title insurance covering liens that have not been filed or recorded; and',
        '(d) to require, at the homeowner’s expense, a surety bond in an amount up to the value of the construction project.',
        'By signing below, the homeowner acknowledges receiving this disclosure before entering into the contract. The general contractor keeps the signed acknowledgment and gives the homeowner a copy.',
      ],
      source: `${DISCLOSURE}(2)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      when: OVER_2000,
      message:
        'Idaho contractors must show their Idaho Contractors Board registration number on every contract. Add the provider’s registration number.',
      severity: 'warning',
      source: REGISTRATION,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether Idaho Code § 45-525 prescribes exact wording for the disclosure was not checked; the notice here is in plain words.',
  ],
};
