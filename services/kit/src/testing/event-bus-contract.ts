import { deadLetterTopic, type Envelope } from '@homepact/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetter } from '../bus/deliver.ts';
import type { EventBus } from '../bus/types.ts';
import { Received, sentinelEvent, testEvent, uniqueSuffix, waitFor, type ContractOptions } from './helpers.ts';

/** Publishes a sentinel per key and waits until `received` has them all: then every earlier event on those keys has been handled. */
async function settle(bus: EventBus, topic: string, keys: string[], received: Received[], timeoutMs?: number) {
  const sentinels = keys.map((k) => sentinelEvent(k));
  await bus.publish(topic, sentinels);
  for (const r of received)
    await r.waitForIds(
      sentinels.map((s) => s.id),
      `sentinels on ${topic}`,
      timeoutMs,
    );
}

const seq = (e: Envelope) => (e.data as { seq: number }).seq;

/**
 * The event-bus port's contract: keys, order, groups, retries and the
 * dead-letter topic. Both adapters must pass it unchanged. Every test uses
 * its own topics and groups, so one bus serves the whole suite.
 */
export function eventBusContract(name: string, makeBus: () => Promise<EventBus>, opts: ContractOptions = {}): void {
  describe.skipIf(Boolean(opts.skip))(`EventBus contract: ${name}`, () => {
    let bus: EventBus;
    const timeoutMs = opts.timeoutMs ?? 30_000;
    const wait = Math.max(5_000, timeoutMs - 5_000);
    // The body is the caller's (each asserts); this wrapper only adds the timeout.
    // eslint-disable-next-line vitest/expect-expect
    const test = (title: string, fn: () => Promise<void>) => it(title, { timeout: timeoutMs }, fn);
    const topicName = () => `contract.${uniqueSuffix()}`;
    const groupName = (label: string) => `contract-${label}-${uniqueSuffix()}`;

    beforeAll(async () => {
      bus = await makeBus();
    });
    afterAll(async () => {
      await bus?.close();
    });

    test('ping() reports a usable bus', async () => {
      expect(await bus.ping()).toBe(true);
    });

    test('events arrive intact, and events with the same key arrive in publish order', async () => {
      const topic = topicName();
      const got = new Received();
      await bus.subscribe({ group: groupName('order'), topics: [topic], handle: got.handler() });

      const keys = ['k0', 'k1', 'k2'];
      const published: Envelope[] = [];
      for (let batch = 0; batch < 6; batch++) {
        const events = Array.from({ length: 5 }, (_, i) => {
          const n = batch * 5 + i;
          return testEvent(keys[n % 3]!, { seq: n, nested: { list: [n, 'x'] } });
        });
        published.push(...events);
        await bus.publish(topic, events);
      }
      const traced = testEvent('k0', { seq: 30 }, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' });
      published.push(traced);
      await bus.publish(topic, [traced]);
      await settle(bus, topic, keys, [got], wait);

      // Each event once, exactly as published (the trace context travels with it).
      expect(got.payload).toHaveLength(published.length);
      for (const e of published) expect(got.payload.find((x) => x.id === e.id)).toEqual(e);
      expect(got.deliveries.every((d) => d.meta.topic === topic && d.meta.attempt === 1)).toBe(true);
      for (const key of keys) {
        const order = got.payload.filter((e) => e.key === key).map(seq);
        expect(order).toEqual(published.filter((e) => e.key === key).map(seq));
      }
    });

    test('every consumer group gets every event', async () => {
      const topic = topicName();
      const a = new Received();
      const b = new Received();
      await bus.subscribe({ group: groupName('a'), topics: [topic], handle: a.handler() });
      await bus.subscribe({ group: groupName('b'), topics: [topic], handle: b.handler() });
      const events = Array.from({ length: 10 }, (_, i) => testEvent(`k${i % 2}`, { seq: i }));
      await bus.publish(topic, events);
      await settle(bus, topic, ['k0', 'k1'], [a, b], wait);
      for (const r of [a, b]) {
        expect(r.payload.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
      }
    });

    test('two subscribe calls of one group share the events: each is handled once', async () => {
      const topic = topicName();
      const group = groupName('shared');
      const first = new Received();
      const second = new Received();
      await bus.subscribe({ group, topics: [topic], handle: first.handler() });
      await bus.subscribe({ group, topics: [topic], handle: second.handler() });
      const keys = ['k0', 'k1', 'k2', 'k3', 'k4'];
      const events = Array.from({ length: 10 }, (_, i) => testEvent(keys[i % 5]!, { seq: i }));
      await bus.publish(topic, events);
      const sentinels = keys.map((k) => sentinelEvent(k));
      await bus.publish(topic, sentinels);
      const all = () => [...first.events, ...second.events];
      await waitFor(() => sentinels.every((s) => all().some((e) => e.id === s.id)), { what: 'sentinels', timeoutMs: wait });
      for (const e of events) expect(all().filter((x) => x.id === e.id)).toHaveLength(1);
    });

    test('a later subscribe call of a group can add a topic, each topic going to its own handler', async () => {
      const t1 = topicName();
      const t2 = topicName();
      const group = groupName('two-topics');
      const h1 = new Received();
      const h2 = new Received();
      await bus.subscribe({ group, topics: [t1], handle: h1.handler() });
      await bus.subscribe({ group, topics: [t2], handle: h2.handler() });
      const e1 = testEvent('k', { on: 1 });
      const e2 = testEvent('k', { on: 2 });
      await bus.publish(t1, [e1]);
      await bus.publish(t2, [e2]);
      await h1.waitForIds([e1.id], 'event on the first topic', wait);
      await h2.waitForIds([e2.id], 'event on the second topic', wait);
      await settle(bus, t1, ['k'], [h1], wait);
      await settle(bus, t2, ['k'], [h2], wait);
      expect(h1.payload.map((e) => e.id)).toEqual([e1.id]);
      expect(h2.payload.map((e) => e.id)).toEqual([e2.id]);
      expect(h1.deliveries[0]!.meta.topic).toBe(t1);
      expect(h2.deliveries[0]!.meta.topic).toBe(t2);
    });

    test('a handler that keeps failing is retried, then the event is parked on <topic>.dlq; later events still flow', async () => {
      const topic = topicName();
      const group = groupName('failing');
      const attempts: number[] = [];
      const ok = new Received();
      await bus.subscribe({
        group,
        topics: [topic],
        retry: { tries: 3, initialDelayMs: 5, maxDelayMs: 20 },
        handle: ok.handler((event, meta) => {
          if ((event.data as { fail?: boolean }).fail) {
            attempts.push(meta.attempt);
            throw new Error(`boom ${event.id}`);
          }
        }),
      });
      const dlq = new Received();
      await bus.subscribe({ group: groupName('dlq'), topics: [deadLetterTopic(topic)], handle: dlq.handler() });

      const bad = testEvent('k', { fail: true });
      const good = testEvent('k', { fail: false });
      await bus.publish(topic, [bad, good]);
      await dlq.waitForIds([bad.id], 'dead letter', wait);
      await ok.waitForIds([good.id], 'the event after the parked one', wait);

      expect(attempts).toEqual([1, 2, 3]);
      expect(ok.count(bad.id)).toBe(0);
      expect(ok.count(good.id)).toBe(1);
      const parked = dlq.events.find((e) => e.id === bad.id)!;
      expect(parked.key).toBe(bad.key);
      const letter = parked.data as DeadLetter;
      expect(letter).toEqual({
        event: bad,
        sourceTopic: topic,
        group,
        error: `boom ${bad.id}`,
        attempts: 3,
        failedAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(letter.failedAt))).toBe(false);
    });

    test('a handler that fails twice and then succeeds handles the event once, and nothing is parked', async () => {
      const topic = topicName();
      const group = groupName('flaky');
      const tries = new Map<string, number>();
      const got = new Received();
      await bus.subscribe({
        group,
        topics: [topic],
        retry: { tries: 5, initialDelayMs: 5, maxDelayMs: 20 },
        handle: got.handler((event) => {
          const n = (tries.get(event.id) ?? 0) + 1;
          tries.set(event.id, n);
          if (n <= 2 && (event.data as { flaky?: boolean }).flaky) throw new Error(`flaky ${n}`);
        }),
      });
      const dlq = new Received();
      await bus.subscribe({ group: groupName('flaky-dlq'), topics: [deadLetterTopic(topic)], handle: dlq.handler() });

      const event = testEvent('k', { flaky: true });
      await bus.publish(topic, [event]);
      await settle(bus, topic, ['k'], [got], wait);
      expect(tries.get(event.id)).toBe(3);
      expect(got.count(event.id)).toBe(1);
      expect(got.deliveries.find((x) => x.event.id === event.id)!.meta.attempt).toBe(3);

      // Anything parked for this key would reach the dead-letter topic before this sentinel.
      await settle(bus, deadLetterTopic(topic), ['k'], [dlq], wait);
      expect(dlq.payload).toEqual([]);
    });

    test('publish rejects an envelope that is not valid', async () => {
      const topic = topicName();
      const bad = { ...testEvent('k'), occurredAt: 'yesterday' };
      await expect(bus.publish(topic, [bad])).rejects.toThrow();
      const noKey = { ...testEvent('k'), key: '' };
      await expect(bus.publish(topic, [noKey])).rejects.toThrow();
    });

    test('after close() the bus is not ready and refuses to publish', async () => {
      const other = await makeBus();
      expect(await other.ping()).toBe(true);
      await other.close();
      expect(await other.ping()).toBe(false);
      await expect(other.publish(topicName(), [testEvent('k')])).rejects.toThrow();
    });
  });
}
