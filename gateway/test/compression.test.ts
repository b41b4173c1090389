import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApp } from '@homepact/kit';
import { buildTestGateway, listen, raw } from './helpers.ts';

const rows = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      id: `c-${i}`,
      serviceType: 'Kitchen Remodeling',
      providerName: 'Pat Builder',
      status: 'draft',
    })),
  );
/** A JSON page like the dashboard's: over the 1 KiB threshold, under the 64 KiB buffered limit. */
const BIG = rows(200);
/** A whole list of 1,000 contracts and more: over 64 KiB, compressed as a stream. */
const HUGE = rows(1500);
const SMALL = JSON.stringify({ total: 3, byStatus: { draft: 1, pending_signatures: 1, signed: 1, completed: 0 } });
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024, 'x')]);
const SSE = Array.from({ length: 100 }, (_, i) => `data: {"progress": ${i}}\n\n`).join('');
const ETAG = 'W/"7-abc"';

let upstream: FastifyInstance;
let gateway: ServiceApp;
let base: string;

/** Stands in for the contracts and documents services. */
async function startUpstream() {
  upstream = Fastify();
  upstream.get('/api/contracts', async (req, reply) => {
    reply.header('etag', ETAG).header('cache-control', 'private, no-cache');
    if (req.headers['if-none-match'] === ETAG) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(BIG);
  });
  upstream.get('/api/contracts/all', async (_req, reply) => reply.type('application/json; charset=utf-8').send(HUGE));
  upstream.get('/api/contracts/summary', async (_req, reply) => reply.type('application/json; charset=utf-8').send(SMALL));
  // Streamed without a Content-Length: the gateway cannot tell the size up front.
  upstream.get('/api/annotations', async (_req, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.write(BIG.slice(0, 500));
    reply.raw.end(BIG.slice(500));
    return reply;
  });
  upstream.get('/api/contracts/:id/pdf', async (_req, reply) => reply.type('application/pdf').send(PDF));
  upstream.get('/api/contracts/:id/events', async (_req, reply) => reply.type('text/event-stream').send(SSE));
  return listen(upstream);
}

beforeAll(async () => {
  const url = await startUpstream();
  gateway = await buildTestGateway({
    INTERNAL_JWT_SECRET: 'c'.repeat(48),
    IDENTITY_URL: 'http://127.0.0.1:9',
    CONTRACTS_URL: url,
    DOCUMENTS_URL: url,
  });
  base = await listen(gateway);
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

/** A GET with exactly these headers, and the bytes as they came over the wire. */
const get = (path: string, headers: Record<string, string> = {}) => raw(base, 'GET', path, headers);

describe('compression through the gateway', () => {
  it('gzips a JSON answer over 1 KiB for a client that accepts gzip', async () => {
    const res = await get('/api/contracts', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(BIG) / 4);
    expect(gunzipSync(res.body).toString()).toBe(BIG);
    // The validator passes through untouched.
    expect(res.headers.etag).toBe(ETAG);
  });

  it('gzips answers up to 64 KiB even when br is accepted too (cheaper to make, nearly as small)', async () => {
    const res = await get('/api/contracts', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(gunzipSync(res.body).toString()).toBe(BIG);
  });

  it('uses br for a bigger answer when the client accepts it, as browsers do', async () => {
    expect(Buffer.byteLength(HUGE)).toBeGreaterThan(64 * 1024);
    const res = await get('/api/contracts/all', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(HUGE) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(HUGE);
    const gz = await get('/api/contracts/all', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(HUGE);
  });

  it('gives br to a client that accepts only br, at any size, and honours q=0', async () => {
    const res = await get('/api/contracts', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG);
    const refused = await get('/api/contracts', { 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBe('br');
  });

  it('compresses a streamed answer whose size was not announced', async () => {
    const res = await get('/api/annotations', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(BIG);
  });

  it('sends the bytes as they are to a client that does not accept compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const res = await get('/api/contracts', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(BIG);
    }
  });

  it('leaves answers under 1 KiB alone', async () => {
    const res = await get('/api/contracts/summary', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SMALL)));
    expect(res.body.toString()).toBe(SMALL);
  });

  it('passes a 304 through with no body and no encoding', async () => {
    const res = await get('/api/contracts', { 'accept-encoding': 'gzip, br', 'if-none-match': ETAG });
    expect(res.status).toBe(304);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(ETAG);
  });

  it('does not compress PDFs (already compressed) or event streams', async () => {
    const pdf = await get('/api/contracts/c1/pdf', { 'accept-encoding': 'gzip, br' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.equals(PDF)).toBe(true);
    const sse = await get('/api/contracts/c1/events', { 'accept-encoding': 'gzip, br' });
    expect(sse.headers['content-encoding']).toBeUndefined();
    expect(sse.body.toString()).toBe(SSE);
  });

  it('leaves the gateway’s own small error answers uncompressed', async () => {
    const missing = await get('/api/nowhere', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toHaveProperty('error');
  });
});
