import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { BudgetRule } from '@homepact/kit/limits';

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code takes from the device that asked for it; then it is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Wrong tries a code takes from anywhere else (another browser, curl) before
 * it is dead: a backstop far above what the per-address budget of such tries
 * (OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR) lets through in a code's ten minutes.
 */
export const OTP_MAX_FOREIGN_ATTEMPTS = 100;
/**
 * Live codes kept per address. A new request adds a code instead of voiding
 * the one the person may be typing (a stranger asking for codes for your
 * address, or a second click on "Send code", no longer locks you out); beyond
 * this many the oldest is dropped.
 *
 * Guessing bound. A try is checked against the address's live codes. Against
 * the codes its own device asked for, it is counted on each of them
 * (atomically, per code, before comparing) and OTP_MAX_ATTEMPTS end them: codes
 * of one device live together and lock together. Against any other code it is
 * a "foreign" try: it first takes one from the address's budget of foreign tries
 * (OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR, atomic), and is counted on the code's
 * foreignAttempts (OTP_MAX_FOREIGN_ATTEMPTS end it). So a stranger gets at most
 * that budget of guesses at an address per hour, each against at most
 * OTP_MAX_LIVE_CODES codes, and never ends the code the person is typing; every
 * wrong try also spends the guesser's own budget (per client IP, or per device
 * when it is the requester's or a trusted one), which is what slows them.
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
  /** Codes per hour for a device that signed in to the address before (its own budget). */
  perTrustedDevice: number;
  /** Wrong codes per hour from one client IP (a device that is not the requester's nor trusted). */
  wrongPerIp: number;
  /** Wrong codes per hour from one device that asked for a live code or is trusted for the address. */
  wrongPerDevice: number;
  /** Wrong codes per hour for one address from devices other than the one that asked for the code. */
  foreignPerEmail: number;
}

/**
 * The budgets one code request spends. A device that signed in to this
 * address before has a budget of its own, which nobody else can spend (not
 * strangers asking for the address's codes, not neighbours behind the same
 * NAT). Any other request, most specific first: the address from this client,
 * the address from anywhere, this client for any address.
 */
export function otpBudgetRules(limits: OtpLimits, email: string, ip: string, trustedDevice: string | null = null): BudgetRule[] {
  if (trustedDevice)
    return [
      {
        key: `otp:trusted:${trustedDevice}|${email}`,
        limit: limits.perTrustedDevice,
        windowMs: HOUR_MS,
        message: 'Too many codes requested from this browser. Please wait before asking for another.',
      },
    ];
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

/** What one wrong try spends of the guesser's budget: its device's when it is the requester's or trusted, else its client IP's. */
export function guessRule(limits: OtpLimits, guesser: { device: string | null; ip: string }): BudgetRule {
  return guesser.device
    ? {
        key: `otp:wrong:device:${guesser.device}`,
        limit: limits.wrongPerDevice,
        windowMs: HOUR_MS,
        message: 'Too many wrong codes from this browser. Please wait before trying again.',
      }
    : {
        key: `otp:wrong:ip:${guesser.ip}`,
        limit: limits.wrongPerIp,
        windowMs: HOUR_MS,
        message:
          'Too many wrong codes from this network. Please wait before trying again, or use the browser where you asked for the code.',
      };
}

/** Tries at an address's codes from devices other than the one that asked for them. */
export function foreignRule(limits: OtpLimits, email: string): BudgetRule {
  return {
    key: `otp:foreign:${email}`,
    limit: limits.foreignPerEmail,
    windowMs: HOUR_MS,
    message: 'Too many wrong codes were tried for this e-mail. Ask for a new code in this browser and enter it here.',
  };
}
