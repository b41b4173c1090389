import { z } from 'zod';
import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { RepublishAnswerSchema, RoleChangeAnswerSchema, RoleChangeBodySchema } from '@homepact/proto';
import type { IdentityCollections } from '../store/collections.ts';
import { changeRole } from '../use-cases/change-role.ts';
import { republishUsers } from '../use-cases/republish-users.ts';

/**
 * Roles belong to identity; the admin service changes them here. Not routed by
 * the gateway (it only proxies /api/*); the kit's hook checks the caller's
 * service signature on every /internal/ path.
 */
export function internalUserRoutes(app: ServiceApp, deps: { c: IdentityCollections; now: () => Date; kickRelay: () => void }) {
  app.post(
    '/internal/users/:id/role',
    {
      schema: {
        hide: true,
        params: z.strictObject({ id: z.string().min(1).max(100) }),
        body: RoleChangeBodySchema,
        response: { 200: RoleChangeAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const answer = await changeRole(deps, { userId: req.params.id, role: req.body.role, changedBy: req.body.changedBy });
      if (answer.change) deps.kickRelay();
      return answer;
    },
  );

  // Every user as a UserSnapshot event, for read models rebuilt without the topic's history (the admin service's).
  app.post(
    '/internal/republish',
    {
      schema: {
        hide: true,
        body: z.strictObject({}).optional(),
        response: { 200: RepublishAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async () => {
      const answer = await republishUsers(deps);
      deps.kickRelay();
      return answer;
    },
  );
}
