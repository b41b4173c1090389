import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'Mass. Gen. Laws ch. 142A, § 2(a)';
const CHAPTER = 'Mass. Gen. Laws ch. 142A';
const OVER_1000 = { overCents: 100_000 };

export const MA: JurisdictionLaw = {
  code: 'MA',
  name: 'Massachusetts',
  confidence: 'high',
  statutes: ['Mass. Gen. Laws ch. 142A, §§ 2–8, 13, 17', '201 Mass. Code Regs. 18.00', 'Mass. Gen. Laws ch. 93A'],
  summary:
    'Home improvement contractors working on existing owner-occupied 1–4 unit homes in Massachusetts register with the Office of Consumer Affairs and Business Regulation, and every contract over $1,000 must be in writing with the registration number, dates, a detailed description, the price and a payment schedule. The deposit may not exceed the greater of one third of the price or the cost of special-order materials, no final payment is due until the work is complete, and the contract carries a conspicuous notice about registration.',
  licensing: {
    agency: 'Massachusetts Office of Consumer Affairs and Business Regulation (OCABR)',
    numberRequired: true,
    note: 'Home improvement contractor registration for residential contracting on an existing owner-occupied 1–4 unit residence (licensed trades within their licence and some work, such as landscaping, interior painting and floor covering, are exempt); structural work also needs a Construction Supervisor Licence from the Board of Building Regulations and Standards.',
    source: `${CHAPTER}, §§ 2, 13`,
    confidence: 'high',
  },
  writtenContract: {
    when: OVER_1000,
    rule: 'Every agreement to perform residential contracting services in an amount over $1,000 must be in writing and signed by all parties.',
    source: CONTRACT,
    confidence: 'high',
  },
  depositCap: {
    kind: 'fraction-or-special-order',
    numerator: 1,
    denominator: 3,
    combine: 'greater',
    rule: 'A deposit paid before work starts may not exceed the greater of one third of the total price or the actual cost of special-order or custom-made materials or equipment that must be ordered in advance.',
    source: `${CONTRACT}(6)`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'ma-salesperson',
      section: 'parties',
      when: OVER_1000,
      text: 'The name of any salesperson who solicited or negotiated this contract for the Provider is given in the description of the work; if none is given, no salesperson was involved.',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      id: 'ma-no-work-before-signed-copy',
      section: 'timeline',
      when: OVER_1000,
      text: 'The Provider will not begin any work until the Provider has delivered to the Homeowner a copy of this contract signed by all parties.',
      source: CHAPTER,
      confidence: 'medium',
    },
    {
      id: 'ma-final-payment',
      section: 'payment',
      when: OVER_1000,
      text: 'No final payment will be demanded until the work under this contract is completed to the satisfaction of the Homeowner and the Provider.',
      source: `${CONTRACT}(6)`,
      confidence: 'high',
    },
    {
      id: 'ma-no-acceleration',
      section: 'payment',
      when: OVER_1000,
      text: 'No payment under this contract becomes due earlier than the payment schedule provides; this contract has no acceleration clause.',
      source: CHAPTER,
      confidence: 'medium',
    },
  ],
  notices: [
    {
      id: 'ma-registration-notice',
      title: 'NOTICE: REGISTRATION OF CONTRACTORS',
      verbatim: false,
      // "Clear and conspicuous", no size named; 10-point is the floor used here.
      conspicuous: { pointSize: 10 },
      when: OVER_1000,
      paragraphs: [
        'ALL CONTRACTORS AND SUBCONTRACTORS MUST BE REGISTERED BY THE DIRECTOR OF THE OFFICE OF CONSUMER AFFAIRS AND BUSINESS REGULATION, AND ANY INQUIRIES ABOUT A CONTRACTOR OR SUBCONTRACTOR RELATING TO A REGISTRATION SHOULD BE DIRECTED TO THE DIRECTOR.',
        'THE PROVIDER’S HOME IMPROVEMENT CONTRACTOR REGISTRATION NUMBER IS:',
        '{providerLicense}',
      ],
      source: `${CONTRACT}(8)`,
      confidence: 'high',
    },
    {
      id: 'ma-homeowner-rights-notice',
      title: 'NOTICE OF THE HOMEOWNER’S RIGHTS UNDER CHAPTER 142A',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      when: OVER_1000,
      paragraphs: [
        'THE HOMEOWNER MAY HAVE A RIGHT TO CANCEL THIS CONTRACT WITHIN THREE BUSINESS DAYS. THE HOMEOWNER MAY ALSO HAVE RIGHTS UNDER MASSACHUSETTS GENERAL LAWS CHAPTER 142A TO THE STATE’S ARBITRATION PROGRAM AND TO THE RESIDENTIAL CONTRACTORS’ GUARANTY FUND FOR LOSSES CAUSED BY A REGISTERED CONTRACTOR.',
      ],
      source: `${CONTRACT}(8); ${CHAPTER}, §§ 3–8`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      when: OVER_1000,
      message:
        'Massachusetts home improvement contracts over $1,000 must show the contractor’s home improvement contractor registration number. Add the provider’s registration number.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      when: OVER_1000,
      message:
        'Massachusetts home improvement contracts over $1,000 must show the parties’ addresses, and a post office box is not an address. Add the provider’s street address.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      when: OVER_1000,
      message:
        'Massachusetts home improvement contracts over $1,000 must state the date the work is scheduled to begin. Add the start date.',
      severity: 'warning',
      source: `${CONTRACT}(3)`,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      when: OVER_1000,
      message:
        'Massachusetts home improvement contracts over $1,000 must state the date the work is scheduled to be substantially completed. Add the end date.',
      severity: 'warning',
      source: `${CONTRACT}(3)`,
      confidence: 'high',
    },
    {
      field: 'paymentTerms',
      when: OVER_1000,
      message:
        'Massachusetts home improvement contracts over $1,000 must give a time schedule of payments with the amount of each payment in dollars, including all finance charges. State the schedule in the payment terms.',
      severity: 'warning',
      source: `${CONTRACT}(6)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The rest of the notice required by Mass. Gen. Laws ch. 142A, § 2(a)(8)–(10) was not seen in full; summaries say it covers the 3-day cancellation right, the guaranty fund and arbitration, and permit responsibilities (possibly including the effect on guaranty-fund access when the owner obtains the permit). Only the registration notice is stated as law; the rest is in plain, hedged words.',
    'The statute’s text asks for the parties’ social security numbers; 201 Mass. Code Regs. 18.05(2)(a)2 (seen during encoding) excludes them and asks for the registration number on the first page of the contract. Not encoded; check before asking for any SSN.',
    'The state home-solicitation right to cancel (Mass. Gen. Laws ch. 93, § 48, 3 business days) was not re-fetched; only the federal 3-day right is applied.',
  ],
};
