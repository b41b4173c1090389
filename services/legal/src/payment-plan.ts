/**
 * The payments the contract schedules, in cents that always add up to the
 * price. A state cap on the down payment (California) is applied here, so the
 * contract text can never schedule more than the law allows; the excess moves
 * to the next payment.
 */
import { isStatedDeposit } from './deposit.ts';
import type { ContractFacts } from './facts.ts';
import { splitCents } from './money.ts';

export interface Installment {
  /** "Deposit", "Progress payment", "Final payment", "Full payment". */
  label: string;
  /** When it is due, as a phrase that completes "due ...". */
  due: string;
  cents: number;
}

export interface PaymentPlan {
  installments: Installment[];
  /** What is due before work starts, after any cap. */
  depositCents: number;
  /** What the draft asked for before work starts, before any cap (undefined when unknown). */
  requestedDepositCents: number | undefined;
  /** True when the cap lowered the deposit. */
  capped: boolean;
}

const AT_SIGNING = 'when this contract is signed, before work begins';
const AT_MIDPOINT = 'when about half of the work described in the scope of work is complete';
const AT_COMPLETION = 'on completion of the work';

/**
 * @param capCents the largest deposit the property's state allows, if it caps one.
 * Returns undefined when there is nothing to schedule yet (no price, or no
 * schedule and no stated deposit).
 */
export function planPayments(facts: ContractFacts, capCents?: number): PaymentPlan | undefined {
  const total = facts.totalCents;
  if (total === undefined || total === 0) return undefined;
  const stated = isStatedDeposit(facts.deposit);
  if (!facts.schedule && !stated) return undefined;

  const requested = Math.min(facts.deposit?.cents ?? 0, total);
  const deposit = capCents === undefined ? requested : Math.min(requested, capCents);
  const capped = deposit < requested;
  const plan = (installments: Installment[]): PaymentPlan => ({
    installments: installments.filter((i) => i.cents > 0),
    depositCents: deposit,
    requestedDepositCents: facts.deposit?.cents,
    capped,
  });

  if (facts.schedule === 'milestone') {
    const [progress, final] = splitCents(total - deposit, 2) as [number, number];
    return plan([
      { label: 'Deposit', due: AT_SIGNING, cents: deposit },
      { label: 'Progress payment', due: AT_MIDPOINT, cents: progress },
      { label: 'Final payment', due: AT_COMPLETION, cents: final },
    ]);
  }
  if (deposit === total) return plan([{ label: 'Full payment', due: AT_SIGNING, cents: total }]);
  if (deposit === 0) return plan([{ label: 'Full payment', due: AT_COMPLETION, cents: total }]);
  return plan([
    { label: 'Deposit', due: AT_SIGNING, cents: deposit },
    { label: 'Final payment', due: AT_COMPLETION, cents: total - deposit },
  ]);
}
