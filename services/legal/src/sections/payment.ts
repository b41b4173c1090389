import { amountTokens } from '../deposit.ts';
import { text, type ContractFacts } from '../facts.ts';
import type { PaymentPlan } from '../payment-plan.ts';
import { formatUsd } from '../money.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

export const DEFAULT_PAYMENT_SCHEDULE = 'To be determined';
export const DEFAULT_PAYMENT_TERMS = 'Standard payment terms apply';

const SCHEDULE_LABELS = {
  upfront: 'Payment up front, before work begins',
  milestone: 'Milestone payments as the work progresses',
  completion: 'Payment on completion of the work',
} as const;

/**
 * How the person's payment terms reach the contract, so it never carries two
 * schedules: as the schedule itself (typed payments that add up to the price),
 * as a note (words only, or the one deposit the schedule already uses), or not
 * at all (figures the schedule does not match; Review says why).
 */
export function paymentTermsUse(facts: ContractFacts, plan: PaymentPlan | undefined): 'schedule' | 'note' | 'left-out' | 'none' {
  const typed = text(facts.form.paymentTerms);
  if (!typed) return 'none';
  if (facts.typedSchedule && facts.totalCents !== undefined && facts.typedSchedule.sumCents === facts.totalCents) return 'schedule';
  const figures = amountTokens(typed).length;
  if (figures === 0) return 'note';
  const deposit = facts.deposit;
  if (
    figures === 1 &&
    deposit?.origin === 'paymentTerms' &&
    plan &&
    deposit.cents !== undefined &&
    plan.requestedDepositCents === deposit.cents
  )
    return 'note';
  return 'left-out';
}

export const payment: SectionBuilder = (ctx) => {
  const { facts, plan } = ctx;
  const total = facts.totalCents ?? 0;
  const use = paymentTermsUse(facts, plan);
  const writer = new SectionWriter('PRICE AND PAYMENT SCHEDULE').lines(
    `Total contract price: ${formatUsd(total)}`,
    `Payment schedule: ${use === 'schedule' ? 'The payments listed below' : facts.schedule ? SCHEDULE_LABELS[facts.schedule] : DEFAULT_PAYMENT_SCHEDULE}`,
    use === 'note'
      ? `Payment terms: ${text(facts.form.paymentTerms)}`
      : use === 'none'
        ? `Payment terms: ${DEFAULT_PAYMENT_TERMS}`
        : undefined,
  );
  if (plan) {
    writer.lines(
      'The Homeowner will pay the Provider as follows.',
      ...plan.installments.map((i) => `- ${i.label}, due ${i.due}: ${formatUsd(i.cents)}`),
      `- Total: ${formatUsd(total)}`,
    );
  } else if (total === 0) {
    writer.add(
      'No price has been agreed yet. No payment is due until the parties set the price in a written change order signed by both of them.',
    );
  } else {
    writer.add(
      'The dates and amounts of the payments are to be determined. No payment is due until the parties set them in a written change order signed by both of them.',
    );
  }
  writer.add(
    'The price includes all labor, materials the Provider supplies, and permits described in this contract. The Provider will give the Homeowner a written receipt for every payment.',
  );
  return writer.stateClauses(ctx, 'payment').done();
};
