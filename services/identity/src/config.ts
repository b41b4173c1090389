import { z } from 'zod';
import { BaseConfigSchema, csv } from '@homepact/kit';
import { canonicalEmail } from '@homepact/proto';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const IdentityConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4001).describe('The HTTP port.'),
  /** HMAC key for one-time-code hashes: a leaked table cannot be brute-forced without it. */
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').describe('HMAC key for one-time-code hashes (a secret).'),
  /** Shared with notifications only: seals the code in OtpRequested so Kafka never holds it readable. */
  OTP_EVENT_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .describe('Shared with notifications only: seals the code in `OtpRequested` (a secret).'),
  ADMIN_EMAILS: csv
    .default([])
    .transform((list) => list.map(canonicalEmail))
    .describe('Comma-separated e-mails made admins when they sign in; there is no other default admin.'),
  /** Defaults to on in production; only plain-http local runs turn it off. */
  COOKIE_SECURE: bool.optional().describe("The session cookie's Secure flag. Unset: on in production."),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24)
    .describe('A session unused this long ends.'),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 14)
    .describe('A session ends this long after sign-in, however used.'),
  /**
   * Sign-in code limits, per hour. They are counted per address AND client
   * together first, so a stranger asking for someone else's codes spends
   * their own budget, not the person's; the larger per-address budget stops
   * one address being flooded from many networks; the per-client one stops
   * one network spraying many addresses.
   */
  OTP_PER_EMAIL_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(5)
    .describe('Code requests per hour for one address from one client IP.'),
  OTP_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(20).describe('Code requests per hour for one address from anywhere.'),
  OTP_IP_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('Code requests per hour from one client IP, any addresses.'),
  /**
   * A browser that signed in to an address before (the signed `hp_device`
   * cookie, trusted for OTP_TRUSTED_DEVICE_DAYS) asks for that address's codes
   * on this budget of its own instead of the three above: strangers and
   * neighbours behind the same NAT cannot spend it.
   */
  OTP_PER_DEVICE_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(5)
    .describe('Code requests per hour from a browser trusted for the address: its own budget, instead of the three above.'),
  OTP_TRUSTED_DEVICE_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(400)
    .default(90)
    .describe('How long a browser stays trusted for an address after it signed in to it.'),
  /**
   * Wrong codes slow the guesser, not the person: per client IP, or per
   * browser when it asked for the code or is trusted for the address; and at
   * most OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR wrong tries at an address from
   * browsers other than the one that asked for its codes (the person's own
   * browser is not refused by it).
   */
  OTP_WRONG_TRIES_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Wrong codes per hour from one client IP (then 429).'),
  OTP_WRONG_TRIES_PER_DEVICE_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Wrong codes per hour from the browser that asked for the code, or one trusted for the address.'),
  OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('Wrong tries per hour at one address from browsers other than the one that asked; then such tries are refused.'),
  /**
   * contracts' and notifications' internal APIs, for GET /api/auth/export
   * (the user's contracts, signatures and e-mail log). Without both, the
   * export answers 503; everything else works.
   */
  CONTRACTS_URL: z
    .string()
    .url()
    .optional()
    .describe("contracts' internal API, for `GET /api/auth/export`; without it and `NOTIFICATIONS_URL` the export answers 503."),
  NOTIFICATIONS_URL: z.string().url().optional().describe("notifications' internal API, for `GET /api/auth/export` (the e-mail log)."),
}).transform((c) => ({ ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production' }));
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
