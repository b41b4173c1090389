export { buildAdmin, type AdminOptions } from './app.ts';
export { AdminConfigSchema, type AdminConfig } from './config.ts';
export { runRepublishJob } from './republish-job.ts';
