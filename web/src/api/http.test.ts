import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../lib/queryClient';
import { errorCode, errorStatus, errorText, retryHint } from './errors';
import { ApiError, apiRequest, requestJson, UnexpectedAnswerError } from './http';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

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
  it('reads the status, the code and the service message', () => {
    const error = new ApiError('429: {"error":{"code":"rate_limited","message":"Try again in 60 seconds."}}', 429, undefined);
    expect(errorStatus(error)).toBe(429);
    expect(errorCode(error)).toBe('rate_limited');
    expect(errorText(error)).toBe('Try again in 60 seconds.');
    expect(errorText(error, 'Failed.')).toBe('Try again in 60 seconds.');
  });

  it("uses the screen's sentence when there is no answer to show (network, a bug)", () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to send. Please try again.')).toBe('Failed to send. Please try again.');
    expect(errorText(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorStatus(new Error('429: looks like one'))).toBeUndefined();
  });

  it('adds when to try again when asked', () => {
    const error = new ApiError('429: {"error":{"code":"rate_limited","message":"Too many requests."}}', 429, 90);
    expect(errorText(error, 'Failed.', { retry: true })).toBe('Too many requests. Try again in 2 minutes.');
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
    expect(errorText(new ApiError('500: Internal Server Error', 500, undefined))).toBe('Internal Server Error');
    expect(errorStatus(new Error('network down'))).toBeUndefined();
  });
});

describe('requestJson', () => {
  const Schema = z.object({ id: z.string() });

  it('parses the answer with its schema', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: '7', extra: true }));
    await expect(requestJson('GET', '/api/contracts/7', Schema)).resolves.toEqual({ id: '7' });
  });

  it('an answer of another shape is a clear error, not a crash later', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 7 }));
    const error = await requestJson('GET', '/api/contracts/7', Schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(errorText(error, 'Failed.')).toBe(
      'The server sent an answer this page could not read. Please reload the page; if it happens again, contact support.',
    );
  });
});

describe('createQueryClient', () => {
  it('never retries, polls, refetches on focus or goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(queries?.queryFn).toBeUndefined();
    expect(mutations).toMatchObject({ retry: false });
  });
});
