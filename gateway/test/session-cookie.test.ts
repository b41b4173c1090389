import { describe, expect, it } from 'vitest';
import { cookieValue, usableSessionId } from '../src/domain/session-cookie.ts';

const SID = 'a'.repeat(43);

describe('the session cookie read from a Cookie header', () => {
  it('finds the named cookie among others, the first of that name winning', () => {
    expect(cookieValue(`theme=dark; hp_session=${SID}; other=1`, 'hp_session')).toBe(SID);
    expect(cookieValue(`hp_session=${SID};hp_session=${'b'.repeat(43)}`, 'hp_session')).toBe(SID);
    expect(cookieValue(`  hp_session = ${SID} `, 'hp_session')).toBe(SID);
  });

  it('drops quotes and decodes escapes as the cookie package does', () => {
    expect(cookieValue(`hp_session="${SID}"`, 'hp_session')).toBe(SID);
    expect(cookieValue('x=a%20b', 'x')).toBe('a b');
    expect(cookieValue('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });

  it('has no value for a missing header, name or pair, nor for a name that only starts the same', () => {
    expect(cookieValue(undefined, 'hp_session')).toBeUndefined();
    expect(cookieValue('', 'hp_session')).toBeUndefined();
    expect(cookieValue('hp_sessionx=1; hp_session', 'hp_session')).toBeUndefined();
    expect(cookieValue('xhp_session=1', 'hp_session')).toBeUndefined();
  });

  it('is a session only when it is 43 base64url characters', () => {
    expect(usableSessionId(cookieValue(`hp_session=${SID}`, 'hp_session'))).toBe(SID);
    expect(usableSessionId(cookieValue('hp_session=short', 'hp_session'))).toBeUndefined();
  });
});
