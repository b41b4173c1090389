import type { ServiceApp } from '@homepact/kit';
import { ErrorBodySchema } from '@homepact/proto';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getContractForService } from '../use-cases/get-contract.ts';
import { IdParamsSchema, InternalContractSchema, NoQuerySchema } from './schemas.ts';

/**
 * Reads for our other services (documents renders the PDF from it,
 * notifications addresses the invites). Not routed by the gateway, which only
 * proxies /api/*; the kit rejects a call without a service signature (401).
 */
export function internalRoutes(app: ServiceApp, deps: Pick<ContractsDeps, 'c'>) {
  app.get(
    '/internal/contracts/:id',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: InternalContractSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req) => getContractForService(deps, req.params.id),
  );
}
