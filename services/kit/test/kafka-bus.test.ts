import { deadLetterTopic } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import type { DeadLetter } from '../src/bus/deliver.ts';
import { KafkaBus } from '../src/bus/kafka.ts';
import { createService } from '../src/http/create-service.ts';
import { runtimeReadiness } from '../src/runtime.ts';
import { Received, testEvent, testLogger, uniqueSuffix, waitFor } from '../src/testing/index.ts';
import { FakeKafkaCluster } from './support/fake-kafka.ts';

/**
 * What the Kafka adapter itself must do, checked against the in-memory
 * kafkajs stand-in (the shared contract runs against it and, when reachable,
 * a real broker).
 */
async function setup() {
  const cluster = new FakeKafkaCluster();
  const bus = await KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'kafka-test', logger: testLogger(), client: cluster.client() });
  return { cluster, bus, topic: `t.${uniqueSuffix()}` };
}

describe('KafkaBus', () => {
  it('creates the topic and its .dlq with 3 partitions on first publish', async () => {
    const { cluster, bus, topic } = await setup();
    expect(cluster.created).toEqual([]);
    await bus.publish(topic, [testEvent('k')]);
    expect(cluster.created).toEqual([
      { topic, numPartitions: 3 },
      { topic: deadLetterTopic(topic), numPartitions: 3 },
    ]);
    await bus.publish(topic, [testEvent('k')]);
    expect(cluster.created).toHaveLength(2);
    await bus.close();
  });

  it('sends each envelope keyed by its key, as JSON, with event-id, event-type and traceparent headers, acks=all', async () => {
    const { cluster, bus, topic } = await setup();
    const traced = testEvent('contract-1', { a: 1 }, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' });
    const plain = testEvent('contract-1', { a: 2 });
    await bus.publish(topic, [traced, plain]);

    expect(cluster.sends).toHaveLength(1);
    expect(cluster.sends[0]!.acks).toBe(-1);
    const [m1, m2] = cluster.messages(topic);
    expect(m1!.key!.toString()).toBe('contract-1');
    expect(JSON.parse(m1!.value!.toString())).toEqual(traced);
    expect(Object.fromEntries(Object.entries(m1!.headers).map(([k, v]) => [k, v.toString()]))).toEqual({
      'event-id': traced.id,
      'event-type': 'ContractTest',
      traceparent: traced.traceparent,
    });
    expect(Object.keys(m2!.headers).sort()).toEqual(['event-id', 'event-type']);
    await bus.close();
  });

  it('puts every event of one key on one partition', async () => {
    const { cluster, bus, topic } = await setup();
    for (let i = 0; i < 20; i++) await bus.publish(topic, [testEvent(`key-${i % 4}`, { i })]);
    const byKey = new Map<string, Set<number>>();
    for (const m of cluster.messages(topic)) {
      const key = m.key!.toString();
      byKey.set(key, (byKey.get(key) ?? new Set()).add(m.partition));
    }
    expect(byKey.size).toBe(4);
    for (const partitions of byKey.values()) expect(partitions.size).toBe(1);
    await bus.close();
  });

  it('refuses an invalid envelope before anything reaches Kafka', async () => {
    const { cluster, bus, topic } = await setup();
    await expect(bus.publish(topic, [{ ...testEvent('k'), version: 0 }])).rejects.toThrow();
    expect(cluster.sends).toEqual([]);
    await bus.close();
  });

  it('parks an unparseable message on the dead-letter topic without calling the handler, then carries on', async () => {
    const { cluster, bus, topic } = await setup();
    const group = `g-${uniqueSuffix()}`;
    const got = new Received();
    await bus.subscribe({ group, topics: [topic], handle: got.handler() });
    const dlq = new Received();
    await bus.subscribe({ group: `dlq-${uniqueSuffix()}`, topics: [deadLetterTopic(topic)], handle: dlq.handler() });

    cluster.append(topic, { key: 'k', value: '{not json', headers: { 'event-id': 'bad-1', 'event-type': 'Broken' } });
    cluster.append(topic, { key: 'k', value: JSON.stringify({ hello: 'world' }) });
    cluster.append(topic, { key: 'k', value: null });
    const good = testEvent('k', { ok: true });
    await bus.publish(topic, [good]);

    await got.waitForIds([good.id], 'the valid event');
    await waitFor(() => dlq.events.length === 3, { what: 'three dead letters' });
    expect(got.events.map((e) => e.id)).toEqual([good.id]);

    const letters = dlq.events.map((e) => e.data as DeadLetter);
    for (const letter of letters) {
      expect(letter).toMatchObject({ sourceTopic: topic, group, attempts: 0 });
      expect(letter.error).toMatch(/^unparseable message: /);
    }
    const first = letters.find((l) => l.event.id === 'bad-1')!;
    expect(first.event).toMatchObject({ type: 'Broken', key: 'k', data: { raw: '{not json' } });
    expect(first.error).toMatch(/not JSON/);
    expect(
      letters.some((l) => /not an event envelope/.test(l.error) && (l.event.data as { raw: string }).raw === '{"hello":"world"}'),
    ).toBe(true);
    expect(letters.some((l) => /no value/.test(l.error))).toBe(true);
    await bus.close();
  });

  it('one consumer per group: a second subscribe with a new topic restarts it with both topics', async () => {
    const { cluster, bus } = await setup();
    const group = `g-${uniqueSuffix()}`;
    const t1 = `t1.${uniqueSuffix()}`;
    const t2 = `t2.${uniqueSuffix()}`;
    const got = new Received();
    await bus.subscribe({ group, topics: [t1], handle: got.handler() });
    await bus.subscribe({ group, topics: [t1], handle: got.handler() });
    expect(cluster.calls.filter((c) => c.startsWith(`consumer:${group}.`))).toEqual([
      `consumer:${group}.connect`,
      `consumer:${group}.subscribe:${t1}`,
      `consumer:${group}.run`,
    ]);
    await bus.subscribe({ group, topics: [t1, t2], handle: got.handler() });
    expect(cluster.calls.filter((c) => c.startsWith(`consumer:${group}.`)).slice(3)).toEqual([
      `consumer:${group}.stop`,
      `consumer:${group}.subscribe:${t2}`,
      `consumer:${group}.run`,
    ]);
    const e1 = testEvent('k');
    const e2 = testEvent('k');
    await bus.publish(t1, [e1]);
    await bus.publish(t2, [e2]);
    await got.waitForIds([e1.id, e2.id]);
    await bus.close();
  });

  it('subscribing creates missing topics; a dead-letter topic gets no .dlq of its own', async () => {
    const { cluster, bus, topic } = await setup();
    await bus.subscribe({ group: `g-${uniqueSuffix()}`, topics: [deadLetterTopic(topic)], handle: async () => undefined });
    expect(cluster.created.map((c) => c.topic)).toEqual([deadLetterTopic(topic)]);
    await bus.close();
  });

  it('heartbeats while a slow handler is still working', async () => {
    const { cluster, bus, topic } = await setup();
    const got = new Received();
    // The handler only finishes once the consumer has heartbeated during it.
    await bus.subscribe({
      group: `g-${uniqueSuffix()}`,
      topics: [topic],
      handle: got.handler(() => waitFor(() => cluster.heartbeats > 0, { what: 'a heartbeat during the handler', timeoutMs: 10_000 })),
    });
    const event = testEvent('k');
    await bus.publish(topic, [event]);
    await got.waitForIds([event.id], 'the slow event', 15_000);
    await bus.close();
  });

  it('close() stops retrying, parks nothing, leaves the offset uncommitted, and disconnects consumers before the producer', async () => {
    const { cluster, bus, topic } = await setup();
    const group = `g-${uniqueSuffix()}`;
    let attempts = 0;
    await bus.subscribe({
      group,
      topics: [topic],
      // Without the close, this would retry for minutes.
      retry: { tries: 10_000, initialDelayMs: 20, maxDelayMs: 20 },
      handle: async () => {
        attempts++;
        throw new Error('down');
      },
    });
    await bus.publish(topic, [testEvent('k')]);
    await waitFor(() => attempts >= 2, { what: 'a few attempts' });
    expect(await bus.ping()).toBe(true);
    await bus.close();

    expect(await bus.ping()).toBe(false);
    expect(cluster.messages(deadLetterTopic(topic))).toEqual([]);
    const partition = cluster.messages(topic)[0]!.partition;
    expect(cluster.offsets.get(`${group}|${topic}|${partition}`)).toBe(0);
    const order = cluster.calls.filter((c) => c === `consumer:${group}.disconnect` || c === 'producer.disconnect');
    expect(order).toEqual([`consumer:${group}.disconnect`, 'producer.disconnect']);
    await expect(bus.publish(topic, [testEvent('k')])).rejects.toThrow(/closed/);
    await expect(bus.subscribe({ group, topics: [topic], handle: async () => undefined })).rejects.toThrow(/closed/);
  });

  it('a new consumer group starts from the earliest offset, so events published before it first ran are not missed', async () => {
    const { bus, topic } = await setup();
    const early = testEvent('k');
    await bus.publish(topic, [early]);
    const got = new Received();
    await bus.subscribe({ group: `late-${uniqueSuffix()}`, topics: [topic], handle: got.handler() });
    await got.waitForIds([early.id]);
    await bus.close();
  });
});

describe('KafkaBus: a consumer kafkajs gave up on', () => {
  /** A bus whose crashed groups are restarted after a few ms (tries as given), and a group subscribed to two topics. */
  async function subscribed(restart: { tries: number; initialDelayMs: number; maxDelayMs: number }) {
    const cluster = new FakeKafkaCluster();
    const bus = await KafkaBus.connect({
      brokers: ['fake:9092'],
      clientId: 'kafka-test',
      logger: testLogger(),
      client: cluster.client(),
      restart,
    });
    const group = `g-${uniqueSuffix()}`;
    const [t1, t2] = [`t1.${uniqueSuffix()}`, `t2.${uniqueSuffix()}`];
    const got = new Received();
    await bus.subscribe({ group, topics: [t1], handle: got.handler() });
    await bus.subscribe({ group, topics: [t2], handle: got.handler() });
    const callsOf = () => cluster.calls.filter((c) => c.startsWith(`consumer:${group}.`)).map((c) => c.slice(`consumer:${group}.`.length));
    return { cluster, bus, group, t1, t2, got, callsOf };
  }

  it('is replaced after a final crash (restart: false): a new consumer joins with every topic of the group and consumes again', async () => {
    const { cluster, bus, group, t1, t2, got, callsOf } = await subscribed({ tries: 3, initialDelayMs: 5, maxDelayMs: 10 });
    const before = testEvent('k');
    await bus.publish(t1, [before]);
    await got.waitForIds([before.id], 'the event before the crash');
    const beforeCrash = callsOf().length;

    await cluster.crash(group, { restart: false });
    const [e1, e2] = [testEvent('k'), testEvent('k')];
    await bus.publish(t1, [e1]);
    await bus.publish(t2, [e2]);
    await got.waitForIds([e1.id, e2.id], 'events published after the crash');

    expect(cluster.consumers.get(group)).toHaveLength(2);
    expect(callsOf().slice(beforeCrash)).toEqual(['crash', 'stop', 'disconnect', 'disconnect', 'connect', `subscribe:${t1},${t2}`, 'run']);
    expect(bus.live()).toBe(true);
    await bus.close();
  });

  it('leaves a crash kafkajs restarts itself (restart: true) to kafkajs', async () => {
    const { cluster, bus, group } = await subscribed({ tries: 3, initialDelayMs: 1, maxDelayMs: 1 });
    await cluster.crash(group, { restart: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(cluster.consumers.get(group)).toHaveLength(1);
    expect(bus.live()).toBe(true);
    await bus.close();
  });

  it('keeps trying with backoff while the broker refuses the new consumer, and consumes once one gets in', async () => {
    const { cluster, bus, group, t1, got, callsOf } = await subscribed({ tries: 4, initialDelayMs: 5, maxDelayMs: 10 });
    cluster.failingConnects.set(group, 2);
    await cluster.crash(group, { restart: false });
    const after = testEvent('k');
    await bus.publish(t1, [after]);
    await got.waitForIds([after.id], 'the event after the crash');
    expect(callsOf().filter((c) => c.startsWith('connect'))).toEqual(['connect', 'connect-failed', 'connect-failed', 'connect']);
    expect(bus.live()).toBe(true);
    await bus.close();
  });

  it('when every restart fails, the bus stops being live and the service’s /healthz answers 503 so the pod is restarted', async () => {
    const { cluster, bus, group, callsOf } = await subscribed({ tries: 3, initialDelayMs: 1, maxDelayMs: 2 });
    const app = await createService({
      name: 'k',
      logger: testLogger(),
      readiness: runtimeReadiness({ store: { ping: async () => true }, bus }),
    });
    try {
      const healthy = await app.inject({ method: 'GET', url: '/healthz' });
      expect([healthy.statusCode, healthy.json()]).toEqual([200, { status: 'ok' }]);

      cluster.failingConnects.set(group, 1_000);
      await cluster.crash(group, { restart: false });
      await waitFor(() => !bus.live(), { what: 'the bus to stop being live' });
      expect(callsOf().filter((c) => c === 'connect-failed')).toHaveLength(3);

      const dead = await app.inject({ method: 'GET', url: '/healthz' });
      expect([dead.statusCode, dead.json()]).toEqual([503, { status: 'not live', checks: { consumers: false } }]);
      // Readiness is not the place: the pod keeps serving until the kubelet restarts it.
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', checks: { store: true, bus: true } }]);
    } finally {
      await app.close();
      await bus.close();
    }
  });

  it('a bus closing meanwhile stops the restarts at once, and stays live', async () => {
    const { cluster, bus, group, callsOf } = await subscribed({ tries: 5, initialDelayMs: 30_000, maxDelayMs: 30_000 });
    cluster.failingConnects.set(group, 1_000);
    await cluster.crash(group, { restart: false });
    await waitFor(() => callsOf().includes('connect-failed'), { what: 'a first restart try' });
    const started = Date.now();
    await bus.close();
    // The 15-30 s wait before the next try is cut short; no try runs after the close.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(callsOf().filter((c) => c === 'connect-failed')).toHaveLength(1);
    expect(bus.live()).toBe(true);
  });
});
