/**
 * The buyer's right to cancel after signing. The period is the one the signed
 * text's Notice of Cancellation states, counted by @homepact/legal exactly as
 * the executed PDF and the sign page fill in its last day; the state's extra
 * rules (no work during the period: Ohio Rev. Code § 1345.22) come from the
 * same library. Pure: no clock, no I/O.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CancellationWindow } from '@homepact/proto';
import { cancellationDates, FTC_SOURCE, lawFor, parseContract, type CalendarDate } from '@homepact/legal';
import type { ContractDoc } from './contract.ts';
import { textToSign } from './signing.ts';

/** The window as stored on the contract (dates as Dates). */
export interface StoredWindow {
  state: string;
  lastDay: string;
  endsAt: Date;
  noWorkDuringPeriod: boolean;
  source: string;
  closedAt: Date | null;
}

/** The evidence of a cancellation: who, when, from where, and the notice word for word. */
export interface CancellationEvidence {
  name: string;
  email: string;
  address: string;
  at: Date;
  ipAddress: string;
  userAgent: string;
  verification: 'link' | 'session';
  noticeText: string;
}

/** The instant a calendar day ends (midnight after it) in an IANA zone. */
export function endOfDayIn(day: CalendarDate, timeZone: string): Date {
  const target = Date.UTC(day.year, day.month - 1, day.day + 1);
  // Midnight in the zone is midnight UTC minus the zone's offset then; twice settles a DST change that night.
  let guess = target;
  for (let i = 0; i < 2; i++) guess = target - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The window a contract gets when the buyer's signature makes it complete, or
 * null when its signed text gives no right to cancel (no Notice of
 * Cancellation: not sold at the home, say).
 */
export function cancellationWindowFor(
  doc: Pick<ContractDoc, 'editedContractContent' | 'finalContract' | 'homeownerState'>,
  buyerSignedAt: Date,
): StoredWindow | null {
  const dates = cancellationDates(parseContract(textToSign(doc)), buyerSignedAt);
  if (!dates) return null;
  const state = doc.homeownerState.toUpperCase();
  const law = lawFor(state)?.cancellation;
  return {
    state,
    lastDay: dates.lastDayText,
    endsAt: endOfDayIn(dates.lastDay, dates.timeZone),
    noWorkDuringPeriod: law?.noWorkDuringPeriod === true,
    source: law ? `${FTC_SOURCE}; ${law.source}` : FTC_SOURCE,
    closedAt: null,
  };
}

const REFUND = /RETURNED WITHIN ([A-Z0-9]+) (BUSINESS DAYS|DAYS)/i;
const NUMBERS: Record<string, number> = { FIVE: 5, SEVEN: 7, TEN: 10, FIFTEEN: 15, TWENTY: 20, THIRTY: 30 };

/** How long the provider has to return payments, as the signed notice says ("10 business days"); the FTC's ten by default. */
export function refundPeriodOf(doc: Pick<ContractDoc, 'editedContractContent' | 'finalContract'>): string {
  const m = REFUND.exec(textToSign(doc));
  const n = m ? (NUMBERS[m[1]!.toUpperCase()] ?? Number(m[1])) : NaN;
  return Number.isFinite(n) && n > 0 ? `${n} ${m![2]!.toLowerCase()}` : '10 business days';
}

/** The window as the API shows it. */
export function windowRecord(doc: Pick<ContractDoc, 'cancellationWindow' | 'cancelledAt'>): CancellationWindow | undefined {
  const w = doc.cancellationWindow;
  if (!w) return undefined;
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return {
    state: w.state,
    lastDay: w.lastDay,
    endsAt: new Date(w.endsAt).toISOString(),
    noWorkDuringPeriod: w.noWorkDuringPeriod,
    source: w.source,
    closedAt: iso(w.closedAt),
    cancelledAt: iso(doc.cancelledAt),
  };
}

/** The dated notice the homeowner sends, in the words of the FTC form (16 C.F.R. § 429.1). */
export function noticeText(input: {
  homeownerName: string;
  homeownerAddress: string;
  providerName: string;
  providerAddress: string | null;
  serviceType: string;
  contractId: string;
  signedOn: string;
  date: string;
}): string {
  return [
    'NOTICE OF CANCELLATION',
    `Date: ${input.date}`,
    `To: ${input.providerName}${input.providerAddress ? `, ${input.providerAddress}` : ''}`,
    `I hereby cancel this transaction: the contract for ${input.serviceType} (HomePact contract ${input.contractId}) signed on ${input.signedOn}.`,
    `Buyer: ${input.homeownerName}, ${input.homeownerAddress}`,
    `Signed electronically by ${input.homeownerName} on ${input.date}.`,
  ].join('\n');
}

/**
 * The cancellation link's token: the contract and the window's end, MACed.
 * Stateless, so the e-mail that carries it needs nothing stored; it stops
 * working when the window closes (its end is inside what is signed).
 */
export function cancelToken(key: string, contractId: string, endsAt: Date): string {
  const payload = `${contractId}.${endsAt.getTime().toString(36)}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload)}`;
}

/** The contract id and window end a token names, when its MAC holds. */
export function readCancelToken(key: string, token: string): { contractId: string; endsAt: Date } | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [contractId, end] = payload.split('.');
  const endsAt = new Date(parseInt(end ?? '', 36));
  return contractId && !Number.isNaN(endsAt.getTime()) ? { contractId, endsAt } : null;
}

const mac = (key: string, payload: string) => createHmac('sha256', `cancel-link:${key}`).update(payload).digest('base64url');
