import { MailboxResponseSchema } from '@homepact/proto';
import type { ServiceApp } from '@homepact/kit';
import { toMailboxMessage } from '../mail/embedded-smtp.ts';
import type { NotificationRepositories } from '../store/repositories.ts';

/** Registered only on embedded defaults: a real SMTP relay keeps its own mail. */
export function mailboxRoutes(app: ServiceApp, repos: NotificationRepositories) {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the embedded SMTP server, newest first',
        response: { 200: MailboxResponseSchema },
      },
    },
    async () => (await repos.mailbox.newestFirst(200)).map(toMailboxMessage),
  );
}
