export { buildAi } from './app.ts';
export { AiConfigSchema, type AiConfig } from './config.ts';
export type { ContractAi } from './generators/types.ts';
export { PRICE_TABLE, costOf } from './domain/pricing.ts';
