/**
 * How much the homeowner pays before work starts.
 *
 * The deposit is read, in this order of precedence:
 * 1. an explicit `depositAmount` on the draft ("3000", "$3,000" or "30%"). It
 *    is not part of the shared schema, so it is read defensively;
 * 2. a deposit mentioned in the payment terms ("30% deposit", "deposit of
 *    $3,000", "$500 down", "no deposit");
 * 3. the payment schedule: upfront means the whole price is the deposit,
 *    milestone means the first of three equal payments, completion means none.
 */
import type { ContractDraft } from '@homepact/proto';
import { exceedsShare, formatUsd, parseMoneyToCents, parsePercentToBasisPoints, percentOfCents, splitCents } from './money.ts';

export type DepositMention = { kind: 'percent'; basisPoints: number; phrase: string } | { kind: 'amount'; cents: number; phrase: string };

export interface RequestedDeposit {
  /** Cents, when known (a percentage needs the price). */
  cents: number | undefined;
  /** The share of the price, when the deposit was given as a percentage. */
  basisPoints: number | undefined;
  origin: 'depositAmount' | 'paymentTerms' | 'paymentSchedule';
  /** The words the deposit was read from, for messages. */
  phrase: string;
}

export interface Token {
  start: number;
  end: number;
  mention: DepositMention;
}

const PERCENT = /(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|percent\b|per\s*cent\b)/gi;
const DOLLARS =
  /(?:\$|\busd\s*|\bus\$\s*)\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\s*k\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:dollars|usd)\b/gi;

export function amountTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(PERCENT)) {
    const bp = parsePercentToBasisPoints(m[1]!);
    if (bp !== undefined)
      tokens.push({ start: m.index, end: m.index + m[0].length, mention: { kind: 'percent', basisPoints: bp, phrase: m[0] } });
  }
  for (const m of text.matchAll(DOLLARS)) {
    const whole = m[1] ?? m[4]!;
    const fraction = m[1] !== undefined ? m[2] : m[5];
    let cents = parseMoneyToCents(fraction ? `${whole}.${fraction}` : whole);
    if (cents === undefined) continue;
    if (m[3]) cents *= 1000; // "$3k"
    tokens.push({ start: m.index, end: m.index + m[0].length, mention: { kind: 'amount', cents, phrase: m[0].trim() } });
  }
  return tokens.sort((a, b) => a.start - b.start);
}

// Words that name a deposit and can stand on either side of the amount.
const KEYWORD = /\b(?:deposit|down[\s-]?payment|downpayment|retainer|up[\s-]?front\s+payment|initial\s+payment)s?\b/gi;
// Words that only mean a deposit after an amount ("$500 down", "50% upfront").
const TRAILING_KEYWORD =
  /\b(?:down(?![\s-]?payment)|up[\s-]?front(?!\s+payment)|in\s+advance|(?:due\s+)?(?:at|on|upon)\s+(?:contract\s+)?signing|before\s+(?:the\s+)?work\s+(?:begins|starts))\b/gi;
const NO_DEPOSIT =
  /\b(?:no|without\s+(?:a|any))\s+(?:deposit|down[\s-]?payment|downpayment|retainer|money\s+down|up[\s-]?front\s+payment)\b|\b(?:deposit|down[\s-]?payment)\s*(?::|-|is)?\s*(?:none|not\s+required)\b/gi;

