import type { Envelope } from '@homepact/proto';
import type { EventBus } from '../bus/types.ts';
import type { Logger } from '../logger.ts';
import type { Collection, Doc, DocumentStore, Update } from '../store/types.ts';

/**
 * Transactional outbox without transactions: the events a state change causes
 * ride on the changed document itself (`_outbox`), and a single-document write
 * is atomic in both MongoDB and the embedded store. The relay publishes pending
 * events and then pulls them off the document. A crash in between means the
 * event is published again, which idempotent consumers absorb.
 *
 * Documents to be deleted are marked `_deleted: true` instead; the relay
 * removes them once their events are out.
 */
export interface OutboxFields {
  _outbox?: Array<Envelope & { topic: string }>;
  _outboxPending?: boolean;
  _deleted?: boolean;
}

type Routed = Envelope & { topic: string };

export const outbox = {
  /** Fields to spread into a new document. */
  insert(events: Routed[]): OutboxFields {
    return events.length ? { _outbox: events, _outboxPending: true } : {};
  },
  /** Merges the events into an update of an existing document. */
  update(update: Update, events: Routed[]): Update {
    if (!events.length) return update;
    return {
      ...update,
      $set: { ...update.$set, _outboxPending: true },
      $push: { ...update.$push, _outbox: { $each: events } },
    };
  },
  /**
   * An update that soft-deletes the document and carries its events. The
   * document is always flagged pending, even with no events, so the relay
   * (which only visits pending documents) removes it.
   */
  delete(events: Routed[]): Update {
    return outbox.update({ $set: { _deleted: true, _outboxPending: true } }, events);
  },
};

/** Routes an envelope to its topic (from its event definition). */
export const routed = <T extends Envelope>(topic: string, event: T): T & { topic: string } => ({ ...event, topic });

export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;
  private kickedWhileRunning = false;
  private readonly collections: Collection<Doc & OutboxFields>[];

  constructor(
    private readonly opts: {
      store: DocumentStore;
      bus: EventBus;
      collections: string[];
      logger: Logger;
      intervalMs?: number;
      batchSize?: number;
    },
  ) {
    this.collections = opts.collections.map((c) => opts.store.collection<Doc & OutboxFields>(c));
  }

  async start(): Promise<void> {
    for (const c of this.collections) await c.ensureIndexes([{ fields: { _outboxPending: 1 } }]);
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a flush soon, e.g. right after a write, so events go out without waiting for the poll. */
  kick(): void {
    if (this.stopped) return;
    // A write that lands during a flush may have been missed by its query: flush again after it.
    if (this.running) this.kickedWhileRunning = true;
    else this.schedule(0);
  }

  /** Publishes everything pending once; returns how many events went out. */
  flush(): Promise<number> {
    this.running ??= this.flushAll().finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.flush()
        .catch((e: unknown) => this.opts.logger.error({ err: e }, 'outbox relay failed'))
        .finally(() => {
          if (this.stopped) return;
          const again = this.kickedWhileRunning;
          this.kickedWhileRunning = false;
          this.schedule(again ? 0 : (this.opts.intervalMs ?? 1000));
        });
    }, ms);
    this.timer.unref();
  }

  private async flushAll(): Promise<number> {
    let sent = 0;
    for (const c of this.collections) {
      const docs = await c.find({ _outboxPending: true }, { limit: this.opts.batchSize ?? 100 });
      for (const doc of docs) sent += await this.flushDoc(c, doc);
    }
    return sent;
  }

  private async flushDoc(c: Collection<Doc & OutboxFields>, doc: Doc & OutboxFields): Promise<number> {
    const pending = doc._outbox ?? [];
    const byTopic = new Map<string, Envelope[]>();
    for (const { topic, ...event } of pending) byTopic.set(topic, [...(byTopic.get(topic) ?? []), event]);
    for (const [topic, events] of byTopic) await this.opts.bus.publish(topic, events);
    const ids = pending.map((e) => e.id);
    if (ids.length > 0) await c.findOneAndUpdate({ _id: doc._id }, { $pull: { _outbox: { id: { $in: ids } } } });
    // Only clear the flag if nothing new was added meanwhile (atomic per document).
    // A soft-deleted document without events may have no `_outbox` at all.
    await c.updateMany(
      { _id: doc._id, $or: [{ _outbox: { $size: 0 } }, { _outbox: { $exists: false } }] },
      { $set: { _outboxPending: false } },
    );
    // Not only when the snapshot was deleted: a delete without events may have
    // landed since we read it, and the flag we just cleared covered it too.
    await c.deleteOne({ _id: doc._id, _outboxPending: false, _deleted: true });
    return pending.length;
  }
}
