import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Envelope } from '@homepact/proto';
import type { EventBus } from './bus/types.ts';
import { AppError } from './errors.ts';
import type { OutboxFields } from './events/outbox.ts';
import type { Logger } from './logger.ts';
import { metricsFor, type ServiceMetrics } from './metrics.ts';
import type { Collection, Doc, DocumentStore } from './store/types.ts';
import { producerSpan } from './trace.ts';

interface LeaseDoc extends Doc {
  holder: string;
  expiresAt: Date;
}

/** The store collection holding relay leases (one document per relay, in the service's own store). */
export const OUTBOX_LEASES = 'outbox_leases';

/**
 * Publishes what the outbox holds. Every replica runs one, but only the
 * holder of a lease publishes on its own schedule: the lease is a document
 * (`outbox_leases`, one per relay and set of collections) taken with one
 * atomic findOneAndUpdate when free or expired, renewed on every run, and
 * given back on stop(), so a replica that dies hands over after `leaseMs`.
 * Without the lease, replicas would publish the same pending events
 * concurrently; consumers are idempotent so that would be harmless, but it
 * multiplies broker traffic and breaks the per-key order between replicas.
 * `flush()` itself (tests, tools) does not look at the lease.
 *
 * Each event is published in the trace of the request that wrote it (its
 * envelope's traceparent), in a PRODUCER span whose traceparent goes on the
 * wire, so the consumer's span continues the same trace.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  /** The scheduled run in progress (lease + flush), awaited by stop() before the lease is given back. */
  private ticking?: Promise<void>;
  private running?: Promise<number>;
  private stopped = false;
  private kickedWhileRunning = false;
  private readonly collections: Collection<Doc & OutboxFields>[];
  private readonly leases: Collection<LeaseDoc>;
  private readonly leaseId: string;
  /** This relay's identity in the lease: pod name, pid and a random part. */
  readonly holder: string;
  private holding = false;

  constructor(
    private readonly opts: {
      store: DocumentStore;
      bus: EventBus;
      collections: string[];
      logger: Logger;
      intervalMs?: number;
      batchSize?: number;
      /** How long a lease lasts without renewal. Default: 15 s (and at least 3 intervals). */
      leaseMs?: number;
    },
  ) {
    this.collections = opts.collections.map((c) => opts.store.collection<Doc & OutboxFields>(c));
    this.leases = opts.store.collection<LeaseDoc>(OUTBOX_LEASES);
    this.leaseId = `relay:${[...opts.collections].sort().join(',')}`;
    this.holder = `${process.env.HOSTNAME || hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /** The owning service, for its spans: the service's logger carries it. */
  private get service(): string | undefined {
    const bound = (this.opts.logger.bindings?.() as { service?: unknown } | undefined)?.service;
    return typeof bound === 'string' ? bound : undefined;
  }

  private get leaseMs(): number {
    return Math.max(this.opts.leaseMs ?? 15_000, 3 * (this.opts.intervalMs ?? 1000));
  }

  /** Takes or renews the lease; false when another relay holds a live one. */
  async acquireLease(now = new Date()): Promise<boolean> {
    try {
      const doc = await this.leases.findOneAndUpdate(
        { _id: this.leaseId, $or: [{ holder: this.holder }, { expiresAt: { $lt: now } }] },
        { $set: { holder: this.holder, expiresAt: new Date(now.getTime() + this.leaseMs) } },
        { upsert: true },
      );
      this.setHolding(doc?.holder === this.holder);
    } catch (e) {
      // The upsert met the live lease of another relay.
      if (e instanceof AppError && e.code === 'duplicate') this.setHolding(false);
      else throw e;
    }
    return this.holding;
  }

  /** Gives the lease back so another replica takes over at once. */
  async releaseLease(): Promise<void> {
    if (!this.holding) return;
    this.holding = false;
    await this.leases.deleteOne({ _id: this.leaseId, holder: this.holder }).catch(() => undefined);
  }

  private setHolding(holding: boolean) {
    if (holding !== this.holding)
      this.opts.logger.info(
        { lease: this.leaseId, holder: this.holder, holding },
        holding ? 'outbox lease taken' : 'outbox lease held elsewhere',
      );
    this.holding = holding;
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
    await this.ticking;
    await this.running?.catch(() => undefined);
    await this.releaseLease();
    metricsFor(this.service ?? 'unknown').setOutbox(this.relayName, undefined);
  }

  /** The relay's name in its metrics: its collections (bounded, unlike the holder). */
  private get relayName(): string {
    return this.leaseId.slice('relay:'.length);
  }

  /** One scheduled run: publish only while holding the lease. */
  private async tick(): Promise<void> {
    if (!(await this.acquireLease())) {
      // The holder reports the backlog; a replica without the lease reports nothing rather than a stale view.
      metricsFor(this.service ?? 'unknown').setOutbox(this.relayName, undefined);
      return;
    }
    await this.flush();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((e: unknown) => this.opts.logger.error({ err: e }, 'outbox relay failed'))
        .finally(() => {
          this.ticking = undefined;
          if (this.stopped) return;
          const again = this.kickedWhileRunning;
          this.kickedWhileRunning = false;
          this.schedule(again ? 0 : (this.opts.intervalMs ?? 1000));
        });
    }, ms);
    this.timer.unref();
  }

  /**
   * Reads every collection's pending documents first, so the backlog and the age of its oldest event are
   * reported (homepact.outbox.pending, homepact.outbox.oldest_age) before anything is published: when publishing
   * fails (Kafka away) they stay, and the age keeps growing at each scrape until a run gets through.
   */
  private async flushAll(): Promise<number> {
    const limit = this.opts.batchSize ?? 100;
    const batches: Array<[Collection<Doc & OutboxFields>, Array<Doc & OutboxFields>]> = [];
    for (const c of this.collections) batches.push([c, await c.find({ _outboxPending: true }, { limit })]);
    const metrics = metricsFor(this.service ?? 'unknown');
    let pending = 0;
    let oldestAt: number | undefined;
    for (const [, docs] of batches)
      for (const doc of docs)
        for (const e of doc._outbox ?? []) {
          pending++;
          const at = Date.parse(e.occurredAt);
          if (Number.isFinite(at) && (oldestAt === undefined || at < oldestAt)) oldestAt = at;
        }
    metrics.setOutbox(this.relayName, { pending, oldestAt });
    let sent = 0;
    for (const [c, docs] of batches) for (const doc of docs) sent += await this.flushDoc(c, doc, metrics);
    // Everything read went out; a full batch means more may wait, which the next run (soon) counts.
    if (batches.every(([, docs]) => docs.length < limit)) metrics.setOutbox(this.relayName, { pending: 0 });
    return sent;
  }

  private async flushDoc(c: Collection<Doc & OutboxFields>, doc: Doc & OutboxFields, metrics: ServiceMetrics): Promise<number> {
    const pending = doc._outbox ?? [];
    const byTopic = new Map<string, Envelope[]>();
    for (const { topic, ...event } of pending) byTopic.set(topic, [...(byTopic.get(topic) ?? []), event]);
    for (const [topic, events] of byTopic) {
      // Consecutive events of one request share a trace: one publish (and span) per such run, in order.
      for (const run of runsByTraceparent(events)) {
        await producerSpan(
          { topic, traceparent: run[0]!.traceparent, count: run.length, system: this.opts.bus.kind, service: this.service },
          (traceparent) =>
            this.opts.bus.publish(
              topic,
              run.map((e) => (traceparent ? { ...e, traceparent } : e)),
            ),
        );
        metrics.outboxPublished.add(run.length, { 'messaging.destination.name': topic });
      }
    }
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

/** Splits events into consecutive runs with the same traceparent (order kept). */
function runsByTraceparent(events: Envelope[]): Envelope[][] {
  const runs: Envelope[][] = [];
  for (const e of events) {
    const last = runs.at(-1);
    if (last && last[0]!.traceparent === e.traceparent) last.push(e);
    else runs.push([e]);
  }
  return runs;
}
