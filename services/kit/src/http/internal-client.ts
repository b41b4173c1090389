import { AppError } from '../errors.ts';
import { INTERNAL_HEADER, signInternalCall } from '../auth/user-context.ts';

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
  };
}
export type InternalClient = ReturnType<typeof internalClient>;
