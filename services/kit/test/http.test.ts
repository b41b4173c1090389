import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors.ts';
import { createService, type ServiceApp } from '../src/http/create-service.ts';
import { testLogger } from '../src/testing/index.ts';

const INTERNAL = 'Internal server error';

describe('createService and the error handler', () => {
  let app: ServiceApp;
  let ready = true;

  beforeAll(async () => {
    app = await createService({
      name: 'test',
      logger: testLogger(),
      bodyLimit: 10 * 1024,
      readiness: [
        { name: 'store', check: async () => ready },
        { name: 'bus', check: async () => true },
      ],
    });
    app.post(
      '/things',
      {
        schema: {
          body: z.strictObject({ name: z.string().min(1).max(100), count: z.number().int() }),
          response: { 201: z.object({ id: z.string(), name: z.string() }) },
        },
      },
      async (req, reply) => reply.status(201).send({ id: 't-1', name: req.body.name }),
    );
    app.get('/things/:id', { schema: { params: z.object({ id: z.string().regex(/^t-\d+$/) }) } }, async (req) => ({ id: req.params.id }));
    app.get('/app-error', async () => {
      throw new AppError('conflict', 409, 'Already signed', { details: { by: 'ann' } });
    });
    app.get('/rate-limited', async () => {
      throw AppError.tooManyRequests('Slow down', 30);
    });
    app.get('/app-error-500', async () => {
      throw new AppError('upstream', 502, 'Upstream failed');
    });
    app.get('/boom', async () => {
      throw new Error('secret connection string mongodb://admin:hunter2@db');
    });
    app.get(
      '/bad-response',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async () => ({ id: 42 }) as unknown as { id: string },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/things', payload: payload as object, headers });

  it('accepts a valid body', async () => {
    const res = await post({ name: 'Deck', count: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 't-1', name: 'Deck' });
  });

  it('a wrong type is 400 validation_failed with the zod message and the path', async () => {
    const res = await post({ name: 123, count: 2 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/expected string, received number/);
    expect(body.error.message).toContain('(body.name)');
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name' })]));
  });

  it('a missing field is 400 validation_failed naming the field', async () => {
    const res = await post({ name: 'Deck' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toMatch(/expected number, received undefined/);
    expect(res.json().error.message).toContain('count');
  });

  it('an extra field is rejected by a strict object', async () => {
    const res = await post({ name: 'Deck', count: 1, isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toMatch(/Unrecognized key.*isAdmin/);
  });

  it('a huge string is 400 validation_failed, not stored or echoed', async () => {
    const res = await post({ name: 'x'.repeat(5_000), count: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toMatch(/Too big/);
    expect(res.body).not.toContain('x'.repeat(200));
  });

  it('a body over the size limit is 413 JSON', async () => {
    const res = await post({ name: 'x'.repeat(20 * 1024), count: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('invalid params are 400 validation_failed', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toContain('(params.id)');
  });

  it('invalid JSON is a 400 with a JSON error body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: '{"name": "Deck",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('bad_request');
    expect(typeof res.json().error.message).toBe('string');
  });

  it('an unsupported content type is a 415 JSON error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: 'name=Deck',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('an AppError becomes its status and { error: { code, message, details } }', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: 'Already signed', details: { by: 'ann' } } });
  });

  it('an AppError keeps its headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/rate-limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ error: { code: 'too_many_requests', message: 'Slow down' } });
  });

  it('a 5xx AppError keeps its own code and message (they are written for the client)', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error-500' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'upstream', message: 'Upstream failed' } });
  });

  it('a thrown plain Error is a 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: INTERNAL } });
    expect(res.body).not.toMatch(/hunter2|mongodb|stack/);
  });

  it('a response that breaks its schema is a 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: INTERNAL } });
  });

  it('an unknown route is a 404 JSON error', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /nowhere' } });
  });

  it('/healthz is 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 when every check passes and 503 naming the failing check otherwise', async () => {
    ready = true;
    const up = await app.inject({ method: 'GET', url: '/readyz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { store: true, bus: true } });
    ready = false;
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not ready', checks: { store: false, bus: true } });
    ready = true;
  });

  it('/readyz is 503 when a check throws', async () => {
    const other = await createService({
      name: 'throws',
      logger: testLogger(),
      readiness: [{ name: 'store', check: async () => Promise.reject(new Error('down')) }],
    });
    const res = await other.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { store: false } });
    await other.close();
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    const sane = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-123.abc_DEF' } });
    expect(sane.headers['x-request-id']).toBe('req-123.abc_DEF');
    for (const bad of ['has spaces', 'x'.repeat(129), 'a\u00e9b', '<script>']) {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('errors carry the request id too', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'x-request-id': 'trace-me' } });
    expect(res.headers['x-request-id']).toBe('trace-me');
  });
});
