import { describe, expect, it } from 'vitest';
import { FTC_COUNT, holidaysOf, isBusinessDay, nthBusinessDayAfter } from '../src/business-days.ts';
import type { CalendarDate } from '../src/dates.ts';
import type { BusinessDayCount } from '../src/states/law/types.ts';

const day = (iso: string): CalendarDate => {
  const [year, month, d] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
};
const iso = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const STATE: BusinessDayCount = { saturdays: false, holidays: 'federal' };
const FLORIDA: BusinessDayCount = { saturdays: true, holidays: 'federal' };

describe('federal holidays', () => {
  it('puts the floating holidays of 2026 on the right days', () => {
    const dates = holidaysOf(2026, 'federal').map((h) => `${h.name}: ${iso(h.date)}`);
    expect(dates).toEqual(
      expect.arrayContaining([
        'Birthday of Martin Luther King, Jr.: 2026-01-19',
        "Washington's Birthday: 2026-02-16",
        'Memorial Day: 2026-05-25',
        'Labor Day: 2026-09-07',
        'Columbus Day: 2026-10-12',
        'Thanksgiving Day: 2026-11-26',
        // July 4, 2026 is a Saturday: observed on Friday the 3rd.
        'Independence Day (observed): 2026-07-03',
      ]),
    );
  });

  it('leaves Martin Luther King Day and Juneteenth out of the FTC rule’s nine holidays', () => {
    const names = holidaysOf(2026, 'ftc').map((h) => h.name);
    expect(names).not.toContain('Birthday of Martin Luther King, Jr.');
    expect(names).not.toContain('Juneteenth National Independence Day');
    expect(holidaysOf(2026, 'ftc').filter((h) => !h.name.includes('observed'))).toHaveLength(9);
  });

  it('keeps a New Year’s Day observed in the year before (January 1, 2028 is a Saturday)', () => {
    expect(isBusinessDay(day('2027-12-31'), STATE)).toBe(false);
    expect(isBusinessDay(day('2027-12-30'), STATE)).toBe(true);
  });
});

describe('the last day to cancel', () => {
  it('counts Saturdays under the FTC rule and skips Thanksgiving', () => {
    // Signed Wednesday, November 25, 2026: Thursday is Thanksgiving; Friday, Saturday and Monday count.
    expect(iso(nthBusinessDayAfter(day('2026-11-25'), 3, FTC_COUNT))).toBe('2026-11-30');
  });

  it('skips Saturdays under a state count, so the same transaction runs a day longer', () => {
    expect(iso(nthBusinessDayAfter(day('2026-11-25'), 3, STATE))).toBe('2026-12-01');
  });

  it('runs across a weekend and an observed federal holiday (Maryland’s 5 business days from Thursday, July 2, 2026)', () => {
    expect(iso(nthBusinessDayAfter(day('2026-07-02'), 5, STATE))).toBe('2026-07-10');
  });

  it('counts Saturdays in Florida but not the observed Independence Day', () => {
    expect(iso(nthBusinessDayAfter(day('2026-07-02'), 3, FLORIDA))).toBe('2026-07-08');
  });

  it('never counts the transaction day itself', () => {
    // Signed on a Monday with no holidays around: the third business day is Thursday.
    expect(iso(nthBusinessDayAfter(day('2026-03-09'), 3, STATE))).toBe('2026-03-12');
    expect(iso(nthBusinessDayAfter(day('2026-03-09'), 1, STATE))).toBe('2026-03-10');
  });

  it('never ends on a Sunday, whatever the count', () => {
    for (let d = 1; d <= 28; d++) {
      const start = { year: 2026, month: 2, day: d };
      for (const count of [FTC_COUNT, STATE, FLORIDA]) {
        const end = nthBusinessDayAfter(start, 3, count);
        expect(new Date(Date.UTC(end.year, end.month - 1, end.day)).getUTCDay()).not.toBe(0);
      }
    }
  });
});
