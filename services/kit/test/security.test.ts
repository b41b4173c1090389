import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService, type ServiceApp } from '../src/http/create-service.ts';
import { decodedPath } from '../src/auth/plugin.ts';
import { INTERNAL_HEADER, signInternalCall } from '../src/auth/user-context.ts';
import { testLogger } from '../src/testing/index.ts';

const SECRET = 's'.repeat(48);
let app: ServiceApp;

beforeAll(async () => {
  app = await createService({ name: 'sec', logger: testLogger(), internalSecret: SECRET, bodyLimit: 64 * 1024 });
  app.get('/internal/contracts/:id', async (req) => ({ secret: 'both parties', id: (req.params as { id: string }).id }));
  app.post('/internal/contracts/:id/authorize', async () => ({ access: { manage: true } }));
  app.get('/api/public', async () => ({ ok: true }));
  app.get('/api/cached', async (_req, reply) => reply.header('cache-control', 'private, max-age=60').send({ ok: true }));
  app.post('/api/small', { bodyLimit: 1024, schema: { body: z.object({ text: z.string() }) } }, async () => ({ ok: true }));
  app.post('/api/things', { schema: { body: z.object({ text: z.string() }) } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('finding 1: /internal is guarded on the route that matched, not on the raw URL', () => {
  it.each([
    '/internal/contracts/c1',
    '/%69nternal/contracts/c1',
    '/%69%6e%74%65%72%6e%61%6c/contracts/c1',
    '/inter%6Eal/contracts/c1',
    '/internal/%63ontracts/c1',
  ])('GET %s without a service signature is refused, never 200', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([401, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('both parties');
  });

  it('POST /%69nternal/contracts/:id/authorize with an invented admin is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%69nternal/contracts/c1/authorize',
      payload: { user: { userId: 'x', email: 'x@example.com', role: 'admin' } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a signed call still reaches the encoded route (the guard checks, it does not block our own)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/%69nternal/contracts/c1',
      headers: { [INTERNAL_HEADER]: await signInternalCall(SECRET, 'documents') },
    });
    expect(res.statusCode).toBe(200);
  });

  it('normalises paths the way the router reads them', () => {
    expect(decodedPath('/%69nternal/x?y=1')).toBe('/internal/x');
    expect(decodedPath('//internal//x')).toBe('/internal/x');
    expect(decodedPath('/api/../internal/./x')).toBe('/internal/x');
    expect(decodedPath('/INTERNAL/x')).toBe('/internal/x');
    expect(decodedPath('/%zz/x')).toBe('/%zz/x');
  });
});

describe('finding 8 (services): a body over the limit is a clear 413', () => {
  it('over the route limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/small', payload: { text: 'x'.repeat(4096) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      message: 'The request body is too large: this request accepts at most 1 KB.',
    });
  });

  it('over the app limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { text: 'x'.repeat(70 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/at most 64 KB/);
  });

  it('a Content-Length over the limit is refused before the body is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      payload: '{}',
    });
    expect([400, 413]).toContain(res.statusCode);
  });
});

describe('finding 12 (services): JSON answers are not stored by browsers or proxies', () => {
  it.each([
    ['GET', '/api/public', 200],
    ['GET', '/nowhere', 404],
    ['GET', '/internal/contracts/c1', 401],
    ['POST', '/api/things', 400],
    ['GET', '/healthz', 200],
  ] as const)('%s %s (%s) carries Cache-Control: no-store', async (method, url, status) => {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a route that sets its own caching keeps it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cached' });
    expect(res.headers['cache-control']).toBe('private, max-age=60');
  });
});
