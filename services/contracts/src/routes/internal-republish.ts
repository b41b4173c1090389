import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { RepublishRoute } from '@homepact/proto';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { republishContracts } from '../use-cases/republish-contracts.ts';

/**
 * Every live contract as a ContractSnapshot event, for read models rebuilt without the topic's history (the
 * admin service's). Not routed by the gateway; the kit refuses a call without a service signature (401).
 */
export function internalRepublishRoutes(app: ServiceApp, deps: ContractsDeps) {
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
      const answer = await republishContracts(deps);
      deps.kickRelay();
      return answer;
    },
  );
}
