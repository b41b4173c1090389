import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../src/errors.ts';

describe('AppError', () => {
  it('carries code, status, message, details and cause', () => {
    const cause = new Error('root');
    const e = new AppError('conflict', 409, 'Already there', { details: { field: 'email' }, cause });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'AppError', code: 'conflict', status: 409, message: 'Already there', details: { field: 'email' } });
    expect(e.cause).toBe(cause);
    expect(isAppError(e)).toBe(true);
    expect(isAppError(new Error('plain'))).toBe(false);
    expect(isAppError({ code: 'x', status: 400 })).toBe(false);
  });

  it.each([
    [AppError.badRequest('bad'), 'bad_request', 400, 'bad'],
    [AppError.unauthorized(), 'unauthorized', 401, 'Unauthorized'],
    [AppError.forbidden(), 'forbidden', 403, 'Forbidden'],
    [AppError.notFound(), 'not_found', 404, 'Not found'],
    [AppError.conflict('taken'), 'conflict', 409, 'taken'],
    [AppError.unavailable(), 'unavailable', 503, 'Service unavailable'],
  ])('%s has its code and status', (e, code, status, message) => {
    expect(e).toMatchObject({ code, status, message });
  });

  it('tooManyRequests sets a whole-second retry-after of at least 1', () => {
    expect(AppError.tooManyRequests('slow down', 12.2).headers).toEqual({ 'retry-after': '13' });
    expect(AppError.tooManyRequests('slow down', 0).headers).toEqual({ 'retry-after': '1' });
    expect(AppError.tooManyRequests('slow down', 5)).toMatchObject({ code: 'too_many_requests', status: 429 });
  });

  it('badRequest keeps its details', () => {
    expect(AppError.badRequest('bad', [{ path: 'a' }]).details).toEqual([{ path: 'a' }]);
  });
});
