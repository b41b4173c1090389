import type { DocumentStore } from '@homepact/kit';
import { OTP_SUBJECT_REDACTED } from '../domain/redact.ts';
import { EmailLogRepository } from './email-log-repository.ts';
import { InviteBatchesRepository } from './invite-batches-repository.ts';
import { MailboxRepository } from './mailbox-repository.ts';
import { RecipientsRepository } from './recipients-repository.ts';

/** The notifications service's store: one repository per aggregate; use-cases and routes reach the data only through these. */
export function repositories(store: DocumentStore) {
  return {
    emailLog: new EmailLogRepository(store),
    inviteBatches: new InviteBatchesRepository(store),
    mailbox: new MailboxRepository(store),
    /** Users' names and notification preferences, from identity's events (domain/recipient.ts). */
    recipients: new RecipientsRepository(store),
  };
}
export type NotificationRepositories = ReturnType<typeof repositories>;

export async function ensureIndexes(r: NotificationRepositories): Promise<void> {
  await r.emailLog.ensureIndexes();
  await r.recipients.ensureIndexes();
  await r.inviteBatches.ensureIndexes();
  await r.mailbox.ensureIndexes();
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
export async function applyRetention(r: NotificationRepositories, retention: Retention, now = new Date()): Promise<void> {
  const emailCutoff = new Date(now.getTime() - retention.emailLogMs);
  const emailExpiry = new Date(now.getTime() + retention.emailLogMs);
  await r.emailLog.applyRetention(emailCutoff, emailExpiry);
  await r.inviteBatches.applyRetention(emailCutoff, emailExpiry);
  await r.emailLog.redactSubjects('otp-code', OTP_SUBJECT_REDACTED);
  await r.mailbox.applyRetention(new Date(now.getTime() - retention.devMailboxMs), new Date(now.getTime() + retention.devMailboxMs));
}
