import { RepublishRoute, type RepublishAnswer } from '@homepact/proto';
import type { ServiceApp } from './create-service.ts';
import { errorResponses } from './error-responses.ts';

/**
 * POST /internal/republish: every aggregate the service owns as its snapshot event again, so a read model
 * (the admin service's) can be rebuilt without the topic's history. Identity, contracts and ai serve it the
 * same way; only what they republish differs. The events go through the service's outbox, so the relay is
 * kicked once the outbox holds them. Not routed by the gateway; the kit refuses a call without a service
 * signature (401).
 */
export function republishRoute(app: ServiceApp, republish: () => Promise<RepublishAnswer>, kickRelay: () => void): void {
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
      const answer = await republish();
      kickRelay();
      return answer;
    },
  );
}
