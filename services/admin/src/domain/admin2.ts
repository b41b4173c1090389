import { hash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The development panel's own session cookie, sent only to /api/admin2. */
export const ADMIN2_COOKIE = 'hp_admin2';
export const ADMIN2_COOKIE_PATH = '/api/admin2';

const sha256 = (s: string) => hash('sha256', s, 'buffer');

/**
 * Constant time whatever the input: both sides are hashed to 32 bytes first,
 * so neither the length nor the first differing byte shows in the timing.
 */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** 256 random bits, URL-safe: the cookie's value. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sessionTokenHash = (token: string) => sha256(token).toString('hex');
export const looksLikeSessionToken = (t: string | undefined): t is string => !!t && /^[A-Za-z0-9_-]{43}$/.test(t);

/**
 * Ties a session to the password it was opened with: after ADMIN2_PASSWORD
 * changes, every open session stops working. Keyed with the service secret,
 * so the stored tag helps no one guess the password from a copy of the store.
 */
export const passwordTag = (secret: string, password: string) =>
  createHmac('sha256', secret).update(`admin2-session:${password}`).digest('hex').slice(0, 32);
