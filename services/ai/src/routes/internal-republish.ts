import type { ServiceApp } from '@homepact/kit';
import { republishRoute } from '@homepact/kit/http';
import type { AiRepositories } from '../store/repositories.ts';
import { republishUsage } from '../use-cases/republish-usage.ts';

/**
 * Every kept usage log as its AiRequestCompleted event again, for read models rebuilt without the topic's
 * history (the admin service's). Not routed by the gateway; the kit refuses a call without a service signature.
 */
export function internalRepublishRoutes(app: ServiceApp, deps: { repos: AiRepositories; kickRelay: () => void }) {
  republishRoute(app, () => republishUsage(deps), deps.kickRelay);
}
