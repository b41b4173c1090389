import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@homepact/proto';
import { signedInHook } from '../src/auth/plugin.ts';
import { makeEvent } from '../src/events/make-event.ts';
import { outbox, routed } from '../src/events/outbox.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { createService } from '../src/http/create-service.ts';
import type { Runtime, Service } from '../src/runtime.ts';
import type { OutboxFields } from '../src/events/outbox.ts';
import type { Doc, DocumentStore } from '../src/store/types.ts';
import {
  BrokerDownBus,
  closedAfterEach,
  harnessPerTest,
  startServiceHarness,
  testLogger,
  testUsers,
  userEvent,
  type ServiceHarness,
} from '../src/testing/index.ts';

const SECRET = 'h'.repeat(40);
const NoteAdded = defineEvent('NoteAdded', 'test.notes', z.object({ noteId: z.string(), userId: z.string() }));
const NoteSeen = defineEvent('NoteSeen', 'test.seen', z.object({ noteId: z.string() }));

/**
 * A small service with the shapes the harness must carry: a route that writes a document with its event in
 * the outbox, and a consumer of that event that writes another document whose own event goes out through the
 * relay (so an event arrives only after two relay runs and two deliveries).
 */
async function buildNotes(rt: Runtime): Promise<Service> {
  const app = await createService({ name: rt.name, logger: rt.logger, internalSecret: SECRET });
  const notes = rt.store.collection('notes');
  const seen = rt.store.collection('seen');
  // A slow relay: settle must wait for it, not for a fixed time.
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: ['notes', 'seen'], logger: rt.logger, intervalMs: 50 });
  app.post('/api/notes', { onRequest: signedInHook() }, async (req, reply) => {
    const noteId = randomUUID();
    const event = makeEvent(NoteAdded, { key: noteId, producer: rt.name, data: { noteId, userId: req.user!.userId } });
    await notes.insertOne({ _id: noteId, ...outbox.insert([routed(NoteAdded.topic, event)]) });
    return reply.status(201).send({ noteId, userAgent: req.headers['user-agent'] ?? null });
  });
  app.get('/internal/ping', async () => ({ ok: true }));
  await rt.bus.subscribe({
    group: 'notes-seen',
    topics: [NoteAdded.topic],
    handle: async (e) => {
      const { noteId } = NoteAdded.schema.parse(e.data);
      const event = makeEvent(NoteSeen, { key: noteId, producer: rt.name, data: { noteId } });
      await seen.insertOne({ _id: noteId, ...outbox.insert([routed(NoteSeen.topic, event)]) });
    },
  });
  return { app, start: () => relay.start(), stop: () => relay.stop() };
}

