import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

export const ContractsConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4002).describe('The HTTP port.'),
  /** Where the web app is served: signing links are `${PUBLIC_URL}/sign/{id}?token=…`. */
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:5173')
    .transform((u) => u.replace(/\/+$/, ''))
    .describe("The web app's address: signing links are `${PUBLIC_URL}/sign/{id}?token=`."),
  /** How long a signing link stays valid. */
  SIGN_TOKEN_TTL_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(365)
    .default(30)
    .describe("How long a signing link stays valid (only a party's newest link works)."),
  /** How long POST /resend-emails waits for InvitesSent / InvitesFailed before answering 202. */
  INVITES_WAIT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(120_000)
    .default(10_000)
    .describe("How long resend-emails waits for notifications' verdict before answering 202."),
  /** POST /resend-emails: at most this many resends of one contract per hour... */
  RESEND_PER_CONTRACT_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(3)
    .describe('Resends of one contract per hour (then 429 with `Retry-After`).'),
  /** ...and this many by one user (owner or admin) across all contracts per day (429 with Retry-After beyond). */
  RESEND_PER_OWNER_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .default(20)
    .describe('Resends by one user (owner or admin) per 24 hours, all contracts together.'),
  /** Signing e-mails (Generate's invitations, resends) one user may send to other addresses per 24 hours... */
  MAIL_PER_USER_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .default(50)
    .describe('Signing e-mails (invitations, resends, reminders) one user may send to other addresses per 24 hours.'),
  /** ...and one address may receive per 24 hours from all senders together (429 with Retry-After beyond, before anything is queued). */
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .default(5)
    .describe('Signing e-mails one address may receive per 24 hours, all senders together.'),
  /** A sent contract's signing deadline, in days, unless the owner sets another (POST /api/contracts/:id/deadline). */
  SIGNING_DEADLINE_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(90)
    .default(14)
    .describe("A sent contract's signing deadline, in days from sending, unless the owner sets another."),
  /** Reminders to unsigned parties this many days after sending (comma-separated); one more goes the day before the deadline. */
  REMINDER_SCHEDULE_DAYS: z
    .string()
    .default('2,5')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().positive().max(90)).max(10))
    .describe('Reminders to unsigned parties this many days after sending, comma-separated; one more goes the day before the deadline.'),
  /** How often the scheduler looks for due reminders and expiries (every replica ticks; a lease makes one run each job). */
  SCHEDULER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3_600_000)
    .default(60_000)
    .describe("How often each replica's scheduler looks for due reminders and expiries."),
  /** notifications' internal API: the evidence record's e-mail delivery records. */
  NOTIFICATIONS_URL: z
    .url({ error: 'must be the URL of the notifications service, e.g. http://notifications:4005' })
    .optional()
    .describe(
      "notifications' internal API, for the e-mail delivery records in a contract's evidence record (unset: the record says they are missing).",
    ),
  /** Development only: serves /api/dev/clock, which moves this service's clock forward; production refuses it. */
  DEV_CLOCK: z
    .enum(['on', 'off'])
    .default('off')
    .describe(
      'Development only: `on` serves `GET`/`POST /api/dev/clock`, which moves the clock of deadlines, links, reminders and cancellation windows forward and runs what became due (the embedded stack turns it on). Refused in production.',
    ),
}).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && c.DEV_CLOCK === 'on')
    ctx.addIssue({ code: 'custom', path: ['DEV_CLOCK'], message: 'the development clock cannot run in production; unset DEV_CLOCK' });
});
export type ContractsConfig = z.infer<typeof ContractsConfigSchema>;
