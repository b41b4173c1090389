import { isAppError, outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import type { Envelope, SignerRole } from '@homepact/proto';

export const INVITE_BATCHES = 'invite_batches';

/**
 * The outcome of one InvitesRequested, keyed by its requestId. Written once,
 * with its reply (InvitesSent or InvitesFailed) in the outbox of the same
 * document: recording the outcome and publishing it cannot come apart, and a
 * redelivered request finds it and does nothing.
 */
export interface InviteBatchDoc extends OutboxFields {
  _id: string;
  contractId: string;
  eventId: string;
  reason: 'generated' | 'resend';
  documentId: string | null;
  outcome: 'sent' | 'failed';
  recipients: Array<{ role: SignerRole; email: string; status: 'sent' | 'failed'; error: string | null }>;
  error: string | null;
  createdAt: Date;
  /** When the TTL index removes the row (EMAIL_LOG_RETENTION_DAYS). */
  expireAt?: Date;
}

/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

export class InviteBatchesRepository {
  private readonly batches: Collection<InviteBatchDoc>;
  constructor(store: DocumentStore) {
    this.batches = store.collection<InviteBatchDoc>(INVITE_BATCHES);
  }

  async ensureIndexes(): Promise<void> {
    await this.batches.ensureIndexes([
      { fields: { contractId: 1 } },
      { fields: { createdAt: 1 } },
      { fields: { expireAt: 1 }, expireAfterSeconds: 0 },
    ]);
  }

  async isRecorded(requestId: string): Promise<boolean> {
    return !!(await this.batches.findOne({ _id: requestId }));
  }

  /**
   * Records the outcome with its reply in one write. False when this request
   * was recorded already (another delivery of it, in a consumer-group
   * rebalance): that record and its reply stand.
   */
  async recordOnce(batch: InviteBatchDoc, reply: Routed[]): Promise<boolean> {
    try {
      await this.batches.insertOne({ ...batch, ...outbox.insert(reply) });
      return true;
    } catch (e) {
      if (isAppError(e) && e.code === 'duplicate') return false;
      throw e;
    }
  }

  /** Batches recorded before `cutoff` go; the rest expire no later than `latestExpiry`. */
  async applyRetention(cutoff: Date, latestExpiry: Date): Promise<void> {
    await this.batches.deleteMany({ createdAt: { $lt: cutoff } });
    await this.batches.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt: latestExpiry } });
    await this.batches.updateMany({ expireAt: { $gt: latestExpiry } }, { $set: { expireAt: latestExpiry } });
  }
}
