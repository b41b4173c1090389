import type { JurisdictionLaw } from '../types.ts';

const CONTRACTS = 'Minn. Stat. § 326B.809';
const LIEN_NOTICE = 'Minn. Stat. § 514.011, subd. 1';
const WARRANTIES = 'Minn. Stat. ch. 327A';

export const MN: JurisdictionLaw = {
  code: 'MN',
  name: 'Minnesota',
  confidence: 'high',
  statutes: ['Minn. Stat. §§ 326B.809, 514.011', 'Minn. Stat. ch. 327A'],
  summary:
    'Residential building contractors and remodelers in Minnesota must be licensed by the Department of Labor and Industry, and every proposal, contract and change order must be in writing with the company name and the qualifying person’s name and licence number. A contractor who uses subcontractors or suppliers must put the statutory lien notice in the contract in bold type, or no lien arises. State law gives the homeowner warranties on home improvement work (1 year for workmanship and materials, 2 years for plumbing, electrical, heating and cooling, 10 years for major construction defects in major structural work).',
  licensing: {
    agency: 'Minnesota Department of Labor and Industry (DLI)',
    // https://mn.gov/elicense/licenses/licensedetail.jsp?URI=tcm:29-3736&CT_URI=tcm:27-117-32 ; https://www.dli.mn.gov/CCLD/RBCContractorRemodApp.asp
    phone: '651-284-5005 (toll-free 800-342-5354)',
    website: 'www.dli.mn.gov',
    numberRequired: true,
    note: 'Residential building contractors and residential remodelers must hold a DLI licence, and the licence number must appear on their contracts.',
    source: CONTRACTS,
    confidence: 'medium',
  },
  writtenContract: {
    when: {},
    rule: 'Every agreement of a licensed residential building contractor or remodeler (proposal, estimate, bid, contract or change order) must be in writing, dated, with a detailed summary of the services, the materials or standard features, the total price or how it is set, the company name, and the qualifying person’s name and licence number.',
    source: CONTRACTS,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'mn-statutory-warranties',
      section: 'warranties',
      text: 'Minnesota law (Minn. Stat. ch. 327A) gives the Homeowner warranties on home improvement work, in addition to any warranty in this contract: for one year after completion, the work is free from defects caused by faulty workmanship and defective materials; for two years, it is free from defects caused by faulty installation of plumbing, electrical, heating and cooling systems; and, where the work involves major structural changes or additions, for ten years it is free from major construction defects.',
      source: WARRANTIES,
      confidence: 'medium',
    },
  ],
  notices: [
    {
      id: 'mn-lien-notice',
      title: 'NOTICE OF LIEN RIGHTS',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      paragraphs: [
        '(A) ANY PERSON OR COMPANY SUPPLYING LABOR OR MATERIALS FOR THIS IMPROVEMENT TO YOUR PROPERTY MAY FILE A LIEN AGAINST YOUR PROPERTY IF THAT PERSON OR COMPANY IS NOT PAID FOR THE CONTRIBUTIONS.',
        '(B) UNDER MINNESOTA LAW, YOU HAVE THE RIGHT TO PAY PERSONS WHO SUPPLIED LABOR OR MATERIALS FOR THIS IMPROVEMENT DIRECTLY AND DEDUCT THIS AMOUNT FROM OUR CONTRACT PRICE, OR WITHHOLD THE AMOUNTS DUE THEM FROM US UNTIL 120 DAYS AFTER COMPLETION OF THE IMPROVEMENT UNLESS WE GIVE YOU A LIEN WAIVER SIGNED BY PERSONS WHO SUPPLIED ANY LABOR OR MATERIAL FOR THE IMPROVEMENT AND WHO GAVE YOU TIMELY NOTICE.',
      ],
      source: LIEN_NOTICE,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Minnesota residential contracts must show the contractor’s DLI licence number, with the company name and the qualifying person’s name. Add the provider’s licence number.',
      severity: 'warning',
      source: CONTRACTS,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The contract contents under Minn. Stat. § 326B.809 are taken from a law-firm summary; the statute’s own text was not seen.',
    'The home solicitation right under Minn. Stat. §§ 325G.06-325G.11 was not re-checked; only the federal 3-day right is applied.',
    'The roofing and insurance-claim rules in Minn. Stat. § 325E.66 were not checked and are not encoded.',
  ],
};
