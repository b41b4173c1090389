import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { ServiceApp } from '@homepact/kit';
import {
  AdminStatsSchema,
  AdminUserSchema,
  AiLogSchema,
  ContactListQuerySchema,
  ContactSubmissionSchema,
  ContactUpdateBodySchema,
  RoleUpdateBodySchema,
} from '@homepact/proto';
import { changeUserRole, type RoleActor } from '../use-cases/change-user-role.ts';
import type { AdminDeps } from '../use-cases/deps.ts';
import { getStats } from '../use-cases/get-stats.ts';
import { listAiLogs } from '../use-cases/list-ai-logs.ts';
import { listContactSubmissions } from '../use-cases/list-contact-submissions.ts';
import { listUsers } from '../use-cases/list-users.ts';
import { updateContactSubmission } from '../use-cases/update-contact-submission.ts';
import { errors, IdParamsSchema, NoQuerySchema, UserIdParamsSchema } from './schemas.ts';

/**
 * The routes both panels share, under their own prefix and guard: the main
 * admin (/api/admin, role admin) and the development panel (/api/admin2,
 * its password session). The guard runs on request, before any validation,
 * so an outsider learns nothing from a 400.
 */
export function panelDataRoutes(
  app: ServiceApp,
  deps: AdminDeps,
  opts: { prefix: string; tag: string; guard: onRequestAsyncHookHandler; aiLogLimit: number; actor: (req: FastifyRequest) => RoleActor },
) {
  const { prefix, guard, tag } = opts;

  app.get(
    `${prefix}/users`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: 'Every user, newest first, with contract counts',
        querystring: NoQuerySchema,
        response: { 200: z.array(AdminUserSchema), ...errors },
      },
    },
    async () => listUsers(deps),
  );

  app.patch(
    `${prefix}/users/:userId/role`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: 'Make a user an admin or a user (made by identity; an admin cannot demote themself)',
        params: UserIdParamsSchema,
        querystring: NoQuerySchema,
        body: RoleUpdateBodySchema,
        response: { 200: AdminUserSchema, ...errors },
      },
    },
    async (req) => changeUserRole(deps, opts.actor(req), req.params.userId, req.body.role),
  );

  app.get(
    `${prefix}/chatgpt-logs`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: `AI usage log, newest first, at most ${opts.aiLogLimit}`,
        querystring: NoQuerySchema,
        response: { 200: z.array(AiLogSchema), ...errors },
      },
    },
    async () => listAiLogs(deps, opts.aiLogLimit),
  );

  app.get(
    `${prefix}/contact-submissions`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: 'Contact submissions, newest first; ?status= filters (absent or all: every status)',
        querystring: ContactListQuerySchema,
        response: { 200: z.array(ContactSubmissionSchema), ...errors },
      },
    },
    async (req) => listContactSubmissions(deps, req.query.status),
  );

  app.patch(
    `${prefix}/contact-submissions/:id`,
    {
      onRequest: guard,
      schema: {
        tags: [tag],
        summary: 'Set a submission’s status',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: ContactUpdateBodySchema,
        response: { 200: ContactSubmissionSchema, ...errors },
      },
    },
    async (req) => updateContactSubmission(deps, req.params.id, req.body.status),
  );

  app.get(
    `${prefix}/stats`,
    {
      onRequest: guard,
      schema: { tags: [tag], summary: 'The headline figures', querystring: NoQuerySchema, response: { 200: AdminStatsSchema, ...errors } },
    },
    async () => getStats(deps),
  );
}
