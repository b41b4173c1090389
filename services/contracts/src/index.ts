export { buildContracts, type ContractsOptions } from './app.ts';
export { ContractsConfigSchema, type ContractsConfig } from './config.ts';
