import type { JurisdictionLaw } from '../types.ts';

const VALIDITY = 'Conn. Gen. Stat. § 20-429(a)';
const CANCEL = 'Conn. Gen. Stat. §§ 42-134a, 42-135a';

export const CT: JurisdictionLaw = {
  code: 'CT',
  name: 'Connecticut',
  confidence: 'high',
  statutes: ['Conn. Gen. Stat. §§ 20-418 to 20-432 (Home Improvement Act)', 'Conn. Gen. Stat. § 42-134a ff. (Home Solicitation Sales Act)'],
  summary:
    'A Connecticut home improvement contract (over $200) cannot be enforced against the homeowner unless it is in writing, signed by both, contains the entire agreement, shows the contractor’s name, address and Department of Consumer Protection registration number, the date of the transaction and the start and completion dates, and includes the notice of the homeowner’s right to cancel within 3 business days. The contractor must also disclose every home improvement or new home construction business its owners were part of in the previous five years, and every change must be in writing and signed by both.',
  licensing: {
    agency: 'Connecticut Department of Consumer Protection (DCP)',
    // https://portal.ct.gov/dcp/license-services-division/all-license-applications/home-improvement-applications
    website: 'portal.ct.gov/dcp',
    numberRequired: true,
    unenforceableWithout: true,
    note: 'Home improvement contractors and salespersons must register with the Department; a contractor whose home improvement contracts total $1,000 or less in 12 months is exempt.',
    source: `Conn. Gen. Stat. § 20-419; ${VALIDITY}`,
    confidence: 'high',
  },
  writtenContract: {
    when: { overCents: 20_000 },
    rule: 'A home improvement contract (total price over $200) is not valid or enforceable against the owner unless it is in writing, signed by the owner and the contractor, and meets the other requirements of § 20-429(a).',
    source: `Conn. Gen. Stat. § 20-419; ${VALIDITY}`,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    // Section 20-429(a) makes the notice of the right to cancel a condition of every home improvement contract, wherever it is signed.
    whereverSigned: true,
    rule: 'Every home improvement contract must include a notice of the owner’s right to cancel until midnight of the 3rd business day after the transaction, stated near the owner’s signature, with a Notice of Cancellation in duplicate; cancellation may be sent by email, fax or mail. Whether Saturdays count is unsettled, so Saturdays are not counted.',
    source: `${VALIDITY}; ${CANCEL}`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'ct-entire-agreement',
      section: 'governing-law',
      text: 'This contract contains the entire agreement between the Homeowner and the Provider.',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      id: 'ct-registered',
      section: 'licensing',
      text: 'The Provider, and any salesperson who negotiated this contract, is registered with the Connecticut Department of Consumer Protection under the Home Improvement Act.',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      id: 'ct-related-entities',
      section: 'licensing',
      text: 'The Provider has listed in the scope of work every entity that is, or in the previous five years was, a home improvement contractor or a new home construction contractor in which any owner of the Provider was a shareholder, member, partner or owner. If no entity is listed, the Provider states that there is none.',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      id: 'ct-changes-in-writing',
      section: 'scope',
      text: 'Every change to this contract must be in writing and signed by both the Homeowner and the Provider.',
      source: VALIDITY,
      confidence: 'high',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'A Connecticut home improvement contract cannot be enforced against the homeowner unless it shows the contractor’s Department of Consumer Protection registration number. Add the provider’s registration number.',
      severity: 'warning',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      message:
        'A Connecticut home improvement contract cannot be enforced against the homeowner unless it shows the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      message:
        'A Connecticut home improvement contract cannot be enforced against the homeowner unless it states the starting date. Add the start date.',
      severity: 'warning',
      source: VALIDITY,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      message:
        'A Connecticut home improvement contract cannot be enforced against the homeowner unless it states the completion date. Add the end date.',
      severity: 'warning',
      source: VALIDITY,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether Saturday is a business day is unsettled: the Department’s page says Saturday is a legal business day and § 42-134a (as reprinted in 2025 HB 6052) excludes only Sundays and nine named holidays, but the Department’s newer sample notice excludes Saturdays, Sundays and Connecticut legal holidays. The contract counts neither Saturdays nor federal holidays, the longer of the available counts; confirm the current § 42-134a.',
    'Whether the Home Solicitation Sales Act right itself reaches a home improvement contract signed at the contractor’s place of business was not confirmed; because § 20-429(a) makes the cancellation notice a condition of every home improvement contract, the contract gives the 3-day right wherever it is signed.',
    'The text of § 42-135a was not seen; the cancellation statement and Notice of Cancellation follow the federal form, which matches the Department’s sample in substance (the Department’s sample also names fax as a way to cancel).',
  ],
};
