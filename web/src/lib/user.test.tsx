// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { displayName, greetingName, longDate, userInitials, userTypeLabel } from './user';

const user = (firstName: string | null, lastName: string | null, email = 'jane.doe@example.com') => ({
  firstName,
  lastName,
  email,
});

describe('userInitials', () => {
  it('uses first and last initials', () => {
    expect(userInitials(user('jane', 'doe'))).toBe('JD');
  });

  it('uses what there is of the name', () => {
    expect(userInitials(user('Jane', null))).toBe('J');
    expect(userInitials(user(null, 'Doe'))).toBe('D');
  });

  it('falls back to the first letter of the e-mail', () => {
    expect(userInitials(user(null, null, 'zed@example.com'))).toBe('Z');
    expect(userInitials(user('  ', '', 'zed@example.com'))).toBe('Z');
  });
});

describe('greetingName', () => {
  it('prefers the full name', () => {
    expect(greetingName(user('Jane', 'Doe'))).toBe('Jane Doe');
  });

  it('then the first name', () => {
    expect(greetingName(user('Jane', null))).toBe('Jane');
  });

  it('then the e-mail local part', () => {
    expect(greetingName(user(null, 'Doe'))).toBe('jane.doe');
  });

  it('then "User"', () => {
    expect(greetingName(user(null, null, ''))).toBe('User');
  });
});

describe('display helpers', () => {
  it('shows the full name, else the e-mail', () => {
    expect(displayName(user('Jane', 'Doe'))).toBe('Jane Doe');
    expect(displayName(user(null, null))).toBe('jane.doe@example.com');
  });

  it('labels user types', () => {
    expect(userTypeLabel('property_manager')).toBe('Property Manager');
    expect(userTypeLabel(null)).toBe('Standard User');
  });

  it('formats long US dates', () => {
    expect(longDate('2025-01-05T12:00:00Z')).toBe('January 5, 2025');
    expect(longDate(null)).toBe('Unknown');
    expect(longDate('not a date')).toBe('Unknown');
  });
});
