import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'Ariz. Rev. Stat. § 32-1158';

export const AZ: JurisdictionLaw = {
  code: 'AZ',
  name: 'Arizona',
  confidence: 'medium',
  statutes: ['Ariz. Rev. Stat. § 32-1158', 'Ariz. Rev. Stat. §§ 32-1154, 32-1155'],
  summary:
    'Contractors in Arizona are licensed by the Registrar of Contractors, and a contract of more than $1,000 between a contractor and a property owner must be in writing with the licence number, the dates, the price, the deposit and the progress payments. It must also state prominently, in bold type, that the owner may file a written complaint with the Registrar, with the Registrar’s phone number and website and the time limit for complaints.',
  // Phone and website: the Registrar’s own pages, https://roc.az.gov/rules and
  // http://www.azroc.gov/Recovery/eligibility.html ("1-877-692-9762 (1-877-MY-AZROC)").
  licensing: {
    agency: 'Arizona Registrar of Contractors (ROC)',
    phone: '1-877-692-9762 (1-877-MY-AZROC, toll-free within Arizona)',
    website: 'roc.az.gov',
    numberRequired: true,
    note: 'Contractors are licensed by the Registrar; the licence number goes on contracts, bids and advertisements.',
    source: `${CONTRACT}(A)(1)`,
    confidence: 'medium',
  },
  writtenContract: {
    when: { overCents: 100_000 },
    rule: 'A contract of more than $1,000 between a contractor and the owner of the property must be in writing and signed by the owner and the contractor.',
    source: CONTRACT,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'az-copies-and-receipts',
      section: 'payment',
      when: { overCents: 100_000 },
      text: 'The Provider will give the Homeowner a legible copy of every document the Homeowner signs and a written, signed receipt for any cash payment.',
      source: `${CONTRACT}(B)`,
      confidence: 'medium',
    },
  ],
  notices: [
    // The statute prescribes the content, not the words: https://www.azleg.gov/ars/32/01158.htm
    {
      id: 'az-roc-complaint',
      title: 'YOUR RIGHT TO FILE A COMPLAINT WITH THE REGISTRAR OF CONTRACTORS',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      when: { overCents: 100_000 },
      paragraphs: [
        'THE PROPERTY OWNER HAS THE RIGHT TO FILE A WRITTEN COMPLAINT WITH THE ARIZONA REGISTRAR OF CONTRACTORS FOR AN ALLEGED VIOLATION OF A.R.S. § 32-1154, SUBSECTION A. THE REGISTRAR’S TELEPHONE NUMBER IS 1-877-692-9762 AND ITS WEBSITE IS ROC.AZ.GOV.',
        'COMPLAINTS MUST BE MADE WITHIN THE APPLICABLE TIME PERIOD SET FORTH IN A.R.S. § 32-1155, SUBSECTION A.',
      ],
      source: `${CONTRACT}(A)(9)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 100_000 },
      message: 'Arizona contracts over $1,000 must show the contractor’s ROC licence number. Add the provider’s licence number.',
      severity: 'warning',
      source: `${CONTRACT}(A)(1)`,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: { overCents: 100_000 },
      message: 'Arizona contracts over $1,000 must show the contractor’s business address. Add the provider’s address.',
      severity: 'warning',
      source: `${CONTRACT}(A)(1)`,
      confidence: 'medium',
    },
    {
      field: 'projectEndDate',
      when: { overCents: 100_000 },
      message: 'Arizona contracts over $1,000 must state the estimated date of completion of all work. Add the end date.',
      severity: 'warning',
      source: `${CONTRACT}(A)(4)`,
      confidence: 'medium',
    },
    {
      field: 'paymentTerms',
      when: { overCents: 100_000 },
      message:
        'Arizona contracts over $1,000 must state the amount of any advance deposit and the amount of each progress payment with the stage of construction at which it is due. State them in the payment terms.',
      severity: 'warning',
      source: `${CONTRACT}(A)(7)–(8)`,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Arizona’s home solicitation act (Ariz. Rev. Stat. § 44-5001 et seq.) was not checked; only the federal 3-day right is applied.',
    'The complaint time limit of Ariz. Rev. Stat. § 32-1155(A) is referred to, not stated, because the research did not give it.',
  ],
};
