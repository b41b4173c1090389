import { isAppError, makeEvent, routed } from '@homepact/kit';
import { retry, type RetryPolicy } from '@homepact/kit/backoff';
import { deliveredDocumentFilename, deliveredDocumentPage, senderEmail } from '@homepact/legal';
import { SigningEvents } from '@homepact/proto';
import { invitationEmail } from '../domain/templates/invitation.ts';
import type { RenderedEmail } from '../domain/templates/layout.ts';
import type { FetchedPdf } from '../clients/documents.ts';
import type { InviteBatchDoc } from '../store/invite-batches-repository.ts';
import type { EventOf, SigningDeps } from './deps.ts';
import { EMAIL_LOG_RETENTION_DAYS, sendLoggedEmail } from './send-logged-email.ts';

const DAY_MS = 24 * 3600 * 1000;
import { redactForStore } from '../domain/redact.ts';

/** Four tries, waits of at most 200, 400, 800 ms (kit's backoff): about 1.4 s at most, well inside documents' 8 s. */
export const INVITE_RETRY: RetryPolicy = { tries: 4, initialDelayMs: 200, maxDelayMs: 800 };

type Request = EventOf<typeof SigningEvents.InvitesRequested>;
type RecipientResult = InviteBatchDoc['recipients'][number];

const errorMessage = (e: unknown) => redactForStore(e instanceof Error ? e.message : String(e));
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const clip = (s: string, max = 1000) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * InvitesRequested: each party gets an invitation with their own signing
 * link (and the PDF attached when there is one), then exactly one reply goes
 * out for the requestId: InvitesSent when every recipient was accepted,
 * InvitesFailed otherwise. The reply is published through the outbox of the
 * invite_batches document that records the outcome, so the two cannot come
 * apart. A request whose batch is recorded does nothing; one redelivered
 * after a crash before the record finds its sent messages in email_log and
 * does not send them again.
 */
export async function sendInvitations(deps: SigningDeps, event: Request): Promise<'sent' | 'failed' | 'already-recorded'> {
  const { data } = event;
  if (await deps.repos.inviteBatches.isRecorded(data.requestId)) {
    deps.logger.info({ requestId: data.requestId, eventId: event.id }, 'invitations already recorded for this request; nothing to do');
    return 'already-recorded';
  }

  const { recipients, error } = await deliver(deps, event);
  const failed = recipients.filter((r) => r.status === 'failed');
  const outcome: InviteBatchDoc['outcome'] = recipients.length > 0 && failed.length === 0 ? 'sent' : 'failed';
  const at = deps.now?.() ?? new Date();
  const base = { key: data.contractId, producer: 'notifications' };
  const reply =
    outcome === 'sent'
      ? routed(
          SigningEvents.InvitesSent.topic,
          makeEvent(SigningEvents.InvitesSent, {
            ...base,
            data: {
              contractId: data.contractId,
              requestId: data.requestId,
              recipients: recipients.map((r) => r.email),
              sentAt: at.toISOString(),
            },
          }),
        )
      : routed(
          SigningEvents.InvitesFailed.topic,
          makeEvent(SigningEvents.InvitesFailed, {
            ...base,
            data: {
              contractId: data.contractId,
              requestId: data.requestId,
              failedRecipients: failed.map((r) => r.email),
              error: clip(error ?? 'Not sent'),
              failedAt: at.toISOString(),
            },
          }),
        );
  const recorded = await deps.repos.inviteBatches.recordOnce(
    {
      _id: data.requestId,
      contractId: data.contractId,
      eventId: event.id,
      reason: data.reason,
      documentId: data.documentId,
      outcome,
      recipients,
      error,
      createdAt: at,
      expireAt: new Date(Math.max(at.getTime(), Date.now()) + (deps.emailLogRetentionMs ?? EMAIL_LOG_RETENTION_DAYS * DAY_MS)),
    },
    [reply],
  );
  // Another delivery of the same request recorded it first (a consumer-group rebalance): its reply stands.
  if (!recorded) return 'already-recorded';
  deps.kickRelay?.();
  deps.logger.info({ requestId: data.requestId, contractId: data.contractId, outcome, failed: failed.length }, 'invitations recorded');
  return outcome;
}

