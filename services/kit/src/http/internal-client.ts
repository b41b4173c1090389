import { z } from 'zod';
import { internalPath, type InternalRoute } from '@homepact/proto';
import { AppError } from '../errors.ts';
import { INTERNAL_HEADER, signInternalCall } from '../auth/user-context.ts';

/** What a call to `route` takes: its path parameters and its body, each when the route declares one. */
export type InternalCallInput<R extends InternalRoute> = (R['params'] extends z.ZodType ? { params: z.input<R['params']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : unknown);

/** An answer that does not match the route's declared shape: the other service is not the one we were built against. */
export function unexpectedAnswer(route: InternalRoute, error: z.ZodError): AppError {
  return new AppError('bad_gateway', 502, 'A service HomePact depends on gave an unexpected answer. Please try again.', {
    cause: new Error(`${route.method} ${route.path}: ${z.prettifyError(error)}`),
  });
}

/**
 * Calls another service's /internal API, signed as this service. Network
 * failures and 5xx answers become AppError 503 (the caller's dependency is
 * down), a 404 becomes AppError 404, other non-OK answers keep their status.
 */
export function internalClient(opts: { baseUrl: string; secret: string; caller: string; timeoutMs?: number }) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, opts.baseUrl), {
        method,
        headers: {
          [INTERNAL_HEADER]: await signInternalCall(opts.secret, opts.caller),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
    } catch (e) {
      throw new AppError('unavailable', 503, `A service HomePact depends on is unavailable. Please try again.`, { cause: e });
    }
    if (res.status === 404) throw AppError.notFound();
    if (res.status >= 500) throw new AppError('unavailable', 503, 'A service HomePact depends on is unavailable. Please try again.');
    if (!res.ok) {
      const text = await res.text();
      let message = text;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
      } catch {
        /* plain text */
      }
      // A limit's Retry-After travels on, so the browser hears when to try again.
      const retryAfter = res.headers.get('retry-after');
      throw new AppError(
        'upstream_refused',
        res.status,
        message || res.statusText,
        retryAfter ? { headers: { 'Retry-After': retryAfter } } : {},
      );
    }
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    /**
     * Asks a route declared in @homepact/proto (proto/src/internal/) and parses the answer with its schema,
     * the one the server answers with; an answer that does not match is an AppError 502.
     */
    async ask<R extends InternalRoute>(route: R, input: InternalCallInput<R>): Promise<z.output<R['answer']>> {
      const { params, body } = input as { params?: Record<string, string>; body?: unknown };
      const answer = await call<unknown>(route.method, internalPath(route, params), route.method === 'POST' ? (body ?? {}) : undefined);
      const parsed = route.answer.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(route, parsed.error);
      return parsed.data as z.output<R['answer']>;
    },
  };
}
export type InternalClient = ReturnType<typeof internalClient>;
