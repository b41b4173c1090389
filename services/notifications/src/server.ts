import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('notifications');
const { createRuntime, loadConfig, serve } = await import('@homepact/kit');
const { NotificationsConfigSchema } = await import('./config.ts');
const config = loadConfig(NotificationsConfigSchema);
const { buildNotifications } = await import('./app.ts');
const rt = await createRuntime('notifications', config);
await serve(await buildNotifications(rt, config), rt, { port: config.PORT, host: config.HOST });
