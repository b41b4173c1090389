import { requireUser, type ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { z } from 'zod';
import {
  DeadlineBodySchema,
  DeclineEsignBodySchema,
  InvitationPreviewSchema,
  ResendBodySchema,
  SignBodySchema,
  SigningInfoSchema,
  WithdrawBodySchema,
} from '@homepact/proto';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { declineEsign } from '../use-cases/decline-esign.ts';
import { getInvitationPreview } from '../use-cases/get-invitation-preview.ts';
import { getSigningInfo } from '../use-cases/get-signing-info.ts';
import { resendInvites } from '../use-cases/resend-invites.ts';
import { signContract } from '../use-cases/sign-contract.ts';
import { extendDeadline, withdrawContract } from '../use-cases/signing-deadline.ts';
import { signedIn, signedInOrToken, SMALL_BODY_LIMIT, userAgentOf } from './hooks.ts';
import {
  DeclineEsignResponseSchema,
  errors,
  IdParamsSchema,
  NoQuerySchema,
  ResendResponseSchema,
  SignResponseSchema,
  TokenQuerySchema,
} from './schemas.ts';

const SIGN_BODY_LIMIT = 320 * 1024;

export function signingRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.get(
    '/api/contracts/:id/signing-info',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['signing'],
        summary: 'What the sign page shows besides the record: the e-signature disclosure, who has signed, and which party you are',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: SigningInfoSchema, ...errors },
      },
    },
    async (req) => getSigningInfo(deps, { user: req.user, token: req.query.token }, req.params.id),
  );

  // No sign-in hook: a party may sign from their link while signed out (the token is in the body).
  app.post(
    '/api/contracts/:id/sign',
    {
      // Room for one adopted signature image (at most 200 KB, base64) besides the small fields.
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        tags: ['signing'],
        summary: 'Sign as the homeowner or the provider (by signing link or signed in with the party’s e-mail; ESIGN consent required)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: SignBodySchema,
        response: { 200: SignResponseSchema, ...errors },
      },
    },
    async (req) => signContract(deps, { user: req.user, ip: req.clientIp, userAgent: userAgentOf(req), body: req.body }, req.params.id),
  );

  app.get(
    '/api/contracts/:id/invitation-preview',
    {
      onRequest: signedIn,
      schema: {
        tags: ['signing'],
        summary:
          'The invitations as they would go out now (recipients, subject, text), before Generate or Resend sends them (creator or admin)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    async (req) => getInvitationPreview(deps, requireUser(req), req.params.id),
  );

  app.post(
    '/api/contracts/:id/resend-emails',
    {
      onRequest: signedIn,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['signing'],
        summary:
          'E-mail a fresh signing link to the parties picked in `roles` (default: every party who has not signed); older links stop working (creator or admin)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: ResendBodySchema,
        response: { 200: ResendResponseSchema, 202: ResendResponseSchema, ...errors, ...errorResponses(502) },
      },
    },
    async (req, reply) => {
      const outcome = await resendInvites(deps, requireUser(req), req.params.id, req.body?.roles);
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  // No sign-in hook: a party may decline from their link while signed out (the token is in the body).
  app.post(
    '/api/contracts/:id/decline-esign',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['signing'],
        summary:
          'A party withdraws consent to sign electronically and asks for paper (ESIGN 101(b)(2)): recorded as evidence, the owner is told, e-signing stops for that party until the owner sends a new link',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: DeclineEsignBodySchema,
        response: { 200: DeclineEsignResponseSchema, ...errors },
      },
    },
    async (req) => declineEsign(deps, { user: req.user, ip: req.clientIp, userAgent: userAgentOf(req), body: req.body }, req.params.id),
  );

  app.post(
    '/api/contracts/:id/withdraw',
    {
      onRequest: signedIn,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['signing'],
        summary:
          'Withdraw (void) a contract waiting for signatures, saying why: its links stop working at once (410 contract_withdrawn) and both parties are told (creator or admin)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: WithdrawBodySchema,
        response: { 200: z.object({ status: z.literal('withdrawn'), withdrawnAt: z.string() }), ...errors },
      },
    },
    async (req) => withdrawContract(deps, requireUser(req), req.params.id, req.body.reason),
  );

  app.post(
    '/api/contracts/:id/deadline',
    {
      onRequest: signedIn,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['signing'],
        summary:
          'Set the signing deadline to `days` from now; an expired contract reopens and its unsigned parties get fresh links (creator or admin)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: DeadlineBodySchema,
        response: { 200: z.object({ status: z.literal('pending_signatures'), signingDeadline: z.string() }), ...errors },
      },
    },
    async (req) => extendDeadline(deps, requireUser(req), req.params.id, req.body.days),
  );
}
