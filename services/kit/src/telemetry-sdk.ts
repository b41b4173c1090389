import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import {
  trace,
  defaultTextMapGetter,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core';
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
import { isEdgeCarrier, isProbe, markEdgeCarrier, serverInfo } from './telemetry-registry.ts';
import { parseTraceparent, type ClientTracePolicy } from './telemetry.ts';
import { SERVICE_ATTRIBUTE } from './trace.ts';

/**
 * The OpenTelemetry SDK, its exporters and instrumentations: loaded by
 * telemetry.ts only when tracing is configured. They are some 20 MB of heap
 * and a few hundred modules; a process that exports no traces (the embedded
 * default, `make dev`) neither loads nor marks them on every full collection.
 */

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

/** W3C propagation that treats the trace headers of client requests at the edge by policy. */
class EdgeAwarePropagator implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();
  constructor(private readonly policy: ClientTracePolicy) {}

  inject(ctx: Context, carrier: unknown, setter: TextMapSetter): void {
    this.w3c.inject(ctx, carrier, setter);
  }

  extract(ctx: Context, carrier: unknown, getter: TextMapGetter): Context {
    if (typeof carrier === 'object' && carrier !== null && isEdgeCarrier(carrier)) {
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

function exporterFor(env: NodeJS.ProcessEnv): SpanExporter {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  const base = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/+$/, '');
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${base}/v1/traces`;
  if (protocol === 'http/protobuf') return new OTLPProtoTraceExporter({ url });
  if (protocol === 'http/json') return new OTLPJsonTraceExporter({ url });
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: use http/protobuf (the default) or http/json`);
}

/** Builds and starts the SDK (see startTelemetry). */
export function startSdk(serviceName: string, env: NodeJS.ProcessEnv, embedded: boolean, policy: ClientTracePolicy): NodeSDK {
  const exporter = embedded ? new PerServiceResource(exporterFor(env)) : exporterFor(env);
  // Our code is ESM: instrumentations can only patch ESM imports through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
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
          ignoreIncomingRequestHook: (req) => isProbe((req.url ?? '').split('?')[0] ?? ''),
          startIncomingSpanHook: (req) => {
            const server = serverInfo((req.socket as unknown as { server?: object }).server);
            if (server?.edge) markEdgeCarrier(req.headers);
            return server ? { [SERVICE_ATTRIBUTE]: server.service } : {};
          },
          requestHook: (span, req) => {
            const incoming = req as IncomingMessage;
            if (policy !== 'link' || !incoming.headers || !isEdgeCarrier(incoming.headers)) return;
            const header = incoming.headers.traceparent;
            const client = parseTraceparent(Array.isArray(header) ? header[0] : header);
            if (client) span.addLink({ context: client, attributes: { 'homepact.link': 'client traceparent' } });
          },
        },
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (r) => isProbe(r.url) }),
    ],
  });
  sdk.start();
  return sdk;
}
