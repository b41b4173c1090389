import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

export const NotificationsConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4005),
  /** e.g. smtps://user:pass@smtp.example.com:465. Unset: an embedded SMTP server keeps the mail. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('HomePact <no-reply@homepact.app>'),
  /** Where links in e-mails point: the web app's public address. */
  PUBLIC_URL: z.string().url().default('http://localhost:5173'),
});
export type NotificationsConfig = z.infer<typeof NotificationsConfigSchema>;
