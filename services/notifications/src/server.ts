import { startTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('notifications');
// Imported after telemetry starts so its instrumentation can patch the libraries.
const { boot } = await import('@homepact/kit');
const { NotificationsConfigSchema } = await import('./config.ts');
const { buildNotifications } = await import('./app.ts');
// In production it refuses to start without these (ALLOW_EMBEDDED to override): the e-mail log must outlive the pod; without an SMTP relay mail would never leave it.
await boot({
  name: 'notifications',
  schema: NotificationsConfigSchema,
  needs: ['MONGO_URL', 'KAFKA_BROKERS', 'SMTP_URL'],
  build: buildNotifications,
});
