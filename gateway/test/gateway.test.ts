import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequestContext, verifyRequestContext, USER_CONTEXT_HEADER } from '@homepact/kit';
import type { Stack } from '../../scripts/stack.ts';
import { errorOf, gatewayClient, startRecorder, startStack, type Recorder } from './helpers.ts';

const SECRET = 'g'.repeat(48);
let stack: Stack;
/** Stands in for the contracts service and shows what the gateway forwarded. */
let contracts: Recorder;

beforeAll(async () => {
  contracts = await startRecorder();
  // Port 9 (discard) is closed here: admin stands for a service that is down.
  stack = await startStack({
    INTERNAL_JWT_SECRET: SECRET,
    CONTRACTS_URL: contracts.url,
    ADMIN_URL: 'http://127.0.0.1:9',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await stack?.stop();
  await contracts?.close();
});

const { api, post, codeFor, signIn } = gatewayClient(() => stack.gatewayUrl);

describe('gateway', () => {
  it('signs in end to end through the gateway, with the code read from the dev mailbox', async () => {
    const cookie = await signIn('gw@example.com');
    const me = await api('/api/auth/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('gw@example.com');
  });

  it('answers 401 for the current user without a session', async () => {
    expect((await api('/api/auth/user')).status).toBe(401);
  });

  it('ignores an identity header forged by a client and forwards its own signed context', async () => {
    const forged = await signRequestContext('not-the-secret-'.repeat(4), {
      user: { userId: 'u1', email: 'evil@example.com', role: 'admin' },
      ip: '1.2.3.4',
    });
    const me = await api('/api/auth/user', { headers: { [USER_CONTEXT_HEADER]: forged, 'x-user-id': 'u1' } });
    expect(me.status).toBe(401);

    contracts.seen.length = 0;
    await api('/api/contracts', { headers: { [USER_CONTEXT_HEADER]: forged, 'x-user-id': 'u1' } });
    const forwarded = contracts.seen[0]!.headers;
    expect(forwarded['x-user-id']).toBeUndefined();
    expect(forwarded[USER_CONTEXT_HEADER]).not.toBe(forged);
    const ctx = await verifyRequestContext(SECRET, forwarded[USER_CONTEXT_HEADER] as string);
    expect(ctx).toEqual({ user: null, ip: '127.0.0.1' });
  });

  it('forwards the signed-in user and the request id, but not the session cookie or the client trace context', async () => {
    const cookie = await signIn('ctx@example.com');
    contracts.seen.length = 0;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const res = await api('/api/contracts/abc', { headers: { cookie, 'x-request-id': 'req-123', traceparent } });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    const forwarded = contracts.seen[0]!.headers;
    expect(forwarded.cookie).toBeUndefined();
    expect(forwarded['x-request-id']).toBe('req-123');
    // The client's trace context is never forwarded (TRACE_CLIENT_CONTEXT, kit telemetry); tracing is off here, so none at all.
    expect(forwarded.traceparent).toBeUndefined();
    const ctx = await verifyRequestContext(SECRET, forwarded[USER_CONTEXT_HEADER] as string);
    expect(ctx?.user?.email).toBe('ctx@example.com');
  });

  it('stops honouring the old cookie after logout', async () => {
    const cookie = await signIn('bye@example.com');
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    // A navigation from our own pages (see security.test.ts for the other cases).
    const out = await api('/api/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect((await api('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });

  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await api('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('answers 502 JSON when a service is down, never a bare 500', async () => {
    const res = await api('/api/admin/users');
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('bad_gateway');
  });

  it('never routes /internal from outside', async () => {
    expect((await post('/internal/sessions/resolve', { sid: 'x' })).status).toBe(404);
  });

  it('sets security headers', async () => {
    // A proxied answer, the gateway's own 404 and a 502 for a service that is down.
    for (const path of ['/api/auth/user', '/api/does-not-exist', '/api/admin/users']) {
      const res = await api(path);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Helmet's document-only and old-browser headers are not sent with JSON.
      for (const legacy of ['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'origin-agent-cluster'])
        expect(res.headers.get(legacy)).toBeNull();
    }
  });

  it('lists the kept messages newest first with their parts', async () => {
    await post('/api/auth/otp/request', { email: 'box1@example.com' });
    await codeFor('box1@example.com');
    await post('/api/auth/otp/request', { email: 'box2@example.com' });
    await codeFor('box2@example.com');
    const box = (await (await api('/api/dev/mailbox')).json()) as Array<Record<string, unknown>>;
    const i1 = box.findIndex((m) => (m.to as string[]).includes('box1@example.com'));
    const i2 = box.findIndex((m) => (m.to as string[]).includes('box2@example.com'));
    expect(i2).toBeLessThan(i1);
    expect(Object.keys(box[i2]!).sort()).toEqual(['attachments', 'date', 'from', 'html', 'id', 'subject', 'text', 'to']);
    expect(box[i2]!.html).toMatch(/<html/);
    expect(box[i2]!.subject).toMatch(/sign-in code/);
  });
});
