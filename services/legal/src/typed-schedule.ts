/**
 * A payment schedule the person typed in the payment terms ("$1,000 deposit;
 * $8,000 after framing inspection; $7,000 after decking; $2,750 balance").
 * The form is the one source of the contract's money: when the typed payments
 * add up to the price they become the contract's schedule, in the person's own
 * words; when they do not, the contract prints the form's schedule only and
 * Review says why, so a signed contract never carries two schedules.
 */
import { amountTokens } from './deposit.ts';
import { percentOfCents } from './money.ts';

export interface TypedPayment {
  cents: number;
  /** The person's words around the amount ("after framing inspection"), or "" when there are none. */
  words: string;
  /** The segment named the rest of the price ("balance", "remainder") rather than an amount. */
  balance: boolean;
}

export interface TypedSchedule {
  payments: TypedPayment[];
  sumCents: number;
}

const SEGMENTS = /;|\n|\.\s+(?=[A-Z$\d])|,\s*(?:then|and then)\s+|\s+then\s+/;
const BALANCE = /\b(?:balance|remainder|rest(?:\s+of\s+the\s+(?:price|total|contract))?|remaining\s+(?:amount|balance))\b/i;

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:;.\-–—]+|[\s,:;.\-–—]+$/g, '')
    .trim();

/** The typed schedule, when the payment terms list two or more payments; undefined otherwise. */
export function readTypedSchedule(paymentTerms: unknown, totalCents: number | undefined): TypedSchedule | undefined {
  if (typeof paymentTerms !== 'string' || paymentTerms.trim() === '') return undefined;
  const payments: TypedPayment[] = [];
  let balanceIndex = -1;
  for (const segment of paymentTerms.split(SEGMENTS)) {
    const tokens = amountTokens(segment);
    if (tokens.length > 1) return undefined; // two figures in one breath: not a list of payments
    const token = tokens[0];
    if (!token) {
      if (BALANCE.test(segment) && balanceIndex < 0) {
        balanceIndex = payments.length;
        payments.push({ cents: 0, words: tidy(segment), balance: true });
      }
      continue;
    }
    const m = token.mention;
    const cents = m.kind === 'amount' ? m.cents : totalCents === undefined ? undefined : percentOfCents(totalCents, m.basisPoints);
    if (cents === undefined) return undefined;
    payments.push({ cents, words: tidy(segment.slice(0, token.start) + ' ' + segment.slice(token.end)), balance: false });
  }
  if (payments.length < 2) return undefined;
  const named = payments.reduce((sum, p) => sum + p.cents, 0);
  if (balanceIndex >= 0) {
    if (totalCents === undefined || named > totalCents) return { payments, sumCents: named };
    payments[balanceIndex]!.cents = totalCents - named;
  }
  return { payments, sumCents: payments.reduce((sum, p) => sum + p.cents, 0) };
}
