import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { MailboxMessage } from '@homepact/proto';
import type { MailboxDoc, MailboxRepository } from '../store/mailbox-repository.ts';
import { smtpMailer, type Mailer } from './mailer.ts';

export function toMailboxMessage(doc: MailboxDoc): MailboxMessage {
  return {
    id: doc._id,
    from: doc.from,
    to: doc.to,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
    date: doc.date.toISOString(),
    attachments: doc.attachments,
  };
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * The embedded default for e-mail: a real SMTP server on loopback, so the
 * code under test speaks SMTP exactly as in production; what it receives is
 * parsed and kept in the dev mailbox (persisted with the service's store).
 */
export async function startEmbeddedSmtp(opts: {
  mailbox: Pick<MailboxRepository, 'keep'>;
  from: string;
  port?: number;
  /** How long a message is kept (DEV_MAILBOX_RETENTION_DAYS); a week by default. */
  retentionMs?: number;
}): Promise<Mailer & { port: number }> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'HomePact dev mailbox',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then(async (email) => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            await opts.mailbox.keep({
              _id: randomUUID(),
              from: email.from?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to,
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              date: new Date(),
              expireAt: new Date(Date.now() + (opts.retentionMs ?? 7 * 24 * 3600 * 1000)),
              attachments: email.attachments.map((a) => ({
                filename: a.filename ?? 'attachment',
                contentType: a.mimeType,
                size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.byteLength,
              })),
            });
            callback();
          })
          .catch((e: unknown) => callback(e as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const mailer = smtpMailer(transport, opts.from, 'embedded', () => new Promise<void>((r) => server.close(() => r())));
  return Object.assign(mailer, { port });
}
