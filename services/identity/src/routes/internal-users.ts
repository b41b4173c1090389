import type { ServiceApp } from '@homepact/kit';
import { errorResponses, republishRoute } from '@homepact/kit/http';
import { IdentityInternal } from '@homepact/proto';
import type { IdentityRepositories } from '../store/repositories.ts';
import { changeRole } from '../use-cases/change-role.ts';
import { republishUsers } from '../use-cases/republish-users.ts';

/**
 * Roles belong to identity; the admin service changes them here. Not routed by
 * the gateway (it only proxies /api/*); the kit's hook checks the caller's
 * service signature on every /internal/ path.
 */
export function internalUserRoutes(app: ServiceApp, deps: { repos: IdentityRepositories; now: () => Date; kickRelay: () => void }) {
  app.post(
    IdentityInternal.changeRole.path,
    {
      schema: {
        hide: true,
        params: IdentityInternal.changeRole.params,
        body: IdentityInternal.changeRole.body,
        response: { 200: IdentityInternal.changeRole.answer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const answer = await changeRole(deps, { userId: req.params.id, role: req.body.role, changedBy: req.body.changedBy });
      if (answer.change) deps.kickRelay();
      return answer;
    },
  );

  // Every user as a UserSnapshot event, for read models rebuilt without the topic's history (the admin service's).
  republishRoute(app, () => republishUsers(deps), deps.kickRelay);
}
