/**
 * What the contract TEXT says about money and dates, and where it disagrees
 * with the structured form the invitation, the dashboard and the sign page
 * summarise. The text is what is signed and hashed; a form saying "$1,000 on
 * completion" next to an edited text saying "$95,000 up front" would show the
 * signer one deal and bind them to another. Pure: no I/O, no clock.
 *
 * The reading is deliberately conservative (it only reports what it can
 * point at): an amount is a dollar figure ("$95,000", "95,000 dollars",
 * "$3k"); thresholds in statutory wording ("over $500", "$25 or more",
 * "$1,000 or 10%") and sentences about what a law requires are not terms of
 * this deal and are skipped. A text that states no price at all is not a
 * disagreement (there is nothing to compare); one that states a different
 * one is.
 */
import type { ContractDraft } from '@homepact/proto';
import { compareCalendarDates, formatCalendarDate, parseCalendarDate, type CalendarDate } from './dates.ts';
import { requestedDeposit } from './deposit.ts';
import { normaliseContractText } from './normalise-text.ts';
import { formatUsd, parseMoneyToCents, parsePercentToBasisPoints, percentOfCents } from './money.ts';

export type ScheduleWord = 'upfront' | 'milestone' | 'completion';

export interface TextTerms {
  /** Every dollar amount that is a term of this deal, in cents, in order of appearance. */
  amounts: number[];
  /** The amounts in sentences about paying (not insurance, bonds or other limits): what the parties owe. */
  paymentAmounts: number[];
  /** The amount the text calls the total ("Total contract price: $X", "- Total: $X"), if it says. */
  statedTotalCents: number | undefined;
  /** The largest amount the text asks for before the work is done (deposit, up front, at signing). */
  upfrontCents: number | undefined;
  /** When the amounts the text names fall due. */
  schedule: ScheduleWord[];
  /** Schedule words in any sentence about paying ("Payment schedule: milestone payments ..."). */
  mentioned: ScheduleWord[];
  start: CalendarDate | undefined;
  end: CalendarDate | undefined;
}

export type TermsField = 'totalAmount' | 'paymentSchedule' | 'projectStartDate' | 'projectEndDate';

export interface TermsDifference {
  field: TermsField;
  /** The form's value, as shown to people ("$1,000.00", "payment on completion", "March 1, 2025"). */
  form: string;
  /** What the text says instead. */
  text: string;
  /** One sentence for the owner: "Total price: the form says $1,000.00; the contract text says $95,000.00." */
  message: string;
}

/** The structured terms, as the wizard form and the contract record hold them. */
export interface TermsForm {
  totalAmount?: unknown;
  paymentSchedule?: unknown;
  paymentTerms?: unknown;
  projectStartDate?: unknown;
  projectEndDate?: unknown;
  [field: string]: unknown;
}

const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\s?k\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:dollars|usd)\b/gi;
const PERCENT = /(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|percent\b)/gi;
/** A threshold, not a price: "over $500", "at least $25". */
const THRESHOLD_BEFORE =
  /\b(?:over|under|above|below|exceed(?:s|ing)?|more than|less than|at least|at most|up to|minimum of|maximum of)\s*$/i;
/** "$25 or more", "$1,000 or less", "$1,000 or 10%". */
const THRESHOLD_AFTER = /^\s*or\s+(?:more|less|\d)/i;
/** A sentence about what a law says, not about this deal. */
const LAW = /\b(?:law|laws|statute|statutes|regulation|regulations)\b/i;
const TOTAL = /\btotal\b|\bcontract (?:price|sum|amount)\b/i;
/** A sentence about what someone pays. */
const PAYING =
  /\b(?:pay\w*|paid|bill\w*|price|cost|costs|deposit|due|total|balance|owe\w*|fees?|charge\w*|installments?|instalments?|up[\s-]?front|invoice\w*|retainer|sum)\b/i;
/** ...and not about cover or security someone holds (insurance, bonds, liability caps). */
const COVER = /\b(?:insurance|insured|coverage|bond|bonded|bonding|liability|policy|policies)\b/i;
const UPFRONT =
  /\b(?:up[\s-]?front|in advance|advance payment|deposit|down[\s-]?payment|retainer|(?:at|on|upon) (?:contract )?signing|when this contract is signed|before (?:any |the )?work (?:begins|starts|commences)|prior to (?:the )?start)\b/i;
const COMPLETION =
  /\b(?:(?:on|upon|at|after) (?:final |substantial )?completion|when the work is (?:complete|completed|finished|done)|final payment)\b/i;
