import type { JurisdictionLaw } from '../types.ts';

const BUS_REG = 'Md. Code, Bus. Reg. § 8-501';
const DEPOSIT = 'Md. Code, Bus. Reg. § 8-617';
const CANCEL = 'Md. Code, Com. Law § 14-302.1';
const ARBITRATION = 'COMAR 09.08.01.25';

export const MD: JurisdictionLaw = {
  code: 'MD',
  name: 'Maryland',
  confidence: 'high',
  statutes: ['Md. Code, Bus. Reg. §§ 8-501, 8-617, 8-405', 'Md. Code, Com. Law § 14-302.1', 'COMAR 09.08.01.25'],
  summary:
    'Every home improvement contractor and salesperson in Maryland must be licensed by the Maryland Home Improvement Commission (MHIC), and the contract must show their licence numbers and the Commission’s contact details. The deposit may not exceed one third of the price. A contract sold at the home may be cancelled within 5 business days (7 if the buyer is 65 or older), on a separate form the buyer acknowledges in writing.',
  licensing: {
    agency: 'Maryland Home Improvement Commission (MHIC)',
    phone: '410-230-6309 (toll-free 888-218-5925)',
    website: 'www.labor.maryland.gov/license/mhic',
    numberRequired: true,
    note: 'Contractors and salespersons must hold an MHIC licence; the contract shows both licence numbers.',
    source: BUS_REG,
    confidence: 'high',
  },
  writtenContract: {
    when: {},
    rule: 'Every home improvement contract must be in writing, legible, and signed by each party.',
    source: BUS_REG,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 5,
    seniorBusinessDays: 7,
    saturdays: false,
    holidays: 'federal',
    separateForm: true,
    when: { soldAtHome: true },
    rule: '5 business days for a home improvement contract sold at the home, 7 if the buyer is 65 or older; the Notice of Cancellation is a separate form and the buyer signs an acknowledgment of the right.',
    source: CANCEL,
    confidence: 'high',
  },
  depositCap: {
    kind: 'fraction',
    numerator: 1,
    denominator: 3,
    rule: 'No more than one third of the contract price may be taken before or at signing, and nothing before the contract is signed.',
    source: DEPOSIT,
    confidence: 'high',
  },
  terms: [
    {
      id: 'md-performance-bond',
      section: 'licensing',
      text: 'The Homeowner may, at the Homeowner’s own expense, buy a performance bond to protect against the Provider’s failure to complete the work. Each contractor in Maryland must be licensed by the Maryland Home Improvement Commission, and anyone may ask the Commission about a contractor.',
      source: BUS_REG,
      confidence: 'high',
    },
    {
      id: 'md-arbitration-initials',
      section: 'termination',
      when: { arbitration: true },
      text: 'Maryland requires the arbitration clause above to name the arbitrator or arbitration organisation, to state the fees and whether the award is binding, and to be initialled and dated by both parties next to it. A claim against the Home Improvement Guaranty Fund is stayed until the arbitration ends.',
      source: `${ARBITRATION}; Md. Code, Bus. Reg. § 8-405(c)`,
      confidence: 'high',
    },
  ],
  notices: [
    {
      id: 'md-mhic-notice',
      title: 'MARYLAND HOME IMPROVEMENT COMMISSION',
      verbatim: false,
      paragraphs: [
        'Each contractor and salesperson performing home improvement work in Maryland must be licensed by the Maryland Home Improvement Commission. Anyone may ask the Commission about a contractor or salesperson, including any complaints, by calling 410-230-6309 (toll-free 888-218-5925) or visiting www.labor.maryland.gov/license/mhic.',
        'The Commission’s regulations give homeowners protections, including the Home Improvement Guaranty Fund for losses caused by a licensed contractor, and the right to buy a performance bond.',
      ],
      source: BUS_REG,
      confidence: 'high',
    },
    {
      id: 'md-mortgage-lien-notice',
      title: 'NOTICE: THIS CONTRACT CREATES A MORTGAGE OR LIEN',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      when: { securedByHome: true },
      paragraphs: [
        'THIS CONTRACT CREATES A MORTGAGE OR LIEN AGAINST YOUR PROPERTY TO SECURE PAYMENT AND MAY CAUSE A LOSS OF YOUR PROPERTY IF YOU FAIL TO PAY THE AMOUNT AGREED UPON. YOU HAVE THE RIGHT TO CONSULT AN ATTORNEY.',
      ],
      source: `${BUS_REG}(c)(2)`,
      confidence: 'medium',
    },
    {
      id: 'md-cancellation-acknowledgment',
      title: "BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL",
      verbatim: true,
      when: { soldAtHome: true },
      signedBy: ['homeowner'],
      paragraphs: [
        'I, {homeownerName}, have been provided oral notice that I have the right to cancel this transaction, without any penalty or obligation, within 5 business days from the date of the transaction specified on the "Notice of Cancellation", or, if I am at least 65 years old, within 7 business days from the date of the transaction specified on the "Notice of Cancellation".',
        '{seniorCheckbox} check if buyer is at least 65 years old',
      ],
      source: CANCEL,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Maryland home improvement contracts must show the contractor’s MHIC licence number (and each salesperson’s). Add the provider’s licence number.',
      severity: 'warning',
      source: BUS_REG,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      message: 'Maryland home improvement contracts must show the contractor’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: BUS_REG,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      message: 'Maryland home improvement contracts must show the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: BUS_REG,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      message: 'Maryland home improvement contracts must state the approximate start date. Add the start date.',
      severity: 'warning',
      source: BUS_REG,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      message: 'Maryland home improvement contracts must state the approximate date of substantial completion. Add the end date.',
      severity: 'warning',
      source: BUS_REG,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'md-oral-notice',
      when: { soldAtHome: true },
      message:
        'Maryland requires the seller to tell the buyer out loud about the right to cancel, and the buyer signs that this was done. HomePact cannot give that oral notice: the provider must tell the homeowner before the homeowner signs.',
      source: CANCEL,
      confidence: 'high',
    },
  ],
  unconfirmed: [],
};
