import type { DocumentStore, OutboxFields } from '@homepact/kit';
import type { SignerRole } from '@homepact/proto';
import type { RecipientDoc } from '../domain/recipient.ts';
import { REDACTED_CODE } from '../domain/redact.ts';
import type { MailboxDoc } from '../mail/embedded-smtp.ts';

export type EmailStatus = 'sending' | 'sent' | 'failed';

export interface EmailLogDoc extends OutboxFields {
  /**
   * `<event id>:<template>:<recipient>`, with `:<role>` when the message is
   * addressed to a party (one address may be both parties): a redelivered
   * event finds its own row.
   */
  _id: string;
  eventId: string;
  template: string;
  to: string;
  /** The party the message is addressed to, for contract e-mails. */
  role: SignerRole | null;
  contractId: string | null;
  subject: string;
  status: EmailStatus;
  /** SMTP tries so far. */
  attempts: number;
  messageId: string | null;
  error: string | null;
  /** What was attached (the bytes stay with documents): proof of which PDF each party was sent. */
  attachments: Array<{ filename: string; contentType: string; size: number; sha256: string }>;
  createdAt: Date;
  updatedAt: Date;
  /** When the TTL index removes the row (EMAIL_LOG_RETENTION_DAYS after it was written). */
  expireAt?: Date;
  [k: string]: unknown;
}

/**
 * The outcome of one InvitesRequested, keyed by its requestId. Written once,
 * with its reply (InvitesSent or InvitesFailed) in the outbox of the same
 * document: recording the outcome and publishing it cannot come apart, and a
 * redelivered request finds it and does nothing.
 */
export interface InviteBatchDoc extends OutboxFields {
  _id: string;
  contractId: string;
  eventId: string;
  reason: 'generated' | 'resend';
  documentId: string | null;
  outcome: 'sent' | 'failed';
  recipients: Array<{ role: SignerRole; email: string; status: 'sent' | 'failed'; error: string | null }>;
  error: string | null;
  createdAt: Date;
  /** When the TTL index removes the row (EMAIL_LOG_RETENTION_DAYS). */
  expireAt?: Date;
  [k: string]: unknown;
}

export const EMAIL_LOG = 'email_log';
export const INVITE_BATCHES = 'invite_batches';

export function collections(store: DocumentStore) {
  return {
    emailLog: store.collection<EmailLogDoc>(EMAIL_LOG),
    inviteBatches: store.collection<InviteBatchDoc>(INVITE_BATCHES),
    mailbox: store.collection<MailboxDoc>('dev_mailbox'),
    /** Users' names and notification preferences, from identity's events (domain/recipient.ts). */
    recipients: store.collection<RecipientDoc>('recipients'),
  };
}
export type NotificationCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: NotificationCollections) {
  await c.emailLog.ensureIndexes([
    { fields: { eventId: 1 } },
    { fields: { contractId: 1 } },
    { fields: { createdAt: 1 } },
    { fields: { to: 1 } },
    { fields: { expireAt: 1 }, expireAfterSeconds: 0 },
  ]);
  await c.recipients.ensureIndexes([{ fields: { email: 1 } }]);
  await c.inviteBatches.ensureIndexes([
    { fields: { contractId: 1 } },
    { fields: { createdAt: 1 } },
    { fields: { expireAt: 1 }, expireAfterSeconds: 0 },
  ]);
  await c.mailbox.ensureIndexes([{ fields: { expireAt: 1 }, expireAfterSeconds: 0 }]);
}

export interface Retention {
  emailLogMs: number;
  devMailboxMs: number;
}

/**
 * At start-up, for rows written before retentions existed (or under a longer
 * one): rows older than their retention go, the rest get an `expireAt` no
 * later than a retention from now, and sign-in code subjects kept in clear
 * by older versions are redacted. Idempotent, and cheap once done.
 */
export async function applyRetention(c: NotificationCollections, r: Retention, now = new Date()) {
  const emailCutoff = new Date(now.getTime() - r.emailLogMs);
  const emailExpiry = new Date(now.getTime() + r.emailLogMs);
  for (const col of [c.emailLog, c.inviteBatches] as const) {
    await col.deleteMany({ createdAt: { $lt: emailCutoff } });
    await col.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt: emailExpiry } });
    await col.updateMany({ expireAt: { $gt: emailExpiry } }, { $set: { expireAt: emailExpiry } });
  }
  await c.emailLog.updateMany(
    { template: 'otp-code', subject: { $ne: OTP_SUBJECT_REDACTED } },
    { $set: { subject: OTP_SUBJECT_REDACTED } },
  );
  const mailCutoff = new Date(now.getTime() - r.devMailboxMs);
  await c.mailbox.deleteMany({ date: { $lt: mailCutoff } });
  await c.mailbox.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt: new Date(now.getTime() + r.devMailboxMs) } });
}

/** What email_log keeps as a code e-mail's subject. */
export const OTP_SUBJECT_REDACTED = `Your HomePact sign-in code: ${REDACTED_CODE}`;
