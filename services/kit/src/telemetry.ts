import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import {
  context,
  defaultTextMapGetter,
  trace,
  type Context,
  type SpanContext,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import { OTLPTraceExporter as OTLPJsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OTLPProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  BatchSpanProcessor,
  type ReadableSpan,
  type Span as SdkSpan,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import type { ExportResult } from '@opentelemetry/core';
import { SERVICE_ATTRIBUTE } from './trace.ts';

export * from './trace.ts';

/**
 * Tracing. Nothing starts unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; then:
 *
 * - traces only, over OTLP/HTTP: protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL
 *   (or ..._TRACES_PROTOCOL) says `http/json`. No metrics exporter and no
 *   log exporter: logs stay in pino on stdout (with trace ids in each line).
 * - W3C trace context only (no baggage: nothing a client sends rides along).
 * - Server spans are named by route (`GET /api/contracts/:id`) by @fastify/otel.
 * - The edge (the gateway, `createService({ edge: true })`) does not trust the
 *   trace headers a client sends. TRACE_CLIENT_CONTEXT=link (the default)
 *   starts a new trace at the gateway and records the client's traceparent as
 *   a span link; `continue` keeps the client's trace id and parent (for a
 *   browser instrumented with OpenTelemetry), but never its tracestate. Either
 *   way the gateway forwards only its own traceparent.
 * - Events carry the traceparent of the request that wrote them; the outbox
 *   relay publishes in that trace and consumers continue it (see
 *   `producerSpan`, `consumerSpan`), so one trace runs from the gateway to the
 *   last consumer.
 */
let sdk: NodeSDK | undefined;

/** Our HTTP servers: which service each is, and whether it is the public edge (client requests). */
const servers = new WeakMap<object, { service: string; edge: boolean }>();
/** Header objects of client requests at the edge, while their server span starts. */
const edgeCarriers = new WeakSet<object>();
const PROBES = new Set(['/healthz', '/readyz']);

/** Registers a service's HTTP server (createService does): its server spans carry the service name; `edge` marks the gateway. */
export function registerServer(server: object, info: { service: string; edge?: boolean }): void {
  servers.set(server, { service: info.service, edge: info.edge ?? false });
}

/** A span without a service of its own takes its parent's (same process), so a whole request is attributed. */
class ServiceAttribution implements SpanProcessor {
  onStart(span: SdkSpan, parent: Context): void {
    if (span.attributes[SERVICE_ATTRIBUTE]) return;
    const inherited = (trace.getSpan(parent) as Partial<ReadableSpan> | undefined)?.attributes?.[SERVICE_ATTRIBUTE];
    if (inherited) span.setAttribute(SERVICE_ATTRIBUTE, inherited);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * `make dev` runs every service in one process, hence one SDK resource: this
 * exporter gives each span the resource of its own service (service.name from
 * SERVICE_ATTRIBUTE), so Jaeger shows gateway, identity, contracts... apart.
 */
class PerServiceResource implements SpanExporter {
  private readonly resources = new Map<string, ReadableSpan['resource']>();
  constructor(private readonly inner: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(
      spans.map((span) => {
        const service = span.attributes[SERVICE_ATTRIBUTE];
        if (typeof service !== 'string') return span;
        let resource = this.resources.get(service);
        if (!resource) {
          resource = Object.create(span.resource, {
            attributes: { value: { ...span.resource.attributes, 'service.name': service } },
          }) as ReadableSpan['resource'];
          this.resources.set(service, resource);
        }
        return Object.create(span, { resource: { value: resource } }) as ReadableSpan;
      }),
      done,
    );
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

type ClientTracePolicy = 'link' | 'continue';

/** W3C propagation that treats the trace headers of client requests at the edge by policy. */
class EdgeAwarePropagator implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();
  constructor(private readonly policy: ClientTracePolicy) {}

  inject(ctx: Context, carrier: unknown, setter: TextMapSetter): void {
    this.w3c.inject(ctx, carrier, setter);
  }

  extract(ctx: Context, carrier: unknown, getter: TextMapGetter): Context {
    if (typeof carrier === 'object' && carrier !== null && edgeCarriers.has(carrier)) {
      if (this.policy === 'link') return ctx;
      // Continue the client's trace, without its tracestate.
      const traceparent = getter.get(carrier, 'traceparent');
      return this.w3c.extract(ctx, { traceparent: Array.isArray(traceparent) ? traceparent[0] : traceparent }, defaultTextMapGetter);
    }
    return this.w3c.extract(ctx, carrier, getter);
  }

  fields(): string[] {
    return this.w3c.fields();
  }
}

/** The span context a traceparent header names, or undefined when it is not a valid one. */
export function parseTraceparent(traceparent: string | undefined): SpanContext | undefined {
  if (!traceparent) return undefined;
  const span = trace.getSpanContext(new W3CTraceContextPropagator().extract(context.active(), { traceparent }, defaultTextMapGetter));
  return span && trace.isSpanContextValid(span) ? span : undefined;
}

function exporterFor(env: NodeJS.ProcessEnv): SpanExporter {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  const base = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/+$/, '');
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${base}/v1/traces`;
  if (protocol === 'http/protobuf') return new OTLPProtoTraceExporter({ url });
  if (protocol === 'http/json') return new OTLPJsonTraceExporter({ url });
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: use http/protobuf (the default) or http/json`);
}

/**
 * Starts OpenTelemetry before the app is imported so auto-instrumentation can
 * patch http, undici, mongodb, ioredis and pino. Returns whether it started.
 */
export function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  opts: {
    /** Several services in this process (`make dev`): each span is exported under its own service name. */
    embedded?: boolean;
  } = {},
): boolean {
  if (sdk) return false;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  const policy = (env.TRACE_CLIENT_CONTEXT || 'link').trim();
  if (policy !== 'link' && policy !== 'continue') throw new Error(`TRACE_CLIENT_CONTEXT=${policy}: use link (the default) or continue`);
  const exporter = opts.embedded ? new PerServiceResource(exporterFor(env)) : exporterFor(env);
  // Our code is ESM: instrumentations can only patch ESM imports through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    spanProcessors: [new ServiceAttribution(), new BatchSpanProcessor({ exporter })],
    // Explicitly none: the SDK would otherwise export logs (and metrics) over OTLP by default.
    logRecordProcessors: [],
    metricReaders: [],
    textMapPropagator: new EdgeAwarePropagator(policy),
    instrumentations: [
      getNodeAutoInstrumentations({
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
        '@opentelemetry/instrumentation-net': { enabled: false },
        // Publishing and consuming are traced by the bus itself (producerSpan/consumerSpan),
        // which carries the context in the envelope across both bus adapters.
        '@opentelemetry/instrumentation-kafkajs': { enabled: false },
        // Trace ids in every log line; the lines themselves stay in pino.
        '@opentelemetry/instrumentation-pino': { disableLogSending: true },
        '@opentelemetry/instrumentation-http': {
          ignoreIncomingRequestHook: (req) => PROBES.has((req.url ?? '').split('?')[0] ?? ''),
          startIncomingSpanHook: (req) => {
            const server = servers.get((req.socket as unknown as { server?: object }).server ?? {});
            if (server?.edge) edgeCarriers.add(req.headers);
            return server ? { [SERVICE_ATTRIBUTE]: server.service } : {};
          },
          requestHook: (span, req) => {
            const incoming = req as IncomingMessage;
            if (policy !== 'link' || !incoming.headers || !edgeCarriers.has(incoming.headers)) return;
            const header = incoming.headers.traceparent;
            const client = parseTraceparent(Array.isArray(header) ? header[0] : header);
            if (client) span.addLink({ context: client, attributes: { 'homepact.link': 'client traceparent' } });
          },
        },
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (r) => PROBES.has(r.url) }),
    ],
  });
  sdk.start();
  return true;
}

/** Exports the spans buffered so far (tests, before reading the collector). */
export async function flushTelemetry(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const delegate = (provider.getDelegate?.() ?? provider) as { forceFlush?: () => Promise<void> };
  await delegate.forceFlush?.();
}

/** Exports what is buffered and stops (tests; a service's own close leaves it to the process end). */
export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
