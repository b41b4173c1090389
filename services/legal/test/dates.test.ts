import { describe, expect, it } from 'vitest';
import { calendarDateOf, compareCalendarDates, formatCalendarDate, formatDateText, parseCalendarDate } from '../src/dates.ts';

describe('dates', () => {
  it('formats date-input values in US long format', () => {
    expect(formatDateText('2025-01-05')).toBe('January 5, 2025');
    expect(formatDateText('2024-02-29')).toBe('February 29, 2024');
    expect(formatDateText('12/31/2025')).toBe('December 31, 2025');
  });

  it('keeps anything else as typed', () => {
    expect(formatDateText('early March')).toBe('early March');
    expect(formatDateText('2025-02-30')).toBe('2025-02-30');
    expect(formatDateText('2023-02-29')).toBe('2023-02-29');
    expect(parseCalendarDate('ASAP')).toBeUndefined();
  });

  it('compares calendar days', () => {
    const a = parseCalendarDate('2025-03-01')!;
    const b = parseCalendarDate('2025-02-28')!;
    expect(compareCalendarDates(b, a)).toBeLessThan(0);
    expect(compareCalendarDates(a, a)).toBe(0);
  });

  it('reads the day of an instant in the zone asked for, not the machine’s', () => {
    const instant = new Date('2025-01-06T03:00:00Z');
    expect(formatCalendarDate(calendarDateOf(instant))).toBe('January 6, 2025');
    expect(formatCalendarDate(calendarDateOf(instant, 'America/Los_Angeles'))).toBe('January 5, 2025');
    expect(formatCalendarDate(calendarDateOf(instant, 'Not/AZone'))).toBe('January 6, 2025');
  });
});
