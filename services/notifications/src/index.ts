import { contractsAsks } from './clients/contracts.ts';
import { documentsAsks } from './clients/documents.ts';
export { buildNotifications, type NotificationsOptions } from './app.ts';
export { NotificationsConfigSchema, signingEmailsOn, type NotificationsConfig } from './config.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = [...contractsAsks, ...documentsAsks];
