export { buildGateway } from './app.ts';
export { GatewayConfigSchema, type GatewayConfig } from './config.ts';
