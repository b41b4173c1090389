import type { ContractFacts } from '../facts.ts';
import type { PaymentPlan } from '../payment-plan.ts';
import type { NoticeId, RuleWarning, SectionId } from '../types.ts';
import type { BusinessDayCount } from './law/types.ts';

/** What state rules see: the draft, read once, and the payments actually scheduled. */
export interface RuleContext {
  facts: ContractFacts;
  plan: PaymentPlan | undefined;
}

/** A paragraph a state adds to one of the ordinary sections. */
export interface StateClause {
  id: NoticeId;
  section: SectionId;
  text: string;
  source: string;
  /** Print in at least 10-point bold. */
  conspicuous?: boolean;
}

/** A notice printed in the notices section. */
export interface StateNotice {
  id: NoticeId;
  title: string;
  source: string;
  paragraphs: string[];
  conspicuous?: boolean;
}

/** A right to cancel that state law gives on top of (or longer than) the federal one. */
export interface StateCancellationRight {
  id: NoticeId;
  days: number;
  source: string;
  /** How the state counts its business days. */
  count: BusinessDayCount;
  /** The right applies wherever the contract was signed, not only in a sale at the home (PA, OR). */
  whereverSigned?: boolean;
  /** The Notice of Cancellation must be a form separate from the contract (MD). */
  separateForm?: boolean;
}

export interface StateRules {
  code: string;
  name: string;
  /** A sentence naming who licenses contractors in the state, or where to check. */
  licensing: string;
  /** The largest deposit the state allows for a price, in cents. */
  depositCapCents?: (totalCents: number) => number;
  /** Whether a missing license number is a problem worth a warning here. */
  licenseRequired?: (ctx: RuleContext) => boolean;
  cancellation?: (ctx: RuleContext) => StateCancellationRight | undefined;
  clauses: (ctx: RuleContext) => StateClause[];
  notices: (ctx: RuleContext) => StateNotice[];
  /** Rewrites the dispute-resolution clause where the state dictates its form. */
  disputeClause?: (clause: string, ctx: RuleContext) => StateClause[] | undefined;
  /** Extra signature blocks after the two parties'. */
  signatureBlocks?: (ctx: RuleContext) => StateClause[];
  checks: (ctx: RuleContext) => RuleWarning[];
}
