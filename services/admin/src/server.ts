import { startTelemetry } from '@homepact/kit/telemetry';

// `node dist/server.js republish`: the one-shot read-model rebuild request (the chart's republish Job), not the server.
if (process.argv[2] === 'republish') {
  const { runRepublishJob } = await import('./republish-job.ts');
  process.exit(await runRepublishJob(process.env));
}

await startTelemetry('admin');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { AdminConfigSchema } = await import('./config.ts');
const { buildAdmin } = await import('./app.ts');
// MongoDB and Kafka: its collections must outlive the pod, and its read models are fed by the other services' events.
await boot({ name: 'admin', schema: AdminConfigSchema, needs: ['MONGO_URL', 'KAFKA_BROKERS'], build: buildAdmin });
