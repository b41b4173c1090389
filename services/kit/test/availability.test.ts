import { deadLetterTopic, Topics } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/bus/in-process.ts';
import { KafkaBus, TOPIC_CONFIGS } from '../src/bus/kafka.ts';
import { replyGroup, ReplyWaiter } from '../src/events/reply-waiter.ts';
import { createService } from '../src/http/create-service.ts';
import { holdPort, retryStartup, runtimeReadiness } from '../src/runtime.ts';
import { createEmbeddedStore } from '../src/store/embedded.ts';
import { freePort, tempDir, testEvent, testLogger, uniqueSuffix } from '../src/testing/index.ts';
import { FakeKafkaCluster } from './support/fake-kafka.ts';

describe('readiness: what a service needs to answer, not every dependency', () => {
  it('a failing bus leaves the pod ready but reports degraded; a failing store makes it not ready', async () => {
    const data = await tempDir();
    const store = await createEmbeddedStore(data.dir, 'ready');
    let busUp = true;
    let storeUp = true;
    const bus = Object.assign(new InProcessBus(testLogger()), { ping: async () => busUp });
    const rt = { store: Object.assign(store, { ping: async () => storeUp }), bus };
    const app = await createService({ name: 'r', logger: testLogger(), readiness: runtimeReadiness(rt) });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', checks: { store: true, bus: true } }]);

      busUp = false; // a Kafka blip: the outbox holds the events meanwhile
      const degraded = await app.inject({ method: 'GET', url: '/readyz' });
      expect([degraded.statusCode, degraded.json()]).toEqual([200, { status: 'degraded', checks: { store: true, bus: false } }]);

      storeUp = false;
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect([down.statusCode, down.json()]).toEqual([503, { status: 'not ready', checks: { store: false, bus: false } }]);

      // Liveness never asks a backend: only whether the bus's consumers are still there.
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    } finally {
      await app.close();
      await store.close();
      await data.remove();
    }
  });
});

describe('start-up against backends that are not there yet', () => {
  it('retries with growing delays until the backend answers', async () => {
    const times: number[] = [];
    const value = await retryStartup(
      'test backend',
      async () => {
        times.push(Date.now());
        if (times.length < 4) throw new Error('ECONNREFUSED');
        return 'connected';
      },
      { logger: testLogger(), timeoutMs: 10_000, initialDelayMs: 40, maxDelayMs: 400 },
    );
    expect(value).toBe('connected');
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // Full jitter between half and all of 40, 80, 160 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(15);
    expect(gaps[2]).toBeGreaterThanOrEqual(70);
  });

  /** Start-up against a backend that never answers: the error it ends with, how many tries, how long it took. */
  async function neverUp(backoff: { timeoutMs: number; initialDelayMs: number; maxDelayMs: number }) {
    const started = Date.now();
    let attempts = 0;
    const error = await retryStartup(
      'never',
      async () => {
        attempts++;
        throw new Error('still down');
      },
      { logger: testLogger(), ...backoff },
    ).catch((e: unknown) => e);
    return { error, attempts, tookMs: Date.now() - started };
  }

  it('gives up after its time budget with the last error', async () => {
    const { error, attempts } = await neverUp({ timeoutMs: 300, initialDelayMs: 20, maxDelayMs: 50 });
    expect(error).toEqual(new Error('still down'));
    expect(attempts).toBeGreaterThan(2);
  });

  it('never waits past its deadline: a wait longer than the time left is cut to it, and one last try runs there', async () => {
    const { error, attempts, tookMs } = await neverUp({ timeoutMs: 150, initialDelayMs: 5_000, maxDelayMs: 5_000 });
    expect(error).toEqual(new Error('still down'));
    // The first try, then one at the deadline (two, should a timer fire a millisecond early): none 5 s later.
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(attempts).toBeLessThanOrEqual(3);
    expect(tookMs).toBeLessThan(2_000);
  });

  it('holdPort answers liveness (200) and not-ready (503) meanwhile, then frees the port', async () => {
    const port = await freePort();
    const held = await holdPort(port, '127.0.0.1');
    const live = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'starting' }]);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    await held.close();
    // The real app can take the port now.
    const again = await holdPort(port, '127.0.0.1');
    await again.close();
  });
});

describe('consumer groups', () => {
  it('the reply group of a pod is stable (service + pod name), a valid group id, and deleted when the bus closes', async () => {
    expect(replyGroup('contracts', 'homepact-contracts-7d9f-abcde')).toBe('contracts-replies-homepact-contracts-7d9f-abcde');
    expect(replyGroup('contracts', 'host name/x')).toBe('contracts-replies-host_name_x');
    expect(replyGroup('documents', 'pod-1')).toBe(replyGroup('documents', 'pod-1'));

    const cluster = new FakeKafkaCluster();
    const bus = await KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'c', logger: testLogger(), client: cluster.client() });
    const topic = `replies.${uniqueSuffix()}`;
    const waiter = await ReplyWaiter.start({ bus, topics: [topic], group: 'contracts', instance: 'pod-1', correlate: (e) => e.key });
    const reply = waiter.expect('req-1', 5_000);
    await bus.publish(topic, [testEvent('req-1')]);
    expect((await reply)?.key).toBe('req-1');
    await bus.close();
    expect(cluster.deletedGroups).toEqual(['contracts-replies-pod-1']);
    // Deleted after its consumer left, before the producer went.
    const calls = cluster.calls.filter((c) => /deleteGroups|consumer:contracts-replies-pod-1.disconnect|producer.disconnect/.test(c));
    expect(calls).toEqual([
      'consumer:contracts-replies-pod-1.disconnect',
      'admin.deleteGroups:contracts-replies-pod-1',
      'producer.disconnect',
    ]);
  });

  it('durable service groups are never deleted', async () => {
    const cluster = new FakeKafkaCluster();
    const bus = await KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'c', logger: testLogger(), client: cluster.client() });
    await bus.subscribe({ group: 'notifications', topics: [`t.${uniqueSuffix()}`], handle: async () => undefined });
    await bus.close();
    expect(cluster.deletedGroups).toEqual([]);
  });
});

describe('the sign-in code topic', () => {
  it('is created (with its dead-letter topic) with a retention of minutes, in segments short enough for it to act', async () => {
    const cluster = new FakeKafkaCluster();
    const bus = await KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'c', logger: testLogger(), client: cluster.client() });
    await bus.publish(Topics.identityOtp, [testEvent('a@b.c')]);
    await bus.close();
    const created = new Map(
      cluster.created.map((c) => [c.topic, Object.fromEntries((c.configEntries ?? []).map((e) => [e.name, e.value]))]),
    );
    for (const topic of [Topics.identityOtp, deadLetterTopic(Topics.identityOtp)]) {
      const config = created.get(topic)!;
      expect(Number(config['retention.ms'])).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(Number(config['segment.ms'])).toBeLessThanOrEqual(Number(config['retention.ms']));
      expect(config).toEqual(TOPIC_CONFIGS[topic]);
    }
  });
});