let h: ServiceHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('startServiceHarness', () => {
  it('settle waits until events that consumers write have gone out through the outbox too', async () => {
    h = await startServiceHarness({
      name: 'notes',
      secret: SECRET,
      build: buildNotes,
      recordTopics: [NoteSeen.topic],
      outboxCollections: ['notes', 'seen'],
      drainAfterRequest: false,
    });
    const res = await h.request({ url: '/api/notes', body: {}, user: testUsers.owner });
    expect(res.status).toBe(201);
    expect(h.events).toEqual([]);
    await h.settle();
    expect(h.events.map((e) => [e.type, e.key])).toEqual([['NoteSeen', res.body.noteId]]);
    expect(await h.rt.store.collection<Doc & OutboxFields>('seen').count({ _outboxPending: true })).toBe(0);
  });

  it('signs the user context, default headers and, unless told otherwise, /internal/ calls', async () => {
    h = await startServiceHarness({ name: 'notes', secret: SECRET, build: buildNotes, headers: { 'user-agent': 'harness' } });
    expect((await h.request({ url: '/api/notes', body: {} })).status).toBe(401);
    const created = await h.request({ url: '/api/notes', body: {}, user: testUsers.owner, headers: { 'user-agent': 'mine' } });
    expect(created.body.userAgent).toBe('mine');
    expect((await h.request({ url: '/api/notes', body: {}, user: testUsers.owner })).body.userAgent).toBe('harness');
    expect((await h.request({ url: '/internal/ping' })).status).toBe(200);
    expect((await h.request({ url: '/internal/ping', internal: false })).status).toBe(401);
    await h.close();

    h = await startServiceHarness({ name: 'notes', secret: SECRET, build: buildNotes, signInternalPaths: false });
    expect((await h.request({ url: '/internal/ping' })).status).toBe(401);
    const signed = await h.request({ url: '/internal/ping', internal: true });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ ok: true });
    expect(signed.raw.toString()).toBe(signed.text);
  });

  it('publish keys an event by its contractId or userId and sends it on its topic', async () => {
    h = await startServiceHarness({ name: 'notes', secret: SECRET, build: buildNotes, recordTopics: [NoteAdded.topic] });
    const keyed = await h.publish(NoteAdded, { noteId: 'n-1', userId: 'u-1' });
    const told = await h.publish(NoteAdded, { noteId: 'n-2', userId: 'u-2' }, { key: 'k', producer: 'identity' });
    const bare = await h.publish(NoteSeen, { noteId: 'n-3' });
    await h.settle();
    expect([keyed.key, keyed.producer, told.key, told.producer, bare.key]).toEqual(['u-1', 'test', 'k', 'identity', 'none']);
    expect(h.events.map((e) => e.id)).toEqual([keyed.id, told.id]);
  });

  it('gives the service the wrapped store, and closes the real one', async () => {
    let real: DocumentStore | undefined;
    const closed = { real: 0, wrapper: 0 };
    h = await startServiceHarness({
      name: 'notes',
      secret: SECRET,
      build: buildNotes,
      wrapStore: (s) => {
        real = s;
        const close = s.close.bind(s);
        s.close = async () => {
          closed.real++;
          await close();
        };
        return { kind: s.kind, ping: () => s.ping(), collection: (n) => s.collection(n), close: async () => void closed.wrapper++ };
      },
    });
    expect(h.rt.store).not.toBe(real);
    await h.close();
    h = undefined;
    expect(closed).toEqual({ real: 1, wrapper: 0 });
  });
});

describe('BrokerDownBus', () => {
  it('refuses to publish on its down topics only', async () => {
    const bus = new BrokerDownBus(testLogger(), ['test.notes']);
    const seen: string[] = [];
    await bus.subscribe({ group: 'g', topics: ['test.notes', 'test.seen'], handle: async (e) => void seen.push(e.type) });
    const event = makeEvent(NoteSeen, { key: 'n', producer: 'test', data: { noteId: 'n' } });
    await expect(bus.publish('test.notes', [event])).rejects.toThrow('broker unavailable');
    await bus.publish('test.seen', [event]);
    await bus.drain();
    expect(seen).toEqual(['NoteSeen']);
    await bus.close();
  });
});

describe('lifecycle helpers', () => {
  const closed: string[] = [];
  const closable = (name: string) => async () => ({ name, close: async () => void closed.push(name) });

  describe('closedAfterEach', () => {
    const start = closedAfterEach((name: string) => closable(name)());
    it('hands back what it started', async () => {
      expect((await start('a')).name).toBe('a');
      await start('b');
      expect(closed).toEqual([]);
    });
    it('closed all of it after the test', () => {
      expect(closed.splice(0)).toEqual(['a', 'b']);
    });
  });

  describe('harnessPerTest', () => {
    let current = '';
    harnessPerTest(closable('per-test'), async (x) => {
      current = x.name;
    });
    it('started one before the test and handed it to set', () => {
      expect(current).toBe('per-test');
      expect(closed).toEqual([]);
    });
    it('closed it after the test, and started a fresh one', () => {
      expect(closed.splice(0)).toEqual(['per-test']);
    });
  });
});

describe('userEvent', () => {
  it('is identity’s event as it publishes it, occurring when stamped', () => {
    const at = new Date('2025-01-05T12:00:00.000Z');
    const e = userEvent('UserUpdated', testUsers.owner, { firstName: 'Olive', lastName: null }, at);
    expect(e).toMatchObject({ type: 'UserUpdated', key: 'user-owner', producer: 'identity', occurredAt: at.toISOString() });
    expect(e.data).toEqual({
      userId: 'user-owner',
      email: 'owner@example.com',
      firstName: 'Olive',
      lastName: null,
      userType: 'homeowner',
      role: 'user',
      updatedAt: at.toISOString(),
    });
    expect(userEvent('UserRegistered', testUsers.owner, { firstName: null, lastName: null }, at).data).toHaveProperty('createdAt');
  });
});
