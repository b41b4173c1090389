import type { DisputeChoice } from '../facts.ts';
import { NOT_AVAILABLE, orNA } from '../text.ts';
import type { SectionBuilder, SectionContext } from './context.ts';
import { SectionWriter } from './context.ts';

const DISPUTE_LABELS: Record<DisputeChoice, string> = {
  mediation: 'Mediation first, then litigation',
  arbitration: 'Binding arbitration',
  litigation: 'Litigation in court',
};

function venue(ctx: SectionContext): string {
  return ctx.facts.state
    ? `the county in ${ctx.facts.state.name} where the property is located`
    : 'the county where the property is located';
}

function disputeClause(ctx: SectionContext): string {
  switch (ctx.facts.dispute) {
    case 'mediation':
      return `The parties will first try to resolve any dispute about this contract through mediation with a neutral mediator they choose together, in ${venue(ctx)}, sharing the mediator's fees equally. If mediation does not resolve the dispute, either party may bring a claim in a court with jurisdiction.`;
    case 'arbitration':
      return `Any dispute about this contract will be resolved by binding arbitration before a single neutral arbitrator in ${venue(ctx)}, and judgment on the award may be entered in any court with jurisdiction. By agreeing to arbitration, both parties give up the right to have the dispute decided by a judge or jury in court, except for claims that small claims court can hear.`;
    case 'litigation':
      return `Either party may bring a claim about this contract in a court with jurisdiction in ${venue(ctx)}.`;
    default:
      return `No dispute resolution method has been chosen, so either party may bring a claim about this contract in a court with jurisdiction in ${venue(ctx)}.`;
  }
}

export const termination: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const writer = new SectionWriter('TERMINATION AND DISPUTE RESOLUTION').lines(
    `Termination notice period: ${orNA(form.terminationNotice)}`,
    `Dispute resolution: ${ctx.facts.dispute ? DISPUTE_LABELS[ctx.facts.dispute] : NOT_AVAILABLE}`,
  );
  writer.add(
    'Either party may end this contract by written notice to the other, given at least the termination notice period above in advance. Either party may also end it by written notice if the other seriously breaches it and does not put the breach right within a reasonable time after being told of it in writing.',
    'On termination, the Homeowner pays for the work properly performed and the materials delivered up to the termination date, and the Provider refunds any amount paid beyond that and leaves the work area safe.',
  );
  const clause = disputeClause(ctx);
  const stateVersion = ctx.rules?.disputeClause?.(clause, ctx);
  if (stateVersion) for (const c of stateVersion) writer.clause(c);
  else writer.add(clause);
  return writer.stateClauses(ctx, 'termination').done();
};
