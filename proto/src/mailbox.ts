import { z } from 'zod';

/** GET /api/dev/mailbox: messages kept by the embedded SMTP server, newest first. */
export const MailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
export const MailboxResponseSchema = z.array(MailboxMessageSchema);
