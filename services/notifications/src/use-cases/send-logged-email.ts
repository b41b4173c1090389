import type { Logger } from '@homepact/kit';
import type { RenderedEmail } from '../domain/templates/layout.ts';
import { isTransientMailError, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import type { NotificationCollections } from '../store/collections.ts';

export class TransientMailError extends Error {}

/**
 * Sends one message to one recipient and keeps its delivery status in
 * email_log. A message already sent for this event is not sent again; a
 * transient SMTP failure is thrown so the bus retries it with backoff; a
 * permanent one is recorded as failed and not retried.
 */
export async function sendLoggedEmail(
  deps: { c: NotificationCollections; mailer: Mailer; logger: Logger; now?: () => Date },
  input: { eventId: string; template: string; to: string; email: RenderedEmail; attachments?: OutgoingMail['attachments'] },
): Promise<'sent' | 'failed' | 'already-sent'> {
  const now = deps.now?.() ?? new Date();
  const _id = `${input.eventId}:${input.template}:${input.to}`;
  const row = await deps.c.emailLog.findOneAndUpdate(
    { _id },
    {
      $set: { eventId: input.eventId, template: input.template, to: input.to, subject: input.email.subject, updatedAt: now },
      $inc: { attempts: 1 },
    },
    { upsert: true },
  );
  if (row?.status === 'sent') return 'already-sent';
  if (!row?.createdAt) await deps.c.emailLog.updateMany({ _id }, { $set: { createdAt: now, status: 'sending', messageId: null, error: null } });
  try {
    const result = await deps.mailer.send({ to: [input.to], ...input.email, ...(input.attachments ? { attachments: input.attachments } : {}) });
    if (result.accepted.length === 0) throw Object.assign(new Error(`Recipient rejected: ${input.to}`), { responseCode: 550 });
    await deps.c.emailLog.updateMany({ _id }, { $set: { status: 'sent', messageId: result.messageId, error: null, updatedAt: new Date() } });
    return 'sent';
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const transient = isTransientMailError(e);
    await deps.c.emailLog.updateMany({ _id }, { $set: { status: transient ? 'sending' : 'failed', error: message, updatedAt: new Date() } });
    deps.logger.warn({ template: input.template, eventId: input.eventId, transient, error: message }, 'e-mail not delivered');
    if (transient) throw new TransientMailError(message);
    return 'failed';
  }
}
