import type { ServiceApp } from '@homepact/kit';
import {
  CancelBodySchema,
  CancellationInfoSchema,
  CancellationQuerySchema,
  CancelResponseSchema,
  ContractTimelineSchema,
} from '@homepact/proto';
import { cancelContract, getCancellationInfo } from '../use-cases/cancel-contract.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getTimeline } from '../use-cases/get-timeline.ts';
import { signedInOrToken, SMALL_BODY_LIMIT, userAgentOf } from './hooks.ts';
import { errors, IdParamsSchema, TokenQuerySchema } from './schemas.ts';

/** The buyer's right to cancel (homeowner only, by the e-mailed link or signed in) and the contract's timeline (owner and parties). */
export function cancellationRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.get(
    '/api/contracts/:id/cancellation',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['cancellation'],
        summary: 'The homeowner’s right to cancel: the window, and the notice of cancellation as it would be sent today (homeowner only)',
        params: IdParamsSchema,
        querystring: CancellationQuerySchema,
        response: { 200: CancellationInfoSchema, ...errors },
      },
    },
    async (req) => getCancellationInfo(deps, { user: req.user, token: req.query.token }, req.params.id),
  );

  // No sign-in hook: the homeowner may have no account; the link's token is in the body.
  app.post(
    '/api/contracts/:id/cancel',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['cancellation'],
        summary:
          'Cancel a signed contract within the state’s cancellation window (homeowner only, by the cancellation link or signed in); both parties and the owner get the dated notice',
        params: IdParamsSchema,
        body: CancelBodySchema,
        response: { 200: CancelResponseSchema, ...errors },
      },
    },
    async (req) =>
      cancelContract(deps, { user: req.user, token: req.body.token, ip: req.clientIp, userAgent: userAgentOf(req) }, req.params.id),
  );

  app.get(
    '/api/contracts/:id/timeline',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['contracts'],
        summary: 'Everything that happened to the contract, oldest first, with time and actor (the owner, an admin and each party)',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: ContractTimelineSchema, ...errors },
      },
    },
    async (req) => getTimeline(deps, { user: req.user, token: req.query.token }, req.params.id),
  );
}
