import { exportAsks } from './clients/exports.ts';
export { buildIdentity } from './app.ts';
export { IdentityConfigSchema, type IdentityConfig } from './config.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = exportAsks;
