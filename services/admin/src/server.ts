import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('admin');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { AdminConfigSchema } = await import('./config.ts');
const config = loadConfig(AdminConfigSchema);
const { buildAdmin } = await import('./app.ts');
const rt = await createRuntime('admin', config);
await serve(await buildAdmin(rt, config), rt, { port: config.PORT, host: config.HOST });
