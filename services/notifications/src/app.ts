import { createService, OutboxRelay, runtimeReadiness, type Runtime, type Service } from '@homepact/kit';
import type { RetryPolicy } from '@homepact/kit/backoff';
import { contractsClient } from './clients/contracts.ts';
import { documentsClient } from './clients/documents.ts';
import { signingUpstreams, type NotificationsConfig } from './config.ts';
import { subscribeConsumers } from './events/consumers.ts';
import { startEmbeddedSmtp } from './mail/embedded-smtp.ts';
import { createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { internalRoutes } from './routes/internal.ts';
import { mailboxRoutes } from './routes/mailbox.ts';
import { EMAIL_LOG } from './store/email-log-repository.ts';
import { INVITE_BATCHES } from './store/invite-batches-repository.ts';
import { applyRetention, ensureIndexes, repositories } from './store/repositories.ts';
import type { SigningDeps } from './use-cases/deps.ts';
import { INVITE_RETRY } from './use-cases/send-invitations.ts';

export interface NotificationsOptions {
  mailer?: Mailer;
  /** How an invitation is tried in its handler; tests shorten the waits. */
  inviteRetry?: RetryPolicy;
}

export async function buildNotifications(
  rt: Runtime,
  config: NotificationsConfig,
  opts: NotificationsOptions = {},
): Promise<Service & { mailer: Mailer; signing: boolean }> {
  // First, before anything starts: on without its upstreams is a start-up error, not a silent no-op.
  const upstreams = signingUpstreams(config);
  const repos = repositories(rt.store);
  await ensureIndexes(repos);
  const DAY_MS = 24 * 3600 * 1000;
  const retention = { emailLogMs: config.EMAIL_LOG_RETENTION_DAYS * DAY_MS, devMailboxMs: config.DEV_MAILBOX_RETENTION_DAYS * DAY_MS };
  await applyRetention(repos, retention);
  const embedded = !config.SMTP_URL && !opts.mailer;
  const mailer =
    opts.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : await startEmbeddedSmtp({ mailbox: repos.mailbox, from: config.MAIL_FROM, retentionMs: retention.devMailboxMs }));
  // Replies to InvitesRequested ride on invite_batches, EmailDelivered on email_log rows.
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [INVITE_BATCHES, EMAIL_LOG], logger: rt.logger });
  const kickRelay = () => relay.kick();

  const signing: SigningDeps | null = upstreams && {
    repos,
    mailer,
    logger: rt.logger,
    kickRelay,
    emailLogRetentionMs: retention.emailLogMs,
    documents: documentsClient({ baseUrl: upstreams.documentsUrl, secret: config.INTERNAL_JWT_SECRET }),
    contracts: contractsClient({ baseUrl: upstreams.contractsUrl, secret: config.INTERNAL_JWT_SECRET }),
    inviteRetry: opts.inviteRetry ?? INVITE_RETRY,
    publicUrl: config.PUBLIC_URL,
  };
  if (!signing) rt.logger.warn('signing e-mails are off (SIGNING_EMAILS, CONTRACTS_URL, DOCUMENTS_URL): only sign-in codes are sent');

  const app = await createService({
    name: 'notifications',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    readiness: runtimeReadiness(rt),
  });
  // The dev mailbox (/api/dev/*) holds every mail, sign-in codes included: never in production,
  // not even when ALLOW_EMBEDDED=SMTP_URL runs the embedded SMTP server there.
  if (embedded && config.NODE_ENV !== 'production') mailboxRoutes(app, repos);
  internalRoutes(app, repos);

  return {
    app,
    mailer,
    signing: !!signing,
    async start() {
      await relay.start();
      await subscribeConsumers(rt, {
        repos,
        mailer,
        logger: rt.logger,
        kickRelay,
        emailLogRetentionMs: retention.emailLogMs,
        signing,
        supportEmail: config.SUPPORT_EMAIL,
        otpEventKey: config.OTP_EVENT_KEY,
      });
    },
    async stop() {
      await relay.stop();
      await mailer.close();
    },
  };
}
