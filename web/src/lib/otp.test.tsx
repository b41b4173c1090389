// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findOneTimeCode } from './mailbox';
import { filterOtpInput } from './otp';

describe('filterOtpInput', () => {
  it('keeps digits only', () => {
    expect(filterOtpInput('12a 3-4')).toBe('1234');
  });

  it('keeps at most six digits', () => {
    expect(filterOtpInput('12345678')).toBe('123456');
  });

  it('handles a pasted code with spaces', () => {
    expect(filterOtpInput(' 482 913 ')).toBe('482913');
  });

  it('returns an empty string for no digits', () => {
    expect(filterOtpInput('abc')).toBe('');
  });
});

describe('findOneTimeCode', () => {
  it('finds the six-digit code in a mail body', () => {
    expect(findOneTimeCode('Your HomePact code is 048213. It expires in 10 minutes.')).toBe('048213');
  });

  it('ignores longer digit runs', () => {
    expect(findOneTimeCode('Order 12345678 confirmed')).toBeNull();
  });
});
