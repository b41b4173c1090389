import type { Admin, Consumer, EachMessagePayload, IHeaders, KafkaMessage, Producer, ProducerRecord } from 'kafkajs';
import type { KafkaClient } from '../../src/bus/kafka.ts';

/**
 * An in-memory stand-in for a Kafka cluster, speaking the part of the kafkajs
 * API KafkaBus uses. It is NOT Kafka: it exists so the adapter's own logic
 * (topic creation, keys and headers, per-group consumers, re-subscription,
 * retries, dead-lettering, unparseable messages, shutdown order) runs on every
 * machine. The real-broker suite covers Kafka itself when one is reachable.
 *
 * Semantics kept from Kafka: topics must exist before producing (as with
 * auto-creation off); a key always lands on the same partition; each group
 * has its own committed offset per partition, advanced only after
 * eachMessage resolved (a throwing eachMessage sees the message again);
 * partitions are consumed concurrently, each in order; subscribe is refused
 * while the consumer runs; a new group starts at the beginning when asked; a
 * crash stops and disconnects the consumer before CRASH is emitted.
 */
interface Stored {
  key: Buffer | null;
  value: Buffer | null;
  headers: Record<string, Buffer>;
  timestamp: string;
}

const toBuffer = (v: string | Buffer | null | undefined): Buffer | null =>
  v === null || v === undefined ? null : Buffer.isBuffer(v) ? v : Buffer.from(v);

/** FNV-1a: deterministic, so one key always maps to one partition. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export class FakeKafkaCluster {
  readonly topics = new Map<string, Stored[][]>();
  readonly created: Array<{ topic: string; numPartitions: number; configEntries?: Array<{ name: string; value: string }> }> = [];
  readonly deletedGroups: string[] = [];
  readonly sends: ProducerRecord[] = [];
  /** Lifecycle calls in order, e.g. `producer.connect`, `consumer:<group>.disconnect`. */
  readonly calls: string[] = [];
  /** `${group}|${topic}|${partition}` -> next offset to deliver. */
  readonly offsets = new Map<string, number>();
  heartbeats = 0;
  /** Every consumer made, by group, oldest first (a restarted group has more than one). */
  readonly consumers = new Map<string, FakeConsumer[]>();
  /** How many more connects of a group's consumers fail (a broker refusing them). */
  readonly failingConnects = new Map<string, number>();
  private listeners = new Set<() => void>();
  private runningGroups = new Set<string>();

  client(): KafkaClient {
    return {
      admin: () => new FakeAdmin(this) as unknown as Admin,
      producer: () => new FakeProducer(this) as unknown as Producer,
      consumer: (config: { groupId: string }) => {
        const consumer = new FakeConsumer(this, config.groupId);
        this.consumers.set(config.groupId, [...(this.consumers.get(config.groupId) ?? []), consumer]);
        return consumer as unknown as Consumer;
      },
    };
  }

  createTopic(topic: string, numPartitions: number, configEntries?: Array<{ name: string; value: string }>): boolean {
    if (this.topics.has(topic)) return false;
    this.topics.set(
      topic,
      Array.from({ length: numPartitions }, () => []),
    );
    this.created.push({ topic, numPartitions, ...(configEntries ? { configEntries } : {}) });
    return true;
  }

  partitionFor(topic: string, key: Buffer | null): number {
    const partitions = this.topics.get(topic)!;
    return key ? hash(key.toString('utf8')) % partitions.length : 0;
  }

  /** Appends a message as a producer would (tests use it to inject garbage). */
  append(topic: string, message: { key?: string | Buffer | null; value: string | Buffer | null; headers?: IHeaders }): void {
    const partitions = this.topics.get(topic);
    if (!partitions) throw new Error(`This server does not host this topic-partition (${topic})`);
    const key = toBuffer(message.key);
    const headers: Record<string, Buffer> = {};
    for (const [k, v] of Object.entries(message.headers ?? {})) {
      const one = Array.isArray(v) ? v[0] : v;
      if (one !== undefined) headers[k] = toBuffer(one)!;
    }
    partitions[this.partitionFor(topic, key)]!.push({ key, value: toBuffer(message.value), headers, timestamp: String(Date.now()) });
    for (const l of this.listeners) l();
  }

  /** All messages of a topic, partition by partition. */
  messages(topic: string): Array<Stored & { partition: number }> {
    return (this.topics.get(topic) ?? []).flatMap((msgs, partition) => msgs.map((m) => ({ ...m, partition })));
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The group's newest consumer crashes as kafkajs's does: it stops, disconnects itself, then emits CRASH.
   * `restart: false` is a non-retriable error kafkajs will not restart the consumer after.
   */
  async crash(group: string, payload: { restart: boolean; error?: Error }): Promise<void> {
    const consumer = this.consumers.get(group)?.at(-1);
    if (!consumer) throw new Error(`no consumer for group ${group}`);
    await consumer.crash(payload.restart, payload.error ?? new Error('KafkaJSNonRetriableError: fake crash'));
  }

  claimGroup(group: string): void {
    if (this.runningGroups.has(group)) throw new Error(`fake Kafka supports one running member per group (${group})`);
    this.runningGroups.add(group);
  }

  releaseGroup(group: string): void {
    this.runningGroups.delete(group);
  }
}

