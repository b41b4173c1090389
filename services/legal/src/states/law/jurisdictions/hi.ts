import type { JurisdictionLaw } from '../types.ts';

const DISCLOSURE = 'Haw. Rev. Stat. § 444-25.5';
const DISCLOSURE_RULE = 'Haw. Code R. § 16-77-79';
const CONTRACT_RULE = 'Haw. Code R. § 16-77-80';
const REPAIR_ACT = 'Haw. Rev. Stat. § 672E-11';

export const HI: JurisdictionLaw = {
  code: 'HI',
  name: 'Hawaii',
  confidence: 'high',
  statutes: ['Haw. Rev. Stat. §§ 444-25.5, 672E-11', 'Haw. Code R. §§ 16-77-79, 16-77-80'],
  summary:
    'Before or when a Hawaii homeowner signs, the licensed contractor must explain out loud and in detail everyone’s lien rights and the homeowner’s option to demand a bond. The written contract, signed by both before any work starts, must show the contractor’s licence number and classification, the start date and time for completion, the share of work subcontracted with each subcontractor’s name and licence number, the lien rights of the parties, any warranty and the contractor’s right to repair defects before a lawsuit, with a statement in capital letters next to the owner’s signature on the risk of paying a sales representative.',
  licensing: {
    agency:
      'Hawaii Contractors License Board (Department of Commerce and Consumer Affairs, Professional and Vocational Licensing Division)',
    // Official page: http://cca.hawaii.gov/pvl/boards/contractor/
    website: 'cca.hawaii.gov/pvl/boards/contractor',
    numberRequired: true,
    note: 'The contract shows the contractor’s licence number and classification(s), and the names and licence numbers of all subcontractors.',
    source: CONTRACT_RULE,
    confidence: 'high',
  },
  writtenContract: {
    when: {},
    rule: 'Every contract for home construction or improvements (other than service work that needs no building permit) must be in writing, signed by the contractor and the homeowner, and executed before any work is performed.',
    source: `${DISCLOSURE}(b)`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'hi-subcontractors',
      section: 'scope',
      text: 'Approximate percentage of the work to be subcontracted: ______ percent. Name and Hawaii contractor licence number of every subcontractor: ______________________. The Provider will complete both before the Homeowner signs (writing “none” if no work is subcontracted).',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
    {
      id: 'hi-completion-days',
      section: 'timeline',
      text: 'The Provider will begin the work on the start date stated in this contract and complete it within the number of days from that date to the completion date stated in this contract.',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
  ],
  notices: [
    // Plain words: the DCCA “Disclosure of Lien Rights” form (“HOMEOWNERS TAKE NOTICE …”) was seen only in an incomplete
    // third-party copy (https://docslib.org/doc/10560180/disclosure-of-lien-rights-access-this-form-via-website-at-cca-hawaii-gov-pvl).
    {
      id: 'hi-lien-rights-and-bonding',
      title: 'DISCLOSURE OF LIEN RIGHTS AND BONDING',
      verbatim: false,
      beforeSigning: true,
      paragraphs: [
        'Anyone who furnishes labor or materials for this project (the contractor, a subcontractor or a material supplier) and is not paid may ask the Circuit Court for a lien against the property under Hawaii Revised Statutes chapter 507. This is true even if the homeowner has paid the contractor in full and the contractor has not paid its subcontractors or suppliers. The homeowner will be notified and may defend against the claim in court.',
        'The homeowner may demand that the contractor provide a bond for this project. A performance and payment bond guarantees that the work will be completed and that subcontractors and suppliers will be paid; the contractor will explain how a bond would protect the homeowner and its approximate cost.',
        'The homeowner may check the contractor’s licence with the Contractors License Board at cca.hawaii.gov/pvl.',
      ],
      source: `${DISCLOSURE}(a); ${DISCLOSURE_RULE}; ${CONTRACT_RULE}`,
      confidence: 'high',
    },
    {
      id: 'hi-verbal-explanation-acknowledgment',
      title: 'HOMEOWNER’S ACKNOWLEDGMENT OF THE CONTRACTOR’S EXPLANATION',
      verbatim: false,
      signedBy: ['homeowner'],
      paragraphs: [
        'I, {homeownerName}, acknowledge that before I signed this contract {providerName} explained to me verbally and in detail (1) the lien rights of every party performing under this contract, including me, the contractor, any subcontractor and any material supplier; and (2) my option to demand bonding on the project, how a bond would protect me, and the approximate cost of the bond.',
      ],
      source: `${DISCLOSURE}(a)(1)-(2)`,
      confidence: 'high',
    },
    {
      id: 'hi-contractor-repair-act',
      title: 'NOTICE OF CONTRACTOR’S RIGHT TO RESOLVE CONSTRUCTION DEFECTS',
      verbatim: false,
      paragraphs: [
        'Hawaii’s Contractor Repair Act (Hawaii Revised Statutes chapter 672E) contains requirements the homeowner must follow before filing a lawsuit or other action against the contractor for defective construction. The homeowner must first serve the contractor with a written notice of the claimed defects, and the contractor then has the opportunity to offer to repair them or pay for them before the claim goes to court or arbitration. The homeowner does not have to accept the contractor’s offer. The law sets strict procedures and deadlines.',
      ],
      source: `${DISCLOSURE}(b)(2); ${REPAIR_ACT}`,
      confidence: 'high',
    },
    // HAR § 16-77-80 wants the statement in distinct capital letters next to the owner’s signature line; it names no
    // type size, so 10 points is used, and the homeowner signs directly below it.
    {
      id: 'hi-sales-representative-risk',
      title: 'RISK OF LOSS OF PAYMENTS TO A SALES REPRESENTATIVE',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      signedBy: ['homeowner'],
      paragraphs: [
        'ANY PAYMENT YOU MAKE TO A SALES REPRESENTATIVE, RATHER THAN DIRECTLY TO THE CONTRACTOR, IS MADE AT YOUR OWN RISK. IF THE SALES REPRESENTATIVE DOES NOT PASS IT ON TO THE CONTRACTOR, YOU MAY LOSE THAT PAYMENT.',
      ],
      source: CONTRACT_RULE,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Hawaii home improvement contracts must show the contractor’s licence number and classification(s). Add the provider’s licence number and classification.',
      severity: 'warning',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      message: 'Hawaii home improvement contracts must show the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      message: 'Hawaii home improvement contracts must state the date the work is to begin. Add the start date.',
      severity: 'warning',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      message: 'Hawaii home improvement contracts must state the number of days for completion. Add the end date.',
      severity: 'warning',
      source: CONTRACT_RULE,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'hi-verbal-explanation',
      message:
        'Hawaii requires the licensed contractor to explain to the homeowner verbally and in detail, before or when the homeowner signs, the lien rights of everyone working under the contract and the homeowner’s option to demand a bond (how it would protect the homeowner and its approximate cost). HomePact cannot give that explanation: the provider must give it in person or by phone before the homeowner signs, and the homeowner acknowledges it in the contract.',
      source: `${DISCLOSURE}(a)`,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'HRS § 672E-11 may prescribe the wording of the notice of the contractor’s right to resolve construction defects; its text was not found, so the notice here is in plain words. Take the exact text from the statute.',
    'No prescribed wording was found for the HAR § 16-77-80 statement of the risk of loss of payments made to a sales representative; the wording here is HomePact’s, and the rule names no type size (10 points is used).',
    'The DCCA “Disclosure of Lien Rights” form was seen only in an incomplete third-party copy; the disclosure here is in plain words. Whether the Board requires its own form was not confirmed.',
    'Hawaii’s home solicitation law (HRS ch. 481C) was not researched; only the federal 3-day right is applied.',
  ],
};
