import { randomUUID } from 'node:crypto';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type EachMessagePayload,
  type IHeaders,
  type KafkaConfig,
  type KafkaMessage,
  type LogEntry,
  type Message,
  type Producer,
} from 'kafkajs';
import { deadLetterTopic, EnvelopeSchema, type Envelope } from '@homepact/proto';
import { retry, type RetryPolicy } from '../backoff.ts';
import type { Logger } from '../logger.ts';
import { deliverWithRetry, type DeadLetter } from './deliver.ts';
import { metricsFor, serviceOfGroup } from '../metrics.ts';
import { TOPIC_CONFIGS } from './topic-configs.ts';

export { TOPIC_CONFIGS };
import type { EventBus, Subscription } from './types.ts';

/** What KafkaBus needs from a kafkajs client; tests may hand in a stand-in. */
export type KafkaClient = Pick<Kafka, 'admin' | 'producer' | 'consumer'>;

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Extra kafkajs client settings (ssl, sasl, timeouts). */
  config?: Omit<KafkaConfig, 'brokers' | 'clientId' | 'logCreator'>;
  /** Partitions for topics this bus creates (and their `.dlq`). */
  numPartitions?: number;
  /** A ready-made client instead of `new Kafka(...)` (tests). */
  client?: KafkaClient;
  /** How a consumer group that crashed for good is restarted (default RESTART_POLICY; tests pass shorter waits). */
  restart?: RetryPolicy;
}

const DEFAULT_PARTITIONS = 3;

/** How often a consumer heartbeats while one message is being retried (kafkajs throttles to heartbeatInterval). */
const HEARTBEAT_EVERY_MS = 1_000;
/** Unparseable payloads are kept on the dead-letter topic up to this size. */
const MAX_RAW_CHARS = 64 * 1024;
/**
 * Restarts of a consumer group kafkajs gave up on: 5 tries, 1 s doubling with jitter (at most 15 s of waiting
 * in all), then the bus stops being live and the pod is restarted.
 */
export const RESTART_POLICY = { tries: 5, initialDelayMs: 1_000, maxDelayMs: 15_000 } as const;

