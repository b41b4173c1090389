import type { Readable } from 'node:stream';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON and text, not event streams (each event must reach the browser when it
 * is written) and not PDFs or images (already compressed).
 */
export const isCompressible = (contentType: string) =>
  /^text\/(?!event-stream)/i.test(contentType) || /(?:\+|\/)json(?:;|$)/i.test(contentType);

const BODILESS = new Set([204, 304]);

/**
 * Compresses the JSON and text answers over 1 KiB that pass through the
 * gateway, with br or gzip as the client's Accept-Encoding prefers, so no
 * service has to. Proxied answers arrive as streams, which @fastify/compress
 * would compress whatever their size: a small or bodiless one (its
 * Content-Length says so) is read into a buffer first, so the plugin's own
 * threshold applies to it.
 *
 * Must be called before the routes it should cover are registered.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isStream(payload)) return payload;
    const length = Number(reply.getHeader('content-length'));
    const small = Number.isFinite(length) && length < COMPRESS_THRESHOLD_BYTES;
    if (!small && !BODILESS.has(reply.statusCode) && req.method !== 'HEAD') return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // Request bodies are streamed to the services untouched.
    globalDecompression: false,
  });
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
