import type { JurisdictionLaw } from '../types.ts';

const REG = '6 Del. Admin. Code 106';
const SOLICITATION = '6 Del. C. ch. 44';

export const DE: JurisdictionLaw = {
  code: 'DE',
  name: 'Delaware',
  confidence: 'medium',
  statutes: [
    '6 Del. C. § 2511 ff. (Consumer Fraud Act)',
    '6 Del. Admin. Code 106 (Home Improvement Services, eff. Nov. 1, 2023)',
    '6 Del. C. ch. 44',
    '19 Del. C. ch. 36',
  ],
  summary:
    'Since November 1, 2023, the Attorney General’s Regulation 106 requires every Delaware home improvement contract to state the estimated completion date, the price and what is delivered, all warranties, delivery and installation charges, the contractor’s contact details, whether oral changes count and the right to cancel, and to come with a summary of the regulation. A sale made at the home may be cancelled until midnight of the third business day, and door-to-door selling is allowed only between 9 a.m. and 8 p.m. Contractors register with the Department of Labor; the pending bill that would add a 10% deposit cap and a longer period for older buyers is not law yet.',
  licensing: {
    agency: 'Delaware Department of Labor, Office of Contractor Registration',
    numberRequired: false,
    note: 'Anyone performing construction or maintenance work in Delaware must be on the Department of Labor’s Contractor Registry and hold a Division of Revenue business licence.',
    // Contractor Registration Act, 19 Del. C. §§ 3601-3611: https://www.law.com/thelegalintelligencer/2019/08/15/businesses-get-familiar-with-recent-changes-to-del-construction-law/
    source: '19 Del. C. ch. 36',
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days (until midnight of the third business day) for a door-to-door sale under the Home Solicitation Sales Act; Regulation 106 requires the contract to state this right.',
    source: SOLICITATION,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'de-mutually-binding',
      section: 'scope',
      text: 'This contract binds the Homeowner only when it also binds the Provider. The Homeowner is not bound by a contract the Provider has not signed.',
      source: REG,
      confidence: 'medium',
    },
    {
      id: 'de-no-oral-changes',
      section: 'scope',
      text: 'Oral agreements and oral changes are not valid under this contract. Any change to the work, the price or the dates must be in writing and signed by both the Homeowner and the Provider.',
      source: REG,
      confidence: 'medium',
    },
    {
      id: 'de-completion-certificate',
      section: 'timeline',
      text: 'The Provider will not ask the Homeowner to sign a certificate of completion, or any similar document, before the work is complete.',
      source: REG,
      confidence: 'medium',
    },
    {
      id: 'de-price-and-charges',
      section: 'payment',
      text: 'The contract price covers the merchandise and work described in this contract. The payment terms state any delivery or installation charges and, if any part of the price is figured on a cost-plus basis, the method used to figure it; no other such charge may be added.',
      source: REG,
      confidence: 'medium',
    },
    {
      id: 'de-warranties',
      section: 'warranties',
      text: 'This contract states every express warranty the Provider gives and every warranty the Provider disclaims. No warranty is disclaimed unless this contract says so.',
      source: REG,
      confidence: 'medium',
    },
    {
      id: 'de-no-full-price-damages',
      section: 'termination',
      text: 'Nothing in this contract entitles the Provider to the full contract price, as liquidated damages or otherwise, for work the Provider has not performed.',
      source: REG,
      confidence: 'medium',
    },
  ],
  notices: [
    // Requirements as listed in https://www.mgmlaw.com/news-insights/attorney-general-issues-new-regulations-for-home-improvement-contracts
    // Summary to be given before signing: https://delawarebusinessnow.com/2023/11/attorney-generals-office-announces-rules-for-home-improvement-contractors-following-hundreds-of-complaints/
    {
      id: 'de-reg-106-summary',
      title: 'SUMMARY OF DELAWARE HOME IMPROVEMENT REGULATION 106',
      verbatim: false,
      beforeSigning: true,
      paragraphs: [
        'Delaware’s Consumer Fraud Act regulation on home improvement services (6 Del. Admin. Code 106) protects homeowners who hire a home improvement contractor. The Consumer Protection Unit of the Delaware Department of Justice enforces it. This is a plain-words summary.',
        'Your contract must state: the estimated completion date; the contract price and the merchandise to be delivered; how any cost-plus figure is calculated; all material terms; every express warranty and every warranty disclaimed; any delivery or installation charges; the contractor’s contact information; whether oral agreements or changes are valid; and your right to cancel under Delaware’s Home Solicitation Sales Act.',
        'A contractor may not: make you bound by the contract before the contractor is; use a liquidated damages clause that gives the contractor the full price when no work has been done; get you to sign a certificate of completion before the work is complete; have you sign anything when the contractor has reason to know you cannot read or do not understand it; lead you to believe a down payment is the full price; call a binding contract an “estimate” or misrepresent whether a price is binding; falsely claim to be part of a firm, group or government agency; falsely claim merchandise is state of the art or misrepresent its quality or composition; or present a standard price as “reduced”.',
      ],
      source: REG,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'projectEndDate',
      message: 'Delaware home improvement contracts must state the estimated completion date (Regulation 106). Add the end date.',
      severity: 'warning',
      source: REG,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      message:
        'Delaware home improvement contracts must give the contractor’s contact information (Regulation 106). Add the provider’s address.',
      severity: 'warning',
      source: REG,
      confidence: 'medium',
    },
    {
      field: 'providerPhone',
      message:
        'Delaware home improvement contracts must give the contractor’s contact information (Regulation 106). Add the provider’s phone.',
      severity: 'warning',
      source: REG,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'HB 57 (153rd General Assembly) is pending, not law: it would require all home improvement contracts in writing, allow cancellation within 3 business days for contracts over $500 and 5 business days for buyers 62 or older, impaired adults and people with disabilities, cap the initial deposit at 10% unless more is needed for materials, and set start-work deadlines.',
    'Regulation 106 requires a summary of the regulation; the Consumer Protection Unit’s own summary text was not found, so the notice is HomePact’s plain-words summary and should be replaced by the official one.',
    'The list of required contract terms comes from a law-firm summary of Regulation 106; the regulation’s own section numbers were not seen.',
    'Regulation 106 (as summarised) refers to the right to cancel “under 6 Del. C. § 4402(2)”, but § 4402 is the chapter’s short title in the code copy found; check the citation.',
    '6 Del. C. § 4404 (seen in a code copy, not in the research) wants the door-to-door cancellation statement in the language of the sales presentation and in an ink colour different from the rest of the contract; whether HomePact’s rendering meets that was not checked.',
  ],
};
