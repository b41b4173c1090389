/**
 * The payments the contract schedules, in cents that always add up to the
 * price. A state cap on the down payment (California) is applied here, so the
 * contract text can never schedule more than the law allows; the excess moves
 * to the next payment.
 */
import { isStatedDeposit } from './deposit.ts';
import type { ContractFacts } from './facts.ts';
import type { TypedSchedule } from './typed-schedule.ts';
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
  const typed = facts.typedSchedule;
  if (typed && typed.sumCents === total) return typedPlan(typed, total, capCents);
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

const DEPOSIT_WORDS = /\b(?:deposit|down|retainer|up[\s-]?front|in\s+advance|(?:at|on|upon)\s+(?:contract\s+)?signing)\b/i;
const WHEN_WORDS = /^(?:after|on|upon|when|at|by|within|before|once|following|due)\b/i;

/**
 * The person's own schedule, which adds up to the price: their words say when
 * each payment is due. A state cap on the first payment moves the excess to
 * the next one, as for the generated schedules.
 */
function typedPlan(typed: TypedSchedule, total: number, capCents: number | undefined): PaymentPlan {
  const last = typed.payments.length - 1;
  const installments: Installment[] = typed.payments.map((p, i) => {
    const deposit = i === 0 && DEPOSIT_WORDS.test(p.words);
    const label = deposit ? 'Deposit' : i === last ? 'Final payment' : `Progress payment ${i}`;
    const words = p.words.replace(/^(?:deposit|balance|final payment|payment)\b[\s,:]*/i, '').trim();
    const due = deposit
      ? AT_SIGNING
      : WHEN_WORDS.test(words)
        ? words.replace(/^due\s+/i, '')
        : i === last
          ? AT_COMPLETION
          : words
            ? `as agreed: ${words}`
            : 'as the parties agree in writing';
    return { label, due, cents: p.cents };
  });
  const requested = installments[0]!.label === 'Deposit' ? installments[0]!.cents : 0;
  let capped = false;
  if (requested > 0 && capCents !== undefined && requested > capCents && installments.length > 1) {
    installments[1]!.cents += requested - capCents;
    installments[0]!.cents = capCents;
    capped = true;
  }
  return {
    installments: installments.filter((i) => i.cents > 0),
    depositCents: installments[0]!.label === 'Deposit' ? installments[0]!.cents : 0,
    requestedDepositCents: requested,
    capped,
  };
}
