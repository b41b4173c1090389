import type { JurisdictionLaw } from '../types.ts';

// The lien and recovery-fund notices and the over-10% deposit duties are written by hand in ../../florida.ts.
export const FL: JurisdictionLaw = {
  code: 'FL',
  name: 'Florida',
  confidence: 'high',
  statutes: ['Fla. Stat. §§ 713.015, 489.1425, 489.126, 489.119', 'Fla. Stat. §§ 501.021-501.055'],
  summary:
    'Florida residential contracts over $2,500 carry the construction lien notice in 12-point bold capitals, signed and dated by the owner, and the Homeowners’ Construction Recovery Fund notice. A deposit over 10% obliges the contractor to apply for permits within 30 days and start within 90 days of the permits. A sale at the home may be cancelled within 3 business days, and Saturdays count as business days.',
  licensing: {
    agency: 'Florida Construction Industry Licensing Board (Department of Business and Professional Regulation)',
    website: 'www.myfloridalicense.com',
    numberRequired: true,
    note: 'The certified or registered licence number must appear on every offer, bid and contract.',
    source: 'Fla. Stat. § 489.119(5)(b)',
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: true,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: 'Until midnight of the 3rd business day for a home solicitation sale; every day but Sunday and federal holidays is a business day, so Saturdays count.',
    source: 'Fla. Stat. §§ 501.021(2), 501.025',
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The current wording of the ch. 558 construction-defect notice (Fla. Stat. § 558.005) was not confirmed; it is not encoded.',
    'The Construction Industry Licensing Board’s telephone number for the recovery-fund notice is reported inconsistently (850-487-1395 and 850-487-1396); the notice gives its address and website.',
  ],
};
