import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { BudgetRule } from '@homepact/kit/limits';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Live codes kept per address. A new request adds a code instead of voiding
 * the one the person may be typing (a stranger asking for codes for your
 * address, or a second click on "Send code", no longer locks you out); beyond
 * this many the oldest is dropped.
 *
 * Guessing bound: every wrong try is counted on EVERY live code it is checked
 * against (atomically, per code, before comparing), and a code that has been
 * checked OTP_MAX_ATTEMPTS times is dead. So each code ever issued faces at most
 * OTP_MAX_ATTEMPTS guesses in its life, whether it was live alone or with
 * others, and the chance of guessing into an address is at most
 * OTP_MAX_ATTEMPTS x (codes issued for it) / 1,000,000: the same bound as one
 * live code at a time, with codes issued capped by the per-address budgets.
 * Several live codes do not multiply the tries: codes live together lock
 * together after OTP_MAX_ATTEMPTS wrong tries in all, not that many per code.
 */
export const OTP_MAX_LIVE_CODES = 3;
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

export interface OtpLimits {
  perEmailAndIp: number;
  perEmail: number;
  perIp: number;
}

/**
 * The budgets one code request spends, most specific first: the address
 * from this client, the address from anywhere, this client for any address.
 */
export function otpBudgetRules(limits: OtpLimits, email: string, ip: string): BudgetRule[] {
  return [
    {
      key: `otp:email+ip:${email}|${ip}`,
      limit: limits.perEmailAndIp,
      windowMs: HOUR_MS,
      message: 'Too many codes requested for this e-mail. Please wait before asking for another.',
    },
    {
      key: `otp:email:${email}`,
      limit: limits.perEmail,
      windowMs: HOUR_MS,
      message: 'Too many codes requested for this e-mail. Please wait before asking for another.',
    },
    {
      key: `otp:ip:${ip}`,
      limit: limits.perIp,
      windowMs: HOUR_MS,
      message: 'Too many codes requested from this network. Please wait before asking for another.',
    },
  ];
}