/**
 * The production bus: Kafka through kafkajs.
 *
 * - One idempotent producer (acks=all, one request in flight, so per-key
 *   order survives retries), messages keyed by the envelope's key with the
 *   Java client's partitioner, value = the envelope as JSON, headers
 *   `event-id`, `event-type` and `traceparent`.
 * - Topics (and their `<topic>.dlq`) are created on first use through the
 *   admin client; brokers need not auto-create.
 * - One kafkajs consumer per consumer group. Per-partition order is kept;
 *   partitions are consumed concurrently. Delivery is at least once: offsets
 *   are committed after the handler (and, on final failure, the dead-letter
 *   publish) succeeded. A new group starts from the earliest offset, so
 *   nothing published before its first start is missed; consumers are
 *   idempotent, so a replay is harmless.
 * - Retries, backoff and dead-lettering come from `deliverWithRetry`, the same
 *   code as the in-process bus. An unparseable message goes straight to the
 *   dead-letter topic.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly groups = new Map<string, GroupConsumer>();
  private readonly topics = new Map<string, Promise<void>>();
  /** Groups that exist for this process only (Subscription.ephemeral): deleted on close. */
  private readonly ephemeral = new Set<string>();
  private closed = false;

  private constructor(
    private readonly kafka: KafkaClient,
    private readonly admin: Admin,
    private readonly producer: Producer,
    private readonly opts: KafkaBusOptions,
  ) {}

  static async connect(opts: KafkaBusOptions): Promise<KafkaBus> {
    const kafka =
      opts.client ??
      new Kafka({
        retry: { initialRetryTime: 300, retries: 8 },
        ...opts.config,
        clientId: opts.clientId,
        brokers: opts.brokers,
        logLevel: logLevel.WARN,
        logCreator: pinoLogCreator(opts.logger),
      });
    const admin = kafka.admin();
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await admin.connect();
    try {
      await producer.connect();
    } catch (e) {
      await admin.disconnect().catch(() => undefined);
      throw e;
    }
    return new KafkaBus(kafka, admin, producer, opts);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  async publish(topic: string, events: Envelope[]): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    for (const event of events) EnvelopeSchema.parse(event);
    await this.send(topic, events);
  }

  async subscribe(sub: Subscription): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    if (sub.topics.length === 0) throw new Error(`subscription of ${sub.group} names no topics`);
    await this.ensureTopics(sub.topics);
    if (sub.ephemeral) this.ephemeral.add(sub.group);
    let group = this.groups.get(sub.group);
    if (!group) {
      group = new GroupConsumer(sub.group, this.kafka, this.opts.logger, {
        park: (dlqTopic, letter) => this.park(dlqTopic, letter),
        isClosed: () => this.closed,
        clientId: this.opts.clientId,
        restart: this.opts.restart ?? RESTART_POLICY,
      });
      this.groups.set(sub.group, group);
    }
    await group.add(sub);
  }

  /** False once a consumer group crashed for good and could not be restarted (see GroupConsumer). */
  live(): boolean {
    return [...this.groups.values()].every((g) => g.live);
  }

  async ping(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.admin.describeCluster();
      return true;
    } catch {
      return false;
    }
  }

  /** Stops consuming (in-flight handlers finish, retries stop), then disconnects the producer. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const results = await Promise.allSettled([...this.groups.values()].map((g) => g.close()));
    for (const r of results) if (r.status === 'rejected') this.opts.logger.warn({ err: r.reason }, 'kafka consumer did not close cleanly');
    this.groups.clear();
    if (this.ephemeral.size > 0) {
      // Their members have left (consumers disconnected above): the groups and their offsets can go.
      await this.admin
        .deleteGroups([...this.ephemeral])
        .catch((e: unknown) =>
          this.opts.logger.warn({ err: e, groups: [...this.ephemeral] }, 'could not delete per-process consumer groups'),
        );
    }
    await this.producer.disconnect().catch((e: unknown) => this.opts.logger.warn({ err: e }, 'kafka producer did not close cleanly'));
    await this.admin.disconnect().catch(() => undefined);
  }

  /** Also used while closing: a consumer finishing its last message may still park it. */
  private async send(topic: string, events: Envelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.ensureTopics([topic]);
    await this.producer.send({ topic, acks: -1, messages: events.map(toMessage) });
  }

  private async park(dlqTopic: string, letter: DeadLetter): Promise<void> {
    // Same shape as the in-process bus: the original envelope, data = the letter.
    await this.send(dlqTopic, [{ ...letter.event, data: letter }]);
  }

  /** Creates missing topics (and their dead-letter topics) once per process. */
  private async ensureTopics(topics: string[]): Promise<void> {
    const wanted = [...new Set(topics.flatMap((t) => (t.endsWith('.dlq') ? [t] : [t, deadLetterTopic(t)])))];
    const missing = wanted.filter((t) => !this.topics.has(t));
    if (missing.length > 0) {
      const numPartitions = this.opts.numPartitions ?? DEFAULT_PARTITIONS;
      const created = this.admin
        .createTopics({
          topics: missing.map((topic) => ({
            topic,
            numPartitions,
            ...(TOPIC_CONFIGS[topic]
              ? { configEntries: Object.entries(TOPIC_CONFIGS[topic]).map(([name, value]) => ({ name, value })) }
              : {}),
          })),
          waitForLeaders: true,
        })
        .then(() => undefined);
      for (const t of missing) this.topics.set(t, created);
      // A failure is not cached: the next call tries again.
      created.catch(() => {
        for (const t of missing) if (this.topics.get(t) === created) this.topics.delete(t);
      });
    }
    await Promise.all(wanted.map((t) => this.topics.get(t) ?? Promise.resolve()));
  }
}

function toMessage(event: Envelope): Message {
  const headers: IHeaders = { 'event-id': event.id, 'event-type': event.type };
  if (event.traceparent) headers.traceparent = event.traceparent;
  return { key: event.key, value: JSON.stringify(event), headers };
}

const headerValue = (headers: IHeaders | undefined, name: string): string | undefined => {
  const v = headers?.[name];
  const one = Array.isArray(v) ? v[0] : v;
  return one === undefined ? undefined : one.toString();
};

type Parsed = { ok: true; event: Envelope } | { ok: false; error: string };