class FakeAdmin {
  private connected = false;
  constructor(private readonly cluster: FakeKafkaCluster) {}
  async connect() {
    this.connected = true;
    this.cluster.calls.push('admin.connect');
  }
  async disconnect() {
    this.connected = false;
    this.cluster.calls.push('admin.disconnect');
  }
  async createTopics({
    topics,
  }: {
    topics: Array<{ topic: string; numPartitions?: number; configEntries?: Array<{ name: string; value: string }> }>;
  }) {
    if (!this.connected) throw new Error('admin not connected');
    let any = false;
    for (const t of topics) any = this.cluster.createTopic(t.topic, t.numPartitions ?? 1, t.configEntries) || any;
    return any;
  }
  async deleteGroups(groups: string[]) {
    if (!this.connected) throw new Error('admin not connected');
    this.cluster.calls.push(`admin.deleteGroups:${groups.join(',')}`);
    this.cluster.deletedGroups.push(...groups);
    return groups.map((groupId) => ({ groupId, errorCode: 0 }));
  }
  async describeCluster() {
    if (!this.connected) throw new Error('admin not connected');
    return { brokers: [{ nodeId: 1, host: 'fake', port: 9092 }], controller: 1, clusterId: 'fake' };
  }
}

class FakeProducer {
  private connected = false;
  constructor(private readonly cluster: FakeKafkaCluster) {}
  async connect() {
    this.connected = true;
    this.cluster.calls.push('producer.connect');
  }
  async disconnect() {
    this.connected = false;
    this.cluster.calls.push('producer.disconnect');
  }
  async send(record: ProducerRecord) {
    if (!this.connected) throw new Error('producer not connected');
    this.cluster.sends.push(record);
    for (const m of record.messages) this.cluster.append(record.topic, { key: m.key ?? null, value: m.value ?? null, headers: m.headers });
    return [];
  }
}

class FakeConsumer {
  readonly events = { GROUP_JOIN: 'consumer.group_join', CRASH: 'consumer.crash' } as const;
  private readonly subscribed = new Map<string, boolean>();
  private run_?: { stop: () => Promise<void> };
  private connected = false;

  constructor(
    private readonly cluster: FakeKafkaCluster,
    private readonly group: string,
  ) {}

  private readonly handlers = new Map<string, Set<(e: unknown) => void>>();

