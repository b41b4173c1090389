// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, createQueryClient, errorStatus, errorText, getQueryFn, retryHint } from './queryClient';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const context = (queryKey: readonly unknown[]) => ({ queryKey }) as unknown as QueryFunctionContext;

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/otp/request', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/otp/request', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no content type when there is no body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/contracts/1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: {}, body: undefined, credentials: 'include' });
  });

  it('raises "<status>: <body text>" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"x","message":"Nope"}}', { status: 400 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('400: {"error":{"code":"x","message":"Nope"}}');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('error helpers', () => {
  it('reads the status and the service message', () => {
    const error = new Error('429: {"error":{"code":"rate_limited","message":"Try again in 60 seconds."}}');
    expect(errorStatus(error)).toBe(429);
    expect(errorText(error)).toBe('Try again in 60 seconds.');
  });

  it('says when to retry from the Retry-After header', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 429, headers: { 'retry-after': '90' } }));
    const error = await apiRequest('POST', '/api/auth/otp/request', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(retryHint(error)).toBe('Try again in 2 minutes.');
    expect(retryHint(new ApiError('429: x', 429, 1))).toBe('Try again in 1 second.');
    expect(retryHint(new Error('429: x'))).toBeUndefined();
  });

  it('keeps plain body text as the message', () => {
    expect(errorText(new Error('500: Internal Server Error'))).toBe('Internal Server Error');
    expect(errorStatus(new Error('network down'))).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('joins the query key into the URL and parses JSON', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: '7' }));
    const data = await getQueryFn()(context(['/api/contracts', '7']));
    expect(fetchMock).toHaveBeenCalledWith('/api/contracts/7', { credentials: 'include' });
    expect(data).toEqual({ id: '7' });
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn()(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('yields null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('still throws other errors when returning null on 401', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).rejects.toThrow('500: boom');
  });
});

describe('createQueryClient', () => {
  it('never retries, polls, refetches on focus or goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});