// What may sit between a keyword and the amount after it ("deposit of", "deposit: ", "deposit due at signing of").
const GAP_AFTER =
  /^[\s:=(\-–—]*(?:(?:of|is|equal|equals|to|in|the|amount|amounting|a|an|totaling|totalling|required|due|payable|will|be|shall|at|on|upon|signing|contract|about|approximately|non-?refundable|refundable|which|that|paid|amounts)\b[\s:=(\-–—]*){0,6}$/i;
// What may sit between an amount and the keyword after it ("30% deposit", "$3,000 non-refundable deposit").
const GAP_BEFORE =
  /^[\s)]*(?:(?:non-?refundable|refundable|initial|up-?front|upfront|as|a|an|the|cash|required|booking|security|due|payable|paid)\b[\s,]*){0,3}$/i;

interface Found {
  at: number;
  mention: DepositMention;
}

function nearest(text: string, tokens: Token[], start: number, end: number, allowAfter: boolean): Found | undefined {
  const before = [...tokens].reverse().find((t) => t.end <= start);
  const after = tokens.find((t) => t.start >= end);
  const candidates: Array<{ gap: number; token: Token }> = [];
  if (before && GAP_BEFORE.test(text.slice(before.end, start))) candidates.push({ gap: start - before.end, token: before });
  if (allowAfter && after && GAP_AFTER.test(text.slice(end, after.start))) candidates.push({ gap: after.start - end, token: after });
  // The closer amount wins; on a tie "deposit of 30%" reads more naturally than "... 30% deposit of".
  candidates.sort((a, b) => a.gap - b.gap || b.token.start - a.token.start);
  const best = candidates[0];
  if (!best) return undefined;
  return { at: Math.min(best.token.start, start), mention: best.token.mention };
}

/**
 * Finds the first deposit mentioned in free text, or undefined. An amount
 * counts only when it sits right next to a deposit word, so "30% at
 * completion" or "10% markup" are not deposits.
 */
export function parseDepositMention(text: string | undefined | null): DepositMention | undefined {
  if (!text) return undefined;
  const tokens = amountTokens(text);
  const found: Found[] = [];
  for (const m of text.matchAll(KEYWORD)) {
    const hit = nearest(text, tokens, m.index, m.index + m[0].length, true);
    if (hit) found.push(hit);
  }
  for (const m of text.matchAll(TRAILING_KEYWORD)) {
    const hit = nearest(text, tokens, m.index, m.index + m[0].length, false);
    if (hit) found.push(hit);
  }
  for (const m of text.matchAll(NO_DEPOSIT)) found.push({ at: m.index, mention: { kind: 'amount', cents: 0, phrase: m[0] } });
  found.sort((a, b) => a.at - b.at);
  return found[0]?.mention;
}

/** An explicit `depositAmount` on the draft, if it holds an amount or a percentage. */
export function readExplicitDeposit(form: ContractDraft): DepositMention | undefined {
  const raw: unknown = (form as Record<string, unknown>)['depositAmount'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (!text) return undefined;
  const percent = /^(\d{1,3}(?:\.\d{1,2})?)\s*%$/.exec(text);
  if (percent) {
    const bp = parsePercentToBasisPoints(percent[1]!);
    return bp === undefined ? undefined : { kind: 'percent', basisPoints: bp, phrase: text };
  }
  const cents = parseMoneyToCents(text);
  return cents === undefined ? undefined : { kind: 'amount', cents, phrase: text };
}

function fromMention(mention: DepositMention, totalCents: number | undefined, origin: RequestedDeposit['origin']): RequestedDeposit {
  if (mention.kind === 'amount') {
    return { cents: mention.cents, basisPoints: undefined, origin, phrase: mention.phrase };
  }
  const cents = totalCents === undefined ? undefined : percentOfCents(totalCents, mention.basisPoints);
  return { cents, basisPoints: mention.basisPoints, origin, phrase: mention.phrase };
}

/** True when the deposit comes from the draft's own words rather than from the schedule. */
export function isStatedDeposit(deposit: RequestedDeposit | undefined): boolean {
  return deposit !== undefined && deposit.origin !== 'paymentSchedule';
}

/** The deposit the draft asks for, before any legal cap. */
export function requestedDeposit(form: ContractDraft, totalCents: number | undefined): RequestedDeposit | undefined {
  const explicit = readExplicitDeposit(form);
  if (explicit) return fromMention(explicit, totalCents, 'depositAmount');
  const terms = typeof form.paymentTerms === 'string' ? parseDepositMention(form.paymentTerms) : undefined;
  if (terms) return fromMention(terms, totalCents, 'paymentTerms');
  switch (form.paymentSchedule) {
    case 'upfront':
      return { cents: totalCents, basisPoints: 10_000, origin: 'paymentSchedule', phrase: 'the whole price paid up front' };
    case 'milestone':
      return {
        cents: totalCents === undefined ? undefined : splitCents(totalCents, 3)[0],
        // A third of the price, rounded down: enough to compare against 10% caps when the price is missing.
        basisPoints: totalCents === undefined ? 3_333 : undefined,
        origin: 'paymentSchedule',
        phrase: 'the first of three milestone payments',
      };
    case 'completion':
      return { cents: 0, basisPoints: 0, origin: 'paymentSchedule', phrase: 'payment on completion' };
    default:
      return undefined;
  }
}

/**
 * Whether a deposit is more than a share of the price, compared exactly.
 * Undefined when it cannot be told (no price and no percentage).
 */
export function depositExceedsShare(
  deposit: RequestedDeposit | undefined,
  totalCents: number | undefined,
  basisPoints: number,
): boolean | undefined {
  if (!deposit) return undefined;
  if (deposit.cents !== undefined && totalCents !== undefined && totalCents > 0)
    return exceedsShare(deposit.cents, totalCents, basisPoints);
  if (deposit.basisPoints !== undefined) return deposit.basisPoints > basisPoints;
  return undefined;
}

/** "$3,000.00" or "30% of the price ($3,000.00)", for messages. */
export function describeDeposit(deposit: RequestedDeposit): string {
  const amount = deposit.cents === undefined ? undefined : formatUsd(deposit.cents);
  if (deposit.basisPoints !== undefined && deposit.origin !== 'paymentSchedule') {
    const percent = `${deposit.basisPoints / 100}% of the price`;
    return amount ? `${percent} (${amount})` : percent;
  }
  return amount ?? deposit.phrase;
}
