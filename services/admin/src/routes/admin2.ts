import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, isAppError, type ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import {
  ADMIN2_AI_LOG_LIMIT,
  Admin2AuthAnswerSchema,
  Admin2AuthBodySchema,
  Admin2SessionSchema,
  PartyBodySchema,
  PartySchema,
} from '@homepact/proto';
import { ADMIN2_COOKIE, ADMIN2_COOKIE_PATH } from '../domain/admin2.ts';
import { createParty } from '../use-cases/create-party.ts';
import { deleteParty } from '../use-cases/delete-party.ts';
import type { AdminDeps } from '../use-cases/deps.ts';
import { endAdmin2Session } from '../use-cases/end-admin2-session.ts';
import { findAdmin2Session } from '../use-cases/find-admin2-session.ts';
import { listParties } from '../use-cases/list-parties.ts';
import { panelOff, startAdmin2Session } from '../use-cases/start-admin2-session.ts';
import { updateParty } from '../use-cases/update-party.ts';
import { panelDataRoutes } from './panel-data.ts';
import { errors, IdParamsSchema, NoQuerySchema } from './schemas.ts';

const adminRequired = () =>
  new AppError(
    'admin_required',
    403,
    'Sign in as an admin as well: the development panel’s password alone does not show personal data or change roles.',
  );

/** Routes that take no body: nothing, or an empty JSON object. */
const EmptyBodySchema = z.strictObject({}, { error: 'This request takes no body' }).nullish();
const authAnswers = { 200: Admin2AuthAnswerSchema, 401: Admin2AuthAnswerSchema, 429: Admin2AuthAnswerSchema, 403: Admin2AuthAnswerSchema };

/**
 * /api/admin2/*: the development panel, gated by ADMIN2_PASSWORD rather than
 * by role. A right password opens a session of its own: a random 256-bit
 * token in the HttpOnly, SameSite=Strict cookie hp_admin2 (path /api/admin2,
 * hours not days), only its SHA-256 stored. The gateway forwards that one
 * cookie to this service and never the sign-in session's.
 */
export function admin2Routes(app: ServiceApp, deps: AdminDeps, cookie: { secure: boolean; maxAgeSeconds: number }) {
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: cookie.secure, path: ADMIN2_COOKIE_PATH };
  const tokenOf = (req: FastifyRequest) => req.cookies[ADMIN2_COOKIE];

  const unlocked = async (req: FastifyRequest) => {
    if (!deps.admin2.password) throw panelOff();
    if (!(await findAdmin2Session(deps, tokenOf(req)))) {
      throw AppError.unauthorized('Unlock the development admin panel with its password first.');
    }
  };
  /**
   * Role changes and personal data (users, parties, contact messages, AI logs
   * naming people): the password is shared, so it alone proves nothing about
   * who asks. A signed-in admin (the gateway's signed user context) as well.
   */
  const unlockedAdmin = async (req: FastifyRequest) => {
    await unlocked(req);
    if (req.user?.role !== 'admin') throw adminRequired();
  };

  /** The panel reads `success` and `message` on every answer of /auth, failures included. */
  const fail = (reply: FastifyReply, e: AppError) => {
    for (const [k, v] of Object.entries(e.headers ?? {})) reply.header(k, v);
    return reply.status(e.status as 401 | 403 | 429).send({ success: false, message: e.message });
  };

  app.post(
    '/api/admin2/auth',
    {
      schema: {
        tags: ['admin2'],
        summary: 'Unlock the development panel with its password (constant-time check, limited guesses per IP)',
        querystring: NoQuerySchema,
        body: Admin2AuthBodySchema,
        response: { ...errors, ...authAnswers },
      },
    },
    async (req, reply) => {
      try {
        const { token } = await startAdmin2Session(deps, { password: req.body.password, clientIp: req.clientIp });
        reply.setCookie(ADMIN2_COOKIE, token, { ...cookieOptions, maxAge: cookie.maxAgeSeconds });
        return reply.status(200).send({ success: true, message: 'Welcome to the development admin panel.' });
      } catch (e) {
        if (isAppError(e) && [401, 403, 429].includes(e.status)) return fail(reply, e);
        throw e;
      }
    },
  );

  app.get(
    '/api/admin2/session',
    {
      schema: {
        tags: ['admin2'],
        summary: 'Whether the panel is on, and whether this browser has it unlocked',
        querystring: NoQuerySchema,
        response: { 200: Admin2SessionSchema, ...errors },
      },
    },
    async (req) => ({ enabled: !!deps.admin2.password, active: !!(await findAdmin2Session(deps, tokenOf(req))) }),
  );

  app.post(
    '/api/admin2/logout',
    {
      schema: {
        tags: ['admin2'],
        summary: 'Lock the panel again (ends the session, clears the cookie)',
        querystring: NoQuerySchema,
        body: EmptyBodySchema,
        response: { 200: Admin2AuthAnswerSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      await endAdmin2Session(deps, tokenOf(req));
      reply.clearCookie(ADMIN2_COOKIE, cookieOptions);
      return { success: true, message: 'You have been logged out successfully.' };
    },
  );

  panelDataRoutes(app, deps, {
    prefix: '/api/admin2',
    tag: 'admin2',
    guard: unlockedAdmin,
    aiLogLimit: ADMIN2_AI_LOG_LIMIT,
    // The signed-in admin asks (their own demotion is refused, identity records who changed a role).
    actor: (req) => ({ userId: req.user!.userId }),
  });

  app.get(
    '/api/admin2/parties',
    {
      onRequest: unlockedAdmin,
      schema: {
        tags: ['admin2'],
        summary: 'The parties directory: both parties of every saved contract, plus those added by hand',
        querystring: NoQuerySchema,
        response: { 200: z.array(PartySchema), ...errors },
      },
    },
    async () => listParties(deps),
  );

  app.post(
    '/api/admin2/parties',
    {
      onRequest: unlockedAdmin,
      schema: {
        tags: ['admin2'],
        summary: 'Add a party by hand (unique by type and e-mail: 409 otherwise)',
        querystring: NoQuerySchema,
        body: PartyBodySchema,
        response: { 201: PartySchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createParty(deps, req.body, 'admin2')),
  );

  app.put(
    '/api/admin2/parties/:id',
    {
      onRequest: unlockedAdmin,
      schema: {
        tags: ['admin2'],
        summary: 'Replace a party’s details',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: PartyBodySchema,
        response: { 200: PartySchema, ...errors },
      },
    },
    async (req) => updateParty(deps, req.params.id, req.body),
  );

  app.delete(
    '/api/admin2/parties/:id',
    {
      onRequest: unlockedAdmin,
      schema: {
        tags: ['admin2'],
        summary: 'Delete a party from the directory',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteParty(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
