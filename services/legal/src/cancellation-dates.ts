/**
 * The dates an executed contract's Notice of Cancellation leaves blank until
 * the buyer signs: the date of the transaction and the last day to cancel.
 * They are read from the signed text itself (its state and the number of
 * business days its notice gives), so they follow whatever was signed, on
 * whichever path it was written, and are computed in the property's time zone.
 */
import { findState } from '@homepact/proto';
import { FTC_COUNT, nthBusinessDayAfter } from './business-days.ts';
import { calendarDateOf, compareCalendarDates, formatCalendarDate, type CalendarDate } from './dates.ts';
import type { ContractDocument } from './contract-text/model.ts';
import { lawFor } from './states/law/guide.ts';
import type { BusinessDayCount } from './states/law/types.ts';

/**
 * Each jurisdiction's time zone: where most of its people live (a state in two
 * zones gets its larger one), since the date of the transaction is the date at
 * the property.
 */
const TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The property's IANA time zone for a state code; UTC when the state is unknown. */
export function timeZoneOfState(code: string | null | undefined): string {
  return (code && Object.hasOwn(TIME_ZONES, code) ? TIME_ZONES[code] : undefined) ?? 'UTC';
}

const ORDINALS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH'];
const DAYS_LINE = /\(THE ([A-Z]+) BUSINESS DAY AFTER THE DATE OF TRANSACTION\)/;
const STATE_LINE = /\bfor work in ([A-Z][A-Za-z .]+?)\.\s*$/m;

export interface CancellationDates {
  transaction: CalendarDate;
  lastDay: CalendarDate;
  timeZone: string;
  /** "Thursday, July 2, 2026". */
  transactionText: string;
  lastDayText: string;
}

/** The property's time zone as the text states its state ("… for work in Maryland."); UTC when it does not. */
export function propertyTimeZone(doc: Pick<ContractDocument, 'text'>): string {
  return timeZoneOfState(findState(STATE_LINE.exec(doc.text)?.[1]?.trim())?.code);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const longDate = (d: CalendarDate) => `${WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]}, ${formatCalendarDate(d)}`;

/**
 * The dates for a signed text's Notice of Cancellation, or null when the text
 * has none. The period is the one the text states; it is counted both the FTC
 * way and the state's way and the later day wins, so the buyer is never given
 * less than either rule allows.
 */
export function cancellationDates(doc: ContractDocument, buyerSignedAt: Date): CancellationDates | null {
  const m = DAYS_LINE.exec(doc.text);
  const days = m ? ORDINALS.indexOf(m[1]!) + 1 : 0;
  if (days <= 0) return null;
  const state = findState(STATE_LINE.exec(doc.text)?.[1]?.trim());
  const timeZone = propertyTimeZone(doc);
  const transaction = calendarDateOf(buyerSignedAt, timeZone);
  const stateLaw = state ? lawFor(state.code)?.cancellation : undefined;
  const stateCount: BusinessDayCount = stateLaw
    ? { saturdays: stateLaw.saturdays, holidays: stateLaw.holidays }
    : { saturdays: false, holidays: 'federal' };
  const lastDay = [
    nthBusinessDayAfter(transaction, Math.min(days, 3), FTC_COUNT),
    nthBusinessDayAfter(transaction, days, stateCount),
  ].reduce((a, b) => (compareCalendarDates(b, a) > 0 ? b : a));
  return { transaction, lastDay, timeZone, transactionText: longDate(transaction), lastDayText: longDate(lastDay) };
}
