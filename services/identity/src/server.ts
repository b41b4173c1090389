import { startTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('identity');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { IdentityConfigSchema } = await import('./config.ts');
const { buildIdentity } = await import('./app.ts');
// In production it refuses to start without these (ALLOW_EMBEDDED to override): users and sessions must outlive the pod; codes reach notifications over Kafka.
await boot({ name: 'identity', schema: IdentityConfigSchema, needs: ['MONGO_URL', 'KAFKA_BROKERS'], build: buildIdentity });
