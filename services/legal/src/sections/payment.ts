import { text } from '../facts.ts';
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

export const payment: SectionBuilder = (ctx) => {
  const { facts, plan } = ctx;
  const total = facts.totalCents ?? 0;
  const writer = new SectionWriter('PRICE AND PAYMENT SCHEDULE').lines(
    `Total contract price: ${formatUsd(total)}`,
    `Payment schedule: ${facts.schedule ? SCHEDULE_LABELS[facts.schedule] : DEFAULT_PAYMENT_SCHEDULE}`,
    `Payment terms: ${text(facts.form.paymentTerms) ?? DEFAULT_PAYMENT_TERMS}`,
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
