import type { JurisdictionLaw } from '../types.ts';

const DOOR_TO_DOOR = 'Kan. Stat. Ann. § 50-640';
const ROOFING = 'Kan. Stat. Ann. § 50-6,121 et seq.';

// K.S.A. 50-640(b)(1) requires, next to the buyer’s signature in 10-point bold, a statement “in substantially the
// following form”: “YOU THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY
// AFTER THE DATE OF THIS TRANSACTION. SEE THE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.”
// (http://www.laws9.com/statutes/kansas/chapter50/article6/statutes_21056). That is the federal statement the engine
// already prints, so no separate Kansas notice is added.
export const KS: JurisdictionLaw = {
  code: 'KS',
  name: 'Kansas',
  confidence: 'medium',
  statutes: ['Kan. Stat. Ann. § 50-640 (door-to-door sales)', 'Kan. Stat. Ann. §§ 50-6,121 et seq. (Roofing Contractor Registration Act)'],
  summary:
    'Kansas has no general home-improvement contract statute and no state licence for general contractors. A sale made at the home may be cancelled until midnight of the third business day after the buyer signs, and the seller must tell the buyer of that right out loud as well as in writing. Roofing contractors must register with the Attorney General and carry at least $500,000 of liability insurance.',
  licensing: {
    agency: 'Kansas Attorney General (roofing contractor registration)',
    website: 'ag.ks.gov',
    numberRequired: false,
    when: { roofing: true },
    note: 'Only roofing contractors register, with the Attorney General (since 1 July 2013), and they must carry at least $500,000 of liability insurance; there is no state licence for other home improvement work.',
    source: ROOFING,
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: 'Until midnight of the 3rd business day after the buyer signs, for a door-to-door sale; the contract carries the cancellation statement and a Notice of Cancellation form. How Kansas counts Saturdays was not confirmed, so they are not counted (the longer period).',
    source: DOOR_TO_DOOR,
    confidence: 'medium',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [
    // The Attorney General: “The salesperson must verbally inform you of your cancellation rights at the time of sale.”
    // https://www.ag.ks.gov/in-your-corner-kansas/your-home-car/are-door-to-door-sales-legal-
    {
      id: 'ks-oral-cancellation-notice',
      when: { soldAtHome: true },
      message:
        'Kansas requires the seller to tell the buyer out loud, at the time of a sale made at the home, about the right to cancel. HomePact cannot give that oral notice: the provider must tell the homeowner before the homeowner signs.',
      source: DOOR_TO_DOOR,
      confidence: 'medium',
    },
  ],
  unconfirmed: [
    'A 2025–26 bill (KSB00011194) would rewrite K.S.A. 50-640 for door-to-door sales to vulnerable consumers; its status was not confirmed and it is not encoded.',
    'Whether a roofing contractor’s registration number must appear on the contract was not confirmed.',
    'The Attorney General’s consumer page says a seller may not cash the buyer’s check for a door-to-door sale during the cancellation period; the statutory rule was not checked and is not encoded.',
    'Whether the Notice of Cancellation form required by K.S.A. 50-640 differs from the federal form HomePact attaches was not checked.',
  ],
};
