import type { ServiceApp } from '@homepact/kit';
import { republishRoute } from '@homepact/kit/http';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { republishContracts } from '../use-cases/republish-contracts.ts';

/**
 * Every live contract as a ContractSnapshot event, for read models rebuilt without the topic's history (the
 * admin service's). Not routed by the gateway; the kit refuses a call without a service signature (401).
 */
export function internalRepublishRoutes(app: ServiceApp, deps: ContractsDeps) {
  republishRoute(app, () => republishContracts(deps), deps.kickRelay);
}
