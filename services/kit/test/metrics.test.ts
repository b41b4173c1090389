import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outbox } from '../src/index.ts';
import { createService } from '../src/http/create-service.ts';
import { deliverWithRetry } from '../src/bus/deliver.ts';
import { InProcessBus } from '../src/bus/in-process.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { createLogger } from '../src/logger.ts';
import { httpMethod, loopDelaySeconds, metricsFor, serveMetrics, type MetricsServer } from '../src/metrics.ts';
import { createStore } from '../src/store/index.ts';
import { z } from 'zod';

const logger = createLogger('metrics-test', 'silent');
let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const line = (text: string, name: string, labels: string) =>
  text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)));
const value = (l: string | undefined) => (l === undefined ? undefined : Number(l.split(' ').at(-1)));

describe('kit metrics', () => {
  it('http.server.request.duration by route template, never by URL; probes and unknown methods stay bounded', async () => {
    const app = await createService({ name: 'metrics-http', logger });
    app.get('/things/:id', { schema: { params: z.object({ id: z.string() }) } }, async (req) => ({ id: req.params.id }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.inject({ url: '/things/alice@example.com' });
    await app.inject({ url: '/things/42' });
    await app.inject({ url: '/boom' });
    await app.inject({ url: '/no/such/path/123' });
    await app.inject({ url: '/healthz' });
    const text = await metricsFor('metrics-http').scrape();
    expect(value(line(text, 'http_server_request_duration_count', 'http_route="/things/:id",http_response_status_code="200"'))).toBe(2);
    expect(
      value(line(text, 'http_server_request_duration_count', 'http_route="/boom",http_response_status_code="500",error_type="500"')),
    ).toBe(1);
    // A request no route matched has no http.route: scanning random paths adds no series.
    expect(text).toMatch(/http_server_request_duration_count\{http_request_method="GET",http_response_status_code="404"\} 1/);
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('/no/such');
    expect(text).not.toContain('healthz');
    expect(httpMethod('GET')).toBe('GET');
    expect(httpMethod('BREW')).toBe('_OTHER');
    await app.close();
  });

  it('serves /metrics on its own port, Prometheus text, and nothing else there', async () => {
    metricsFor('metrics-port').emailsSent.add(1, { 'homepact.email.template': 'otp-code' });
    server = await serveMetrics('metrics-port', { port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('homepact_email_sent_total{homepact_email_template="otp-code"} 1');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('a loop delay is what the sampling timer was late by: its 10 ms period is not part of it', () => {
    expect(loopDelaySeconds({ count: 0 }, 0)).toBe(0);
    expect(loopDelaySeconds({ count: 5 }, 10_050_000)).toBeCloseTo(0.00005, 9);
    expect(loopDelaySeconds({ count: 5 }, 90_000_000)).toBeCloseTo(0.08, 9);
    // Never below 0 (a tick a little early by the clock's rounding).
    expect(loopDelaySeconds({ count: 5 }, 9_990_000)).toBe(0);
  });

  it("the event loop's delay: what the loop was late by, not the sampling timer's own 10 ms", async () => {
    metricsFor('metrics-loop');
    server = await serveMetrics('metrics-loop', { port: 0, host: '127.0.0.1' });
    const scrape = async () => {
      const text = await (await fetch(`http://127.0.0.1:${server!.port}/metrics`)).text();
      const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return { p99: read('nodejs_eventloop_delay_p99'), max: read('nodejs_eventloop_delay_max') };
    };
    await scrape(); // starts a fresh window
    // Idle, Node's histogram reads 10.05-11 ms (its timer's period and the lateness over it): the metric is the
    // lateness alone, under 10 ms unless the machine stalled this process in all of three 200 ms windows.
    const idle: number[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      idle.push((await scrape()).p99);
    }
    expect(Math.min(...idle)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...idle)).toBeLessThan(0.01);
    // After a reset Node's histogram takes its first tick as the start of the next interval: a stall in the
    // first 10 ms of a window is not seen, so the loop blocks a few ticks into this one.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const until = performance.now() + 80;
    while (performance.now() < until); // the loop blocked for 80 ms
    await new Promise((resolve) => setTimeout(resolve, 50));
    const blocked = await scrape();
    expect(blocked.max).toBeGreaterThan(0.06);
    expect(blocked.max).toBeLessThan(0.5);
  });

  it('the outbox backlog and the age of its oldest event grow while publishing fails, and drain to 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-metrics-'));
    const store = await createStore({ dataDir, namespace: 'metrics-outbox' });
    const bus = new InProcessBus(logger);
    let down = true;
    const flaky = Object.assign(Object.create(bus) as InProcessBus, {
      publish: (topic: string, events: Parameters<InProcessBus['publish']>[1]) =>
        down ? Promise.reject(new Error('kafka away')) : bus.publish(topic, events),
    });
    const relay = new OutboxRelay({ store, bus: flaky, collections: ['things'], logger: createLogger('metrics-outbox', 'silent') });
    const old = {
      id: 'e-old',
      type: 'ThingHappened',
      version: 1,
      occurredAt: new Date(Date.now() - 90_000).toISOString(),
      producer: 'metrics-outbox',
      key: 'k',
      data: {},
      topic: 'homepact.things',
    };
    await store.collection('things').insertOne({ _id: 't1', ...outbox.insert([old]) });
    await expect(relay.flush()).rejects.toThrow('kafka away');
    const stuck = await metricsFor('metrics-outbox').scrape();
    expect(value(line(stuck, 'homepact_outbox_pending', 'homepact_outbox_relay="things"'))).toBe(1);
    expect(value(line(stuck, 'homepact_outbox_oldest_age', 'homepact_outbox_relay="things"'))).toBeGreaterThanOrEqual(90);
    down = false;
    expect(await relay.flush()).toBe(1);
    const drained = await metricsFor('metrics-outbox').scrape();
    expect(value(line(drained, 'homepact_outbox_pending', 'homepact_outbox_relay="things"'))).toBe(0);
    expect(value(line(drained, 'homepact_outbox_oldest_age', 'homepact_outbox_relay="things"'))).toBe(0);
    expect(value(line(drained, 'homepact_outbox_published_total', 'messaging_destination_name="homepact.things"'))).toBe(1);
    await bus.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a handler that keeps failing: processing time per try (with error.type) and one dead letter, under the group’s service', async () => {
    const parked: string[] = [];
    await deliverWithRetry({
      event: { id: 'e1', type: 'T', version: 1, occurredAt: new Date().toISOString(), producer: 'p', key: 'k', data: {} },
      topic: 'homepact.things',
      group: 'metricsgroup-replies-pod1',
      handle: () => Promise.reject(new TypeError('bad')),
      retry: { tries: 2, initialDelayMs: 1, maxDelayMs: 1 },
      logger,
      park: async (topic) => void parked.push(topic),
    });
    expect(parked).toEqual(['homepact.things.dlq']);
    const text = await metricsFor('metricsgroup').scrape();
    expect(value(line(text, 'messaging_process_duration_count', 'error_type="TypeError"'))).toBe(2);
    expect(value(line(text, 'homepact_consumer_dead_letters_total', 'messaging_destination_name="homepact.things"'))).toBe(1);
    expect(value(line(text, 'homepact_consumer_event_age_count', 'messaging_consumer_group_name="metricsgroup-replies-pod1"'))).toBe(1);
  });
});
