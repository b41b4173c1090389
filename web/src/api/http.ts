import type { z } from 'zod';

/**
 * The one way the web talks to the gateway's /api. Only web/src/api/ (and a
 * few lib/ internals) may import this module: screens use the resource modules
 * beside it (a lint rule).
 */

/** What the services answer on a refusal: `{ error: { code, message, details } }`. */
interface ErrorBody {
  code?: string;
  message?: string;
  details?: Record<string, unknown>;
}

function readErrorBody(text: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const inner: unknown = (parsed as { error?: unknown }).error;
    const source = (inner && typeof inner === 'object' ? inner : parsed) as Record<string, unknown>;
    return {
      ...(typeof source.code === 'string' ? { code: source.code } : {}),
      ...(typeof source.message === 'string' ? { message: source.message } : {}),
      ...(source.details && typeof source.details === 'object' ? { details: source.details as Record<string, unknown> } : {}),
    };
  } catch {
    // Not JSON (a proxy's page, a plain "Unauthorized"): the text itself is the message.
    return text ? { message: text } : {};
  }
}

/**
 * A non-OK answer. `message` stays "<status>: <body text>"; the parts a screen
 * needs (status, the service's code, message and details, Retry-After) are
 * read once, here.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
    /** The path called (the /admin2 panel's calls answer 401 for its own password session, not the account's). */
    readonly url = '',
  ) {
    super(message);
    this.name = 'ApiError';
    const body = readErrorBody(message.replace(/^\d{3}: /, ''));
    this.code = body.code;
    this.serverMessage = body.message;
    this.details = body.details;
  }
}

/** An answer that is not the shape the proto schema says: shown by the screen as a clear error, never a crash. */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super('The server sent an answer this page could not read. Please reload the page; if it happens again, contact support.');
    this.name = 'UnexpectedAnswerError';
  }
}

async function throwIfNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
  throw new ApiError(
    `${res.status}: ${bodyText || res.statusText}`,
    res.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    url,
  );
}

/** A call with cookies; a JSON body when given; a non-OK answer throws an ApiError. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res, url);
  return res;
}

/** Sends a raw body (a file) with its content type. */
export async function apiUpload(url: string, body: Blob, contentType: string): Promise<Response> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': contentType }, body });
  await throwIfNotOk(res, url);
  return res;
}

/** The answer's JSON, parsed with its proto schema. */
export async function parseAnswer<S extends z.ZodType>(res: Response, schema: S, url = res.url): Promise<z.output<S>> {
  const result = schema.safeParse(await res.json());
  if (!result.success) throw new UnexpectedAnswerError(url, result.error.issues);
  return result.data;
}

/** A call whose JSON answer is parsed with `schema`. */
export async function requestJson<S extends z.ZodType>(method: string, url: string, schema: S, body?: unknown): Promise<z.output<S>> {
  return parseAnswer(await apiRequest(method, url, body), schema, url);
}

/** `url?token=…` when a signing link's token goes with the call. */
export const withToken = (url: string, token: string | null | undefined) =>
  token ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;

/** The X-Emails-Sent header: true, false, or null when the answer had none. */
export function emailsSentHeader(res: Response): boolean | null {
  const header = res.headers.get('x-emails-sent');
  return header === null ? null : header.trim().toLowerCase() === 'true';
}
