export { buildNotifications } from './app.ts';
export { NotificationsConfigSchema, type NotificationsConfig } from './config.ts';
