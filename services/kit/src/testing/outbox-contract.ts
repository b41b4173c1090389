import type { Envelope } from '@homepact/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../bus/types.ts';
import { idempotent } from '../events/idempotent.ts';
import { outbox, routed, type OutboxFields } from '../events/outbox.ts';
import { OutboxRelay } from '../outbox-relay.ts';
import type { Doc, DocumentStore } from '../store/types.ts';
import { isSentinel, Received, sentinelEvent, testEvent, testLogger, uniqueSuffix, waitFor, type ContractOptions } from './helpers.ts';

type Item = Doc & OutboxFields & { title?: string };

/**
 * The outbox contract: a state change and its events are one write; the relay
 * publishes them exactly once per flush and then clears them; a crash before
 * the relay ran loses nothing; an idempotent consumer absorbs a re-publish;
 * soft-deleted documents go once their events are out.
 *
 * `makeStore` must open the same data on every call (the crash test closes a
 * store and reopens it). `makeBus` is called once for the suite.
 */
export function outboxContract(
  name: string,
  makeStore: () => Promise<DocumentStore>,
  makeBus: () => Promise<EventBus>,
  opts: ContractOptions = {},
): void {
  describe.skipIf(Boolean(opts.skip))(`Outbox contract: ${name}`, () => {
    let bus: EventBus;
    const logger = testLogger();
    const timeoutMs = opts.timeoutMs ?? 30_000;
    const wait = Math.max(5_000, timeoutMs - 5_000);
    // The body is the caller's (each asserts); this wrapper only adds the timeout.
    // eslint-disable-next-line vitest/expect-expect
    const test = (title: string, fn: () => Promise<void>) => it(title, { timeout: timeoutMs }, fn);
    const opened: DocumentStore[] = [];

    /** A store, a collection of its own, a topic of its own with a subscriber, and a relay. */
    async function setup(store?: DocumentStore) {
      const s = store ?? (await makeStore());
      opened.push(s);
      const collection = `items_${uniqueSuffix()}`;
      const topic = `contract.outbox.${uniqueSuffix()}`;
      const got = new Received();
      await bus.subscribe({ group: `contract-outbox-${uniqueSuffix()}`, topics: [topic], handle: got.handler() });
      const relay = new OutboxRelay({ store: s, bus, collections: [collection], logger });
      return { store: s, items: s.collection<Item>(collection), collection, topic, got, relay };
    }

    /** Waits until everything published on `key` so far has been handled by `got`. */
    async function settle(topic: string, key: string, got: Received) {
      const s = sentinelEvent(key);
      await bus.publish(topic, [s]);
      await got.waitForIds([s.id], 'sentinel', wait);
    }

    beforeAll(async () => {
      bus = await makeBus();
    });
    afterAll(async () => {
      await Promise.allSettled(opened.map((s) => s.close()));
      await bus?.close();
    });

    test('a write with outbox.insert is published by flush() exactly once and cleared from the document', async () => {
      const { items, topic, got, relay } = await setup();
      const event = testEvent('item-1', { title: 'A' });
      await items.insertOne({ _id: 'item-1', title: 'A', ...outbox.insert([routed(topic, event)]) });
      expect(await items.findOne({ _id: 'item-1', _outboxPending: true })).not.toBeNull();

      expect(await relay.flush()).toBe(1);
      expect(await relay.flush()).toBe(0);
      await got.waitForIds([event.id], 'the outbox event', wait);
      await settle(topic, 'item-1', got);

      expect(got.payload).toEqual([event]); // once, without the routing field
      expect(await items.findOne({ _id: 'item-1' })).toEqual({ _id: 'item-1', title: 'A', _outbox: [], _outboxPending: false });
    });

    test('outbox.update carries the events of a later change, published in order', async () => {
      const { items, topic, got, relay } = await setup();
      const created = testEvent('item-2', { step: 1 });
      await items.insertOne({ _id: 'item-2', title: 'A', ...outbox.insert([routed(topic, created)]) });
      await relay.flush();
      const renamed = testEvent('item-2', { step: 2 });
      const touched = testEvent('item-2', { step: 3 });
      const after = await items.findOneAndUpdate(
        { _id: 'item-2' },
        outbox.update({ $set: { title: 'B' } }, [routed(topic, renamed), routed(topic, touched)]),
      );
      expect(after?.title).toBe('B');
      expect(after?._outboxPending).toBe(true);
      expect(await relay.flush()).toBe(2);
      await settle(topic, 'item-2', got);
      expect(got.payload.map((e) => e.id)).toEqual([created.id, renamed.id, touched.id]);
      expect(await items.count({ _outboxPending: true })).toBe(0);
    });

    test('an update without events leaves the outbox alone', async () => {
      const { items, relay } = await setup();
      await items.insertOne({ _id: 'item-3', title: 'A' });
      expect(outbox.update<Item>({ $set: { title: 'B' } }, [])).toEqual({ $set: { title: 'B' } });
      await items.findOneAndUpdate({ _id: 'item-3' }, outbox.update({ $set: { title: 'B' } }, []));
      expect(await relay.flush()).toBe(0);
      expect(await items.findOne({ _id: 'item-3' })).toEqual({ _id: 'item-3', title: 'B' });
    });

    test('a write whose relay never ran (crash) is published after the store is reopened, by a new relay', async () => {
      const collection = `items_${uniqueSuffix()}`;
      const topic = `contract.outbox.${uniqueSuffix()}`;
      const got = new Received();
      await bus.subscribe({ group: `contract-outbox-${uniqueSuffix()}`, topics: [topic], handle: got.handler() });
      const event = testEvent('item-4', { title: 'A' });

      const before = await makeStore();
      await before.collection<Item>(collection).insertOne({ _id: 'item-4', title: 'A', ...outbox.insert([routed(topic, event)]) });
      await before.close(); // the process dies here: no relay ever ran

      const after = await makeStore();
      opened.push(after);
      const relay = new OutboxRelay({ store: after, bus, collections: [collection], logger });
      expect(await relay.flush()).toBe(1);
      await settle(topic, 'item-4', got);
      expect(got.payload).toEqual([event]);
      expect(await after.collection<Item>(collection).count({ _outboxPending: true })).toBe(0);
    });

    test('with an idempotent() consumer the effect happens once even when the event is published twice', async () => {
      const { store, items, topic, relay } = await setup();
      const group = `contract-idem-${uniqueSuffix()}`;
      const effects = store.collection<Doc & { n?: number }>(`effects_${uniqueSuffix()}`);
      const calls: string[] = [];
      const seen = new Received();
      await bus.subscribe({
        group,
        topics: [topic],
        handle: idempotent(store, group, async (event: Envelope, meta) => {
          if (!isSentinel(event)) {
            calls.push(event.id);
            await effects.findOneAndUpdate({ _id: 'counter' }, { $inc: { n: 1 } }, { upsert: true });
          }
          await seen.handler()(event, meta);
        }),
      });

      const event = testEvent('item-5', { title: 'A' });
      await items.insertOne({ _id: 'item-5', title: 'A', ...outbox.insert([routed(topic, event)]) });
      expect(await relay.flush()).toBe(1);
      // The relay crashed after publishing and before clearing: the event goes out again.
      await bus.publish(topic, [event]);
      await settle(topic, 'item-5', seen);

      expect(calls).toEqual([event.id]);
      expect((await effects.findOne({ _id: 'counter' }))?.n).toBe(1);
      expect(await store.collection('processed_events').findOne({ _id: `${group}:${event.id}` })).toMatchObject({
        group,
        eventId: event.id,
        type: event.type,
      });
    });

    test('a soft-deleted document is removed once its events are out', async () => {
      const { items, topic, got, relay } = await setup();
      await items.insertOne({ _id: 'item-6', title: 'A' });
      const deleted = testEvent('item-6', { deleted: true });
      await items.findOneAndUpdate({ _id: 'item-6' }, outbox.delete([routed(topic, deleted)]));
      expect(await items.findOne({ _id: 'item-6', _deleted: true })).not.toBeNull();
      expect(await relay.flush()).toBe(1);
      await settle(topic, 'item-6', got);
      expect(got.payload).toEqual([deleted]);
      expect(await items.findOne({ _id: 'item-6' })).toBeNull();
    });

    test('a soft delete without events is removed by the relay too', async () => {
      const { items, relay } = await setup();
      await items.insertOne({ _id: 'item-7', title: 'A' });
      await items.findOneAndUpdate({ _id: 'item-7' }, outbox.delete([]));
      expect(await relay.flush()).toBe(0);
      expect(await items.findOne({ _id: 'item-7' })).toBeNull();
    });

    test('one relay at a time holds the lease: a second one waits, and takes over when the first stops', async () => {
      const { store, collection } = await setup();
      const a = new OutboxRelay({ store, bus, collections: [collection], logger, leaseMs: 60_000 });
      const b = new OutboxRelay({ store, bus, collections: [collection], logger, leaseMs: 60_000 });
      expect(await a.acquireLease()).toBe(true);
      expect(await b.acquireLease()).toBe(false);
      expect(await a.acquireLease()).toBe(true); // renewal by the holder
      expect(await b.acquireLease()).toBe(false);
      await a.releaseLease();
      expect(await b.acquireLease()).toBe(true);
      expect(await a.acquireLease()).toBe(false);
      await b.releaseLease();
    });

    test('an expired lease is taken over (its holder died without giving it back)', async () => {
      const { store, collection } = await setup();
      const a = new OutboxRelay({ store, bus, collections: [collection], logger, leaseMs: 10_000 });
      const b = new OutboxRelay({ store, bus, collections: [collection], logger, leaseMs: 10_000 });
      const t0 = new Date();
      expect(await a.acquireLease(t0)).toBe(true);
      expect(await b.acquireLease(new Date(t0.getTime() + 5_000))).toBe(false);
      expect(await b.acquireLease(new Date(t0.getTime() + 11_000))).toBe(true);
      expect(await a.acquireLease(new Date(t0.getTime() + 12_000))).toBe(false);
      await b.releaseLease();
    });

    test('of two started relays on the same outbox, only the lease holder publishes', async () => {
      const { store, items, collection, topic, got } = await setup();
      const a = new OutboxRelay({ store, bus, collections: [collection], logger, intervalMs: 50 });
      const b = new OutboxRelay({ store, bus, collections: [collection], logger, intervalMs: 50 });
      await a.start();
      await waitFor(() => a.acquireLease(), { what: 'relay a to hold the lease', timeoutMs: wait });
      await b.start();
      try {
        const events = Array.from({ length: 5 }, (_, i) => testEvent(`lease-${i}`, { i }));
        for (const [i, event] of events.entries()) {
          await items.insertOne({ _id: `lease-${i}`, ...outbox.insert([routed(topic, event)]) });
          b.kick();
        }
        await got.waitForIds(
          events.map((e) => e.id),
          'the events',
          wait,
        );
        expect(await b.acquireLease()).toBe(false);
        await a.stop(); // gives the lease back
        await waitFor(() => b.acquireLease(), { what: 'relay b to take over', timeoutMs: wait });
        const late = testEvent('lease-late', {});
        await items.insertOne({ _id: 'lease-late', ...outbox.insert([routed(topic, late)]) });
        b.kick();
        await got.waitForIds([late.id], 'the event after the hand-over', wait);
        for (const e of [...events, late]) expect(got.count(e.id)).toBe(1);
      } finally {
        await a.stop();
        await b.stop();
      }
    });

    test('a started relay publishes without an explicit flush, and stop() ends it', async () => {
      const { items, topic, got, relay } = await setup();
      await relay.start();
      try {
        const event = testEvent('item-8', {});
        await items.insertOne({ _id: 'item-8', ...outbox.insert([routed(topic, event)]) });
        relay.kick();
        await got.waitForIds([event.id], 'the relayed event', wait);
        await waitFor(async () => (await items.count({ _outboxPending: true })) === 0, { what: 'the outbox to clear', timeoutMs: wait });
      } finally {
        await relay.stop();
      }
    });
  });
}
