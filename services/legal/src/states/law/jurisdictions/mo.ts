import type { JurisdictionLaw } from '../types.ts';

const LIEN_NOTICE = 'Mo. Rev. Stat. § 429.012';

export const MO: JurisdictionLaw = {
  code: 'MO',
  name: 'Missouri',
  confidence: 'high',
  statutes: ['Mo. Rev. Stat. §§ 429.012, 429.013'],
  summary:
    'No general Missouri home improvement contract statute was found, and there is no statewide contractor licence; contractors are licensed, if at all, by the city or county. Before taking any payment, the contractor must give the owner the statutory NOTICE TO OWNER about mechanic’s liens in 10-point bold type, and this contract carries it. Subcontractors and suppliers can claim a lien on an owner-occupied home of up to four units only if the owner signs a separate Consent of Owner form, which this contract does not include.',
  terms: [],
  notices: [
    {
      id: 'mo-notice-to-owner',
      title: 'NOTICE TO OWNER',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      paragraphs: [
        'FAILURE OF THIS CONTRACTOR TO PAY THOSE PERSONS SUPPLYING MATERIAL OR SERVICES TO COMPLETE THIS CONTRACT CAN RESULT IN THE FILING OF A MECHANIC’S LIEN ON THE PROPERTY WHICH IS THE SUBJECT OF THIS CONTRACT PURSUANT TO CHAPTER 429, RSMO. TO AVOID THIS RESULT YOU MAY ASK THIS CONTRACTOR FOR “LIEN WAIVERS” FROM ALL PERSONS SUPPLYING MATERIAL OR SERVICES FOR THE WORK DESCRIBED IN THIS CONTRACT. FAILURE TO SECURE LIEN WAIVERS MAY RESULT IN YOUR PAYING FOR LABOR AND MATERIAL TWICE.',
      ],
      source: `${LIEN_NOTICE}.1`,
      confidence: 'high',
    },
  ],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'Missouri’s door-to-door sales rule under the Merchandising Practices Act (Mo. Rev. Stat. § 407.700 ff.) was not checked; only the federal 3-day right is applied.',
  ],
};
