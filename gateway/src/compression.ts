import type { Readable } from 'node:stream';
import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedAnswers } from './domain/compressed-answers.ts';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Proxied answers up to this size (a dashboard page, the summary, a contract)
 * are read into memory and compressed in one call rather than through a zlib
 * stream per response, which costs several times more.
 */
export const BUFFERED_COMPRESS_MAX_BYTES = 64 * 1024;

/**
 * JSON and text, not event streams (each event must reach the browser when it
 * is written) and not PDFs or images (already compressed).
 */
export const isCompressible = (contentType: string) =>
  /^text\/(?!event-stream)/i.test(contentType) || /(?:\+|\/)json(?:;|$)/i.test(contentType);

const BODILESS = new Set([204, 304]);

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (token === 'gzip' || token === 'x-gzip') gzip = q;
    else if (token === '*') any = q;
  }
  const q = gzip ?? any ?? 0;
  return Number.isFinite(q) && q > 0;
}

function addVary(reply: FastifyReply, name: string) {
  const current = String(reply.getHeader('vary') ?? '');
  if (current.split(',').some((v) => v.trim() === '*' || v.trim().toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${name}` : name);
}

/**
 * Compresses the JSON and text answers over 1 KiB that pass through the
 * gateway, as the client's Accept-Encoding allows, so no service has to:
 *
 *  - proxied answers up to 64 KiB are gzipped in one call (a 9 KiB
 *    dashboard page: ~200 µs at the default level; brotli's encoder set-up
 *    alone costs more, for a few bytes less), and the result is kept by the
 *    digest of the answer (CompressedAnswers): the same page asked again
 *    costs a SHA-256 (~10 µs), not another gzip;
 *  - bigger ones (the whole contract list) and those of unknown size stream
 *    through brotli (quality 4) or gzip, br preferred: there brotli is both
 *    smaller and no slower;
 *  - a client that takes only br gets br at any size.
 *
 * Proxied answers arrive as streams, which @fastify/compress would compress
 * whatever their size: reading the small ones into a buffer first is also
 * what lets the 1 KiB threshold apply to them, and keeps 204/304 bodiless.
 *
 * Must be called before the routes it should cover are registered.
 */
export async function registerCompression(app: FastifyInstance, answers = new CompressedAnswers()): Promise<void> {
  // A callback hook reading the stream by its events: an async hook iterating the stream cost a promise per
  // chunk and per request, on every proxied answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isStream(payload)) return done(null, payload);
    const length = Number(reply.getHeader('content-length'));
    const bounded = Number.isFinite(length) && length <= BUFFERED_COMPRESS_MAX_BYTES;
    const bodiless = BODILESS.has(reply.statusCode) || req.method === 'HEAD';
    if (!bounded && !bodiless) return done(null, payload);
    // Small answers are read whole even when the client takes no encoding: one write of head and body
    // costs less than piping the upstream's stream into the socket.
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer | string) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(bytes);
      size += bytes.length;
    });
    payload.once('error', (err) => done(err));
    payload.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      done(null, bodiless ? body : compressSmall(req, reply, body));
    });
  });
  /** The answer gzipped when that is worth it and the client takes gzip; else as it is (the plugin decides for br-only clients). */
  function compressSmall(req: FastifyRequest, reply: FastifyReply, body: Buffer): Buffer {
    const worthIt =
      body.length >= COMPRESS_THRESHOLD_BYTES &&
      req.headers['accept-encoding'] !== undefined &&
      !reply.getHeader('content-encoding') &&
      isCompressible(String(reply.getHeader('content-type') ?? '')) &&
      req.headers['x-no-compression'] === undefined;
    if (!worthIt || !acceptsGzip(req.headers['accept-encoding'])) return body;
    const key = hash('sha256', body, 'base64');
    let gzipped = answers.get(key);
    if (gzipped === undefined) {
      gzipped = gzipSync(body);
      answers.set(key, gzipped);
    }
    addVary(reply, 'Accept-Encoding');
    reply.header('content-encoding', 'gzip').header('content-length', gzipped.length);
    return gzipped;
  }
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: BUFFERED_COMPRESS_MAX_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // Request bodies are streamed to the services untouched.
    globalDecompression: false,
  });
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
