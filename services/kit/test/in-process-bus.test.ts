import { deadLetterTopic } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import { createBus } from '../src/bus/index.ts';
import { InProcessBus } from '../src/bus/in-process.ts';
import { Received, testEvent, testLogger } from '../src/testing/index.ts';

describe('in-process bus specifics', () => {
  it('keeps dead letters in memory as well as on the .dlq topic', async () => {
    const bus = new InProcessBus(testLogger());
    await bus.subscribe({
      group: 'g',
      topics: ['t'],
      retry: { tries: 2, initialDelayMs: 1, maxDelayMs: 1 },
      handle: async () => {
        throw new Error('nope');
      },
    });
    const dlq = new Received();
    await bus.subscribe({ group: 'ops', topics: [deadLetterTopic('t')], handle: dlq.handler() });
    const event = testEvent('k');
    await bus.publish('t', [event]);
    await bus.drain();
    expect(bus.deadLetters).toEqual([expect.objectContaining({ event, sourceTopic: 't', group: 'g', error: 'nope', attempts: 2 })]);
    expect(dlq.events.map((e) => e.id)).toEqual([event.id]);
    await bus.close();
  });

  it('drain() resolves once every queued event was handled; handlers get a copy of the event', async () => {
    const bus = new InProcessBus(testLogger());
    const got = new Received();
    await bus.subscribe({ group: 'g', topics: ['t'], handle: got.handler(() => new Promise((r) => setTimeout(r, 5))) });
    const events = Array.from({ length: 10 }, (_, i) => testEvent(`k${i % 3}`, { i }));
    await bus.publish('t', events);
    await bus.drain();
    expect(got.events).toHaveLength(10);
    expect(got.events[0]).not.toBe(events[0]);
    await bus.close();
  });

  it('an event on a topic nobody subscribes to goes nowhere, without error', async () => {
    const bus = new InProcessBus(testLogger());
    await expect(bus.publish('lonely', [testEvent('k')])).resolves.toBeUndefined();
    await bus.close();
  });

  it('createBus picks the in-process bus when no KAFKA_BROKERS is given', async () => {
    const bus = await createBus({ clientId: 'x', logger: testLogger() });
    expect(bus.kind).toBe('in-process');
    await bus.close();
  });
});
