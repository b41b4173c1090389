import { RepublishRoute } from '@homepact/proto';
import { identityAsks } from './clients/identity.ts';
export { buildAdmin, type AdminOptions } from './app.ts';
export { AdminConfigSchema, type AdminConfig } from './config.ts';
export { runRepublishJob } from './republish-job.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = [...identityAsks, RepublishRoute];
