import { describe, expect, it } from 'vitest';
import { formatAmount, formatCost, formatDate, formatDateTime, formatTokens, personName, plural } from './format';

describe('admin formats', () => {
  it('shows dates as MMM dd, yyyy', () => {
    expect(formatDate('2025-01-05T12:00:00Z', 'UTC')).toBe('Jan 05, 2025');
    expect(formatDate('2024-12-31T23:30:00Z', 'UTC')).toBe('Dec 31, 2024');
    expect(formatDate('2025-09-09T10:00:00Z', 'UTC')).toBe('Sep 09, 2025');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(null)).toBe('—');
  });

  it('shows log times as MMM dd, HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2025-03-07T14:05:00Z', 'UTC')).toBe('Mar 07, 14:05');
    expect(formatDateTime('2025-03-07T00:09:00Z', 'UTC')).toBe('Mar 07, 00:09');
    expect(formatDateTime('2025-03-07T14:05:00Z', 'America/New_York')).toBe('Mar 07, 09:05');
  });

  it('shows cost in dollars with four decimals', () => {
    expect(formatCost('0.012346')).toBe('$0.0123');
    expect(formatCost('12.345678')).toBe('$12.3457');
    expect(formatCost('0.000000')).toBe('$0.0000');
    expect(formatCost('1234.5')).toBe('$1,234.5000');
    expect(formatCost(0.00005)).toBe('$0.0001');
    expect(formatCost('')).toBe('$0.0000');
  });

  it('shows tokens with thousands separators, N/A when absent', () => {
    expect(formatTokens('1234567')).toBe('1,234,567');
    expect(formatTokens(980)).toBe('980');
    expect(formatTokens(null)).toBe('N/A');
    expect(formatTokens('')).toBe('N/A');
    expect(formatTokens('lots')).toBe('N/A');
  });

  it('shows insurance amounts in whole dollars or cents', () => {
    expect(formatAmount('1000000.00')).toBe('$1,000,000');
    expect(formatAmount('2500.5')).toBe('$2,500.50');
    expect(formatAmount('$1,000,000')).toBe('$1,000,000');
    expect(formatAmount('0.29')).toBe('$0.29');
    expect(formatAmount('1e6')).toBeUndefined();
    expect(formatAmount('12abc')).toBeUndefined();
    expect(formatAmount(null)).toBeUndefined();
  });

  it('counts in words', () => {
    expect(plural(1, 'homeowner')).toBe('1 homeowner');
    expect(plural(1200, 'provider')).toBe('1,200 providers');
    expect(plural(0, 'provider')).toBe('0 providers');
  });

  it('names people by full name, else says there is none', () => {
    expect(personName('Jane', 'Doe')).toBe('Jane Doe');
    expect(personName(' Jane ', null)).toBe('Jane');
    expect(personName(null, null)).toBe('No name');
  });
});
