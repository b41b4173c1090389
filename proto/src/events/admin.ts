import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';
import { ContactCategorySchema } from '../admin.ts';

/** A visitor sent the contact form; notifications mails it to the support address. */
export const ContactSubmitted = defineEvent(
  'ContactSubmitted',
  Topics.admin,
  z.object({
    submissionId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    category: ContactCategorySchema,
    message: z.string(),
    createdAt: z.string(),
  }),
);