  on(event: string, listener: (e: unknown) => void) {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set.add(listener));
    return () => set.delete(listener);
  }

  async crash(restart: boolean, error: Error) {
    this.cluster.calls.push(`consumer:${this.group}.crash`);
    await this.disconnect();
    const event = { id: 0, type: this.events.CRASH, timestamp: Date.now(), payload: { error, groupId: this.group, restart } };
    for (const listener of this.handlers.get(this.events.CRASH) ?? []) listener(event);
  }

  async connect() {
    const failing = this.cluster.failingConnects.get(this.group) ?? 0;
    if (failing > 0) {
      this.cluster.failingConnects.set(this.group, failing - 1);
      this.cluster.calls.push(`consumer:${this.group}.connect-failed`);
      throw new Error('KafkaJSConnectionError: Connection refused');
    }
    this.connected = true;
    this.cluster.calls.push(`consumer:${this.group}.connect`);
  }

  async disconnect() {
    await this.stop();
    this.connected = false;
    this.cluster.calls.push(`consumer:${this.group}.disconnect`);
  }

  async subscribe({ topics, fromBeginning = false }: { topics: string[]; fromBeginning?: boolean }) {
    if (this.run_) throw new Error('Cannot subscribe to topic while consumer is running');
    if (!this.connected) throw new Error('consumer not connected');
    for (const topic of topics) {
      const partitions = this.cluster.topics.get(topic);
      if (!partitions) throw new Error(`unknown topic ${topic}`);
      this.subscribed.set(topic, fromBeginning);
      partitions.forEach((msgs, p) => {
        const k = `${this.group}|${topic}|${p}`;
        if (!this.cluster.offsets.has(k)) this.cluster.offsets.set(k, fromBeginning ? 0 : msgs.length);
      });
    }
    this.cluster.calls.push(`consumer:${this.group}.subscribe:${topics.join(',')}`);
  }

  async run({ eachMessage }: { eachMessage: (p: EachMessagePayload) => Promise<void> }) {
    if (this.run_) throw new Error('already running');
    this.cluster.claimGroup(this.group);
    this.cluster.calls.push(`consumer:${this.group}.run`);
    let stopped = false;
    const waiters = new Set<() => void>();
    const wakeAll = () => {
      for (const w of [...waiters]) w();
    };
    const unlisten = this.cluster.onAppend(wakeAll);
    const loops: Promise<void>[] = [];
    for (const topic of this.subscribed.keys()) {
      const partitions = this.cluster.topics.get(topic)!;
      partitions.forEach((msgs, partition) => {
        loops.push(
          (async () => {
            const k = `${this.group}|${topic}|${partition}`;
            while (!stopped) {
              const offset = this.cluster.offsets.get(k) ?? 0;
              const m = msgs[offset];
              if (!m) {
                await new Promise<void>((resolve) => {
                  const timer = setTimeout(done, 200);
                  function done() {
                    clearTimeout(timer);
                    waiters.delete(done);
                    resolve();
                  }
                  waiters.add(done);
                });
                continue;
              }
              const message: KafkaMessage = {
                key: m.key,
                value: m.value,
                headers: m.headers,
                offset: String(offset),
                timestamp: m.timestamp,
                attributes: 0,
              };
              try {
                await eachMessage({
                  topic,
                  partition,
                  message,
                  heartbeat: async () => {
                    this.cluster.heartbeats++;
                  },
                  pause: () => () => undefined,
                });
                this.cluster.offsets.set(k, offset + 1);
              } catch {
                // kafkajs does not commit and hands the message over again.
                await new Promise((r) => setTimeout(r, 20));
              }
            }
          })(),
        );
      });
    }
    this.run_ = {
      stop: async () => {
        stopped = true;
        wakeAll();
        await Promise.all(loops);
        unlisten();
        this.cluster.releaseGroup(this.group);
      },
    };
  }

  async stop() {
    const run = this.run_;
    this.run_ = undefined;
    if (run) {
      await run.stop();
      this.cluster.calls.push(`consumer:${this.group}.stop`);
    }
  }
}
