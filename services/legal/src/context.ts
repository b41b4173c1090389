/** Reads a draft once into everything the contract text and the checks share. */
import type { ContractDraft } from '@homepact/proto';
import { cancellationRight, type CancellationRight } from './federal/cooling-off.ts';
import { readFacts } from './facts.ts';
import { planPayments } from './payment-plan.ts';
import { rulesFor } from './states/index.ts';
import type { RuleContext, StateRules } from './states/types.ts';

export interface DraftContext extends RuleContext {
  rules: StateRules | undefined;
  cancellation: CancellationRight | undefined;
}

export function readDraft(form: ContractDraft, options: { declaredDisaster?: boolean } = {}): DraftContext {
  const facts = readFacts(form, options);
  const rules = rulesFor(facts.state);
  const cap = facts.totalCents === undefined ? undefined : rules?.depositCapCents?.(facts.totalCents);
  const ruleContext: RuleContext = { facts, plan: planPayments(facts, cap) };
  return { ...ruleContext, rules, cancellation: cancellationRight(ruleContext, rules) };
}
