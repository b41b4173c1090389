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
import { httpMethod, metricsFor, serveMetrics, type MetricsServer } from '../src/metrics.ts';
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
