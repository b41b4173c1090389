import type { JurisdictionLaw } from '../types.ts';

const LIEN_NOTICE = 'Ark. Code Ann. § 18-44-115';
const LICENSING = 'Ark. Code Ann. § 17-25-501 et seq.';

export const AR: JurisdictionLaw = {
  code: 'AR',
  name: 'Arkansas',
  confidence: 'medium',
  statutes: ['Ark. Code Ann. § 18-44-115', 'Ark. Code Ann. §§ 17-25-101 et seq., 17-25-501 et seq.'],
  summary:
    'Before work starts on a home of up to four units, an Arkansas contractor must give the owner the statutory “Important Notice to Owner” about liens, which the owner signs; a contractor who does not may be fined up to $1,000 and cannot sue to enforce the contract. Residential builders and home improvement contractors are licensed through the Contractors Licensing Board’s Residential Building Contractors Committee.',
  licensing: {
    agency: 'Arkansas Contractors Licensing Board (Residential Building Contractors Committee)',
    numberRequired: false,
    note: 'Residential builders and home improvement contractors are licensed by the Residential Building Contractors Committee.',
    source: LICENSING,
    confidence: 'medium',
  },
  terms: [],
  notices: [
    // Ark. Code Ann. § 18-44-115 prescribes this notice’s wording. The research quotes only its beginning
    // (https://www.omglawfirm.com/materialmans-liens-in-arkansas/), and the full text was not found, so this is a
    // plain-words notice.
    {
      id: 'ar-notice-to-owner',
      title: 'IMPORTANT NOTICE TO OWNER',
      verbatim: false,
      signedBy: ['homeowner'],
      paragraphs: [
        'I understand that each contractor, subcontractor, laborer, supplier, architect, engineer, surveyor, appraiser, landscaper, abstractor or title insurance agent who supplies labor, services, materials or fixtures to improve or construct my property, or to insure or examine its title, is entitled to a lien against the property if not paid in full for them, even though the full contract price may have been paid to the contractor.',
        'I realize that this lien can be enforced by the sale of the property.',
      ],
      source: LIEN_NOTICE,
      confidence: 'medium',
    },
  ],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the IMPORTANT NOTICE TO OWNER (Ark. Code Ann. § 18-44-115) was not found; the research quotes only its beginning. The notice here is in plain words; take the full text, and any type or capitals requirement, from the statute.',
    'A law-firm blog says home improvement contracts over $2,000 must be in writing (citing “Act 817 of 2007”); not confirmed.',
    'Secondary sources put the home improvement licence threshold at work over $2,000; the statute was not checked.',
    'Whether the licence number must appear on the contract was not confirmed.',
    'Arkansas’s home solicitation rules (Ark. Code Ann. § 4-89-106) were not re-checked; only the federal 3-day right is applied.',
  ],
};
