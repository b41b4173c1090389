import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../errors.ts';

interface Issue {
  path: string;
  message: string;
}

function validationIssues(error: unknown): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path, message: v.message ?? 'Invalid value' };
  });
}

/**
 * The one error handler: AppError -> its status and `{ error: { code, message } }`;
 * zod validation -> 400 with every issue; Fastify's own client errors keep
 * their status; anything else is a 500 whose details stay in the log.
 */
export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    if (error.status >= 500) req.log.error({ err: error }, error.message);
    for (const [k, v] of Object.entries(error.headers ?? {})) reply.header(k, v);
    return reply
      .status(error.status)
      .send({ error: { code: error.code, message: error.message, ...(error.details !== undefined ? { details: error.details } : {}) } });
  }
  const issues = validationIssues(error);
  if (issues.length > 0) {
    const first = issues[0]!;
    const where = error.validationContext ?? 'body';
    const message = first.path ? `${first.message} (${where}.${first.path})` : `${first.message} (${where})`;
    return reply.status(400).send({ error: { code: 'validation_failed', message, details: issues } });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    drainRequest(req, reply);
    const limit = req.routeOptions?.bodyLimit;
    const message = limit
      ? `The request body is too large: this request accepts at most ${describeBytes(limit)}.`
      : 'The request body is too large.';
    return reply.status(413).send({ error: { code: 'payload_too_large', message } });
  }
  if (status >= 400 && status < 500) {
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send({ error: { code: codeFor(status), message: error.message } });
  }
  req.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
}

/** Bytes of a refused body read and thrown away before the connection is cut instead. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * A body refused as too large is read to its end and discarded (up to
 * DRAIN_LIMIT_BYTES) instead of closing the connection at once: a client that
 * is still sending (the gateway's proxy, streaming a browser's upload) then
 * reads our 413 rather than seeing the socket close under it (which the
 * gateway could only report as a 502).
 */
function drainRequest(req: FastifyRequest, reply: FastifyReply) {
  if (req.raw.complete || req.raw.destroyed) return;
  reply.removeHeader('connection');
  discardRequestBody(req.raw);
}

/** Reads what is left of a request body and throws it away, cutting the connection after DRAIN_LIMIT_BYTES. */
export function discardRequestBody(raw: IncomingMessage) {
  if (raw.complete || raw.destroyed) return;
  let seen = 0;
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

/** 1048576 -> "1 MB", 65536 -> "64 KB". */
export function describeBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};
const codeFor = (status: number) => CLIENT_ERROR_CODES[status] ?? 'bad_request';
