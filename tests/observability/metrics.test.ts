import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContractBody } from '@homepact/proto/testing';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * End to end: the embedded stack (as `make dev` runs it) serves each process's
 * /metrics on a port of its own; a sign-in through the dev mailbox and a contract created through
 * the gateway show up as RED metrics (http.server.request.duration by route template) at the
 * gateway, identity and contracts, with no URL, e-mail or id in any label, plus the domain metrics
 * (sign-in codes, e-mails, consumer processing, outbox).
 *
 * The scrape is parsed here by a small parser of the Prometheus text format (the subset the
 * OpenTelemetry exporter writes), not by a Prometheus server: the promtool tests of the alert
 * rules (charts/homepact/files) cover the queries.
 */
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-metrics-'));
  stack = await startEmbeddedStack({ dataDir, gatewayPort: 0, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Samples of a Prometheus text exposition (comments skipped; label values unescaped). */
function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]!] = l[2]!.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    const raw = m[3]!;
    samples.push({ name: m[1]!, labels, value: raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw) });
  }
  return samples;
}

async function scrape(name: keyof Stack['metricsUrls']): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(stack.metricsUrls[name]!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await res.text();
  return { text, samples: parsePrometheusText(text) };
}

const sum = (samples: Sample[], name: string, match: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v)).reduce((a, s) => a + s.value, 0);

const api = (p: string, init?: RequestInit) => fetch(stack.gatewayUrl + p, { redirect: 'manual', ...init });
const json = { 'content-type': 'application/json' };