async function deliver(deps: SigningDeps, event: Request): Promise<{ recipients: RecipientResult[]; error: string | null }> {
  const { data } = event;
  const everyone = (error: string) => ({
    recipients: data.invitations.map((i) => ({ role: i.role, email: i.email, status: 'failed' as const, error })),
    error,
  });
  if (data.invitations.length === 0) return { recipients: [], error: 'The request named no one to invite.' };

  let pdf: FetchedPdf | null = null;
  if (data.documentId) {
    try {
      pdf = await fetchPdf(deps, data.documentId);
      if (pdf.contractId !== data.contractId) throw new Error(`document ${data.documentId} belongs to another contract`);
    } catch (e) {
      deps.logger.error(
        { err: e, requestId: data.requestId, documentId: data.documentId },
        'the PDF for the invitations could not be loaded',
      );
      return everyone(`The contract PDF could not be loaded: ${errorMessage(e)}`);
    }
  }
  // The documents the law wants handed over apart from the contract (Illinois's pamphlet) travel with it, each a page to open and print.
  const delivered = data.deliver ?? [];
  const attachments = [
    ...(pdf ? [{ filename: pdf.filename, content: pdf.content, contentType: pdf.contentType }] : []),
    ...delivered.map((d) => ({
      filename: deliveredDocumentFilename(d),
      content: Buffer.from(deliveredDocumentPage(d), 'utf8'),
      contentType: 'text/html; charset=utf-8',
    })),
  ];

  // "Jane Doe (jane@example.com)": the address of whom the invitation is sent on behalf of.
  const replyTo = senderEmail(data.requestedByName);
  const settled = await Promise.allSettled(
    data.invitations.map(async (inv): Promise<RecipientResult> => {
      let email: RenderedEmail;
      try {
        email = invitationEmail({
          recipientName: inv.name,
          role: inv.role,
          invitedByName: data.requestedByName,
          serviceType: data.serviceType,
          totalAmount: data.totalAmount,
          ...(data.terms ? { terms: data.terms } : {}),
          signUrl: inv.signUrl,
          reason: data.reason,
          pdfAttached: !!pdf,
          delivered: delivered.map((d) => ({ title: d.title, citation: d.citation })),
          recipientIsSender: !!replyTo && sameAddress(replyTo, inv.email),
          ...(data.changeOrder ? { changeOrder: data.changeOrder } : {}),
        });
      } catch (e) {
        deps.logger.error({ err: e, requestId: data.requestId, role: inv.role }, 'invitation not rendered');
        return { role: inv.role, email: inv.email, status: 'failed', error: `The invitation could not be written: ${errorMessage(e)}` };
      }
      const sent = await sendLoggedEmail(
        deps,
        {
          eventId: event.id,
          template: 'invitation',
          to: inv.email,
          role: inv.role,
          contractId: data.contractId,
          email,
          // From is HomePact's (MAIL_FROM); a reply goes to the person HomePact sent it for.
          ...(replyTo ? { replyTo } : {}),
          ...(attachments.length ? { attachments } : {}),
        },
        { retry: deps.inviteRetry },
      );
      return { role: inv.role, email: inv.email, status: sent.status === 'failed' ? 'failed' : 'sent', error: sent.error };
    }),
  );
  // Not an SMTP answer (the store failed, say): let the bus retry the whole request; sent messages are not sent again.
  const broken = settled.find((s) => s.status === 'rejected');
  if (broken) throw broken.reason;
  const recipients = settled.map((s) => (s as PromiseFulfilledResult<RecipientResult>).value);
  const failed = recipients.filter((r) => r.status === 'failed');
  return { recipients, error: failed.length ? failed.map((r) => `${r.email}: ${r.error}`).join('; ') : null };
}

/** documents being briefly unavailable (503) is retried on the invitation policy; anything else is final. */
async function fetchPdf(deps: SigningDeps, documentId: string): Promise<FetchedPdf> {
  const { value } = await retry(deps.inviteRetry, () => deps.documents.getPdf(documentId), {
    retryable: (e) => isAppError(e) && e.status === 503,
    onRetry: (e, _delayMs, tryNo) => deps.logger.warn({ err: e, documentId, attempt: tryNo }, 'documents unavailable; retrying'),
  });
  return value;
}
