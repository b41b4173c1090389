export { buildIdentity } from './app.ts';
export { IdentityConfigSchema, type IdentityConfig } from './config.ts';
