import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadedBy } from '../module-graph.ts';

/**
 * @homepact/kit/events is loaded by code that must stay light (consumers,
 * domain-adjacent helpers, scripts): it may reach trace context only through
 * @opentelemetry/api, never the SDK, an exporter, metrics or a server.
 * The test follows every relative import from the entry and lists the
 * packages the graph loads at run time (type imports load nothing).
 */
const root = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(root, 'services/kit/src');

describe('@homepact/kit/events', () => {
  const { files, packages } = loadedBy(SRC, path.join(SRC, 'events/index.ts'));

  it('loads OpenTelemetry through its API only', () => {
    const otel = [...packages].filter((p) => p.startsWith('@opentelemetry/'));
    expect(otel).toEqual(['@opentelemetry/api']);
  });

  it('loads no server, broker, database, metrics or telemetry start-up', () => {
    expect([...packages].filter((p) => /fastify|kafkajs|ioredis|mongoose|mongodb|node:http|node:sqlite|@seald-io/.test(p))).toEqual([]);
    expect(files).not.toContain('metrics.ts');
    expect(files).not.toContain('telemetry.ts');
    expect(files).not.toContain('outbox-relay.ts');
    expect(files).toContain('trace.ts');
  });

  it('the check sees a runtime import when there is one (the relay loads metrics)', () => {
    const relay = loadedBy(SRC, path.join(SRC, 'outbox-relay.ts'));
    expect(relay.files).toContain('metrics.ts');
    expect(relay.packages).toContain('@opentelemetry/sdk-metrics');
  });
});

/**
 * A production adapter's client is loaded only when its variable switches it
 * on. On the embedded defaults (`make dev`, one process for every service)
 * the OpenTelemetry SDK, ioredis and openai were some 26 MB of the heap, which
 * every full collection marked (docs/performance.md, "What a process loads").
 * Each of them is reached through a dynamic import, which this check does not
 * follow; a static import anywhere in the graph fails it.
 */
const graph = (file: string) => loadedBy(root, path.join(root, file));

const ADAPTERS = [
  '@opentelemetry/sdk-node',
  '@opentelemetry/auto-instrumentations-node',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/exporter-trace-otlp-proto',
  '@fastify/otel',
  'ioredis',
  'kafkajs',
  'mongoose',
  'openai',
  'gotenberg-js-client',
];

describe('production adapters load only when configured', () => {
  it.each([
    'services/kit/src/index.ts',
    'services/kit/src/telemetry.ts',
    'services/ai/src/app.ts',
    'services/documents/src/app.ts',
    'gateway/src/app.ts',
  ])('%s loads none of them', (entry) => {
    expect([...graph(entry).packages].filter((p) => ADAPTERS.includes(p))).toEqual([]);
  });

  it('the check sees them where they are loaded', () => {
    expect(graph('services/kit/src/telemetry-sdk.ts').packages).toContain('@opentelemetry/sdk-node');
    expect(graph('services/ai/src/generators/openai.ts').packages).toContain('openai');
    expect(graph('services/kit/src/store/mongo.ts').packages).toContain('mongoose');
    expect(graph('services/kit/src/bus/kafka.ts').packages).toContain('kafkajs');
    expect(graph('services/documents/src/pdf/gotenberg.ts').packages).toContain('gotenberg-js-client');
  });
});
