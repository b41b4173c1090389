import type { JurisdictionLaw } from '../types.ts';

const ROOFING = 'O.C.G.A. § 10-1-393.12';
const REPAIR = 'O.C.G.A. § 8-2-41';
const LICENCE = 'O.C.G.A. ch. 43-41';

export const GA: JurisdictionLaw = {
  code: 'GA',
  name: 'Georgia',
  confidence: 'medium',
  statutes: ['O.C.G.A. ch. 43-41', 'O.C.G.A. §§ 8-2-35 to 8-2-43 (Right to Repair Act)', 'O.C.G.A. § 10-1-393.12'],
  summary:
    'Georgia requires a state licence for residential and general contracting over $2,500, and the contractor must tell the homeowner, conspicuously, of the Right to Repair Act’s notice-and-repair steps before a lawsuit over defects. A homeowner whose roofing contract is to be paid from insurance may cancel within 5 business days after the insurer says in writing that the claim is not covered, and the roofer may not pay or rebate the deductible. There is no general state right to cancel beyond the federal 3-day rule.',
  licensing: {
    agency: 'Georgia State Licensing Board for Residential and General Contractors',
    numberRequired: false,
    note: 'A state licence is needed for residential or general contracting where the work exceeds $2,500; specialty trades are licensed separately.',
    when: { overCents: 250_000 },
    source: LICENCE,
    confidence: 'medium',
  },
  // Statement text from HB 423 (2011) as passed, which created § 10-1-393.12:
  // https://1library.net/document/z3dklpom-a-bill-to-be-entitled-an-act.html
  insuranceCancellation: {
    period: '5 business days',
    deductibleRebateBan: true,
    conspicuous: true,
    notice:
      'You may cancel this contract at any time before midnight on the fifth business day after you have received written notification from your insurer that all or any part of the claim or contract is not a covered loss under the insurance policy. This right to cancel is in addition to any other rights of cancellation which may be found in state or federal law or regulation. See attached notice of cancellation form for an explanation of this right.',
    source: `${ROOFING}(c)(1)`,
    confidence: 'medium',
  },
  terms: [],
  notices: [
    {
      id: 'ga-roofing-notice-of-cancellation',
      title: 'NOTICE OF CANCELLATION IF THE INSURER DENIES THE CLAIM',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      beforeSigning: true,
      when: { insuranceClaim: true, roofing: true },
      paragraphs: [
        'IF YOUR INSURER NOTIFIES YOU IN WRITING THAT ALL OR ANY PART OF THE CLAIM OR CONTRACT IS NOT A COVERED LOSS UNDER THE INSURANCE POLICY, YOU MAY CANCEL THIS CONTRACT AT ANY TIME BEFORE MIDNIGHT ON THE FIFTH BUSINESS DAY AFTER YOU RECEIVE THAT NOTIFICATION.',
        'TO CANCEL, SIGN AND DATE A COPY OF THIS NOTICE, OR ANY OTHER WRITTEN NOTICE, AND DELIVER OR MAIL IT TO THE CONTRACTOR AT THE ADDRESS STATED IN THIS CONTRACT:',
        '{providerBusinessName}, {providerAddress}',
      ],
      source: `${ROOFING}(c)(2)`,
      confidence: 'medium',
    },
    {
      id: 'ga-right-to-repair',
      title: 'NOTICE UNDER THE GEORGIA RIGHT TO REPAIR ACT',
      verbatim: false,
      // The statute asks for a conspicuous notice without naming a size; 10-point is the floor used here.
      conspicuous: { pointSize: 10 },
      paragraphs: [
        'GEORGIA LAW CONTAINS IMPORTANT REQUIREMENTS YOU MUST FOLLOW BEFORE YOU MAY FILE A LAWSUIT OR OTHER ACTION FOR DEFECTIVE CONSTRUCTION AGAINST THE CONTRACTOR WHO CONSTRUCTED, IMPROVED, OR REPAIRED YOUR HOME. NINETY DAYS BEFORE YOU FILE YOUR LAWSUIT OR OTHER ACTION, YOU MUST SERVE ON THE CONTRACTOR A WRITTEN NOTICE OF ANY CONSTRUCTION CONDITIONS YOU ALLEGE ARE DEFECTIVE.',
        'UNDER THE LAW THE CONTRACTOR MAY THEN OFFER TO REPAIR THE DEFECTS, TO PAY FOR THEM, OR BOTH. YOU ARE NOT OBLIGATED TO ACCEPT AN OFFER, BUT THE LAW SETS DEADLINES FOR EACH STEP (O.C.G.A. §§ 8-2-35 TO 8-2-43).',
      ],
      source: REPAIR,
      confidence: 'medium',
    },
  ],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'The full prescribed wording of the NOTICE OF CANCELLATION form of O.C.G.A. § 10-1-393.12(c)(2) was not found; the contract carries a plain-words notice. The (c)(1) statement was taken from HB 423 (2011) as passed, not from the current Code.',
    'The full prescribed wording of the Right to Repair Act notice (O.C.G.A. § 8-2-41) was not found; only its opening sentences were seen, in a law-firm article (cobblawgroup.net). The rest of the notice is in plain words.',
    'Whether the written warranty a licensed residential contractor must offer (O.C.G.A. § 43-41-7) reaches remodelling contracts is unclear.',
    'Whether the contract must show the licence number was not confirmed.',
    'SB 201 (2025) on post-disaster contracts and assignment of insurance benefits: status not confirmed.',
  ],
};
