import { queryOptions } from '@tanstack/react-query';
import { GenerateScopeResponseSchema, type GenerateScopeBody } from '@homepact/proto';
import { requestJson } from './http';

/** The AI service's scope of work: POST /api/generate-scope, cached per request (a query: it reads, it changes nothing). */
export const scopeQuery = (request: GenerateScopeBody | undefined) =>
  queryOptions({
    queryKey: ['scope', request] as const,
    queryFn: () => requestJson('POST', '/api/generate-scope', GenerateScopeResponseSchema, request),
  });
