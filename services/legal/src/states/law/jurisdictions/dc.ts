import type { JurisdictionLaw } from '../types.ts';

const HOME_IMPROVEMENT = '16 DCMR ch. 8';
const DEFINITIONS = '16 DCMR § 899.1';
const RECEIPTS = '16 DCMR § 810';
const LICENSING = 'D.C. Code § 47-2883.01; 16 DCMR § 800.1';
const SOLICITATION = 'D.C. Code § 28-3811';
const AT_LEAST_300 = { atLeastCents: 30_000 };

export const DC: JurisdictionLaw = {
  code: 'DC',
  name: 'District of Columbia',
  confidence: 'medium',
  statutes: ['16 DCMR ch. 8 (Home Improvements)', 'D.C. Code § 47-2883.01', 'D.C. Code § 28-3811 (home solicitation sales)'],
  summary:
    'In the District of Columbia a home improvement contract of $300 or more (counting every contract with the same homeowner in 12 months) must be in writing, with every blank filled in, in at least three copies, and must show the contractor’s name, address, phone and licence number, each participating salesperson’s name and licence number, the payment terms and the approximate start and completion dates. A contract made by an unlicensed contractor is void, and a sale made at the home may be cancelled within 3 business days.',
  licensing: {
    agency: 'District of Columbia Department of Licensing and Consumer Protection (DLCP)',
    numberRequired: true,
    note: 'A home improvement contractor licence is needed to take any advance payment; a contract made by an unlicensed contractor is void and the homeowner may recover payments. The names and licence numbers of all participating salespersons also go on the contract.',
    source: LICENSING,
    confidence: 'medium',
  },
  writtenContract: {
    when: AT_LEAST_300,
    rule: 'A home improvement contract of $300 or more (adding together all contracts with the same homeowner within 12 months) must be in writing, with every blank filled in, signed by the contractor or salesperson, in at least three copies.',
    source: `${HOME_IMPROVEMENT}; ${DEFINITIONS}`,
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days for a home solicitation sale. How the District counts Saturdays was not confirmed, so they are not counted (the longer period).',
    source: SOLICITATION,
    confidence: 'medium',
  },
  terms: [
    // The parties section prints no state clauses, so these two contract-formation terms go in the scope section.
    {
      id: 'dc-copies',
      section: 'scope',
      when: AT_LEAST_300,
      text: 'This contract is made in at least three copies with every blank filled in, and the Homeowner has had a reasonable opportunity to examine it before signing. The Homeowner receives a copy signed by the Provider when the Homeowner signs, and a fully signed copy once the contract is fully executed.',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      id: 'dc-acceptance',
      section: 'scope',
      when: AT_LEAST_300,
      text: 'If this contract does not bind the Provider until the Provider accepts it, the Provider will tell the Homeowner in writing, within 15 days after the Homeowner signs, whether it accepts or rejects the contract.',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      id: 'dc-salespersons',
      section: 'licensing',
      when: AT_LEAST_300,
      text: 'Name and District of Columbia licence number of every salesperson who took part in making this contract: ______________________. The Provider will complete this before the Homeowner signs (writing “none” if no salesperson took part).',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      id: 'dc-receipts',
      section: 'payment',
      text: 'The Provider will give the Homeowner a written receipt for every payment made before the work is completed, unless the payment is made by check or money order.',
      source: RECEIPTS,
      confidence: 'medium',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerLicense',
      when: AT_LEAST_300,
      message:
        'District of Columbia home improvement contracts must show the contractor’s licence number. Add the provider’s licence number.',
      severity: 'warning',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: AT_LEAST_300,
      message: 'District of Columbia home improvement contracts must show the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      field: 'providerPhone',
      when: AT_LEAST_300,
      message: 'District of Columbia home improvement contracts must show the contractor’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      field: 'projectStartDate',
      when: AT_LEAST_300,
      message: 'District of Columbia home improvement contracts must state the approximate start date. Add the start date.',
      severity: 'warning',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
    {
      field: 'projectEndDate',
      when: AT_LEAST_300,
      message: 'District of Columbia home improvement contracts must state the approximate completion date. Add the end date.',
      severity: 'warning',
      source: HOME_IMPROVEMENT,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether the District caps the deposit on home improvement contracts was not confirmed; no cap is applied.',
    'The exact cancellation wording D.C. Code § 28-3811(g)(2) prescribes was not seen; the federal cancellation notice is used.',
    'Whether electronic copies satisfy the rule that the contract be made in at least three copies was not checked.',
  ],
};
