import { startTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('ai');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { AiConfigSchema } = await import('./config.ts');
const { buildAi } = await import('./app.ts');
// In production it refuses to start without these (ALLOW_EMBEDDED to override): the AI usage log must outlive the pod and reach admin. (OPENAI_API_KEY stays optional: the built-in generator is a product feature.)
await boot({ name: 'ai', schema: AiConfigSchema, needs: ['MONGO_URL', 'KAFKA_BROKERS'], build: buildAi });
