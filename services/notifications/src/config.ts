import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';
import { EmailSchema } from '@homepact/proto';

const SIGNING_URLS = ['CONTRACTS_URL', 'DOCUMENTS_URL'] as const;

export const NotificationsConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4005).describe('The HTTP port.'),
  /** e.g. smtps://user:pass@smtp.example.com:465. Unset: an embedded SMTP server keeps the mail. */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'The SMTP relay, e.g. `smtps://user:pass@smtp.example.com:465` (a secret). Unset: an embedded SMTP server and the dev mailbox.',
    ),
  MAIL_FROM: z.string().default('HomePact <no-reply@homepact.app>').describe('The sender of every e-mail.'),
  /** Shared with identity only: opens the sign-in code sealed in OtpRequested. */
  OTP_EVENT_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .describe("The same value as identity's: opens the sealed sign-in codes (a secret)."),
  /** Where the contact form is forwarded (ContactSubmitted). Never the visitor: that would be an open relay. */
  SUPPORT_EMAIL: EmailSchema.default('support@homepact.com').describe('Where the contact form is mailed (never to the visitor).'),
  /** Where links in e-mails point: the web app's public address. */
  PUBLIC_URL: z.string().url().default('http://localhost:5173').describe("The web app's address, for links in e-mails."),
  /** contracts' internal API: the parties of an executed contract. Required while the signing e-mails are on. */
  CONTRACTS_URL: z.string().url().optional().describe("contracts' internal API: the contract record for the signing e-mails."),
  /** documents' internal API: the PDFs attached to invitations and to the final e-mail. Required while the signing e-mails are on. */
  DOCUMENTS_URL: z
    .string()
    .url()
    .optional()
    .describe("documents' internal API: the PDFs attached to invitations and to the executed e-mail."),
  /**
   * The signing e-mails: consumers of InvitesRequested, PartySigned and
   * SignedPdfReady. `on` requires CONTRACTS_URL and DOCUMENTS_URL; `off` sends
   * sign-in codes only. Unset: on in production (so a missing URL stops the pod
   * instead of silently never inviting anyone), and elsewhere on exactly when
   * both URLs are given (the embedded stack before documents joins it, and
   * tests of the sign-in code, boot without them).
   */
  SIGNING_EMAILS: z
    .enum(['on', 'off'])
    .optional()
    .describe(
      '`on` sends invitations, party-signed notes and executed copies (needs both URLs); `off` sends sign-in codes only. Unset: on in production, elsewhere on when both URLs are set.',
    ),
  /**
   * How long email_log and invite_batches keep a row (who was sent what, when): then a TTL index
   * removes it. Neither ever holds a sign-in code or a link's token (domain/redact.ts).
   */
  EMAIL_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(3650)
    .default(365)
    .describe('How long `email_log` and `invite_batches` keep a row (a TTL index on `expireAt`).'),
  /** The dev mailbox (embedded SMTP only) holds every code and link it received: kept this long. */
  DEV_MAILBOX_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(365)
    .default(7)
    .describe('How long the dev mailbox keeps a message (embedded SMTP only).'),
}).superRefine((c, ctx) => {
  if (!signingEmailsOn(c)) return;
  const why = c.SIGNING_EMAILS === 'on' ? 'SIGNING_EMAILS=on' : 'the signing e-mails are on by default in production';
  for (const key of SIGNING_URLS) {
    if (!c[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `required because ${why}; set SIGNING_EMAILS=off to send sign-in codes only` });
  }
});
export type NotificationsConfig = z.infer<typeof NotificationsConfigSchema>;

/** Whether the signing consumers run (see SIGNING_EMAILS). */
export function signingEmailsOn(c: Pick<NotificationsConfig, 'NODE_ENV' | 'SIGNING_EMAILS' | 'CONTRACTS_URL' | 'DOCUMENTS_URL'>): boolean {
  if (c.SIGNING_EMAILS) return c.SIGNING_EMAILS === 'on';
  return c.NODE_ENV === 'production' || (!!c.CONTRACTS_URL && !!c.DOCUMENTS_URL);
}

/** The signing consumers' upstreams, or null when they are off. Throws when they are on without them (a config built by hand). */
export function signingUpstreams(c: NotificationsConfig): { contractsUrl: string; documentsUrl: string } | null {
  if (!signingEmailsOn(c)) return null;
  const missing = SIGNING_URLS.filter((k) => !c[k]);
  if (missing.length > 0)
    throw new Error(`notifications: the signing e-mails are on but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
  return { contractsUrl: c.CONTRACTS_URL!, documentsUrl: c.DOCUMENTS_URL! };
}
