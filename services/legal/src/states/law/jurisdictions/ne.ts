import type { JurisdictionLaw } from '../types.ts';

const SOLICITATION = 'Neb. Rev. Stat. § 69-1604';
const INSURED_CANCEL = 'Neb. Rev. Stat. § 44-8603';
const REBATE = 'Neb. Rev. Stat. § 44-8604';
const DEDUCTIBLE_NOTICE = 'Neb. Rev. Stat. § 44-8607';

export const NE: JurisdictionLaw = {
  code: 'NE',
  name: 'Nebraska',
  confidence: 'medium',
  statutes: [
    'Neb. Rev. Stat. § 48-2101 ff. (Contractor Registration Act)',
    'Neb. Rev. Stat. §§ 69-1601 to 69-1607 (Home Solicitation Sales Act)',
    'Neb. Rev. Stat. §§ 44-8601 to 44-8608 (Insured Homeowners Protection Act)',
  ],
  summary:
    'Nebraska contractors register with the Department of Labor. A sale made at the buyer’s home may be cancelled until midnight of the third business day, and the contract must carry the “Buyer’s Right to Cancel” notice. For roofing, exterior or cleanup work paid from a property insurance claim, the owner may cancel within 3 business days after signing or after the insurer says the claim is not covered, the contractor may not rebate the deductible, and the contract must carry the statutory deductible notice signed by the owner.',
  licensing: {
    agency: 'Nebraska Department of Labor (Contractor Registration)',
    numberRequired: false,
    note: 'Contractors and subcontractors must register before doing construction work; people earning less than $5,000 a year from it are exempt.',
    source: 'Neb. Rev. Stat. § 48-2101 ff.',
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days (until midnight of the third business day after signing) for a home solicitation sale; the contract must carry the statutory “Buyer’s Right to Cancel” notice, or the federal Notice of Cancellation, and until it does the buyer may cancel by any means.',
    source: SOLICITATION,
    confidence: 'medium',
  },
  insuranceCancellation: {
    period:
      '3 business days after signing, or 3 business days after receiving the insurer’s written notice that all or part of the claim is not covered, whichever ends later',
    deductibleRebateBan: true,
    notice:
      'If this contract is to be paid from the proceeds of a property and casualty insurance policy, the Homeowner may cancel it before midnight of the later of the third business day after signing it and the third business day after receiving written notice from the Homeowner’s insurer that all or part of the claim or contract is not a covered loss. To cancel, the Homeowner delivers or mails a signed and dated written notice to the Provider at the Provider’s business address stated in this contract, with a copy of the insurer’s notice if there is one; a mailed notice takes effect when it is posted, properly addressed and with postage prepaid. Within 10 days after cancellation the Provider returns all payments, partial payments and deposits, except the reasonable value of any goods or services the Homeowner agreed in writing were needed to prevent damage to the home.',
    source: INSURED_CANCEL,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'ne-no-deductible-rebate',
      section: 'payment',
      when: { insuranceClaim: true },
      text: 'The Provider has not promised and will not give any rebate of the Homeowner’s insurance deductible, whether as an allowance, a discount against the price, or any payment or other compensation to the Homeowner or anyone connected with the home, except an item of nominal value. The Homeowner remains personally responsible for paying the deductible.',
      source: REBATE,
      confidence: 'medium',
    },
  ],
  notices: [
    // Statute text: https://github.com/kennyy685/the-repository/blob/5d9d7cd6a1671ce3d7b3f910bd2cb85d8986606a/docs/legal/69-1604.txt
    // (a copy of the Legislature’s page), matching http://kirschenbaumesq.com/article/notice-of-right-to-cancel-form-foreign-language-when-delivered-time-exception-neb-rev-stat-ann-69-1604-2006
    {
      id: 'ne-buyers-right-to-cancel',
      title: 'BUYER’S RIGHT TO CANCEL',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { soldAtHome: true },
      paragraphs: [
        'YOU MAY CANCEL THIS AGREEMENT BY MAILING A WRITTEN NOTICE TO {providerName}, {providerAddress} BEFORE MIDNIGHT OF THE THIRD BUSINESS DAY AFTER YOU SIGNED THIS AGREEMENT. IF YOU WISH, YOU MAY USE THIS PAGE AS THAT NOTICE BY WRITING “I HEREBY CANCEL” AND ADDING YOUR NAME AND ADDRESS.',
      ],
      source: SOLICITATION,
      confidence: 'medium',
    },
    // Statute text: https://github.com/kennyy685/the-repository/blob/5d9d7cd6a1671ce3d7b3f910bd2cb85d8986606a/docs/legal/44-8607.txt
    // (a copy of https://nebraskalegislature.gov/laws/statutes.php?statute=44-8607)
    {
      id: 'ne-deductible-notice',
      title: 'INSURANCE DEDUCTIBLE NOTICE',
      verbatim: true,
      conspicuous: { pointSize: 14 },
      signedBy: ['homeowner'],
      when: { insuranceClaim: true },
      paragraphs: [
        'IT IS A VIOLATION OF THE INSURANCE LAWS OF NEBRASKA TO REBATE ANY PORTION OF AN INSURANCE DEDUCTIBLE AS AN INDUCEMENT TO THE INSURED TO ACCEPT A RESIDENTIAL CONTRACTOR’S PROPOSAL TO REPAIR DAMAGED PROPERTY. REBATE OF A DEDUCTIBLE INCLUDES GRANTING ANY ALLOWANCE OR OFFERING ANY DISCOUNT AGAINST THE FEES TO BE CHARGED FOR WORK TO BE PERFORMED OR PAYING THE INSURED HOMEOWNER THE DEDUCTIBLE AMOUNT SET FORTH IN THE INSURANCE POLICY. THE INSURED HOMEOWNER IS PERSONALLY RESPONSIBLE FOR PAYMENT OF THE DEDUCTIBLE. THE INSURANCE FRAUD ACT AND NEBRASKA CRIMINAL STATUTES PROHIBIT THE INSURED HOMEOWNER FROM ACCEPTING FROM A RESIDENTIAL CONTRACTOR A REBATE OF THE DEDUCTIBLE OR OTHERWISE ACCEPTING ANY ALLOWANCE OR DISCOUNT FROM THE RESIDENTIAL CONTRACTOR TO COVER THE COST OF THE DEDUCTIBLE. VIOLATIONS MAY BE PUNISHABLE BY CIVIL OR CRIMINAL PENALTIES.',
      ],
      source: DEDUCTIBLE_NOTICE,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { soldAtHome: true },
      message: 'Nebraska’s Buyer’s Right to Cancel notice must give the seller’s name and mailing address. Add the provider’s address.',
      severity: 'warning',
      source: SOLICITATION,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: { insuranceClaim: true },
      message:
        'In Nebraska an insurance-paid contract is cancelled by notice to the contractor’s place of business as stated in the contract. Add the provider’s address.',
      severity: 'warning',
      source: INSURED_CANCEL,
      confidence: 'medium',
    },
  ],
  eSignLimits: [
    {
      id: 'ne-deductible-notice-to-insurer',
      when: { insuranceClaim: true },
      message:
        'Nebraska requires the deductible notice, signed by the named insured, to be sent to the homeowner’s insurer before the insurer pays the claim. HomePact does not send it: the homeowner or the provider must send a copy of the signed notice to the insurer.',
      source: DEDUCTIBLE_NOTICE,
      confidence: 'medium',
    },
    {
      id: 'ne-notice-language',
      when: { soldAtHome: true },
      message:
        'If the provider regularly uses a language other than English with customers, Nebraska requires the Buyer’s Right to Cancel notice to be given in English and in that language to a buyer whose principal language it is. HomePact prints the notice in English only: the provider must also give the homeowner the notice in the other language.',
      source: `${SOLICITATION}(3)`,
      confidence: 'medium',
    },
  ],
  unconfirmed: [
    'The wording of the § 44-8607 deductible notice and the § 69-1604 notice was taken from a third-party copy of the Legislature’s pages; check it against nebraskalegislature.gov before launch.',
    '§ 69-1604 wants the Buyer’s Right to Cancel notice in capital and lowercase letters; HomePact prints conspicuous notices in bold capitals.',
    'Whether the contract must show the Department of Labor registration number was not confirmed.',
    'A post-loss assignment of insurance benefits must carry a 14-point all-caps warning (§ 44-8605); its wording was not checked, and HomePact contracts do not assign insurance benefits.',
  ],
};
