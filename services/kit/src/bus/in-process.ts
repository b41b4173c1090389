import { EnvelopeSchema, type Envelope } from '@homepact/proto';
import type { Logger } from '../logger.ts';
import { deliverWithRetry, type DeadLetter } from './deliver.ts';
import type { EventBus, Subscription } from './types.ts';

/**
 * The embedded default: every service runs in one process and shares this
 * bus. Topics, keys, consumer groups, retries and dead-lettering behave as with
 * Kafka; events with the same key stay in order within a group. Dead letters
 * are kept (see `deadLetters`) and published on `<topic>.dlq`.
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly groups = new Map<string, GroupWorker>();
  readonly deadLetters: DeadLetter[] = [];
  private closed = false;

  constructor(private readonly logger: Logger) {}

  async publish(topic: string, events: Envelope[]): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    for (const event of events) {
      EnvelopeSchema.parse(event);
      // A copy per group, as if it had crossed the wire.
      const wire = JSON.stringify(event);
      for (const worker of this.groups.values()) {
        if (worker.topics.has(topic)) worker.enqueue(topic, JSON.parse(wire) as Envelope);
      }
    }
  }

  async subscribe(sub: Subscription): Promise<void> {
    const existing = this.groups.get(sub.group);
    if (existing) {
      // A second member of a group shares the work; in one process that is the same worker.
      for (const t of sub.topics) existing.topics.add(t);
      existing.handlers.push(sub);
      return;
    }
    this.groups.set(
      sub.group,
      new GroupWorker(
        sub,
        this.logger,
        (topic, letter) => this.park(topic, letter),
        () => this.closed,
      ),
    );
  }

  private async park(dlqTopic: string, letter: DeadLetter) {
    this.deadLetters.push(letter);
    const worker = [...this.groups.values()].filter((w) => w.topics.has(dlqTopic));
    for (const w of worker) w.enqueue(dlqTopic, { ...letter.event, data: letter });
  }

  /** Resolves when every queued event has been handled (tests and shutdown). */
  async drain(): Promise<void> {
    await Promise.all([...this.groups.values()].map((w) => w.idle()));
  }

  async ping() {
    return !this.closed;
  }

  /** Nothing here can die on its own: its consumers are calls in this process. */
  live() {
    return true;
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
  }
}

class GroupWorker {
  readonly topics: Set<string>;
  readonly handlers: Subscription[];
  /** One queue per key keeps per-key order while different keys proceed in parallel. */
  private readonly queues = new Map<string, Array<{ topic: string; event: Envelope }>>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    sub: Subscription,
    private readonly logger: Logger,
    private readonly park: (topic: string, letter: DeadLetter) => Promise<void>,
    private readonly isClosed: () => boolean,
  ) {
    this.topics = new Set(sub.topics);
    this.handlers = [sub];
  }

  enqueue(topic: string, event: Envelope) {
    const key = `${topic}\u0000${event.key}`;
    const q = this.queues.get(key) ?? [];
    q.push({ topic, event });
    this.queues.set(key, q);
    // run() forgets the key itself, in the same turn as it sees the queue empty: an
    // event enqueued after that starts a new run instead of joining a queue no one reads.
    if (!this.running.has(key)) this.running.set(key, this.run(key));
  }

  private async run(key: string) {
    const q = this.queues.get(key)!;
    while (q.length > 0) {
      const { topic, event } = q.shift()!;
      const sub = this.handlers.find((h) => h.topics.includes(topic)) ?? this.handlers[0]!;
      try {
        await deliverWithRetry({
          event,
          topic,
          group: sub.group,
          handle: sub.handle,
          retry: sub.retry,
          logger: this.logger,
          park: this.park,
          isClosed: this.isClosed,
          system: 'in-process',
        });
      } catch (e) {
        this.logger.error({ err: e, eventId: event.id }, 'event delivery aborted');
      }
    }
    this.queues.delete(key);
    this.running.delete(key);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }
}
