import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('ai');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { AiConfigSchema } = await import('./config.ts');
const config = loadConfig(AiConfigSchema);
const { buildAi } = await import('./app.ts');
const rt = await createRuntime('ai', config);
await serve(await buildAi(rt, config), rt, { port: config.PORT, host: config.HOST });
