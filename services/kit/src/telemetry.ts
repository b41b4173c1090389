import { context, defaultTextMapGetter, trace, type SpanContext } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { NodeSDK } from '@opentelemetry/sdk-node';

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

export type ClientTracePolicy = 'link' | 'continue';

/** Our HTTP servers: which service each is, and whether it is the public edge (client requests). */
const servers = new WeakMap<object, { service: string; edge: boolean }>();
/** Header objects of client requests at the edge, while their server span starts. */
const edgeCarriers = new WeakSet<object>();
const PROBES = new Set(['/healthz', '/readyz']);

/** Registers a service's HTTP server (createService does): its server spans carry the service name; `edge` marks the gateway. */
export function registerServer(server: object, info: { service: string; edge?: boolean }): void {
  servers.set(server, { service: info.service, edge: info.edge ?? false });
}

export const serverInfo = (server: object | undefined) => (server ? servers.get(server) : undefined);
export const markEdgeCarrier = (headers: object) => void edgeCarriers.add(headers);
export const isEdgeCarrier = (carrier: unknown) => typeof carrier === 'object' && carrier !== null && edgeCarriers.has(carrier);
/** Health probes get no spans. */
export const isProbe = (path: string) => PROBES.has(path);

/** The span context a traceparent header names, or undefined when it is not a valid one. */
export function parseTraceparent(traceparent: string | undefined): SpanContext | undefined {
  if (!traceparent) return undefined;
  const span = trace.getSpanContext(new W3CTraceContextPropagator().extract(context.active(), { traceparent }, defaultTextMapGetter));
  return span && trace.isSpanContextValid(span) ? span : undefined;
}

/**
 * Starts OpenTelemetry before the app is imported so auto-instrumentation can
 * patch http, undici, mongodb, ioredis and pino. Returns whether it started.
 */
export async function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  opts: {
    /** Several services in this process (`make dev`): each span is exported under its own service name. */
    embedded?: boolean;
  } = {},
): Promise<boolean> {
  if (sdk) return false;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  const policy = (env.TRACE_CLIENT_CONTEXT || 'link').trim();
  if (policy !== 'link' && policy !== 'continue') throw new Error(`TRACE_CLIENT_CONTEXT=${policy}: use link (the default) or continue`);
  const { startSdk } = await import('./telemetry-sdk.ts');
  sdk = startSdk(serviceName, env, opts.embedded ?? false, policy);
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
