import type { JurisdictionLaw } from '../types.ts';

const CONTENTS = 'Ind. Code § 24-5-11-10';
const OVER_150 = { overCents: 15_000 };

export const IN: JurisdictionLaw = {
  code: 'IN',
  name: 'Indiana',
  confidence: 'high',
  statutes: ['Ind. Code § 24-5-11 (Home Improvement Contracts Act)', 'Ind. Code § 24-5-0.5', 'Ind. Code § 24-5-10'],
  summary:
    'Indiana’s Home Improvement Contracts Act covers every residential real property improvement contract over $150: the supplier must give the homeowner the completed contract before the homeowner signs, sign it first, and include the parties, an email address, who to contact about problems, the dates, a description of the work and the price. Indiana has no state general contractor licence; plumbers are licensed by the state and some cities license contractors.',
  writtenContract: {
    when: OVER_150,
    rule: 'Real property improvement contracts over $150 must be in writing; the supplier gives the completed contract to the consumer before the consumer signs, signs it first, and gives the consumer a fully signed copy.',
    source: CONTENTS,
    confidence: 'high',
  },
  terms: [
    {
      id: 'in-completed-before-signing',
      section: 'parties',
      when: OVER_150,
      text: 'The Provider gave the Homeowner this completed contract before the Homeowner signed it, signed it before the Homeowner, and will give the Homeowner a fully signed copy.',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      id: 'in-offer-expiry',
      section: 'parties',
      when: OVER_150,
      text: 'This contract was submitted to the Homeowner on the date the Provider sent it for signature. The offer expires if the Homeowner has not signed this contract within 30 days after that date.',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      id: 'in-subcontractors',
      section: 'scope',
      when: OVER_150,
      text: 'The names and addresses of the subcontractors and suppliers the Provider expects to use are listed in the description of the work.',
      source: CONTENTS,
      confidence: 'medium',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      when: OVER_150,
      message: 'Indiana home improvement contracts over $150 must show the supplier’s name and address. Add the provider’s address.',
      severity: 'warning',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      field: 'providerEmail',
      when: OVER_150,
      message:
        'Indiana home improvement contracts over $150 must give an email address the supplier uses to communicate with consumers. Add the provider’s email.',
      severity: 'warning',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: OVER_150,
      message:
        'Indiana home improvement contracts over $150 must give the name and telephone number of the person to whom problems and inquiries can be directed. Add the provider’s phone.',
      severity: 'warning',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      when: OVER_150,
      message: 'Indiana home improvement contracts over $150 must state the approximate starting date. Add the start date.',
      severity: 'warning',
      source: CONTENTS,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      when: OVER_150,
      message: 'Indiana home improvement contracts over $150 must state the approximate completion date. Add the end date.',
      severity: 'warning',
      source: CONTENTS,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'in-supplier-signs-first',
      when: OVER_150,
      message:
        'Indiana requires the supplier to sign the completed contract before the homeowner signs it. The provider must sign first, and only then send the contract to the homeowner to sign.',
      source: CONTENTS,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'Sources report a required statement that the contractor will not submit insurance claims on the consumer’s behalf “where relevant”; when it applies and its wording were not confirmed.',
    'Extra cancellation rights for insurance-paid exterior and roofing work (Ind. Code § 24-5-11-10.5) and the post-2017 rules of § 24-5-11-10.6 were not re-fetched.',
    'Indiana’s home solicitation act (Ind. Code § 24-5-10) was not re-fetched; only the federal 3-day right is applied.',
    'Local licence numbers on the contract (for example Indianapolis): not confirmed.',
  ],
};
