import { identityAsks } from './identity-client.ts';
export { buildGateway } from './app.ts';
export { GatewayConfigSchema, type GatewayConfig } from './config.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = identityAsks;
