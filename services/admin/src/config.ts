import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const AdminConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4006).describe('The HTTP port.'),
  /** identity's internal API: role changes go to the owner of users. */
  IDENTITY_URL: z.string().url().describe("identity's internal API: role changes are made there."),
  /**
   * The shared password of the development panel (/admin2). Unset: the panel
   * is switched off (every /api/admin2 route answers 403 panel_off and says so).
   */
  ADMIN2_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(1024)
    .optional()
    .describe('The shared password of `/admin2` (a secret). Unset: the development panel is off (403 `panel_off`).'),
  /** How long a development-panel session lives (hours, not days). */
  ADMIN2_SESSION_HOURS: z.coerce.number().int().positive().max(24).default(4).describe('How long an unlocked `/admin2` session lasts.'),
  /** Password guesses per 15 minutes per client IP on POST /api/admin2/auth. */
  ADMIN2_AUTH_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Password tries per 15 minutes per client IP (then 429 with `Retry-After`).'),
  /**
   * Password guesses per 15 minutes from all client IPs together: many
   * addresses cannot add up to a dictionary attack. When it runs out, every
   * try is 429 until the window passes, and an error is logged (alert on it).
   */
  ADMIN2_AUTH_GLOBAL_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(100)
    .describe('Password tries per 15 minutes from all client IPs together (then 429 for everyone and an error-level log line).'),
  /** Contact-form messages per hour per client IP. */
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5).describe('Contact-form messages per hour per client IP.'),
  /** Defaults to on in production; only plain-http local runs turn it off. */
  COOKIE_SECURE: bool.optional().describe("The `hp_admin2` cookie's Secure flag. Unset: on in production."),
}).transform((c) => ({ ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production' }));
export type AdminConfig = z.infer<typeof AdminConfigSchema>;