async function waitFor<T>(fn: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = await fn();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const OWNER = 'metrics-owner@example.com';

describe('/metrics of every process of the embedded stack', () => {
  it('each process has its own endpoint, off the service ports, and the gateway does not route /metrics', async () => {
    const names = Object.keys(stack.metricsUrls).sort();
    expect(names).toEqual(['admin', 'ai', 'contracts', 'documents', 'gateway', 'identity', 'notifications']);
    const ports = new Set(Object.values(stack.metricsUrls).map((u) => new URL(u).port));
    expect(ports.size).toBe(7);
    for (const url of Object.values(stack.urls)) expect(ports.has(new URL(url).port)).toBe(false);
    expect((await api('/metrics')).status).toBe(404);
    for (const name of names) await scrape(name as keyof Stack['metricsUrls']);
  });

  it('a sign-in and a new contract show as RED metrics by route template, and as domain metrics', async () => {
    // Sign in through the dev mailbox, then create a contract and ask for one that does not exist.
    expect((await api('/api/auth/otp/request', { method: 'POST', headers: json, body: JSON.stringify({ email: OWNER }) })).status).toBe(
      200,
    );
    const otp = await waitFor(async () => {
      const box = (await (await api('/api/dev/mailbox')).json()) as Array<{ to: string[]; subject: string; text: string }>;
      const mail = box.find((m) => m.to.includes(OWNER) && /sign-in code/i.test(m.subject));
      return mail ? /\b(\d{6})\b/.exec(mail.text)![1] : undefined;
    });
    const verified = await api('/api/auth/otp/verify', { method: 'POST', headers: json, body: JSON.stringify({ email: OWNER, otp }) });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    const created = await api('/api/contracts', {
      method: 'POST',
      headers: { cookie, ...json },
      body: JSON.stringify(validContractBody({ homeownerEmail: 'metrics-home@example.com', providerEmail: 'metrics-pro@example.com' })),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api(`/api/contracts/${id}`, { headers: { cookie } })).status).toBe(200);
    expect((await api('/api/contracts/00000000-0000-4000-8000-000000000000', { headers: { cookie } })).status).toBe(404);

    const gateway = await scrape('gateway');
    const identity = await scrape('identity');
    const contracts = await scrape('contracts');
    const D = 'http_server_request_duration_count';

    // Gateway: every request above, by its route template (the proxy's prefix routes), method and status.
    expect(sum(gateway.samples, D, { http_request_method: 'POST', http_response_status_code: '201' })).toBeGreaterThanOrEqual(1);
    expect(sum(gateway.samples, D, { http_request_method: 'GET', http_response_status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sum(gateway.samples, D)).toBeGreaterThanOrEqual(5);
    // Every proxied request matches the gateway's one route, `/api/*`; homepact_upstream names the service behind it.
    expect(sum(gateway.samples, D, { http_route: '/api/*', homepact_upstream: 'contracts', http_response_status_code: '201' })).toBe(1);
    expect(
      sum(gateway.samples, D, { http_route: '/api/*', homepact_upstream: 'identity', http_request_method: 'POST' }),
    ).toBeGreaterThanOrEqual(2);

    // identity: the two sign-in routes, by template; a code was issued and none refused.
    expect(
      sum(identity.samples, D, { http_route: '/api/auth/otp/request', http_request_method: 'POST', http_response_status_code: '200' }),
    ).toBe(1);
    expect(
      sum(identity.samples, D, { http_route: '/api/auth/otp/verify', http_request_method: 'POST', http_response_status_code: '200' }),
    ).toBe(1);
    expect(sum(identity.samples, 'homepact_signin_codes_sent_total')).toBe(1);
    expect(sum(identity.samples, 'homepact_signin_codes_refused_total')).toBe(0);

    // contracts: created (201), read (200) and a missing one (404), all under the template, never the id.
    expect(sum(contracts.samples, D, { http_route: '/api/contracts', http_request_method: 'POST', http_response_status_code: '201' })).toBe(
      1,
    );
    expect(
      sum(contracts.samples, D, { http_route: '/api/contracts/:id', http_request_method: 'GET', http_response_status_code: '200' }),
    ).toBe(1);
    expect(
      sum(contracts.samples, D, { http_route: '/api/contracts/:id', http_request_method: 'GET', http_response_status_code: '404' }),
    ).toBe(1);

    // The latency histogram is consistent: cumulative buckets ending at +Inf = count, a positive sum.
    const created201 = { http_route: '/api/contracts', http_request_method: 'POST', http_response_status_code: '201' };
    const buckets = contracts.samples.filter(
      (s) => s.name === 'http_server_request_duration_bucket' && Object.entries(created201).every(([k, v]) => s.labels[k] === v),
    );
    expect(buckets.length).toBeGreaterThan(10);
    expect(buckets.map((b) => b.value)).toEqual([...buckets.map((b) => b.value)].sort((a, b) => a - b));
    expect(buckets.find((b) => b.labels.le === '+Inf')!.value).toBe(1);
    const took = sum(contracts.samples, 'http_server_request_duration_sum', created201);
    expect(took).toBeGreaterThan(0);
    expect(took).toBeLessThan(10);

    // Probes are not counted; no label carries an address, the contract id or a cookie.
    for (const { text, samples } of [gateway, identity, contracts]) {
      expect(samples.some((s) => /healthz|readyz/.test(s.labels.http_route ?? ''))).toBe(false);
      expect(text).not.toContain('@example.com');
      expect(text).not.toContain(id);
      expect(text).not.toContain(otp);
    }

    // Events: notifications handled OtpRequested (processing time) and sent the code (e-mail counter); no dead letters.
    const notifications = await waitFor(async () => {
      const n = await scrape('notifications');
      return sum(n.samples, 'homepact_email_sent_total', { homepact_email_template: 'otp-code' }) >= 1 ? n : undefined;
    }).catch(async () => scrape('notifications'));
    expect(sum(notifications.samples, 'homepact_email_sent_total')).toBeGreaterThanOrEqual(1);
    expect(sum(notifications.samples, 'homepact_email_failed_total')).toBe(0);
    expect(
      sum(notifications.samples, 'messaging_process_duration_count', { messaging_consumer_group_name: 'notifications' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sum(notifications.samples, 'homepact_consumer_dead_letters_total')).toBe(0);

    // contracts' outbox relay: ContractCreated went out, and the backlog drains to zero.
    expect(sum(contracts.samples, 'homepact_outbox_published_total')).toBeGreaterThanOrEqual(1);
    await waitFor(async () => {
      const c = await scrape('contracts');
      const pending = c.samples.filter((s) => s.name === 'homepact_outbox_pending');
      return pending.length > 0 && pending.every((s) => s.value === 0) ? true : undefined;
    });
  });
});
