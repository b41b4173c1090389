import { MailboxResponseSchema } from '@homepact/proto';
import type { ServiceApp } from '@homepact/kit';
import { toMailboxMessage } from '../mail/embedded-smtp.ts';
import type { NotificationCollections } from '../store/collections.ts';

/** Registered only on embedded defaults: a real SMTP relay keeps its own mail. */
export function mailboxRoutes(app: ServiceApp, c: NotificationCollections) {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the embedded SMTP server, newest first',
        response: { 200: MailboxResponseSchema },
      },
    },
    async () => (await c.mailbox.find({}, { sort: { date: -1 }, limit: 200 })).map(toMailboxMessage),
  );
}
