import { requireUser, type ServiceApp } from '@homepact/kit';
import { ChangeOrderListSchema, ChangeOrderSchema, CreateChangeOrderBodySchema } from '@homepact/proto';
import { createChangeOrder } from '../use-cases/create-change-order.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { listChangeOrders } from '../use-cases/list-change-orders.ts';
import { signedIn, signedInOrToken, SMALL_BODY_LIMIT } from './hooks.ts';
import { errors, IdParamsSchema, NoQuerySchema, TokenQuerySchema } from './schemas.ts';

/**
 * Change orders of an executed contract. A change order is a contract record
 * of its own: it is sent with the contract routes (POST
 * /api/contracts/{changeOrderId}/generate, documents) and signed with them
 * (/sign/{changeOrderId}, POST /api/contracts/{changeOrderId}/sign).
 */
export function changeOrderRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.post(
    '/api/contracts/:id/change-orders',
    {
      onRequest: signedIn,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['change orders'],
        summary:
          'Draft a change order of an executed contract (its owner, either party signed in with their address, or an admin): scope, price (priceChange or newTotal) and new end date',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: CreateChangeOrderBodySchema,
        response: { 201: ChangeOrderSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createChangeOrder(deps, requireUser(req), req.params.id, req.body)),
  );

  app.get(
    '/api/contracts/:id/change-orders',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['change orders'],
        summary: 'A contract’s change orders in order, with its price and end date as the signed ones leave them (whoever may read it)',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: ChangeOrderListSchema, ...errors },
      },
    },
    async (req) => listChangeOrders(deps, { user: req.user, token: req.query.token }, req.params.id),
  );
}
