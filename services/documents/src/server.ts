import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('documents');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { DocumentsConfigSchema } = await import('./config.ts');
const config = loadConfig(DocumentsConfigSchema);
const { buildDocuments } = await import('./app.ts');
const rt = await createRuntime('documents', config);
await serve(await buildDocuments(rt, config), rt, { port: config.PORT, host: config.HOST });
