import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('identity');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { IdentityConfigSchema } = await import('./config.ts');
const config = loadConfig(IdentityConfigSchema);
const { buildIdentity } = await import('./app.ts');
const rt = await createRuntime('identity', config);
await serve(await buildIdentity(rt, config), rt, { port: config.PORT, host: config.HOST });
