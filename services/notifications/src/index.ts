export { buildNotifications, type NotificationsOptions } from './app.ts';
export { NotificationsConfigSchema, signingEmailsOn, type NotificationsConfig } from './config.ts';
