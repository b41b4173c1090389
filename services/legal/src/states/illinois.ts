/** Illinois Home Repair and Remodeling Act rules. */
import { text } from '../facts.ts';
import type { RuleWarning } from '../types.ts';
import { orNA, SHORT_LINE, SIGNATURE_LINE } from '../text.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from './types.ts';

export const IL_SOURCES = {
  contract: '815 ILCS 513/15',
  arbitration: '815 ILCS 513/15.1',
  pamphlet: '815 ILCS 513/20',
} as const;

const WRITTEN_CONTRACT_OVER_CENTS = 100_000;

/** An unknown price counts as over $1,000 so the acknowledgment is never missing. */
function overThreshold({ facts }: RuleContext): boolean {
  return facts.totalCents === undefined || facts.totalCents > WRITTEN_CONTRACT_OVER_CENTS;
}

function clauses(ctx: RuleContext): StateClause[] {
  if (!overThreshold(ctx)) return [];
  return [
    {
      id: 'il-written-contract',
      section: 'scope',
      source: IL_SOURCES.contract,
      text: "Illinois law requires a written contract before home repair or remodeling work over $1,000 begins. This contract states the total cost, including parts and materials, and the Provider's business name and address, and the Provider will not begin work or charge for it until the Homeowner has signed it.",
    },
  ];
}

function notices(ctx: RuleContext): StateNotice[] {
  if (!overThreshold(ctx)) return [];
  const form = ctx.facts.form;
  const business = text(form.providerBusinessName) ?? orNA(form.providerName);
  return [
    {
      id: 'il-consumer-rights',
      title: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM',
      source: IL_SOURCES.pamphlet,
      paragraphs: [
        "I, the homeowner, have received from the contractor a copy of the pamphlet entitled 'Home Repair: Know Your Consumer Rights.'",
        `Homeowner's signature: ${SIGNATURE_LINE}  Date: ${SHORT_LINE}`,
        `Contractor's signature: ${SIGNATURE_LINE}  Date: ${SHORT_LINE}`,
        `Contractor's business name and address: ${business}, ${orNA(form.providerAddress)}`,
        'This acknowledgment is made in duplicate: the Provider keeps the original and the Homeowner keeps the copy with the pamphlet.',
      ],
    },
  ];
}

function disputeClause(clause: string, ctx: RuleContext): StateClause[] | undefined {
  if (ctx.facts.dispute !== 'arbitration') return undefined;
  return [
    {
      id: 'il-arbitration-acceptance',
      section: 'termination',
      source: IL_SOURCES.arbitration,
      text: [
        clause,
        'Illinois law gives the Homeowner the choice to accept or reject the binding arbitration clause and the jury-trial waiver, each separately, before signing. If the Homeowner rejects either one, disputes will be decided in court.',
        `Binding arbitration clause. Accept ${SHORT_LINE}  Reject ${SHORT_LINE}  (Homeowner's initials)`,
        `Waiver of trial by jury. Accept ${SHORT_LINE}  Reject ${SHORT_LINE}  (Homeowner's initials)`,
      ].join('\n'),
    },
  ];
}

function checks(ctx: RuleContext): RuleWarning[] {
  const { facts } = ctx;
  const out: RuleWarning[] = [];
  const total = facts.totalCents;
  if (total !== undefined && total > WRITTEN_CONTRACT_OVER_CENTS) {
    out.push({
      id: 'il-consumer-rights',
      severity: 'info',
      message:
        "Over $1,000, Illinois requires a signed written contract before work starts and the homeowner's signed Consumer Rights Acknowledgment for the 'Home Repair: Know Your Consumer Rights' pamphlet. Give the homeowner the pamphlet; the acknowledgment form is in the contract.",
      source: `${IL_SOURCES.contract}; ${IL_SOURCES.pamphlet}`,
    });
    if (!text(facts.form.providerAddress)) {
      out.push({
        id: 'il-provider-address-missing',
        severity: 'warning',
        message: "Illinois contracts over $1,000 must state the contractor's business name and address. Add the provider's address.",
        source: IL_SOURCES.contract,
        field: 'providerAddress',
      });
    }
  } else if (total !== undefined) {
    out.push({
      id: 'il-consumer-rights',
      severity: 'info',
      message:
        "Illinois requires the contractor to give every customer the 'Home Repair: Know Your Consumer Rights' pamphlet; no signed acknowledgment is needed at $1,000 or less.",
      source: IL_SOURCES.pamphlet,
    });
  }
  if (facts.dispute === 'arbitration') {
    out.push({
      id: 'il-arbitration-separate',
      // Information, not a warning (docs/decisions/0006-wording-and-small-decisions.md): the sign page enforces it (the homeowner cannot sign before
      // answering both), so there is nothing for the author to fix and a warning would never clear.
      severity: 'info',
      message:
        'Illinois requires the homeowner to accept or reject the binding arbitration clause and the jury-trial waiver separately before signing. The contract has accept and reject lines for each, and HomePact asks the homeowner to answer both before taking the signature.',
      source: IL_SOURCES.arbitration,
      field: 'disputeResolution',
    });
  }
  return out;
}

export const illinois: StateRules = {
  code: 'IL',
  name: 'Illinois',
  licensing:
    'Illinois has no statewide license for general home repair contractors; roofing contractors are licensed by the Illinois Department of Financial and Professional Regulation, and many cities and villages license contractors locally.',
  clauses,
  notices,
  disputeClause,
  checks,
};
