import type { JurisdictionLaw } from '../types.ts';

const CANCEL = 'Ohio Rev. Code § 1345.22';
const FORM = 'Ohio Rev. Code § 1345.23';

export const OH: JurisdictionLaw = {
  code: 'OH',
  name: 'Ohio',
  confidence: 'high',
  statutes: ['Ohio Rev. Code §§ 1345.21–1345.28 (Home Solicitation Sales Act)', 'Ohio Rev. Code § 1345.02'],
  summary:
    'Ohio has no general home improvement contract statute, but a sale of $25 or more made at the homeowner’s home (even after the homeowner invited the contractor for an estimate) may be cancelled until midnight of the third business day, and the contractor may not start work until that period ends. Ohio licenses only some trades statewide (HVAC, plumbing, electrical, hydronics, refrigeration); many cities register home improvement contractors, and working without a required licence or registration is a deceptive practice.',
  licensing: {
    agency: 'Ohio Construction Industry Licensing Board (OCILB)',
    numberRequired: false,
    note: 'No state licence for general home improvement work; OCILB licenses HVAC, plumbing, electrical, hydronics and refrigeration contractors, and many cities license or register home improvement contractors. Failing to hold a required state or local licence, registration, bond or insurance is a deceptive act (since 6 April 2017).',
    source: 'Ohio Rev. Code § 1345.02',
    confidence: 'medium',
  },
  writtenContract: {
    when: { soldAtHome: true, atLeastCents: 2_500 },
    rule: 'A home solicitation sale of $25 or more must be in a written agreement in the language of the sales presentation, showing the seller’s name and address and the date the buyer signs, with a seller-signed copy left with the buyer.',
    source: FORM,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    noWorkDuringPeriod: true,
    when: { soldAtHome: true, atLeastCents: 2_500 },
    rule: 'A home solicitation sale of $25 or more may be cancelled until midnight of the third business day after the buyer signs, including where the homeowner invited the contractor to the home; the seller may not begin performing services during that period.',
    source: CANCEL,
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { soldAtHome: true, atLeastCents: 2_500 },
      message:
        'Ohio home solicitation agreements must show the seller’s name and address, where the buyer sends a cancellation. Add the provider’s address.',
      severity: 'warning',
      source: FORM,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'oh-oral-notice',
      when: { soldAtHome: true, atLeastCents: 2_500 },
      message:
        'Ohio requires the seller to tell the buyer out loud, at signing, about the right to cancel. HomePact cannot give that oral notice: the provider must tell the homeowner before the homeowner signs.',
      source: FORM,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'The statutory cancellation statement and NOTICE OF CANCELLATION wording of Ohio Rev. Code § 1345.23(B) were not found in full; the generic cancellation notice should be compared with that text.',
    'How Ohio counts business days for the 3-day period (Saturdays, and any holiday list in § 1345.21) was not checked; Saturdays are not counted, which gives the longer period.',
    'Whether state law requires a licence number on the contract was not confirmed (research: not required; unconfirmed for local registrations).',
  ],
};
