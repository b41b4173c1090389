/**
 * Dates as calendar days. Wizard date inputs give YYYY-MM-DD; anything else is
 * shown as typed. Nothing here reads the system clock or the local time zone.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function valid(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** YYYY-MM-DD (optionally followed by an ISO time) or US M/D/YYYY; undefined otherwise. */
export function parseCalendarDate(input: unknown): CalendarDate | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return valid(Number(us[3]), Number(us[1]), Number(us[2]));
  return undefined;
}

/** "January 5, 2025". */
export function formatCalendarDate(date: CalendarDate): string {
  return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

/** US long format when the text is a recognisable date, else the text as typed. */
export function formatDateText(input: string): string {
  const date = parseCalendarDate(input);
  return date ? formatCalendarDate(date) : input.trim();
}

/** Negative when a is earlier than b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return (a.year - b.year) * 10_000 + (a.month - b.month) * 100 + (a.day - b.day);
}

/**
 * The calendar day of an instant in a given IANA zone. Intl is used rather
 * than Date's local getters so a server and a browser in different zones
 * print the same day; an unknown zone falls back to UTC instead of throwing.
 */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('generatedAt is not a valid date');
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  } catch {
    return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
  }
  const pick = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}