function parseMessage(message: KafkaMessage): Parsed {
  if (!message.value) return { ok: false, error: 'message has no value' };
  let json: unknown;
  try {
    json = JSON.parse(message.value.toString('utf8'));
  } catch (e) {
    return { ok: false, error: `value is not JSON: ${(e as Error).message}` };
  }
  const result = EnvelopeSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      error: `not an event envelope: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
    };
  }
  return { ok: true, event: result.data };
}

interface GroupHooks {
  park: (dlqTopic: string, letter: DeadLetter) => Promise<void>;
  isClosed: () => boolean;
  clientId: string;
  restart: RetryPolicy;
}

/**
 * One kafkajs consumer for one consumer group; further subscriptions of the group add topics to it.
 *
 * A crash kafkajs will retry (CRASH with `restart: true`) is only logged: kafkajs restarts the consumer
 * itself. A crash it will not (`restart: false`, a non-retriable error) leaves the group with no consumer at
 * all, and the service would keep answering HTTP while never consuming again. So unless the bus is closing,
 * the group is restarted here: the dead consumer disconnected, a new one connected, subscribed to every
 * topic of the group and run, with the kit's backoff between tries (`hooks.restart`). When every try fails the
 * group stops being `live`: KafkaBus.live() turns false, /healthz fails (see runtimeReadiness) and Kubernetes
 * restarts the pod.
 */
class GroupConsumer {
  private consumer: Consumer;
  private readonly subs: Subscription[] = [];
  /** The group's topics, each with where it starts when the group is new to it. */
  private readonly topics = new Map<string, boolean>();
  private connected = false;
  private running = false;
  private dead = false;
  /** Ends the wait between restart tries at once (close). */
  private wake: (() => void) | undefined;
  /** subscribe() calls and restarts for one group run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly group: string,
    private readonly kafka: KafkaClient,
    private readonly logger: Logger,
    private readonly hooks: GroupHooks,
  ) {
    this.consumer = this.newConsumer();
  }

  /** False once the group crashed for good and could not be restarted. */
  get live(): boolean {
    return !this.dead;
  }

  private newConsumer(): Consumer {
    const consumer = this.kafka.consumer({
      groupId: this.group,
      sessionTimeout: 30_000,
      heartbeatInterval: 3_000,
      maxWaitTimeInMs: 1_000,
      allowAutoTopicCreation: false,
    });
    consumer.on(consumer.events.CRASH, (e) => {
      const { error, restart } = e.payload;
      this.logger.error({ err: error, group: this.group, restart }, 'kafka consumer crashed');
      // kafkajs restarts it when it says so; only a consumer it gave up on (and still ours) is restarted here.
      if (!restart && consumer === this.consumer && !this.hooks.isClosed()) {
        this.enqueue(() => this.restart(consumer)).catch((err: unknown) =>
          this.logger.error({ err, group: this.group }, 'kafka consumer restart failed'),
        );
      }
    });
    // Consumer lag as kafkajs sees it after each batch: messages between what it fetched and the partition's end.
    const metrics = metricsFor(serviceOfGroup(this.group));
    consumer.on(consumer.events.END_BATCH_PROCESS, (e) => {
      const { topic, partition, offsetLag } = e.payload;
      const lag = Number(offsetLag);
      if (Number.isFinite(lag)) metrics.setConsumerLag(this.group, topic, partition, lag);
    });
    consumer.on(consumer.events.GROUP_JOIN, () => metrics.clearConsumerLag(this.group));
    consumer.on(consumer.events.STOP, () => metrics.clearConsumerLag(this.group));
    return consumer;
  }

  add(sub: Subscription): Promise<void> {
    return this.enqueue(() => this.addNow(sub));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async addNow(sub: Subscription): Promise<void> {
    this.subs.push(sub);
    const fresh = sub.topics.filter((t) => !this.topics.has(t));
    if (this.running && fresh.length === 0) return;
    // kafkajs takes subscriptions only while stopped: stop, add the topics, run again.
    if (this.running) {
      await this.consumer.stop();
      this.running = false;
    }
    if (!this.connected) {
      await this.consumer.connect();
      this.connected = true;
    }
    const fromBeginning = sub.fromBeginning ?? true;
    if (fresh.length > 0) await this.consumer.subscribe({ topics: fresh, fromBeginning });
    for (const t of fresh) this.topics.set(t, fromBeginning);
    await this.run();
  }

  private async run(): Promise<void> {
    await this.consumer.run({
      partitionsConsumedConcurrently: 3,
      eachMessage: (payload) => this.onMessage(payload),
    });
    this.running = true;
  }

  /** A new consumer in place of one kafkajs gave up on, with the kit's backoff between tries. */
  private async restart(crashed: Consumer): Promise<void> {
    if (crashed !== this.consumer || this.hooks.isClosed()) return;
    this.running = false;
    this.connected = false;
    const closing = new Error('bus is closing');
    try {
      const { retries } = await retry(
        this.hooks.restart,
        async () => {
          if (this.hooks.isClosed()) throw closing;
          // kafkajs disconnected it when it crashed; a consumer of a failed try is let go the same way.
          await this.consumer.disconnect().catch(() => undefined);
          this.consumer = this.newConsumer();
          await this.consumer.connect();
          this.connected = true;
          for (const fromBeginning of [true, false]) {
            const topics = [...this.topics].filter(([, from]) => from === fromBeginning).map(([t]) => t);
            if (topics.length > 0) await this.consumer.subscribe({ topics, fromBeginning });
          }
          await this.run();
        },
        {
          retryable: (e) => e !== closing,
          onRetry: (e, retryInMs, tryNo) =>
            this.logger.warn({ err: e, group: this.group, attempt: tryNo, retryInMs }, 'kafka consumer restart failed; trying again'),
          // close() cuts the wait short; the next try then sees the bus closing.
          sleep: (ms) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, ms);
              this.wake = () => {
                clearTimeout(timer);
                resolve();
              };
            }),
        },
      );
      this.logger.warn({ group: this.group, topics: [...this.topics.keys()], retries }, 'kafka consumer restarted after a crash');
    } catch (e) {
      await this.consumer.disconnect().catch(() => undefined);
      this.connected = false;
      if (e === closing) return;
      this.dead = true;
      this.logger.fatal(
        { err: e, group: this.group, tries: this.hooks.restart.tries },
        'kafka consumer could not be restarted; liveness fails so the pod is restarted',
      );
    }
  }

  private async onMessage({ topic, partition, message, heartbeat }: EachMessagePayload): Promise<void> {
    const parsed = parseMessage(message);
    if (!parsed.ok) {
      await this.parkUnparseable(topic, partition, message, parsed.error);
      return;
    }
    const sub = this.subs.find((s) => s.topics.includes(topic)) ?? this.subs[0]!;
    // Keep the group membership alive while one message is retried with backoff.
    const beat = setInterval(() => {
      heartbeat().catch((e: unknown) => this.logger.debug({ err: e, group: this.group }, 'heartbeat failed'));
    }, HEARTBEAT_EVERY_MS);
    try {
      await deliverWithRetry({
        event: parsed.event,
        topic,
        group: this.group,
        handle: sub.handle,
        retry: sub.retry,
        logger: this.logger,
        park: this.hooks.park,
        isClosed: this.hooks.isClosed,
        system: 'kafka',
      });
    } finally {
      clearInterval(beat);
    }
  }

  private async parkUnparseable(topic: string, partition: number, message: KafkaMessage, error: string) {
    const raw = message.value?.toString('utf8') ?? '';
    const event: Envelope = {
      id: headerValue(message.headers, 'event-id') || randomUUID(),
      type: headerValue(message.headers, 'event-type') || 'unparseable',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: this.hooks.clientId,
      key: message.key?.toString('utf8') || 'unparseable',
      data: { raw: raw.slice(0, MAX_RAW_CHARS), partition, offset: message.offset },
    };
    const letter: DeadLetter = {
      event,
      sourceTopic: topic,
      group: this.group,
      error: `unparseable message: ${error}`,
      attempts: 0,
      failedAt: new Date().toISOString(),
    };
    this.logger.error(
      { topic, partition, offset: message.offset, group: this.group, error },
      'unparseable message parked on dead-letter topic',
    );
    await this.hooks.park(deadLetterTopic(topic), letter);
  }

  async close(): Promise<void> {
    this.wake?.();
    await this.queue;
    if (this.connected) await this.consumer.disconnect();
    this.running = false;
    this.connected = false;
  }
}

/** Routes kafkajs's own logs into the service's pino logger. */
function pinoLogCreator(logger: Logger) {
  const log = logger.child({ component: 'kafkajs' });
  return () =>
    ({ namespace, level, log: entry }: LogEntry) => {
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = entry;
      const fields = { namespace, ...extra };
      if (level === logLevel.ERROR || level === logLevel.NOTHING) log.error(fields, message);
      else if (level === logLevel.WARN) log.warn(fields, message);
      else if (level === logLevel.INFO) log.info(fields, message);
      else log.debug(fields, message);
    };
}
