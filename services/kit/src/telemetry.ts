import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import { context, propagation, trace } from '@opentelemetry/api';
import { register } from 'node:module';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry before the app is imported so auto-instrumentation can
 * patch http, fastify, mongodb, kafkajs and ioredis. Exports OTLP only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is started.
 */
export function startTelemetry(serviceName: string, env = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || sdk) return false;
  // Our code is ESM: instrumentations can only patch ESM imports through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [getNodeAutoInstrumentations({ '@opentelemetry/instrumentation-fs': { enabled: false } })],
  });
  sdk.start();
  return true;
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}

/** The W3C traceparent of the active span, to carry in event envelopes. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Runs fn inside the trace context carried by an envelope's traceparent. */
export function withTraceparent<T>(traceparent: string | undefined, fn: () => T): T {
  if (!traceparent) return fn();
  const ctx = propagation.extract(context.active(), { traceparent });
  return context.with(ctx, fn);
}

export const tracer = () => trace.getTracer('homepact');
