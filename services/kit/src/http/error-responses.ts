import { ErrorBodySchema } from '@homepact/proto';

/**
 * A route's error answers for its OpenAPI `response` map: each status given answers proto's ErrorBodySchema
 * (the error handler's one shape). `response: { 200: X, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as { [K in C[number]]: typeof ErrorBodySchema };
}
