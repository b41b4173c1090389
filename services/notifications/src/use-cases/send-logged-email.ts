import { hash } from 'node:crypto';
import { makeEvent, metricsFor, routed, type Logger } from '@homepact/kit';
import { retry, type RetryPolicy } from '@homepact/kit/backoff';
import { SigningEvents, type SignerRole } from '@homepact/proto';
import { redactForStore } from '../domain/redact.ts';
import { normalisedEmail, type RenderedEmail } from '../domain/templates/layout.ts';
import { isTransientMailError, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import type { NotificationRepositories } from '../store/repositories.ts';

export class TransientMailError extends Error {}

/** One try of the mailer that failed (anything else, a store write before it say, leaves sendLoggedEmail as it is). */
class FailedTry extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly tryNo: number,
  ) {
    super(message);
  }
}

/** Without a policy of its own, one try: a transient failure is left to the bus's redelivery. */
const ONE_TRY: RetryPolicy = { tries: 1, initialDelayMs: 0, maxDelayMs: 0 };

export interface SendDeps {
  repos: NotificationRepositories;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Called after a write that queued events (the outbox relay's kick). */
  kickRelay?: () => void;
  /** How long an email_log row is kept (EMAIL_LOG_RETENTION_DAYS); a TTL index on `expireAt` removes it. */
  emailLogRetentionMs?: number;
}

/** email_log's default retention: a year, long enough to answer "was I sent that?", not forever. */
export const EMAIL_LOG_RETENTION_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export interface SendInput {
  eventId: string;
  template: string;
  to: string;
  email: RenderedEmail;
  attachments?: OutgoingMail['attachments'];
  replyTo?: string;
  contractId?: string | null;
  /** The party addressed; part of the log key, since one address may be both parties. */
  role?: SignerRole | null;
}

export interface SendOutcome {
  status: 'sent' | 'already-sent' | 'failed';
  /** The email_log row. */
  logId: string;
  error: string | null;
}

export const emailLogId = (input: Pick<SendInput, 'eventId' | 'template' | 'to' | 'role'>) =>
  `${input.eventId}:${input.template}:${input.to}${input.role ? `:${input.role}` : ''}`;

const sha256 = (b: Buffer) => hash('sha256', b, 'hex');

/**
 * Sends one message to one recipient and keeps its delivery status in
 * email_log. A message already sent for this event is not sent again. A
 * permanent SMTP failure (5xx) is recorded as failed and not retried, not
 * even when the same event is delivered again.
 *
 * Transient failures (4xx, connection trouble): by default thrown as
 * TransientMailError so the bus retries the event with its backoff. With
 * `retry`, retried here on kit's backoff instead (for handlers that must
 * report an outcome soon, like invitations), and recorded as failed when its
 * tries run out.
 *
 * When the relay accepts it, EmailDelivered rides on the row's outbox in the
 * same write that marks it sent.
 */
export async function sendLoggedEmail(deps: SendDeps, input: SendInput, opts: { retry?: RetryPolicy } = {}): Promise<SendOutcome> {
  const now = () => deps.now?.() ?? new Date();
  const _id = emailLogId(input);
  const contractId = input.contractId ?? null;
  const { secrets = [], ...email } = normalisedEmail(input.email);
  // Nothing stored or logged below carries the code or a link's token (see domain/redact.ts).
  const redact = (text: string) => redactForStore(text, secrets);
  const attachments = input.attachments ?? [];
  // On the real clock, as the TTL index runs: an injected (test) clock in the past must not expire the row at once.
  const expireAt = new Date(Math.max(now().getTime(), Date.now()) + (deps.emailLogRetentionMs ?? EMAIL_LOG_RETENTION_DAYS * DAY_MS));
  const row = await deps.repos.emailLog.describe(_id, {
    eventId: input.eventId,
    template: input.template,
    to: input.to,
    role: input.role ?? null,
    contractId,
    subject: redact(email.subject),
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.byteLength,
      sha256: sha256(a.content),
    })),
    updatedAt: now(),
    expireAt,
  });
  if (row?.status === 'sent') return { status: 'already-sent', logId: _id, error: null };
  // Permanent for this event: a redelivery (e.g. retried for the other recipient's sake) does not knock again.
  if (row?.status === 'failed') return { status: 'failed', logId: _id, error: row.error };
  if (!row?.createdAt) await deps.repos.emailLog.open(_id, now());

  const policy = opts.retry;
  try {
    const { value } = await retry(
      policy ?? ONE_TRY,
      async (tryNo): Promise<SendOutcome> => {
        await deps.repos.emailLog.recordAttempt(_id, now());
        try {
          const result = await deps.mailer.send({
            to: [input.to],
            ...email,
            ...(input.replyTo ? { replyTo: input.replyTo } : {}),
            ...(attachments.length ? { attachments } : {}),
          });
          if (result.accepted.length === 0) throw Object.assign(new Error(`Recipient rejected: ${input.to}`), { responseCode: 550 });
          const at = now();
          const delivered = makeEvent(SigningEvents.EmailDelivered, {
            key: contractId ?? input.to,
            producer: 'notifications',
            data: { emailId: _id, template: input.template, to: input.to, contractId, deliveredAt: at.toISOString() },
          });
          await deps.repos.emailLog.markSent(_id, result.messageId, at, [routed(SigningEvents.EmailDelivered.topic, delivered)]);
          deps.kickRelay?.();
          metricsFor('notifications').emailsSent.add(1, { 'homepact.email.template': input.template });
          return { status: 'sent', logId: _id, error: null };
        } catch (e) {
          const failed = new FailedTry(redact(e instanceof Error ? e.message : String(e)), isTransientMailError(e), tryNo);
          // A transient failure is tried again, here while the policy has tries left, else by the bus.
          if (failed.transient && (!policy || tryNo < policy.tries)) {
            await deps.repos.emailLog.markRetrying(_id, failed.message, now());
            metricsFor('notifications').emailsFailed.add(1, failedTryLabels(input.template, 'transient'));
            deps.logger.warn(
              failureLog(input, contractId, failed),
              policy ? 'e-mail not delivered; retrying' : 'e-mail not delivered; the bus will retry',
            );
          }
          throw failed;
        }
      },
      { retryable: (e) => e instanceof FailedTry && e.transient },
    );
    return value;
  } catch (e) {
    if (!(e instanceof FailedTry)) throw e;
    if (e.transient && !policy) throw new TransientMailError(e.message);
    const error = e.transient ? `${e.message} (gave up after ${e.tryNo} tries)` : e.message;
    await deps.repos.emailLog.markFailed(_id, error, now());
    metricsFor('notifications').emailsFailed.add(1, failedTryLabels(input.template, 'permanent'));
    deps.logger.warn({ ...failureLog(input, contractId, e), error }, 'e-mail not delivered');
    return { status: 'failed', logId: _id, error };
  }
}

/** Every failed try counts: `transient` when it is tried again, `permanent` when the e-mail is given up on. */
const failedTryLabels = (template: string, failure: 'transient' | 'permanent') => ({
  'homepact.email.template': template,
  'homepact.email.failure': failure,
});

const failureLog = (input: SendInput, contractId: string | null, failed: FailedTry) => ({
  template: input.template,
  eventId: input.eventId,
  contractId,
  transient: failed.transient,
  attempt: failed.tryNo,
  error: failed.message,
});
