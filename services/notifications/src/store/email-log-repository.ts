import { outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import { canonicalEmail, type Envelope, type SignerRole } from '@homepact/proto';

export const EMAIL_LOG = 'email_log';

export type EmailStatus = 'sending' | 'sent' | 'failed';

export interface EmailLogDoc extends OutboxFields {
  /**
   * `<event id>:<template>:<recipient>`, with `:<role>` when the message is
   * addressed to a party (one address may be both parties): a redelivered
   * event finds its own row.
   */
  _id: string;
  eventId: string;
  template: string;
  to: string;
  /** The party the message is addressed to, for contract e-mails. */
  role: SignerRole | null;
  contractId: string | null;
  subject: string;
  status: EmailStatus;
  /** SMTP tries so far. */
  attempts: number;
  messageId: string | null;
  error: string | null;
  /** What was attached (the bytes stay with documents): proof of which PDF each party was sent. */
  attachments: Array<{ filename: string; contentType: string; size: number; sha256: string }>;
  createdAt: Date;
  updatedAt: Date;
  /** When the TTL index removes the row (EMAIL_LOG_RETENTION_DAYS after it was written). */
  expireAt?: Date;
}

/** What describes a message, written (again) before each delivery of its event. */
export type EmailLogEntry = Pick<
  EmailLogDoc,
  'eventId' | 'template' | 'to' | 'role' | 'contractId' | 'subject' | 'attachments' | 'updatedAt' | 'expireAt'
>;

/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

/** One row per message and recipient, with its delivery status. EmailDelivered rides on the row (outbox). */
export class EmailLogRepository {
  private readonly log: Collection<EmailLogDoc>;
  constructor(store: DocumentStore) {
    this.log = store.collection<EmailLogDoc>(EMAIL_LOG);
  }

  async ensureIndexes(): Promise<void> {
    await this.log.ensureIndexes([
      { fields: { eventId: 1 } },
      { fields: { contractId: 1 } },
      { fields: { createdAt: 1 } },
      { fields: { to: 1 } },
      { fields: { expireAt: 1 }, expireAfterSeconds: 0 },
    ]);
  }

  /**
   * Writes what the message is, creating the row when it is new, and returns
   * the row: its status says whether an earlier delivery already sent it or
   * gave up on it. A new row has no createdAt until `open` stamps it.
   */
  describe(id: string, entry: EmailLogEntry): Promise<EmailLogDoc | null> {
    return this.log.findOneAndUpdate({ _id: id }, { $set: entry }, { upsert: true });
  }

  /** A new row's delivery status starts: sending, no tries yet. */
  async open(id: string, now: Date): Promise<void> {
    await this.log.updateMany({ _id: id }, { $set: { createdAt: now, status: 'sending', attempts: 0, messageId: null, error: null } });
  }

  /** One more SMTP try. */
  async recordAttempt(id: string, now: Date): Promise<void> {
    await this.log.updateMany({ _id: id }, { $inc: { attempts: 1 }, $set: { updatedAt: now } });
  }

  /** The relay accepted it; the events (EmailDelivered) ride on the same write. */
  async markSent(id: string, messageId: string, at: Date, events: Routed[]): Promise<void> {
    await this.log.findOneAndUpdate(
      { _id: id },
      outbox.update({ $set: { status: 'sent', messageId, error: null, updatedAt: at } }, events),
    );
  }

  /** A transient failure that will be tried again. */
  async markRetrying(id: string, error: string, now: Date): Promise<void> {
    await this.log.updateMany({ _id: id }, { $set: { status: 'sending', error, updatedAt: now } });
  }

  /** Given up on: not tried again, not even for a redelivery of its event. */
  async markFailed(id: string, error: string, now: Date): Promise<void> {
    await this.log.updateMany({ _id: id }, { $set: { status: 'failed', error, updatedAt: now } });
  }

  /** One contract's messages, oldest first. */
  aboutContract(contractId: string, limit: number): Promise<EmailLogDoc[]> {
    return this.log.find({ contractId }, { sort: { createdAt: 1 }, limit });
  }

  /** The messages sent to one address (compared canonically), newest first. */
  sentTo(email: string, limit: number): Promise<EmailLogDoc[]> {
    return this.log.find({ to: canonicalEmail(email) }, { sort: { createdAt: -1 }, limit });
  }

  /** Rows written before `cutoff` go; the rest expire no later than `latestExpiry`. */
  async applyRetention(cutoff: Date, latestExpiry: Date): Promise<void> {
    await this.log.deleteMany({ createdAt: { $lt: cutoff } });
    await this.log.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt: latestExpiry } });
    await this.log.updateMany({ expireAt: { $gt: latestExpiry } }, { $set: { expireAt: latestExpiry } });
  }

  /** Sign-in code subjects kept in clear by older versions get the redacted subject. */
  async redactSubjects(template: string, redacted: string): Promise<void> {
    await this.log.updateMany({ template, subject: { $ne: redacted } }, { $set: { subject: redacted } });
  }
}