const MILESTONE = /\b(?:milestones?|progress payments?|installments?|instalments?)\b/i;
const START = /\b(?:start|starts|starting|begin|begins|beginning|commence|commences|commencement)\b/i;
const END = /\b(?:complet\w*|finish\w*|end date|ends?)\b/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b|\b(\d{4}-\d{2}-\d{2})\b|\b(\d{1,2}\/\d{1,2}\/\d{4})\b/g;

interface Token {
  start: number;
  end: number;
  cents?: number;
  basisPoints?: number;
}

/** Sentences: lines, and within a line, text up to ". " / "; " / "! " / "? ". */
function sentences(text: string): string[] {
  return normaliseContractText(text)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.;!?])\s+(?=[A-Z(\-•*"“])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

function moneyTokens(sentence: string): Token[] {
  const out: Token[] = [];
  for (const m of sentence.matchAll(DOLLARS)) {
    const whole = m[1] ?? m[4]!;
    const fraction = m[1] !== undefined ? m[2] : m[5];
    let cents = parseMoneyToCents(fraction ? `${whole}.${fraction}` : whole);
    if (cents === undefined) continue;
    if (m[3]) cents *= 1000;
    const start = m.index;
    const end = start + m[0].length;
    if (THRESHOLD_BEFORE.test(sentence.slice(0, start)) || THRESHOLD_AFTER.test(sentence.slice(end))) continue;
    out.push({ start, end, cents });
  }
  for (const m of sentence.matchAll(PERCENT)) {
    const bp = parsePercentToBasisPoints(m[1]!);
    if (bp === undefined) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (THRESHOLD_BEFORE.test(sentence.slice(0, start)) || THRESHOLD_AFTER.test(sentence.slice(end))) continue;
    out.push({ start, end, basisPoints: bp });
  }
  return out.sort((a, b) => a.start - b.start);
}

const NO_DEPOSIT = /\b(?:no|without\s+(?:a|any))\s+(?:deposit|down[\s-]?payment|retainer|money\s+down|up[\s-]?front\s+payment)\b/gi;

const KEYWORDS: Array<[ScheduleWord, RegExp]> = [
  ['upfront', UPFRONT],
  ['completion', COMPLETION],
  ['milestone', MILESTONE],
];

/**
 * When a token falls due: the schedule word nearest to it, looking first at
 * the words right after it up to the next amount ("$500 deposit", "50% on
 * completion"), then at the words right before it back to the previous
 * amount ("Deposit, due when this contract is signed: $500").
 */
function whenDue(sentence: string, tokens: Token[], i: number): ScheduleWord | undefined {
  const token = tokens[i]!;
  const after = sentence.slice(token.end, i === tokens.length - 1 ? sentence.length : tokens[i + 1]!.start).replace(NO_DEPOSIT, ' ');
  const before = sentence.slice(i === 0 ? 0 : tokens[i - 1]!.end, token.start).replace(NO_DEPOSIT, ' ');
  const hits = (segment: string) =>
    KEYWORDS.flatMap(([word, re]) => {
      const all = [...segment.matchAll(new RegExp(re.source, 'gi'))];
      return all.map((m) => ({ word, at: m.index }));
    });
  const next = hits(after).sort((a, b) => a.at - b.at)[0];
  if (next) return next.word;
  const previous = hits(before).sort((a, b) => b.at - a.at)[0];
  return previous?.word;
}

function dateIn(sentence: string): CalendarDate | undefined {
  for (const m of sentence.matchAll(DATE)) {
    if (m[1]) {
      const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
      const parsed = parseCalendarDate(`${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`);
      if (parsed) return parsed;
    } else {
      const parsed = parseCalendarDate(m[4] ?? m[5]);
      if (parsed) return parsed;
    }
  }
  return undefined;
}

/** What the text says about price, payment timing and dates. */
export function readTextTerms(text: string): TextTerms {
  const amounts: number[] = [];
  const paymentAmounts: number[] = [];
  let statedTotalCents: number | undefined;
  const schedule = new Set<ScheduleWord>();
  const mentioned = new Set<ScheduleWord>();
  const upfront: Array<{ cents?: number; basisPoints?: number }> = [];
  let start: CalendarDate | undefined;
  let end: CalendarDate | undefined;

  for (const sentence of sentences(text)) {
    if (LAW.test(sentence)) continue;
    const tokens = moneyTokens(sentence);
    const cover = COVER.test(sentence);
    const paying = PAYING.test(sentence) && !cover;
    tokens.forEach((token, i) => {
      if (token.cents !== undefined) {
        amounts.push(token.cents);
        if (paying) paymentAmounts.push(token.cents);
        if (statedTotalCents === undefined && TOTAL.test(sentence.slice(0, token.start))) statedTotalCents = token.cents;
      }
      // A bond, deposit or insurance someone holds with the state or an insurer is not a payment by the homeowner
      // (Washington's NOTICE TO CUSTOMER: "has posted with the state a bond or deposit of $12,000.00").
      const due = cover ? undefined : whenDue(sentence, tokens, i);
      // A percentage only matters as a share asked for up front ("50% upfront"); elsewhere it is rarely a payment.
      if (due && (token.cents !== undefined || due === 'upfront')) schedule.add(due);
      if (due === 'upfront') upfront.push(token);
    });
    if (/\bpa(?:y|id)\w*/i.test(sentence)) for (const [word, re] of KEYWORDS) if (re.test(sentence)) mentioned.add(word);
    if (!start && START.test(sentence) && !/\bprepared\b/i.test(sentence)) start = dateIn(sentence);
    else if (!end && END.test(sentence)) end = dateIn(sentence);
  }

  const base = statedTotalCents;
  const upfrontAmounts = upfront
    .map((t) => t.cents ?? (t.basisPoints !== undefined && base !== undefined ? percentOfCents(base, t.basisPoints) : undefined))
    .filter((c): c is number => c !== undefined);
  return {
    amounts,
    paymentAmounts,
    statedTotalCents,
    upfrontCents: upfrontAmounts.length ? Math.max(...upfrontAmounts) : undefined,
    schedule: [...schedule],
    mentioned: [...mentioned],
    start,
    end,
  };
}

const SCHEDULE_PHRASE: Record<ScheduleWord, string> = {
  upfront: 'payment up front',
  milestone: 'milestone payments',
  completion: 'payment on completion',
};

function formSchedulePhrase(form: TermsForm, upfrontCents: number): string {
  const schedule = form.paymentSchedule;
  const base =
    schedule === 'upfront' || schedule === 'milestone' || schedule === 'completion'
      ? SCHEDULE_PHRASE[schedule]
      : 'no payment before the work';
  return upfrontCents > 0 && schedule !== 'upfront' ? `${base}, ${formatUsd(upfrontCents)} before the work` : base;
}

/** Every dollar figure the form's text fields hold, in cents. */
function formFigures(form: TermsForm): Set<number> {
  const out = new Set<number>();
  for (const value of Object.values(form)) {
    if (typeof value !== 'string' || value.length > 5000) continue;
    const cents = parseMoneyToCents(value);
    if (cents !== undefined) out.add(cents);
    for (const sentence of sentences(value)) for (const t of moneyTokens(sentence)) if (t.cents !== undefined) out.add(t.cents);
  }
  return out;
}

/**
 * Where the contract text disagrees with the form's price, payment schedule
 * or dates; empty when they agree (or when the text is silent on a term).
 */
export function compareTermsWithText(form: TermsForm, text: string): TermsDifference[] {
  // The form's own payment terms, quoted in the text ("Payment terms: 30% deposit, ..."), are the form's words, not the text's.
  const ownTerms = typeof form.paymentTerms === 'string' ? normaliseContractText(form.paymentTerms).trim() : '';
  const terms = readTextTerms(ownTerms.length >= 3 ? normaliseContractText(text).split(ownTerms).join(' ') : text);
  const out: TermsDifference[] = [];
  const formTotal = parseMoneyToCents(form.totalAmount);
  const usd = (cents: number) => formatUsd(cents);

  if (formTotal !== undefined) {
    const total = usd(formTotal);
    if (terms.statedTotalCents !== undefined && terms.statedTotalCents !== formTotal) {
      out.push({
        field: 'totalAmount',
        form: total,
        text: usd(terms.statedTotalCents),
        message: `Total price: the form says ${total}; the contract text says ${usd(terms.statedTotalCents)}.`,
      });
    } else {
      // Figures the form itself holds ("$500 down" in its payment terms, its insurance amount) are the form's words too.
      const inForm = formFigures(form);
      const larger = [...new Set(terms.paymentAmounts.filter((c) => c > formTotal && !inForm.has(c)))];
      if (larger.length > 0) {
        const listed = larger.map(usd).join(', ');
        out.push({
          field: 'totalAmount',
          form: total,
          text: listed,
          message: `Total price: the form says ${total}; the contract text asks for ${listed}, more than that.`,
        });
      }
    }
  }

  const deposit = requestedDeposit(form as ContractDraft, formTotal);
  const formUpfront = deposit?.cents ?? 0;
  const schedule = form.paymentSchedule;
  if (terms.upfrontCents !== undefined && terms.upfrontCents > formUpfront) {
    const said = formSchedulePhrase(form, formUpfront);
    out.push({
      field: 'paymentSchedule',
      form: said,
      text: `${usd(terms.upfrontCents)} up front`,
      message: `Payment: the form says ${said}; the contract text asks for ${usd(terms.upfrontCents)} before the work is done.`,
    });
  } else if (
    schedule === 'upfront' &&
    terms.schedule.includes('completion') &&
    !terms.schedule.includes('upfront') &&
    !terms.mentioned.includes('upfront')
  ) {
    out.push({
      field: 'paymentSchedule',
      form: SCHEDULE_PHRASE.upfront,
      text: SCHEDULE_PHRASE.completion,
      message: 'Payment: the form says payment up front; the contract text schedules payment on completion.',
    });
  } else if (
    schedule === 'milestone' &&
    terms.schedule.length > 0 &&
    !terms.schedule.includes('milestone') &&
    !terms.mentioned.includes('milestone')
  ) {
    const said = terms.schedule.map((s) => SCHEDULE_PHRASE[s]).join(' and ');
    out.push({
      field: 'paymentSchedule',
      form: SCHEDULE_PHRASE.milestone,
      text: said,
      message: `Payment: the form says milestone payments; the contract text says ${said}.`,
    });
  }

  const dates: Array<[TermsField, string, CalendarDate | undefined, unknown]> = [
    ['projectStartDate', 'Start date', terms.start, form.projectStartDate],
    ['projectEndDate', 'Completion date', terms.end, form.projectEndDate],
  ];
  for (const [field, label, inText, inForm] of dates) {
    const formDate = parseCalendarDate(inForm);
    if (!inText || !formDate || compareCalendarDates(inText, formDate) === 0) continue;
    out.push({
      field,
      form: formatCalendarDate(formDate),
      text: formatCalendarDate(inText),
      message: `${label}: the form says ${formatCalendarDate(formDate)}; the contract text says ${formatCalendarDate(inText)}.`,
    });
  }
  return out;
}

/** The 409 message: every difference, and what to do. */
export function termsMismatchMessage(differences: ReadonlyArray<Pick<TermsDifference, 'message'>>): string {
  return [
    'The contract text does not match the terms in the form, and the text is what the parties sign:',
    ...differences.map((d) => `- ${d.message}`),
    'Edit the text or the form so they agree, or confirm that the text is right to send it as it is.',
  ].join('\n');
}

/** What the signed text says, for invitations and the sign page ("$95,000.00", "$95,000.00 up front"). */
export interface TextTermsSummary {
  total: string | null;
  payment: string | null;
  start: string | null;
  end: string | null;
}

const SCHEDULE_LIST = /^The Homeowner will pay the Provider as follows\.\n((?:- [^\n]+\n?)+)/m;
const INSTALMENT = /^- ([^,\n]+), due ([^\n]+): (\$[\d,]+\.\d{2})$/;
const AT_SIGNING_DUE = /^when this contract is signed/;

/**
 * The payment before work starts as the contract's own schedule states it
 * ("- Deposit, due when this contract is signed, before work begins: $1,000.00"),
 * or undefined when the text has no such schedule. Read by shape, never by
 * keywords, so a payment typed in words elsewhere cannot change it.
 */
function scheduledPaymentSummary(text: string): string | undefined {
  const list = SCHEDULE_LIST.exec(normaliseContractText(text));
  if (!list) return undefined;
  const first = INSTALMENT.exec(list[1]!.split('\n')[0]!.trim());
  if (!first) return undefined;
  return AT_SIGNING_DUE.test(first[2]!) ? `${first[3]} when the contract is signed` : 'nothing before the work begins';
}

export function summariseTextTerms(text: string): TextTermsSummary {
  const scheduled = scheduledPaymentSummary(text);
  const t = readTextTerms(text);
  if (scheduled !== undefined) {
    return {
      total: t.statedTotalCents !== undefined ? formatUsd(t.statedTotalCents) : null,
      payment: scheduled,
      start: t.start ? formatCalendarDate(t.start) : null,
      end: t.end ? formatCalendarDate(t.end) : null,
    };
  }
  const payment =
    t.upfrontCents !== undefined
      ? `${formatUsd(t.upfrontCents)} before the work`
      : t.schedule.length > 0
        ? t.schedule.map((s) => SCHEDULE_PHRASE[s]).join(', ')
        : null;
  return {
    total: t.statedTotalCents !== undefined ? formatUsd(t.statedTotalCents) : null,
    payment,
    start: t.start ? formatCalendarDate(t.start) : null,
    end: t.end ? formatCalendarDate(t.end) : null,
  };
}
