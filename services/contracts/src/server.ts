import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('contracts');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { ContractsConfigSchema } = await import('./config.ts');
const config = loadConfig(ContractsConfigSchema);
const { buildContracts } = await import('./app.ts');
const rt = await createRuntime('contracts', config);
await serve(await buildContracts(rt, config), rt, { port: config.PORT, host: config.HOST });
