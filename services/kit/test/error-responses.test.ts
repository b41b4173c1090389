import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@homepact/proto';
import { errorResponses } from '../src/http/index.ts';

describe('errorResponses (routes’ error answers for the OpenAPI response map)', () => {
  it('maps each status given, and only those, to the one error body schema', () => {
    const map = errorResponses(400, 401, 404);
    expect(Object.keys(map)).toEqual(['400', '401', '404']);
    expect(map[400]).toBe(ErrorBodySchema);
    expect(map[401]).toBe(ErrorBodySchema);
    expect(map[404]).toBe(ErrorBodySchema);
  });

  it('spreads into a response map beside the success answers, in status order as a literal map would be', () => {
    const response = { 200: 'ok', ...errorResponses(503, 400) };
    expect(Object.keys(response)).toEqual(['200', '400', '503']);
    expect(response).toEqual({ 200: 'ok', 400: ErrorBodySchema, 503: ErrorBodySchema });
  });

  it('answers an empty map for no status', () => {
    expect(errorResponses()).toEqual({});
  });
});
