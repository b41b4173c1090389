import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_EMAIL_PER_HOUR = 5;
export const HOUR_MS = 60 * 60 * 1000;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hash: six digits are a million guesses, so a plain hash of a leaked
 * row would fall at once; without the server's key it cannot be tried offline.
 * The e-mail is mixed in so one hash cannot be replayed for another address.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export function codeMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(secret, email, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Seconds until the oldest request in the window leaves it. */
export function retryAfterSeconds(oldestInWindow: Date, now: Date, windowMs = HOUR_MS): number {
  return Math.max(1, Math.ceil((oldestInWindow.getTime() + windowMs - now.getTime()) / 1000));
}
