/** Texas residential construction rules. */
import type { RuleWarning } from '../types.ts';
import { SHORT_LINE, SIGNATURE_LINE } from '../text.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from './types.ts';

export const TX_SOURCES = {
  disclosure: 'Tex. Prop. Code § 53.255',
  homestead: 'Tex. Prop. Code § 53.254',
  homesteadNotice: 'Tex. Prop. Code § 41.007(a)',
  arbitration: 'Tex. Prop. Code § 41.007(c)-(d)',
} as const;

/** The § 41.007(a) warning, worded as the statute requires. */
const HOMESTEAD_IMPORTANT_NOTICE =
  'IMPORTANT NOTICE: YOU AND YOUR CONTRACTOR ARE RESPONSIBLE FOR MEETING THE TERMS AND CONDITIONS OF THIS CONTRACT. IF YOU SIGN THIS CONTRACT AND YOU FAIL TO MEET THE TERMS AND CONDITIONS OF THIS CONTRACT, YOU MAY LOSE YOUR LEGAL OWNERSHIP RIGHTS IN YOUR HOME. KNOW YOUR RIGHTS AND DUTIES UNDER THE LAW.';

function notices(_ctx: RuleContext): StateNotice[] {
  return [
    {
      id: 'tx-disclosure-statement',
      title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT',
      source: TX_SOURCES.disclosure,
      paragraphs: [
        'Texas law requires the Provider to give the Homeowner this statement before the Homeowner signs this contract.',
        '(1) If you receive a written notice from a subcontractor or supplier claiming it has not been paid, you should hold back from your contractor the amount claimed in the notice until the dispute between your contractor and the subcontractor or supplier is resolved. If a lender pays your contractor directly, send a copy of the notice to your lender right away and tell the lender to hold back the amount claimed. If you keep paying the contractor after receiving the notice without holding back the amount claimed, you may be liable, and your property may be subject to a lien, for the amount you failed to hold back.',
        '(2) During construction and for 30 days after final completion, termination, or abandonment of the contract by the contractor, you should keep back (or have your lender keep back) 10 percent of the payments made for the work performed by your contractor. If you do not keep back the 10 percent for at least 30 days after final completion, termination, or abandonment of the contract by the contractor, and a valid claim is timely made and your contractor fails to pay it, you may be personally liable, and your property may be subject to a lien, up to the amount you failed to keep back.',
        `The Homeowner received this statement before signing this contract. Homeowner's initials: ${SHORT_LINE}`,
      ],
    },
    {
      id: 'tx-homestead-lien',
      title: 'HOMESTEAD PROPERTY',
      source: TX_SOURCES.homestead,
      paragraphs: [
        "If the property is the Homeowner's homestead, a lien for this work can attach to it only if this contract is in writing and signed before any materials are delivered or any work is performed, by the Homeowner and, if the Homeowner is married, by the Homeowner's spouse. The spouse signs in the signature section below.",
      ],
    },
  ];
}

function disputeClause(clause: string, ctx: RuleContext): StateClause[] | undefined {
  if (ctx.facts.dispute !== 'arbitration') return undefined;
  // § 41.007(d): an arbitration clause that is not conspicuous does not bind the owner; ALL CAPS marks it for bold print.
  return [
    {
      id: 'tx-arbitration-conspicuous',
      section: 'termination',
      source: TX_SOURCES.arbitration,
      conspicuous: true,
      text: clause.toUpperCase(),
    },
  ];
}

function signatureBlocks(_ctx: RuleContext): StateClause[] {
  return [
    {
      id: 'tx-homestead-important-notice',
      section: 'signatures',
      source: TX_SOURCES.homesteadNotice,
      conspicuous: true,
      text: HOMESTEAD_IMPORTANT_NOTICE,
    },
    {
      id: 'tx-homestead-lien',
      section: 'signatures',
      source: TX_SOURCES.homestead,
      text: [
        "HOMEOWNER'S SPOUSE (signs if the property is a homestead and the Homeowner is married)",
        `Signature: ${SIGNATURE_LINE}`,
        `Printed name: ${SIGNATURE_LINE}`,
        `Date: ${SHORT_LINE}`,
      ].join('\n'),
    },
  ];
}

function checks(ctx: RuleContext): RuleWarning[] {
  const out: RuleWarning[] = [
    {
      id: 'tx-disclosure-statement',
      severity: 'info',
      message:
        'Texas requires the residential construction disclosure statement to be delivered to the homeowner before the contract is signed. It is included in the contract; send it before asking for signatures.',
      source: TX_SOURCES.disclosure,
    },
    {
      id: 'tx-homestead-lien',
      severity: 'info',
      message:
        "If the property is the homeowner's homestead, the contract must be signed before work starts, and by both spouses if the homeowner is married, for a lien to be valid.",
      source: TX_SOURCES.homestead,
    },
  ];
  if (ctx.facts.dispute === 'arbitration') {
    out.push({
      id: 'tx-arbitration-conspicuous',
      severity: 'info',
      message:
        'Texas enforces an arbitration clause against the owner only if it is conspicuous (at least 10-point bold). The clause is set in capitals; keep it in bold type when printing.',
      source: TX_SOURCES.arbitration,
      field: 'disputeResolution',
    });
  }
  return out;
}

export const texas: StateRules = {
  code: 'TX',
  name: 'Texas',
  licensing:
    'Texas has no statewide license for general home-improvement contractors. Electricians and air-conditioning contractors are licensed by the Texas Department of Licensing and Regulation, and plumbers by the Texas State Board of Plumbing Examiners; the Homeowner may check a trade license with the agency concerned.',
  clauses: () => [],
  notices,
  disputeClause,
  signatureBlocks,
  checks,
};
