import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'Or. Rev. Stat. § 701.305';
const CANCEL = 'Or. Rev. Stat. § 701.310';
const NOTICE_FORMS = 'Or. Rev. Stat. § 701.330';
const MAINTENANCE = 'Or. Rev. Stat. § 701.335';
const LIEN_NOTICE = 'Or. Rev. Stat. § 87.093';

export const OR: JurisdictionLaw = {
  code: 'OR',
  name: 'Oregon',
  confidence: 'high',
  statutes: ['Or. Rev. Stat. §§ 701.305, 701.310, 701.330, 701.335', 'Or. Rev. Stat. § 87.093', 'Or. Admin. R. ch. 812'],
  summary:
    'Every contractor paid for construction work in Oregon must be licensed by the Construction Contractors Board (CCB), and work on a home over $2,000 needs a written contract showing the contractor’s CCB licence number, address and phone. With the contract the contractor gives the homeowner four CCB notices, each signed by both: the Consumer Protection Notice, the Notice of Procedure, the Information Notice to Owner about Construction Liens and the Recommended Maintenance information. The homeowner may cancel the first written contract until midnight at the end of the next business day wherever it was signed, unless both agreed that work would start sooner or the contractor has substantially begun.',
  licensing: {
    agency: 'Oregon Construction Contractors Board (CCB)',
    // https://sos.oregon.gov/blue-book/Pages/state/executive/construction-contractors.aspx ; https://oregon.gov/ccb/pages/contractor-tools.aspx
    phone: '503-378-4621',
    website: 'www.oregon.gov/ccb',
    numberRequired: true,
    note: 'A CCB licence is required for all paid construction work, and the contract shows the contractor’s name, CCB licence number, address and phone as on the Board’s records.',
    source: CONTRACT,
    confidence: 'high',
  },
  writtenContract: {
    when: { overCents: 200_000 },
    rule: 'Work on a residential structure may not be done without a written contract if the aggregate price exceeds $2,000; if a smaller job grows past $2,000, the contractor must deliver a written contract within 5 days.',
    source: `${CONTRACT}(1)`,
    confidence: 'high',
  },
  cancellation: {
    businessDays: 1,
    saturdays: false,
    holidays: 'federal',
    whereverSigned: true,
    rule: 'The owner may cancel an initial written contract for residential construction, improvement or repair by written notice (fax, email or mail will do) until midnight at the end of the next business day, unless both parties agreed that work would begin sooner or the contractor has substantially begun the work. The federal 3-day right still applies to a sale made at the home.',
    source: CANCEL,
    confidence: 'high',
  },
  terms: [
    {
      id: 'or-ccb-licensed',
      section: 'licensing',
      text: 'The Provider is licensed by the Oregon Construction Contractors Board. The Provider’s name, CCB licence number, address and telephone number appear in this contract as they appear on the Board’s records.',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      id: 'or-notices-summary',
      section: 'licensing',
      text: 'With this contract the Provider gives the Homeowner the notices Oregon law requires: the Consumer Protection Notice, which explains contractor licensing, bond and insurance requirements and steps the Homeowner can take to protect the Homeowner’s interests; the Notice of Procedure, which explains what an owner must do before suing or starting arbitration over construction defects; the Information Notice to Owner about Construction Liens, which explains how people who work on or supply the project may claim a lien on the property if they are not paid and how to avoid paying twice; and the Recommended Maintenance and Homeowner Information.',
      source: `${CONTRACT}(2); ${NOTICE_FORMS}; ${MAINTENANCE}; ${LIEN_NOTICE}`,
      confidence: 'high',
    },
    {
      id: 'or-owner-rights',
      section: 'termination',
      text: 'The Homeowner’s rights under this contract include the right to file a complaint against a licensed contractor with the Oregon Construction Contractors Board (www.oregon.gov/ccb, 503-378-4621) and, where appropriate, to be paid from the contractor’s bond.',
      source: `${CONTRACT}(2); ${LIEN_NOTICE}`,
      confidence: 'high',
    },
    {
      id: 'or-arbitration-conspicuous',
      section: 'termination',
      when: { arbitration: true },
      conspicuous: true,
      text: 'This contract contains an arbitration provision: disputes under this contract will be decided by arbitration, as the dispute resolution terms of this contract set out, instead of in court.',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
  ],
  notices: [
    {
      id: 'or-consumer-protection-notice',
      title: 'CONSUMER PROTECTION NOTICE',
      verbatim: false,
      signedBy: ['homeowner', 'provider'],
      paragraphs: [
        'Oregon law requires the contractor to give the homeowner this notice with a written contract for work on a residential structure. It explains contractor licensing, bond and insurance requirements, and steps the homeowner can take to protect the homeowner’s interests.',
        'Make sure the contractor is licensed by the Oregon Construction Contractors Board before signing: check the licence at www.oregon.gov/ccb or by calling 503-378-4621. Licensing is not a guarantee of the contractor’s work. A licence requires the contractor to keep a surety bond and liability insurance. The bond gives limited financial security if the contractor is ordered to pay damages in a contract dispute; liability insurance covers property damage and bodily injury the contractor causes, not contract disputes or poor workmanship. If the contractor is not licensed, the CCB bond and dispute resolution services are not available.',
        'Get the contract and every change to it in writing. A written contract is required when the price is more than $2,000. A contractor who builds a new residential structure must also offer a warranty.',
      ],
      source: `${NOTICE_FORMS}(1)`,
      confidence: 'high',
    },
    {
      id: 'or-notice-of-procedure',
      title: 'NOTICE OF PROCEDURE',
      verbatim: false,
      signedBy: ['homeowner', 'provider'],
      paragraphs: [
        'Oregon law (Or. Rev. Stat. §§ 701.560 to 701.595) sets out a procedure an owner must follow before starting a court action or arbitration against a contractor over defects in the construction of a residential structure. The owner first gives the contractor written notice of the defects; the contractor then has the opportunity to inspect and to respond, which may include an offer to repair the defects or to pay for them.',
        'The Construction Contractors Board (www.oregon.gov/ccb, 503-378-4621) can give more information about this procedure.',
      ],
      source: `${NOTICE_FORMS}(2)`,
      confidence: 'medium',
    },
    {
      id: 'or-information-notice-liens',
      title: 'INFORMATION NOTICE TO OWNER ABOUT CONSTRUCTION LIENS',
      verbatim: false,
      signedBy: ['homeowner', 'provider'],
      paragraphs: [
        'This is not a lien. Oregon law requires the contractor to give the owner this notice about the construction lien law when a residential construction or improvement contract is signed.',
        'Under Oregon law, the contractor and others who provide materials, equipment, services or labor for the project and are not paid may be able to claim a lien against the property, even if the owner has paid the contractor in full.',
        'The owner can take steps to avoid paying twice for the same materials and labor, such as getting a written lien release from each person who has sent the owner a Notice of Right to a Lien before making payments.',
        'The owner has the right to file a complaint against a licensed contractor with the Construction Contractors Board and, where appropriate, to be reimbursed from the contractor’s bond. The owner also has the right, on written request, to receive a statement of the reasonable value of the materials, equipment, services or labor provided from anyone who provided them at the contractor’s request and sent the owner a notice of right to a lien.',
      ],
      source: LIEN_NOTICE,
      confidence: 'high',
    },
    {
      id: 'or-maintenance-information',
      title: 'RECOMMENDED MAINTENANCE AND HOMEOWNER INFORMATION',
      verbatim: false,
      signedBy: ['homeowner', 'provider'],
      paragraphs: [
        'With this contract the Provider gives the Homeowner the Construction Contractors Board’s Recommended Maintenance and Homeowner Information, which describes maintenance the Homeowner should carry out to protect the home. By signing below, the Homeowner acknowledges receiving it.',
      ],
      source: `${MAINTENANCE}; ${CONTRACT}(2)`,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      message:
        'Oregon residential contracts must show the contractor’s CCB licence number as on the Board’s records. Add the provider’s CCB licence number.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      field: 'providerAddress',
      message: 'Oregon residential contracts must show the contractor’s address as on the CCB’s records. Add the provider’s address.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      message: 'Oregon residential contracts must show the contractor’s phone number as on the CCB’s records. Add the provider’s phone.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'or-lien-notice-delivery',
      message:
        'Oregon requires the Information Notice to Owner about Construction Liens to be delivered personally, by registered or certified mail, or by first-class mail with a certificate of mailing, and the contractor must keep evidence of delivery. Whether delivery through electronic signing counts is not settled: the provider should also hand the homeowner a paper copy or mail one with a certificate of mailing, and keep the proof.',
      source: LIEN_NOTICE,
      confidence: 'high',
    },
    {
      id: 'or-ccb-forms',
      message:
        'The Construction Contractors Board prescribes the forms of the Consumer Protection Notice, the Notice of Procedure, the Information Notice to Owner about Construction Liens and the Recommended Maintenance information. This contract gives their substance in plain words; the provider should also give the homeowner the Board’s current forms (from www.oregon.gov/ccb), signed by both.',
      source: `${NOTICE_FORMS}; ${MAINTENANCE}; ${LIEN_NOTICE}`,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'The full prescribed wording of the four CCB notice forms (Or. Admin. R. ch. 812) was not found; the contract gives their substance in plain words and tells the provider to attach the Board’s current forms.',
    'Whether an electronic delivery satisfies the delivery methods of Or. Rev. Stat. § 87.093 was not confirmed.',
  ],
};
