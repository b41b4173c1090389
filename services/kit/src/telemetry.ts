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
/** The tracing variables this process started with, for a thread of its own to start the same way. */
let startedWith: Record<string, string> | undefined;

export type ClientTracePolicy = 'link' | 'continue';

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
  startedWith = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => TRACING_VARIABLE.test(e[0]) && e[1] !== undefined),
  );
  return true;
}

const TRACING_VARIABLE = /^(OTEL_|TRACE_CLIENT_CONTEXT$)/;

/**
 * The tracing variables this process's telemetry started with (but its
 * service name), or {} when it did not start. The embedded stack hands them to the gateway's thread, so the
 * thread traces exactly when this process does, to the same collector.
 */
export function telemetryEnv(): Record<string, string> {
  // The thread runs another service: it names its spans itself.
  const { OTEL_SERVICE_NAME: _named, ...env } = startedWith ?? {};
  return env;
}

/** `env` without any tracing variable (a thread that must not start tracing on its own). */
export function withoutTelemetryEnv<T extends Record<string, string | undefined>>(env: T): T {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !TRACING_VARIABLE.test(k))) as T;
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
  startedWith = undefined;
}
