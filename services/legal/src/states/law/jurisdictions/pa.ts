import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = '73 P.S. § 517.7(a)';
const HICPA = '73 P.S. § 517.7';
const REFUND = '73 P.S. § 517.9(2)';
// STATES.md gives no section for the deposit cap (secondary sources only).
const DEPOSIT = 'Home Improvement Consumer Protection Act, 73 P.S. § 517.1 et seq.';

export const PA: JurisdictionLaw = {
  code: 'PA',
  name: 'Pennsylvania',
  confidence: 'high',
  statutes: ['73 P.S. §§ 517.1–517.19 (Home Improvement Consumer Protection Act)', '73 P.S. § 201-7'],
  summary:
    'Home improvement contractors in Pennsylvania register with the Office of Attorney General, and a home improvement contract over $500 cannot be enforced against the homeowner unless it is in writing, shows the registration number and contains everything the law lists. The homeowner may cancel within 3 business days wherever the contract was signed, and the down payment is limited to one third of the price plus the cost of special-order materials.',
  // Phone and website: the Attorney General’s 2009 announcement of the Act, as reprinted at
  // https://1490newsblog.blogspot.com/2009/07/new-contractor-law-now-in-effect.html, and a township page
  // https://bradfordtwpmckeancnty.jimdofree.com/zoning-building-permits/home-improvement-consumer-protection-act
  licensing: {
    agency: 'Pennsylvania Office of Attorney General, Bureau of Consumer Protection',
    phone: '1-888-520-6680 (toll-free)',
    website: 'www.attorneygeneral.gov',
    numberRequired: true,
    unenforceableWithout: true,
    note: 'Contractors who did $5,000 or more of home improvements in the prior year must register; the registration number goes on every contract and advertisement.',
    source: `${CONTRACT}(1)`,
    confidence: 'high',
  },
  writtenContract: {
    when: { overCents: 50_000 },
    rule: 'Home improvement contracts over $500 must be in writing, legible and signed by the owner and the contractor, or they cannot be enforced against the owner.',
    source: CONTRACT,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    whereverSigned: true,
    when: { overCents: 50_000 },
    rule: '3 business days to rescind a home improvement contract over $500, wherever it was signed; a cancellation must be honored however it is given, including orally (Commonwealth v. Gillece Services, Pa. Cmwlth. 2024).',
    source: HICPA,
    confidence: 'medium',
  },
  depositCap: {
    kind: 'fraction-or-special-order',
    numerator: 1,
    denominator: 3,
    combine: 'plus',
    rule: 'The down payment may not exceed one third of the contract price plus the cost of any special-order materials.',
    source: DEPOSIT,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'pa-change-orders',
      section: 'scope',
      when: { overCents: 50_000 },
      text: 'The description of the work, the materials to be used and the specifications in this contract cannot be changed without a written change order signed by both the Homeowner and the Provider.',
      source: `${CONTRACT}(7)`,
      confidence: 'high',
    },
    {
      id: 'pa-subcontractors',
      section: 'scope',
      when: { overCents: 50_000 },
      text: 'The names, addresses and telephone numbers of all subcontractors known to the Provider when this contract is signed are listed in the description of the work.',
      source: HICPA,
      confidence: 'medium',
    },
    {
      id: 'pa-insurance',
      section: 'licensing',
      when: { overCents: 50_000 },
      text: 'The Provider’s current liability insurance coverage is {insuranceAmount}. Pennsylvania requires registered contractors to carry at least $50,000 of personal injury coverage and $50,000 of property damage coverage.',
      source: HICPA,
      confidence: 'medium',
    },
    {
      id: 'pa-attorney-general',
      section: 'licensing',
      when: { overCents: 50_000 },
      text: 'The Homeowner may contact the Pennsylvania Office of Attorney General, Bureau of Consumer Protection, toll-free at 1-888-520-6680 or at www.attorneygeneral.gov, to check the Provider’s registration or to make a complaint.',
      source: HICPA,
      confidence: 'medium',
    },
    {
      id: 'pa-45-day-refund',
      section: 'termination',
      when: { overCents: 50_000 },
      text: 'If no substantial portion of the work has been performed and more than 45 days have passed since the start date in this contract, the Provider will refund the Homeowner’s payments on the Homeowner’s written request.',
      source: REFUND,
      confidence: 'medium',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 50_000 },
      message:
        'Pennsylvania home improvement contracts cannot be enforced against the homeowner unless they show the contractor’s HIC registration number. Add the provider’s registration number.',
      severity: 'warning',
      source: `${CONTRACT}(1)`,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      when: { overCents: 50_000 },
      message:
        'Pennsylvania home improvement contracts must show the contractor’s address, and a post office box alone is not an address. Add the provider’s street address.',
      severity: 'warning',
      source: `${CONTRACT}(5)`,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: { overCents: 50_000 },
      message: 'Pennsylvania home improvement contracts must show the contractor’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: `${CONTRACT}(5)`,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      when: { overCents: 50_000 },
      message: 'Pennsylvania home improvement contracts must state the approximate starting date. Add the start date.',
      severity: 'warning',
      source: `${CONTRACT}(6)`,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      when: { overCents: 50_000 },
      message: 'Pennsylvania home improvement contracts must state the approximate completion date. Add the end date.',
      severity: 'warning',
      source: `${CONTRACT}(6)`,
      confidence: 'high',
    },
    {
      field: 'insuranceAmount',
      when: { overCents: 50_000 },
      message:
        'Pennsylvania home improvement contracts must state the amount of the contractor’s liability insurance (at least $50,000 personal injury and $50,000 property damage). Add the insurance amount.',
      severity: 'warning',
      source: HICPA,
      confidence: 'medium',
    },
    {
      field: 'paymentTerms',
      when: { overCents: 50_000 },
      message:
        'Pennsylvania home improvement contracts must state the amount of any down payment and the cost of any special-order materials. State both in the payment terms.',
      severity: 'warning',
      source: HICPA,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The price at which the one-third deposit cap starts to apply is reported inconsistently ($1,000 or $5,000); the cap is applied to every home improvement contract over $500.',
    'A search during encoding found (rkglaw.com, secondary) that the 3-day right may be waived only for a bona fide emergency, by a signed statement in the homeowner’s own handwriting; this is not in the research and is not encoded.',
    'The contents beyond 73 P.S. § 517.7(a)(1)–(8) (subcontractor list, insurance amounts, the Attorney General’s toll-free number, the 3-day rescission wherever signed) come from secondary sources; their exact subsections were not checked.',
  ],
};
