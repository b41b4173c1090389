import { startTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('contracts');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { ContractsConfigSchema } = await import('./config.ts');
const { buildContracts } = await import('./app.ts');
// In production it refuses to start without these (ALLOW_EMBEDDED to override): contracts and signatures must outlive the pod; its events feed documents, notifications and admin.
await boot({ name: 'contracts', schema: ContractsConfigSchema, needs: ['MONGO_URL', 'KAFKA_BROKERS'], build: buildContracts });
