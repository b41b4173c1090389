import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { RepublishRoute } from '@homepact/proto';
import type { AiRepositories } from '../store/repositories.ts';
import { republishUsage } from '../use-cases/republish-usage.ts';

/**
 * Every kept usage log as its AiRequestCompleted event again, for read models rebuilt without the topic's
 * history (the admin service's). Not routed by the gateway; the kit refuses a call without a service signature.
 */
export function internalRepublishRoutes(app: ServiceApp, deps: { repos: AiRepositories; kickRelay: () => void }) {
  app.post(
    RepublishRoute.path,
    {
      schema: {
        hide: true,
        body: RepublishRoute.body,
        response: { 200: RepublishRoute.answer, ...errorResponses(400, 401) },
      },
    },
    async () => {
      const answer = await republishUsage(deps);
      deps.kickRelay();
      return answer;
    },
  );
}
