import type { DocumentStore } from '@homepact/kit';
import type { MailboxDoc } from '../mail/embedded-smtp.ts';

export type EmailStatus = 'sending' | 'sent' | 'failed';

export interface EmailLogDoc {
  /** `<event id>:<template>:<recipient>`: a redelivered event finds its own row. */
  _id: string;
  eventId: string;
  template: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  messageId: string | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  [k: string]: unknown;
}

export function collections(store: DocumentStore) {
  return {
    emailLog: store.collection<EmailLogDoc>('email_log'),
    mailbox: store.collection<MailboxDoc>('dev_mailbox'),
  };
}
export type NotificationCollections = ReturnType<typeof collections>;
