import type { JurisdictionLaw } from '../types.ts';

const SOLICITATION = 'RSA 361-B:2';
const REPAIR = 'RSA 359-G:7';

export const NH: JurisdictionLaw = {
  code: 'NH',
  name: 'New Hampshire',
  confidence: 'high',
  statutes: ['RSA 361-B:1, 361-B:2', 'RSA 359-G:7'],
  summary:
    'New Hampshire has no general contractor licence and no deposit limit. A sale of $150 or more made away from the seller’s permanent place of business may be cancelled until midnight of the third business day, and the contract must say so in bold type next to the buyer’s signature. Contracts to build or improve a home for more than $5,000 must carry a conspicuous notice of the contractor’s right to repair defects before the owner sues (RSA 359-G).',
  writtenContract: {
    when: { soldAtHome: true, atLeastCents: 15_000 },
    rule: 'In a home solicitation sale of $150 or more, the seller must give the buyer, when the contract is signed, a fully completed receipt and a copy of the contract showing the seller’s name and address and the date of the transaction.',
    source: SOLICITATION,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true, atLeastCents: 15_000 },
    rule: '3 business days (until midnight of the third business day) for a sale of goods or services of $150 or more made anywhere other than the seller’s permanent place of business; the buyer cancels by written notice mailed to the seller (preferably certified or registered) and payments are returned within 15 days of cancellation.',
    source: 'RSA 361-B:1, 361-B:2',
    confidence: 'high',
  },
  terms: [],
  notices: [
    // http://gencourt.state.nh.us/rsa/html/XXXIII-A/361-B/361-B-mrg.htm
    {
      id: 'nh-361b-right-to-cancel',
      title: 'BUYER’S RIGHT TO CANCEL',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { soldAtHome: true, atLeastCents: 15_000 },
      paragraphs: [
        'ANY BUYER MAY CANCEL THIS TRANSACTION ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION.',
      ],
      source: 'RSA 361-B:2, I',
      confidence: 'high',
    },
    // http://laws9.com/statutes/new-hampshire/TITLEXXXI/CHAPTER359-G/359-G-7
    {
      id: 'nh-359g-right-to-repair',
      title: 'NOTICE OF NEW HAMPSHIRE CONSTRUCTION DEFECT LAW (RSA 359-G)',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { overCents: 500_000 },
      paragraphs: [
        'NEW HAMPSHIRE LAW, RSA 359-G, CONTAINS IMPORTANT REQUIREMENTS YOU MUST FOLLOW BEFORE YOU MAY FILE A LAWSUIT OR OTHER ACTION FOR DEFECTIVE CONSTRUCTION AGAINST THE CONTRACTOR WHO CONSTRUCTED, REMODELED, OR REPAIRED YOUR HOME. SIXTY DAYS BEFORE YOU FILE YOUR LAWSUIT OR OTHER ACTION, YOU MUST SERVE ON THE CONTRACTOR A WRITTEN NOTICE OF ANY CONSTRUCTION CONDITIONS YOU ALLEGE ARE DEFECTIVE. UNDER THE LAW, A CONTRACTOR HAS THE OPPORTUNITY TO MAKE AN OFFER TO REPAIR AND/OR PAY FOR THE DEFECTS. THERE ARE STRICT DEADLINES AND PROCEDURES UNDER STATE LAW, AND FAILURE TO FOLLOW THEM MAY AFFECT YOUR ABILITY TO FILE A LAWSUIT OR OTHER ACTION.',
      ],
      source: REPAIR,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { soldAtHome: true, atLeastCents: 15_000 },
      message:
        'New Hampshire home solicitation sales of $150 or more must give the buyer a contract showing the seller’s name and address. Add the provider’s address.',
      severity: 'warning',
      source: SOLICITATION,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'One website describes an “RSA 358-G” home improvement contract statute; no such statute was confirmed.',
    'RSA 359-G:7 asks for a “conspicuous” notice without a type size; 10 point is HomePact’s choice, not the statute’s.',
  ],
};
