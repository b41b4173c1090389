import { z } from 'zod';
import { BaseConfigSchema, csv } from '@homepact/kit';
import { canonicalEmail } from '@homepact/proto';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const IdentityConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4001),
  /** HMAC key for one-time-code hashes: a leaked table cannot be brute-forced without it. */
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Shared with notifications only: seals the code in OtpRequested so Kafka never holds it readable. */
  OTP_EVENT_KEY: z.string().min(32, 'must be at least 32 characters'),
  ADMIN_EMAILS: csv.default([]).transform((list) => list.map(canonicalEmail)),
  /** Defaults to on in production; only plain-http local runs turn it off. */
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 14),
  /**
   * Sign-in code limits, per hour. They are counted per address AND client
   * together first, so a stranger asking for someone else's codes spends
   * their own budget, not the person's; the larger per-address budget stops
   * one address being flooded from many networks; the per-client one stops
   * one network spraying many addresses.
   */
  OTP_PER_EMAIL_IP_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(20),
  OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * A browser that signed in to an address before (the signed `hp_device`
   * cookie, trusted for OTP_TRUSTED_DEVICE_DAYS) asks for that address's codes
   * on this budget of its own instead of the three above: strangers and
   * neighbours behind the same NAT cannot spend it.
   */
  OTP_PER_DEVICE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_TRUSTED_DEVICE_DAYS: z.coerce.number().int().positive().max(400).default(90),
  /**
   * Wrong codes slow the guesser, not the person: per client IP, or per
   * browser when it asked for the code or is trusted for the address; and at
   * most OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR wrong tries at an address from
   * browsers other than the one that asked for its codes (the person's own
   * browser is not refused by it).
   */
  OTP_WRONG_TRIES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  OTP_WRONG_TRIES_PER_DEVICE_PER_HOUR: z.coerce.number().int().positive().default(10),
  OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * contracts' and notifications' internal APIs, for GET /api/auth/export
   * (the user's contracts, signatures and e-mail log). Without both, the
   * export answers 503; everything else works.
   */
  CONTRACTS_URL: z.string().url().optional(),
  NOTIFICATIONS_URL: z.string().url().optional(),
}).transform((c) => ({ ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production' }));
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
