import { createService, type Runtime, type Service } from '@homepact/kit';
import type { NotificationsConfig } from './config.ts';
import { subscribeConsumers } from './events/consumers.ts';
import { startEmbeddedSmtp } from './mail/embedded-smtp.ts';
import { createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { mailboxRoutes } from './routes/mailbox.ts';
import { collections } from './store/collections.ts';

export async function buildNotifications(rt: Runtime, config: NotificationsConfig, opts: { mailer?: Mailer } = {}): Promise<Service & { mailer: Mailer }> {
  const c = collections(rt.store);
  await c.emailLog.ensureIndexes([{ fields: { eventId: 1 } }, { fields: { createdAt: 1 } }]);
  const embedded = !config.SMTP_URL && !opts.mailer;
  const mailer = opts.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : await startEmbeddedSmtp({ mailbox: c.mailbox, from: config.MAIL_FROM }));

  const app = await createService({
    name: 'notifications',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    readiness: [
      { name: 'store', check: () => rt.store.ping() },
      { name: 'bus', check: () => rt.bus.ping() },
    ],
  });
  if (embedded) mailboxRoutes(app, c);

  return {
    app,
    mailer,
    start: () => subscribeConsumers(rt, { c, mailer, logger: rt.logger }),
    stop: () => mailer.close(),
  };
}
