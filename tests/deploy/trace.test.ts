/**
 * One trace through the embedded stack (what `make dev` runs), exported over
 * OTLP/HTTP (JSON) to a receiver in this process: a sign-in sent with a
 * client traceparent yields ONE trace from the gateway's server span through
 * identity's route-named server span, the outbox relay's producer span, to
 * the consumers' spans (admin's read model of UserRegistered) — and the
 * client's traceparent is not its parent but a link (TRACE_CLIENT_CONTEXT=link).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushTelemetry, parseTraceparent, startTelemetry, stopTelemetry } from '@homepact/kit/telemetry';
import { tempDir, waitFor } from '@homepact/kit/testing';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
  links?: Array<{ traceId: string; spanId: string }>;
}
interface Collected extends OtlpSpan {
  service: string;
}

/** A minimal OTLP/HTTP JSON collector: POST /v1/traces, keeps every span with its resource's service.name. */
async function startReceiver(): Promise<{ url: string; spans: Collected[]; paths: string[]; close(): Promise<void> }> {
  const spans: Collected[] = [];
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: OtlpSpan[] }>;
        }>;
      };
      for (const rs of payload.resourceSpans) {
        const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue !== undefined ? String(v.intValue) : undefined);
};
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

describe('one trace from the gateway to the last consumer (embedded stack, OTLP/HTTP JSON)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let data: Awaited<ReturnType<typeof tempDir>>;
  let stack: { gatewayUrl: string; stop(): Promise<void> };
  const clientTraceId = randomBytes(16).toString('hex');
  const clientSpanId = randomBytes(8).toString('hex');
  const clientTraceparent = `00-${clientTraceId}-${clientSpanId}-01`;

  beforeAll(async () => {
    receiver = await startReceiver();
    data = await tempDir('homepact-trace-');
    // As `make dev` does: telemetry first, then the stack is imported.
    const started = await startTelemetry(
      'homepact',
      { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
      { embedded: true },
    );
    expect(started).toBe(true);
    const { startEmbeddedStack } = await import('../../scripts/stack.ts');
    stack = await startEmbeddedStack({ dataDir: data.dir, gatewayPort: 0, logLevel: 'silent' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stopTelemetry();
    await receiver?.close();
    await data?.remove();
  });

  it('a sign-in that writes UserRegistered through the outbox is one trace: gateway -> identity -> relay -> consumers', async () => {
    const email = `trace-${randomBytes(3).toString('hex')}@example.com`;
    // This test process is traced too: its own requests must not be, so the gateway sees exactly the client's headers.
    const untraced = <T>(fn: () => Promise<T>) => context.with(suppressTracing(context.active()), fn);
    const post = (path: string, body: unknown) =>
      untraced(() =>
        fetch(stack.gatewayUrl + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', traceparent: clientTraceparent, tracestate: 'vendor=client-secret' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post('/api/auth/otp/request', { email })).status).toBe(200);
    let code = '';
    await waitFor(
      async () => {
        const box = (await untraced(async () => (await fetch(`${stack.gatewayUrl}/api/dev/mailbox`)).json())) as Array<{
          to: string[];
          text: string;
        }>;
        code = /\b(\d{6})\b/.exec(box.find((m) => m.to.includes(email))?.text ?? '')?.[1] ?? '';
        return code !== '';
      },
      { what: 'the code in the dev mailbox', timeoutMs: 20_000 },
    );
    expect((await post('/api/auth/otp/verify', { email, otp: code })).status).toBe(200);

    // The gateway's server span of the verify request, named by route.
    let gatewaySpan: Collected | undefined;
    let consumer: Collected | undefined;
    await waitFor(
      async () => {
        await flushTelemetry();
        gatewaySpan = receiver.spans.find(
          (s) => s.service === 'gateway' && s.kind === SERVER && attr(s, 'url.path') === '/api/auth/otp/verify',
        );
        consumer = gatewaySpan
          ? receiver.spans.find(
              (s) =>
                s.traceId === gatewaySpan!.traceId &&
                s.kind === CONSUMER &&
                s.service === 'admin' &&
                attr(s, 'homepact.event.type') === 'UserRegistered',
            )
          : undefined;
        return consumer !== undefined;
      },
      { what: 'the consumer span of UserRegistered in the request trace', timeoutMs: 30_000, intervalMs: 200 },
    );
    const trace = receiver.spans.filter((s) => s.traceId === gatewaySpan!.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));

    // The gateway started the trace: its server span is the root, linked to (not a child of) the client's span.
    expect(gatewaySpan!.traceId).not.toBe(clientTraceId);
    expect(gatewaySpan!.parentSpanId ?? '').toBe('');
    expect(gatewaySpan!.links).toEqual([expect.objectContaining({ traceId: clientTraceId, spanId: clientSpanId })]);
    expect(gatewaySpan!.name).toMatch(/^POST /);
    // Nothing anywhere continued the client's trace id.
    expect(receiver.spans.filter((s) => s.traceId === clientTraceId)).toEqual([]);

    // identity's server span in the same trace, named by its route.
    const identity = trace.find((s) => s.service === 'identity' && s.kind === SERVER);
    expect(identity?.name).toBe('POST /api/auth/otp/verify');

    // The relay's producer span and the consumer span, and the chain from the consumer up to the gateway.
    const producer = trace.find((s) => s.kind === PRODUCER && s.name === 'publish homepact.identity');
    expect(producer?.service).toBe('identity');
    // Every consumer of UserRegistered (admin's read model among them) continues the producer's span.
    const consumers = trace.filter((s) => s.kind === CONSUMER && attr(s, 'homepact.event.type') === 'UserRegistered');
    expect(consumers.map((s) => s.service)).toContain('admin');
    for (const c of consumers) expect(c.parentSpanId).toBe(producer!.spanId);
    const services: string[] = [];
    for (let s: Collected | undefined = consumer; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined) services.push(s.service);
    expect(services.at(-1)).toBe('gateway');
    expect(services).toContain('identity');
    expect([...new Set(trace.map((s) => s.service))]).toEqual(expect.arrayContaining(['gateway', 'identity', 'admin']));

    // The code request's trace reaches notifications' consumer of OtpRequested (published directly, not through the outbox).
    const otpGateway = receiver.spans.find(
      (s) => s.service === 'gateway' && s.kind === SERVER && attr(s, 'url.path') === '/api/auth/otp/request',
    );
    expect(otpGateway).toBeDefined();
    expect(
      receiver.spans.some(
        (s) =>
          s.traceId === otpGateway!.traceId &&
          s.kind === CONSUMER &&
          s.service === 'notifications' &&
          attr(s, 'homepact.event.type') === 'OtpRequested',
      ),
    ).toBe(true);

    // Traces only, as OTLP/HTTP JSON to /v1/traces: no log or metric export.
    expect(new Set(receiver.paths.map((p) => p.split(' ').slice(0, 2).join(' ')))).toEqual(new Set(['POST /v1/traces']));
    expect(receiver.paths.every((p) => p.endsWith('application/json'))).toBe(true);
  }, 90_000);

  it('parses a client traceparent, and refuses a malformed one', () => {
    expect(parseTraceparent(clientTraceparent)).toMatchObject({ traceId: clientTraceId, spanId: clientSpanId });
    expect(parseTraceparent('00-zzzz-1234-01')).toBeUndefined();
    expect(parseTraceparent(undefined)).toBeUndefined();
  });
});
