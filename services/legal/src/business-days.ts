/**
 * Business days for cancellation periods, counted on calendar dates (no clock,
 * no time zone: the caller gives the transaction's date in the property's zone).
 *
 * Two counting rules exist in the law this library encodes:
 * - the FTC Cooling-Off Rule (16 C.F.R. § 429.0(e)): every day but Sunday and
 *   nine named holidays, so Saturdays count;
 * - state rules, which usually count neither Saturdays nor any federal legal
 *   public holiday (5 U.S.C. § 6103(a)); Florida counts Saturdays.
 * A holiday falling on a weekend is also kept on the weekday it is observed on
 * (Saturday's on the Friday before, Sunday's on the Monday after). Where the law
 * is unclear that gives the buyer the longer period, which is the safe error.
 */
import type { CalendarDate } from './dates.ts';
import type { BusinessDayCount } from './states/law/types.ts';

/** The FTC rule's count: Saturdays are business days; its nine holidays are not. */
export const FTC_COUNT: BusinessDayCount = { saturdays: true, holidays: 'ftc' };

const DAY_MS = 86_400_000;

function toUtc(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: CalendarDate): number {
  return new Date(toUtc(d)).getUTCDay();
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(d) + days * DAY_MS);
}

/** The n-th given weekday of a month (n = -1 for the last). */
function nthWeekday(year: number, month: number, day: number, n: number): CalendarDate {
  if (n > 0) {
    const first = { year, month, day: 1 };
    const offset = (day - weekday(first) + 7) % 7;
    return { year, month, day: 1 + offset + (n - 1) * 7 };
  }
  const last = fromUtc(Date.UTC(year, month, 0));
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

interface Holiday {
  name: string;
  date: (year: number) => CalendarDate;
  /** A fixed date, which is observed on a weekday when it falls on a weekend. */
  fixed: boolean;
  ftc: boolean;
}

const HOLIDAYS: Holiday[] = [
  { name: "New Year's Day", date: (y) => ({ year: y, month: 1, day: 1 }), fixed: true, ftc: true },
  { name: 'Birthday of Martin Luther King, Jr.', date: (y) => nthWeekday(y, 1, 1, 3), fixed: false, ftc: false },
  { name: "Washington's Birthday", date: (y) => nthWeekday(y, 2, 1, 3), fixed: false, ftc: true },
  { name: 'Memorial Day', date: (y) => nthWeekday(y, 5, 1, -1), fixed: false, ftc: true },
  { name: 'Juneteenth National Independence Day', date: (y) => ({ year: y, month: 6, day: 19 }), fixed: true, ftc: false },
  { name: 'Independence Day', date: (y) => ({ year: y, month: 7, day: 4 }), fixed: true, ftc: true },
  { name: 'Labor Day', date: (y) => nthWeekday(y, 9, 1, 1), fixed: false, ftc: true },
  { name: 'Columbus Day', date: (y) => nthWeekday(y, 10, 1, 2), fixed: false, ftc: true },
  { name: 'Veterans Day', date: (y) => ({ year: y, month: 11, day: 11 }), fixed: true, ftc: true },
  { name: 'Thanksgiving Day', date: (y) => nthWeekday(y, 11, 4, 4), fixed: false, ftc: true },
  { name: 'Christmas Day', date: (y) => ({ year: y, month: 12, day: 25 }), fixed: true, ftc: true },
];

const key = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;

/** The holidays of a year under a counting rule, with the weekday each weekend holiday is observed on. */
export function holidaysOf(year: number, list: BusinessDayCount['holidays']): Array<{ name: string; date: CalendarDate }> {
  const out: Array<{ name: string; date: CalendarDate }> = [];
  for (const h of HOLIDAYS) {
    if (list === 'ftc' && !h.ftc) continue;
    const date = h.date(year);
    out.push({ name: h.name, date });
    if (!h.fixed) continue;
    const wd = weekday(date);
    if (wd === 6) out.push({ name: `${h.name} (observed)`, date: addDays(date, -1) });
    if (wd === 0) out.push({ name: `${h.name} (observed)`, date: addDays(date, 1) });
  }
  return out;
}

/** Whether a date is a business day under a counting rule. */
export function isBusinessDay(d: CalendarDate, count: BusinessDayCount): boolean {
  const wd = weekday(d);
  if (wd === 0 || (wd === 6 && !count.saturdays)) return false;
  // A holiday observed across a year boundary (New Year's Day on a Saturday) belongs to the next year's list.
  const years = [d.year, d.year + 1];
  return !years.some((y) => holidaysOf(y, count.holidays).some((h) => key(h.date) === key(d)));
}

/**
 * The last day to cancel: the n-th business day after the transaction's date
 * (the day of the transaction itself never counts). The buyer may cancel until
 * midnight of that day.
 */
export function nthBusinessDayAfter(transaction: CalendarDate, n: number, count: BusinessDayCount): CalendarDate {
  let day = transaction;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, count)) counted++;
  }
  return day;
}
