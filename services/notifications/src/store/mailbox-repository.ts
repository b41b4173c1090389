import type { Collection, DocumentStore } from '@homepact/kit';

/** A message the embedded SMTP server received. */
export interface MailboxDoc {
  _id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: Date;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  /** When the TTL index removes it (DEV_MAILBOX_RETENTION_DAYS). */
  expireAt?: Date;
}

/** The development mailbox: what the embedded SMTP server received (embedded mail only). */
export class MailboxRepository {
  private readonly mailbox: Collection<MailboxDoc>;
  constructor(store: DocumentStore) {
    this.mailbox = store.collection<MailboxDoc>('dev_mailbox');
  }

  async ensureIndexes(): Promise<void> {
    await this.mailbox.ensureIndexes([{ fields: { expireAt: 1 }, expireAfterSeconds: 0 }]);
  }

  async keep(message: MailboxDoc): Promise<void> {
    await this.mailbox.insertOne(message);
  }

  newestFirst(limit: number): Promise<MailboxDoc[]> {
    return this.mailbox.find({}, { sort: { date: -1 }, limit });
  }

  /** Messages received before `cutoff` go; those kept from before retentions existed get `expireAt`. */
  async applyRetention(cutoff: Date, expireAt: Date): Promise<void> {
    await this.mailbox.deleteMany({ date: { $lt: cutoff } });
    await this.mailbox.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt } });
  }
}
