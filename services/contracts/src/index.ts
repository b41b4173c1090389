import { notificationsAsks } from './clients/notifications.ts';
export { buildContracts, type ContractsOptions } from './app.ts';
export { ContractsConfigSchema, type ContractsConfig } from './config.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = notificationsAsks;
