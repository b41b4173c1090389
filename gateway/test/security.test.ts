import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../scripts/stack.ts';
import { buildTestGateway, errorOf, gatewayClient, listen, raw, startRecorder, startStack, type Recorder } from './helpers.ts';

/**
 * The gateway's findings from the security probe (docs/security.md),
 * each reproduced against the built gateway in front of the embedded stack.
 */
const SECRET = 'q'.repeat(48);
const BODY_LIMIT = 256 * 1024;
const UPSTREAM_LIMIT = 64 * 1024;
let stack: Stack;
/** Stands in for the contracts service (64 KB body limit, like a real kit service) and records what reached it. */
let contracts: Recorder;

beforeAll(async () => {
  contracts = await startRecorder({ bodyLimit: UPSTREAM_LIMIT });
  stack = await startStack({
    INTERNAL_JWT_SECRET: SECRET,
    CONTRACTS_URL: contracts.url,
    AUTH_RATE_LIMIT_MAX: '1000',
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    PUBLIC_URL: 'https://homepact.example/app',
  });
});
afterAll(async () => {
  await stack?.stop();
  await contracts?.close();
});

const { api, post, signIn } = gatewayClient(() => stack.gatewayUrl);

describe('finding 2: one normalised path for routing, limits and forwarding', () => {
  it('forwards the decoded, normalised path upstream', async () => {
    contracts.seen.length = 0;
    const res = await raw(stack.gatewayUrl, 'GET', '/api/%63ontracts//abc/./def/../xyz?token=a%2Fb');
    expect(res.status).toBe(200);
    expect(contracts.seen[0]!.url).toBe('/api/contracts/abc/xyz?token=a%2Fb');
  });

  it.each([
    ['/api/contracts/a%2Fb', /encoded slash/],
    ['/api/contracts/a%5Cb', /encoded slash/],
    ['/api/contracts/%00', /control characters/],
    ['/api/contracts/%zz', /malformed percent-escape/],
    ['/api/contracts/%4', /malformed percent-escape/],
    ['/api/../internal/sessions/resolve', /climbs out/],
    ['/api/%2e%2e/internal/sessions/resolve', /climbs out/],
    ['/api/contracts/../../internal/x', /climbs out/],
  ])('refuses %s with 400', async (p, message) => {
    contracts.seen.length = 0;
    const res = await raw(stack.gatewayUrl, 'GET', p);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.message).toMatch(message);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(contracts.seen).toHaveLength(0);
  });

  it('counts POST /api/auth/%6ftp/verify against the sign-in limit', async () => {
    // A gateway of its own with a per-IP sign-in budget of 4 (AUTH_RATE_LIMIT_MAX) in front of the stack's identity.
    const gw = await buildTestGateway({ INTERNAL_JWT_SECRET: SECRET, IDENTITY_URL: stack.urls.identity, AUTH_RATE_LIMIT_MAX: '4' });
    const url = await listen(gw);
    try {
      const statuses: number[] = [];
      for (const p of ['/api/auth/otp/verify', '/api/auth/%6ftp/verify', '/api/auth/%6Ftp/verify', '/api//auth/./otp/verify']) {
        const answer = await raw(url, 'POST', p, { 'content-type': 'application/json' }, '{}');
        statuses.push(answer.status);
        // The budget is told with the refusal, not on every answer.
        expect(answer.headers['x-ratelimit-remaining']).toBeUndefined();
      }
      // Each reached identity (400: no e-mail or code in the body) and was counted.
      expect(statuses).toEqual([400, 400, 400, 400]);
      const fifth = await raw(url, 'POST', '/api/auth/%6ftp/verify', { 'content-type': 'application/json' }, '{}');
      expect(fifth.status).toBe(429);
      expect(fifth.headers['retry-after']).toBeDefined();
      expect(fifth.headers['x-ratelimit-limit']).toBe('4');
      expect(fifth.headers['x-ratelimit-remaining']).toBe('0');
      expect(fifth.headers['cache-control']).toBe('no-store');
    } finally {
      await gw.close();
    }
  });
});

