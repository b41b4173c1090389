import type { JurisdictionLaw } from '../types.ts';

const LIEN = 'Iowa Code § 572.13(2)';
const DOOR_TO_DOOR = 'Iowa Code ch. 555A';
const STORM_WORK = 'Iowa Code § 103A.71';
const REGISTRATION = 'Iowa Code ch. 91C';

export const IA: JurisdictionLaw = {
  code: 'IA',
  name: 'Iowa',
  confidence: 'medium',
  statutes: [
    'Iowa Code §§ 572.13, 572.13A (mechanics’ liens)',
    'Iowa Code § 103A.71 (residential contractors: roof and exterior work)',
    'Iowa Code ch. 555A (door-to-door sales)',
    'Iowa Code ch. 91C (contractor registration)',
  ],
  summary:
    'Iowa has no general home-improvement contract statute. A contract for an owner-occupied home on which subcontractors or suppliers work must warn the owner that they may claim a lien on the home if they are not paid, and a sale made at the home may be cancelled within 3 business days. On roof and exterior work paid by an insurance claim, the contractor may not promise to rebate the deductible or negotiate the claim for the owner.',
  licensing: {
    agency: 'Iowa Labor Commissioner (contractor registration)',
    numberRequired: false,
    note: 'Contractors register with the Labor Commissioner under Iowa Code ch. 91C.',
    source: REGISTRATION,
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days for a door-to-door sale made at the home. How Iowa counts Saturdays was not confirmed, so they are not counted (the longer period).',
    source: DOOR_TO_DOOR,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'ia-insurance-deductible',
      section: 'payment',
      when: { insuranceClaim: true },
      text: 'Where an insurance claim pays for roof or exterior work, the Provider will not advertise or promise to pay or rebate all or any part of the Homeowner’s insurance deductible, and will not represent the Homeowner or negotiate for the Homeowner with the insurer on the claim.',
      source: STORM_WORK,
      confidence: 'medium',
    },
  ],
  notices: [
    // Iowa Code § 572.13(2) prescribes this notice for contracts on owner-occupied dwellings where subcontractors or
    // suppliers are used. The research quotes only its first sentence, from a summary of the statute
    // (https://www.deeds.com/forms/iowa/contractor-notice-to-owner/). Since H.F. 675 (2012) the notice reportedly also
    // points to the Mechanics’ Notice and Lien Registry, with its website and toll-free number, and must be in bold
    // type of at least 10 points (https://www.davisbrownlaw.com/legal-issues-view.aspx?id=1516). The full current
    // wording was not found, so this is a plain-words notice, printed bold at 10 points to be safe.
    {
      id: 'ia-lien-notice',
      title: 'NOTICE TO OWNER: MECHANICS’ LIENS',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      paragraphs: [
        'PERSONS OR COMPANIES FURNISHING LABOR OR MATERIALS FOR THE IMPROVEMENT OF REAL PROPERTY MAY ENFORCE A LIEN UPON THE IMPROVED PROPERTY IF THEY ARE NOT PAID FOR THEIR CONTRIBUTIONS, EVEN IF THE PARTIES HAVE NO DIRECT CONTRACTUAL RELATIONSHIP WITH THE OWNER.',
        'IOWA’S MECHANICS’ NOTICE AND LIEN REGISTRY, KEPT BY THE IOWA SECRETARY OF STATE, LISTS THE PERSONS AND COMPANIES THAT HAVE POSTED NOTICES OR LIENS FOR WORK ON A PROPERTY.',
      ],
      source: LIEN,
      confidence: 'medium',
    },
  ],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the Iowa Code § 572.13(2) owner notice was not found. The research quotes only its first sentence; a 2012 amendment (H.F. 675) reportedly added a sentence on the Mechanics’ Notice and Lien Registry, with the registry’s website and toll-free number, and requires bold type of at least 10 points. The notice here is in plain words; take the exact text from the statute.',
    'The 3-business-day right for door-to-door sales (Iowa Code ch. 555A) comes from a secondary source; the chapter’s notice wording and how it counts Saturdays were not checked.',
    'Whether the contractor registration number (Iowa Code ch. 91C) must appear on the contract was not confirmed.',
  ],
};
