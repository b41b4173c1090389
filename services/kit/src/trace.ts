import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Link, type Span } from '@opentelemetry/api';

/**
 * Trace context for code that must not load the OpenTelemetry SDK (events,
 * the outbox, consumers): only @opentelemetry/api, which is a no-op until
 * telemetry.ts starts the SDK in a service's process.
 */

/** Span attribute naming the HomePact service a span belongs to (several share a process in `make dev`). */
export const SERVICE_ATTRIBUTE = 'homepact.service';

/** The W3C traceparent of the active span, to carry in event envelopes. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context an envelope's traceparent names (the active one when there is none). */
export function contextOf(traceparent: string | undefined): Context {
  if (!traceparent) return context.active();
  return propagation.extract(context.active(), { traceparent });
}

/** Runs fn inside the trace context carried by an envelope's traceparent. */
export function withTraceparent<T>(traceparent: string | undefined, fn: () => T): T {
  if (!traceparent) return fn();
  return context.with(contextOf(traceparent), fn);
}

export const tracer = () => trace.getTracer('homepact');

/** Runs fn in a span, ending it with fn's outcome. */
async function inSpan<T>(
  name: string,
  parent: Context,
  opts: { kind: SpanKind; attributes: Record<string, string | number | undefined>; links?: Link[] },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(name, opts, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (e) {
    span.recordException(e as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
    throw e;
  } finally {
    span.end();
  }
}

/**
 * Publishing events in the trace of the request that wrote them: a PRODUCER
 * span, child of `traceparent`; fn gets the traceparent to put on the wire
 * (the producer span's, or the given one when tracing is off).
 */
export function producerSpan<T>(
  opts: { topic: string; traceparent?: string; count: number; system: string; service?: string },
  fn: (traceparent: string | undefined) => Promise<T>,
): Promise<T> {
  return inSpan(
    `publish ${opts.topic}`,
    contextOf(opts.traceparent),
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': opts.system,
        'messaging.operation.type': 'send',
        'messaging.destination.name': opts.topic,
        'messaging.batch.message_count': opts.count,
        [SERVICE_ATTRIBUTE]: opts.service,
      },
    },
    () => fn(currentTraceparent() ?? opts.traceparent),
  );
}

/** Handling one event: a CONSUMER span, child of the envelope's traceparent. */
export function consumerSpan<T>(
  opts: { topic: string; group: string; eventId: string; eventType: string; attempt: number; traceparent?: string; system: string },
  fn: () => Promise<T>,
): Promise<T> {
  return inSpan(
    `process ${opts.topic}`,
    contextOf(opts.traceparent),
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': opts.system,
        'messaging.operation.type': 'process',
        'messaging.destination.name': opts.topic,
        'messaging.consumer.group.name': opts.group,
        'messaging.message.id': opts.eventId,
        'homepact.event.type': opts.eventType,
        'homepact.delivery.attempt': opts.attempt,
        // Consumer groups are named after their service (`notifications`, `contracts-replies-<pod>`).
        [SERVICE_ATTRIBUTE]: opts.group.split('-')[0],
      },
    },
    () => fn(),
  );
}
