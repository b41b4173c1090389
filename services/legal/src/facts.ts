/**
 * One normalised reading of a draft, shared by the contract text and the rule
 * checks so the two can never disagree about the price, the state or the
 * deposit. Drafts come from browser storage, so every field is read
 * defensively: wrong types count as missing.
 */
import { findState, US_STATES, type ContractDraft, type UsState } from '@homepact/proto';
import { parseCalendarDate, type CalendarDate } from './dates.ts';
import { requestedDeposit, type RequestedDeposit } from './deposit.ts';
import { parseMoneyToCents } from './money.ts';
import { readTypedSchedule, type TypedSchedule } from './typed-schedule.ts';

export type PaymentScheduleChoice = 'upfront' | 'milestone' | 'completion';
export type DisputeChoice = 'mediation' | 'arbitration' | 'litigation';

export interface ContractFacts {
  form: ContractDraft;
  /** The property's state: the homeowner's state, else the quick-setup state, else the governing-law text. */
  state: UsState | undefined;
  /** The state named in the governing-law field, when it names one. */
  governingLawState: UsState | undefined;
  /** The price in cents; undefined when missing or not an amount. */
  totalCents: number | undefined;
  /** True when a price was typed but could not be read as dollars. */
  totalUnreadable: boolean;
  schedule: PaymentScheduleChoice | undefined;
  deposit: RequestedDeposit | undefined;
  /** Two or more payments typed in the payment terms, with what they add up to. */
  typedSchedule: TypedSchedule | undefined;
  start: CalendarDate | undefined;
  end: CalendarDate | undefined;
  dispute: DisputeChoice | undefined;
  /**
   * Whether the sale may have been made at the buyer's home. Home-service
   * contracts are usually negotiated at the property, and leaving out a
   * required cancellation notice keeps the buyer's right to cancel open
   * indefinitely, while an unneeded one only gives the buyer three days to
   * think. So only an explicit `soldAtHome: false` rules the sale out.
   */
  possiblySoldAtHome: boolean;
  buyerIsSenior: boolean;
  declaredDisaster: boolean;
  /** An insurance claim pays for the work: true, false, or undefined when not asked. */
  insuranceClaim: boolean | undefined;
  /** Payment is secured by a lien or mortgage on the home: true, false, or undefined when not asked. */
  securedByHome: boolean | undefined;
  /** The work is roofing, read from the service type and description. */
  roofing: boolean;
}

/** A trimmed, non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

// Longest names first so "West Virginia" is not read as "Virginia" and "Arkansas" not as "Kansas".
const STATES_BY_NAME_LENGTH = [...US_STATES].sort((a, b) => b.name.length - a.name.length);

/** The state a free-text field names ("CA", "California", "State of New York law"). */
export function stateNamedIn(value: unknown): UsState | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const direct = findState(raw);
  if (direct) return direct;
  const lower = raw.toLowerCase();
  return STATES_BY_NAME_LENGTH.find((s) => new RegExp(`\\b${s.name.toLowerCase()}\\b`).test(lower));
}

function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

const ROOFING = /\b(?:re-?)?roof(?:s|ing|er|ers)?\b/i;

export function readFacts(form: ContractDraft, options: { declaredDisaster?: boolean } = {}): ContractFacts {
  const governingLawState = stateNamedIn(form.governingLaw);
  const state = findState(text(form.homeownerState)) ?? findState(text(form.state)) ?? stateNamedIn(form.state) ?? governingLawState;
  const rawTotal: unknown = form.totalAmount;
  const totalCents = parseMoneyToCents(rawTotal);
  const totalTyped = typeof rawTotal === 'number' || text(rawTotal) !== undefined;
  return {
    form,
    state,
    governingLawState,
    totalCents,
    totalUnreadable: totalTyped && totalCents === undefined,
    schedule: oneOf(form.paymentSchedule, ['upfront', 'milestone', 'completion'] as const),
    deposit: requestedDeposit(form, totalCents),
    typedSchedule: readTypedSchedule(form.paymentTerms, totalCents),
    start: parseCalendarDate(form.projectStartDate),
    end: parseCalendarDate(form.projectEndDate),
    dispute: oneOf(form.disputeResolution, ['mediation', 'arbitration', 'litigation'] as const),
    possiblySoldAtHome: form.soldAtHome !== false,
    buyerIsSenior: form.buyerIsSenior === true,
    declaredDisaster: options.declaredDisaster === true || form.declaredDisaster === true,
    insuranceClaim: typeof form.insuranceClaim === 'boolean' ? form.insuranceClaim : undefined,
    securedByHome: typeof form.securedByHome === 'boolean' ? form.securedByHome : undefined,
    roofing: ROOFING.test(`${text(form.serviceType) ?? ''} ${text(form.serviceDescription) ?? ''}`),
  };
}

/** Whether the FTC Cooling-Off Rule applies: possibly sold at home, for $25 or more (or a price not yet known). */
export function ftcCoolingOffApplies(facts: ContractFacts): boolean {
  return facts.possiblySoldAtHome && (facts.totalCents === undefined || facts.totalCents >= 2_500);
}
