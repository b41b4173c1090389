import type { JurisdictionLaw } from '../types.ts';

const TERMS = '18VAC50-22-260(B)(9)';
const CANCEL = 'Va. Code Ann. § 59.1-21.4';
const BOARD = 'Va. Code Ann. § 54.1-1100 et seq.';
const FUND = 'Va. Code Ann. § 54.1-1118 et seq.; 18VAC50-22-260(B)(9)';

export const VA: JurisdictionLaw = {
  code: 'VA',
  name: 'Virginia',
  confidence: 'high',
  statutes: [
    'Va. Code Ann. § 54.1-1100 et seq.',
    '18VAC50-22-260(B)(9)',
    'Va. Code Ann. § 59.1-21.1 et seq. (Home Solicitation Sales Act)',
    'Va. Code Ann. § 54.1-1118 et seq. (Contractor Transaction Recovery Act)',
  ],
  summary:
    'Every residential contract by a Virginia licensed contractor must be a written contract signed by both parties before work starts or any payment is taken, with the licence number and class, the dates, the price and payment schedule (including the down payment), and statements on delays, permits, cancellation rights and the Contractor Transaction Recovery Fund. A sale made at the home may be cancelled until midnight of the third business day, and a homeowner solicited door to door signs that they received the Board for Contractors’ statement of protection.',
  // Phone: Board for Contractors agency contact in the Virginia Register, 30:5 (Nov. 2013),
  // http://register.dls.virginia.gov/details.aspx?id=4001 (email domain dpor.virginia.gov).
  licensing: {
    agency: 'Virginia Board for Contractors, Department of Professional and Occupational Regulation (DPOR)',
    phone: '(804) 367-2785',
    website: 'www.dpor.virginia.gov',
    numberRequired: true,
    note: 'Contractors hold a Class A, B or C licence depending on the size of the job; the contract shows the licence number, the class of licence and the classifications or specialty services.',
    source: `${BOARD}; ${TERMS}`,
    confidence: 'high',
  },
  writtenContract: {
    when: {},
    rule: 'Every residential contract by a licensee must be a legible written contract signed by the consumer and the licensee before work starts or payment is accepted, with a fully signed copy delivered before work begins.',
    source: TERMS,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: 'A sale solicited at a residence may be cancelled at any time before midnight of the third business day after the date of the transaction.',
    source: CANCEL,
    confidence: 'high',
  },
  terms: [
    {
      id: 'va-signed-before-work',
      section: 'timeline',
      text: 'The Provider will not start work or accept any payment until this contract has been signed by the Homeowner and the Provider, and will deliver a fully signed copy to the Homeowner before work begins.',
      source: TERMS,
      confidence: 'medium',
    },
    {
      id: 'va-delays-beyond-control',
      section: 'timeline',
      text: 'Delays caused by events beyond the Provider’s control, such as severe weather, natural disasters, labor disputes, material shortages or acts of government, are not abandonment of the work and do not count toward the time limits for payment or performance in this contract.',
      source: TERMS,
      confidence: 'high',
    },
    {
      id: 'va-permits',
      section: 'safety',
      text: 'The Provider will comply with all local requirements for building permits, inspections and zoning.',
      source: TERMS,
      confidence: 'high',
    },
    {
      id: 'va-changes-in-writing',
      section: 'scope',
      text: 'Any change to the cost, the materials, the work to be performed or the estimated completion date must be in writing and signed by the Homeowner and the Provider.',
      source: TERMS,
      confidence: 'high',
    },
    {
      id: 'va-cancellation-rights',
      section: 'termination',
      text: 'The parties’ cancellation rights are these: the Homeowner may cancel as set out in the notices of this contract (including, for a sale solicited at the Homeowner’s residence, until midnight of the third business day after signing), and either party may end this contract as set out in this section.',
      source: TERMS,
      confidence: 'high',
    },
    {
      id: 'va-recovery-fund',
      section: 'licensing',
      text: 'The Virginia Contractor Transaction Recovery Fund may compensate homeowners who hold an unpaid court judgment against a licensed contractor for improper or dishonest conduct, subject to the Fund’s conditions and limits. For information about the Fund or about the Provider, the Homeowner may contact the Virginia Board for Contractors, Department of Professional and Occupational Regulation, 9960 Mayland Drive, Suite 400, Richmond, VA 23233, telephone (804) 367-2785, www.dpor.virginia.gov.',
      source: FUND,
      confidence: 'medium',
    },
  ],
  notices: [
    // Statute text as reprinted at https://kirschenbaumesq.com/article/va-code-ann-591-214-2006-591-214-receipt-or-written-agreement
    {
      id: 'va-buyers-right-to-cancel',
      title: 'BUYER’S RIGHT TO CANCEL',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { soldAtHome: true },
      paragraphs: [
        'IF THIS AGREEMENT WAS SOLICITED AT A RESIDENCE AND YOU DO NOT WANT THE GOODS OR SERVICES, YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION. SEE THE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.',
      ],
      source: CANCEL,
      confidence: 'high',
    },
    {
      id: 'va-statement-of-protection',
      title: 'ACKNOWLEDGMENT OF THE DPOR STATEMENT OF PROTECTION',
      verbatim: false,
      signedBy: ['homeowner'],
      when: { soldAtHome: true },
      paragraphs: [
        'I, {homeownerName}, acknowledge that I have received and read the statement of protection available to consumers issued by the Virginia Board for Contractors, Department of Professional and Occupational Regulation. The Provider gives me a copy of that statement with this contract.',
      ],
      source: TERMS,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Virginia residential contracts must show the contractor’s licence number, class of licence and classifications or specialty services. Add the provider’s licence number and class.',
      severity: 'warning',
      source: TERMS,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      message: 'Virginia residential contracts must show the contractor’s name and address. Add the provider’s address.',
      severity: 'warning',
      source: TERMS,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      message: 'Virginia residential contracts must state when the work will start. Add the start date.',
      severity: 'warning',
      source: TERMS,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      message: 'Virginia residential contracts must state the estimated completion date. Add the end date.',
      severity: 'warning',
      source: TERMS,
      confidence: 'high',
    },
    {
      field: 'paymentTerms',
      message:
        'Virginia residential contracts must state the total cost, the amounts and schedule of progress payments, and a specific statement of the down payment. State the down payment and the payment schedule in the payment terms.',
      severity: 'warning',
      source: TERMS,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The wording of DPOR’s statement of protection for consumers was not found in a current official copy; the provider must supply the Board’s current statement. The acknowledgment is in plain words.',
    'Licence class thresholds change: the research has Class C over $1,000 and under $10,000 and Class A at $120,000; Acts 2025, ch. 133 (SB 1059, approved 19 March 2025) appears to raise them to under $30,000 (Class C) and $150,000 (Class A). The effective date was not checked.',
    'The Board’s telephone number and street address come from a 2013 Virginia Register notice; check them against DPOR’s current contact page.',
  ],
};
