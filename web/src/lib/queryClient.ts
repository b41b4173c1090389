import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** The spec's error ("<status>: <body text>"), keeping what a screen may need from the answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
  throw new ApiError(
    `${res.status}: ${bodyText || res.statusText}`,
    res.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** The status code of an error raised by apiRequest or the query functions, if any. */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * A message fit for a person: services answer `{ error: { code, message } }`,
 * so the inner message is preferred over the raw "<status>: <body>" text.
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const inner = (parsed as { error?: unknown; message?: unknown }).error;
      if (inner && typeof inner === 'object' && typeof (inner as { message?: unknown }).message === 'string') {
        return (inner as { message: string }).message;
      }
      if (typeof (parsed as { message?: unknown }).message === 'string') {
        return (parsed as { message: string }).message;
      }
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return body || undefined;
}

/** "Try again in 5 minutes." from a Retry-After answer, if it had one. */
export function retryHint(error: unknown): string | undefined {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (seconds === undefined) return undefined;
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read to the end: an unread body keeps the request (and its connection) open.
      await res.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