describe('finding 6: a malformed session cookie is no session, never a 503', () => {
  it.each([
    ['over 256 characters', 'x'.repeat(300)],
    ['junk', '%%%;;"\\'],
    ['almost an id', 'a'.repeat(42)],
    ['4 KB', 'A'.repeat(4000)],
  ])('%s', async (_what, value) => {
    const cookie = `hp_session=${value}`;
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(401);
    expect((await post('/api/auth/otp/request', { email: 'cookie@example.com' }, { cookie })).status).not.toBe(503);
    expect((await api('/api/contracts', { headers: { cookie } })).status).toBe(200);
  });

  it('does not even ask identity (a gateway whose identity is down still serves signed-out requests)', async () => {
    const gw = await buildTestGateway({ INTERNAL_JWT_SECRET: SECRET, IDENTITY_URL: 'http://127.0.0.1:9', CONTRACTS_URL: contracts.url });
    const res = await gw.inject({ method: 'GET', url: '/api/contracts', headers: { cookie: `hp_session=${'x'.repeat(300)}` } });
    expect(res.statusCode).toBe(200);
    await gw.close();
  });
});

describe('finding 8: too-large bodies are 413 with a clear message, 502/504 only for failing services', () => {
  it('refuses a Content-Length over the gateway limit', async () => {
    const res = await post('/api/contracts', { text: 'x'.repeat(BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'payload_too_large', message: 'The request body is too large: the limit is 256 KB.' });
  });

  it('cuts a streamed (chunked) body at the gateway limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent++ < 8) c.enqueue(chunk);
        else c.close();
      },
    });
    const res = await api('/api/contracts', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
  });

  it('passes a service’s own 413 through instead of a 502', async () => {
    const res = await post('/api/contracts', { text: 'x'.repeat(UPSTREAM_LIMIT + 1024) });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'The request body is too large: this request accepts at most 64 KB.',
    });
  });

  it('a body under both limits goes through', async () => {
    expect((await post('/api/contracts', { text: 'x'.repeat(1024) })).status).toBe(200);
  });
});

describe('finding 9: cross-site protection', () => {
  const forged = (headers: Record<string, string>) => api('/api/contracts/c1/annotations', { method: 'POST', headers, body: 'x' });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['another port of the same site', { origin: 'http://127.0.0.1:6666' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request from %s', async (_what, headers) => {
    contracts.seen.length = 0;
    const res = await forged({ 'content-type': 'text/plain', ...headers });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('cross_site');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(contracts.seen).toHaveLength(0);
  });

  it('refuses the generate call from another origin (the probe’s text/plain POST)', async () => {
    const res = await api('/api/contracts/c1/generate', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['its own origin (Origin matches Host)', () => ({ origin: stack.gatewayUrl })],
    ['PUBLIC_URL’s origin', () => ({ origin: 'https://homepact.example' })],
    ['Sec-Fetch-Site same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['no browser headers at all (curl, a server)', () => ({})],
  ])('lets through a request from %s', async (_what, headers) => {
    contracts.seen.length = 0;
    const res = await forged({ 'content-type': 'text/plain', ...headers() });
    expect(res.status).not.toBe(403);
    expect(contracts.seen).toHaveLength(1);
  });

  it('does not check safe methods', async () => {
    expect((await api('/api/contracts', { headers: { origin: 'http://evil.example' } })).status).toBe(200);
  });

  it('GET /api/logout from another site asks for confirmation and keeps the session', async () => {
    const cookie = await signIn('confirm@example.com');
    for (const site of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}]) {
      const res = await api('/api/logout', { headers: { cookie, ...site } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await res.text();
      expect(html).toContain('<form method="post" action="/api/logout"');
      expect(res.headers.getSetCookie()).toHaveLength(0);
    }
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(200);
  });

  it('GET /api/logout from our own page ends the session', async () => {
    const cookie = await signIn('nav@example.com');
    const res = await api('/api/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });

  it('the confirmation form’s POST /api/logout ends the session; from another origin it is refused', async () => {
    const cookie = await signIn('form@example.com');
    const evil = await api('/api/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'text/plain' },
    });
    expect(evil.status).toBe(403);
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    const res = await api('/api/logout', {
      method: 'POST',
      headers: { cookie, origin: stack.gatewayUrl, 'content-type': 'text/plain' },
      body: '',
    });
    expect(res.status).toBe(302);
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });
});

describe('finding 12 (gateway): answers are not stored', () => {
  it.each([
    ['GET', '/api/nope', 404],
    ['GET', '/api/auth/user', 401],
    ['GET', '/api/contracts', 200],
  ])('%s %s -> %s with Cache-Control: no-store', async (method, p, status) => {
    const res = await api(p, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
