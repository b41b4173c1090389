import { z } from 'zod';
import type { ServiceApp } from '@homepact/kit';
import { ErrorBodySchema, RoleChangeAnswerSchema, RoleChangeBodySchema } from '@homepact/proto';
import type { IdentityCollections } from '../store/collections.ts';
import { changeRole } from '../use-cases/change-role.ts';

/**
 * Roles belong to identity; the admin service changes them here. Not routed by
 * the gateway (it only proxies /api/*); the kit's hook checks the caller's
 * service signature on every /internal/ path.
 */
export function internalUserRoutes(app: ServiceApp, deps: { c: IdentityCollections; now: () => Date; onChange: () => void }) {
  app.post(
    '/internal/users/:id/role',
    {
      schema: {
        hide: true,
        params: z.strictObject({ id: z.string().min(1).max(100) }),
        body: RoleChangeBodySchema,
        response: { 200: RoleChangeAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (req) => {
      const answer = await changeRole(deps, { userId: req.params.id, role: req.body.role, changedBy: req.body.changedBy });
      if (answer.change) deps.onChange();
      return answer;
    },
  );
}
