import type { ContractDraft } from '@homepact/proto';
import { readDraft } from './context.ts';
import { compareCalendarDates, formatCalendarDate } from './dates.ts';
import { coolingOffChecks } from './federal/cooling-off.ts';
import { truthInLendingChecks } from './federal/truth-in-lending.ts';
import { text } from './facts.ts';
import { formatUsd } from './money.ts';
import { paymentTermsUse } from './sections/payment.ts';
import type { RuleWarning } from './types.ts';

/** Checks that are about the draft making sense rather than about a statute. */
const DRAFTING = 'HomePact drafting check';

function generalChecks(draft: ReturnType<typeof readDraft>): RuleWarning[] {
  const { facts } = draft;
  const out: RuleWarning[] = [];
  if (facts.totalUnreadable) {
    out.push({
      id: 'total-unreadable',
      severity: 'warning',
      message: 'The total amount is not a dollar amount (like 1500 or 1500.00), so the contract shows $0.00.',
      source: DRAFTING,
      field: 'totalAmount',
    });
  } else if (facts.totalCents === undefined || facts.totalCents === 0) {
    out.push({
      id: 'total-missing',
      severity: 'warning',
      message: 'The total amount is missing or zero, so the contract shows $0.00 and schedules no payments. Enter the agreed price.',
      source: DRAFTING,
      field: 'totalAmount',
    });
  }
  const typed = facts.typedSchedule;
  const use = paymentTermsUse(facts, draft.plan);
  if (typed && facts.totalCents !== undefined && typed.sumCents !== facts.totalCents) {
    out.push({
      id: 'payment-schedule-sum',
      severity: 'warning',
      message: `The payments in the payment terms add up to ${formatUsd(typed.sumCents)}, but the total price is ${formatUsd(facts.totalCents)}. The contract schedules the payments from the price and the payment schedule instead; make the payments add up to the price to use your own.`,
      source: DRAFTING,
      field: 'paymentTerms',
    });
  } else if (use === 'left-out') {
    out.push({
      id: 'payment-terms-left-out',
      severity: 'warning',
      message:
        'The payment terms name amounts that do not match the payment schedule, so they are left out of the contract: it shows one schedule only. List each payment with its amount, separated by semicolons ("$1,000 deposit; $8,000 after framing; balance on completion"), adding up to the price.',
      source: DRAFTING,
      field: 'paymentTerms',
    });
  }
  if (facts.start && facts.end && compareCalendarDates(facts.end, facts.start) < 0) {
    out.push({
      id: 'end-before-start',
      severity: 'warning',
      message: `The end date (${formatCalendarDate(facts.end)}) is before the start date (${formatCalendarDate(facts.start)}).`,
      source: DRAFTING,
      field: 'projectEndDate',
    });
  }
  if (!facts.state) {
    out.push({
      id: 'state-missing',
      severity: 'warning',
      message: "The property's state is not known, so no state notices can be added. Choose the homeowner's state.",
      source: DRAFTING,
      field: 'homeownerState',
    });
  } else if (facts.governingLawState && facts.governingLawState.code !== facts.state.code) {
    out.push({
      id: 'governing-law-mismatch',
      severity: 'warning',
      message: `Governing law names ${facts.governingLawState.name}, but the property is in ${facts.state.name}. Home-improvement protections of ${facts.state.name} apply regardless; the contract uses ${facts.state.name} law.`,
      source: `${facts.state.name} consumer protection law`,
      field: 'governingLaw',
    });
  }
  if (!text(facts.form.homeownerAddress)) {
    out.push({
      id: 'property-address-missing',
      severity: 'warning',
      message: 'The property address is missing; the contract cannot say where the work is done.',
      source: DRAFTING,
      field: 'homeownerAddress',
    });
  }
  return out;
}

/**
 * The rule checks shown on the Review step: pure and deterministic, warnings
 * before information, each naming the rule it comes from.
 */
export function checkContract(form: ContractDraft, options: { declaredDisaster?: boolean } = {}): RuleWarning[] {
  const draft = readDraft(form, options);
  const all = [
    ...generalChecks(draft),
    ...coolingOffChecks(draft, draft.cancellation),
    ...truthInLendingChecks(draft),
    ...(draft.rules?.checks(draft) ?? []),
  ];
  return [...all.filter((w) => w.severity === 'warning'), ...all.filter((w) => w.severity === 'info')];
}
