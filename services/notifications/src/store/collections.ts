import type { DocumentStore, OutboxFields } from '@homepact/kit';
import type { SignerRole } from '@homepact/proto';
import type { RecipientDoc } from '../domain/recipient.ts';
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
  ]);
  await c.recipients.ensureIndexes([{ fields: { email: 1 } }]);
  await c.inviteBatches.ensureIndexes([{ fields: { contractId: 1 } }, { fields: { createdAt: 1 } }]);
}
