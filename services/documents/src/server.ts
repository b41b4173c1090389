import { startTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('documents');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { DocumentsConfigSchema } = await import('./config.ts');
const { buildDocuments } = await import('./app.ts');
// In production it refuses to start without these (ALLOW_EMBEDDED to override): stored PDFs must outlive the pod; the image carries no Chromium, so PDFs need Gotenberg.
await boot({
  name: 'documents',
  schema: DocumentsConfigSchema,
  needs: ['MONGO_URL', 'KAFKA_BROKERS', 'GOTENBERG_URL'],
  build: buildDocuments,
});
