/**
 * TRACE_CLIENT_CONTEXT=continue (for a browser instrumented with
 * OpenTelemetry): the gateway continues the client's trace id, its server
 * span a child of the client's span, and the whole request stays in that one
 * trace. (The default, `link`, is in trace.test.ts; the policy is per process,
 * hence a file of its own.)
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushTelemetry, startTelemetry, stopTelemetry } from '@homepact/kit/telemetry';
import { tempDir, waitFor } from '@homepact/kit/testing';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes?: Array<{ key: string; value: { stringValue?: string } }>;
}

describe('TRACE_CLIENT_CONTEXT=continue', () => {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{ resource: { attributes: Span['attributes'] }; scopeSpans: Array<{ spans: Omit<Span, 'service'>[] }> }>;
      };
      for (const rs of payload.resourceSpans) {
        const service = rs.resource.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
      }
      res.end('{}');
    });
  });
  let data: Awaited<ReturnType<typeof tempDir>>;
  let stack: { gatewayUrl: string; stop(): Promise<void> };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    data = await tempDir('homepact-trace-continue-');
    await startTelemetry(
      'homepact',
      {
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        TRACE_CLIENT_CONTEXT: 'continue',
      },
      { embedded: true },
    );
    const { startEmbeddedStack } = await import('../../scripts/stack.ts');
    stack = await startEmbeddedStack({ dataDir: data.dir, gatewayPort: 0, logLevel: 'silent' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stopTelemetry();
    await new Promise((r) => server.close(r));
    await data?.remove();
  });

  it("keeps the client's trace id from the gateway to the consumer of the event the request published", async () => {
    const traceId = randomBytes(16).toString('hex');
    const spanId = randomBytes(8).toString('hex');
    const res = await context.with(suppressTracing(context.active()), () =>
      fetch(`${stack.gatewayUrl}/api/auth/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${spanId}-01`, tracestate: 'client=1' },
        body: JSON.stringify({ email: 'continue@example.com' }),
      }),
    );
    expect(res.status).toBe(200);
    await waitFor(
      async () => {
        await flushTelemetry();
        // The gateway's spans come from its own thread's exporter, on that exporter's schedule.
        return (
          spans.some((s) => s.traceId === traceId && s.service === 'notifications' && s.kind === 5) &&
          spans.some((s) => s.traceId === traceId && s.service === 'gateway')
        );
      },
      { what: "the gateway's server span and notifications' consumer span in the client's trace", timeoutMs: 30_000, intervalMs: 200 },
    );
    const gateway = spans.find((s) => s.traceId === traceId && s.service === 'gateway' && s.kind === 2);
    expect(gateway?.parentSpanId).toBe(spanId);
    expect(spans.some((s) => s.traceId === traceId && s.service === 'identity' && s.name === 'POST /api/auth/otp/request')).toBe(true);
  }, 60_000);
});
