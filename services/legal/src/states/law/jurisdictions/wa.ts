import type { JurisdictionLaw } from '../types.ts';

const NOTICE = 'Wash. Rev. Code § 18.27.114';
const REGISTRATION = 'Wash. Rev. Code ch. 18.27';

export const WA: JurisdictionLaw = {
  code: 'WA',
  name: 'Washington',
  confidence: 'high',
  statutes: ['Wash. Rev. Code § 18.27.114', 'Wash. Rev. Code ch. 18.27', 'Wash. Rev. Code ch. 60.04'],
  summary:
    'Contractors in Washington register with the Department of Labor & Industries and post a bond. For residential work of $1,000 or more, the contractor must give the customer the statutory NOTICE TO CUSTOMER, showing the registration number, bond amount and registration expiry, before work starts; the customer signs it, the contractor keeps the signed copy for three years, and without it the contractor has no lien rights.',
  // Website: Department pages seen at http://lni.wa.gov/TradesLicensing/Contractors/HireCon/Problems/Liens/default.asp
  licensing: {
    agency: 'Washington State Department of Labor & Industries (L&I)',
    website: 'lni.wa.gov',
    numberRequired: true,
    note: 'Contractors register with L&I and post a bond or deposit; the registration number, bond amount and registration expiry date appear in the NOTICE TO CUSTOMER.',
    source: REGISTRATION,
    confidence: 'high',
  },
  terms: [],
  notices: [
    // RCW 18.27.114(1), from https://instalawyer.io/laws/revised-code-of-washington/1827114-disclosure-statement-required-prerequisite
    // (that copy was seen up to "...is not paid,"); the closing paragraphs were checked against a public
    // reproduction of the statute and law-firm summaries (swca.org, levy-law.com), not the official RCW page.
    // The statute wants "lower case and upper case twelve-point and bold type where appropriate", so the
    // statute’s own capitals are kept rather than setting every paragraph in capitals.
    {
      id: 'wa-notice-to-customer',
      title: 'NOTICE TO CUSTOMER',
      verbatim: true,
      conspicuous: { pointSize: 12, keepCase: true },
      signedBy: ['homeowner'],
      when: { atLeastCents: 100_000 },
      paragraphs: [
        'This contractor is registered with the state of Washington, registration no. {providerLicense}, and has posted with the state a bond or deposit of {bondAmount} for the purpose of satisfying claims against the contractor for breach of contract including negligent or improper work in the conduct of the contractor’s business. The expiration date of this contractor’s registration is {licenseExpiry}.',
        'THIS BOND OR DEPOSIT MIGHT NOT BE SUFFICIENT TO COVER A CLAIM THAT MIGHT ARISE FROM THE WORK DONE UNDER YOUR CONTRACT.',
        'This bond or deposit is not for your exclusive use because it covers all work performed by this contractor. The bond or deposit is intended to pay valid claims up to {bondAmount} that you and other customers, suppliers, subcontractors, or taxing authorities may have.',
        'FOR GREATER PROTECTION YOU MAY WITHHOLD A PERCENTAGE OF YOUR CONTRACT.',
        'You may withhold a contractually defined percentage of your construction contract as retainage for a stated period of time to provide protection to you and help insure that your project will be completed as required by your contract.',
        'YOUR PROPERTY MAY BE LIENED.',
        'If a supplier of materials used in your construction project or an employee or subcontractor of your contractor or subcontractors is not paid, your property may be liened to force payment and you could pay twice for the same work.',
        'FOR ADDITIONAL PROTECTION, YOU MAY REQUEST THE CONTRACTOR TO PROVIDE YOU WITH ORIGINAL “LIEN RELEASE” DOCUMENTS FROM EACH SUPPLIER OR SUBCONTRACTOR ON YOUR PROJECT.',
        'The contractor is required to provide you with further information about lien release documents if you request it. General information is also available from the state Department of Labor and Industries.',
        'I have received a copy of this disclosure statement.',
      ],
      source: `${NOTICE}(1)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { atLeastCents: 100_000 },
      message:
        'Washington’s NOTICE TO CUSTOMER must show the contractor’s L&I registration number, and without the signed notice the contractor has no lien rights. Add the provider’s registration number.',
      severity: 'warning',
      source: NOTICE,
      confidence: 'high',
    },
    {
      field: 'bondAmount',
      when: { atLeastCents: 100_000 },
      message:
        'Washington’s NOTICE TO CUSTOMER must state the bond or deposit the contractor has posted with the state. Add the bond amount.',
      severity: 'warning',
      source: NOTICE,
      confidence: 'high',
    },
    {
      field: 'licenseExpiry',
      when: { atLeastCents: 100_000 },
      message: 'Washington’s NOTICE TO CUSTOMER must state when the contractor’s registration expires. Add the registration expiry date.',
      severity: 'warning',
      source: NOTICE,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The closing paragraphs of the NOTICE TO CUSTOMER (from “your property may be liened to force payment” to “I have received a copy of this disclosure statement”) were checked against a secondary reproduction, not the official RCW text; re-check against app.leg.wa.gov.',
    'State home-solicitation right to cancel (Wash. Rev. Code § 63.14.154, 3 business days): text not re-fetched.',
    'Whether the construction-defect notice of Wash. Rev. Code ch. 64.50 reaches remodelling contracts is unconfirmed.',
  ],
};
