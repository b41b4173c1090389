import { z } from 'zod';

export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing & Pricing' },
  { value: 'partnership', label: 'Partnership Opportunities' },
] as const;

/**
 * The "Send us a Message" form, checked before sending (spec §5). Messages are
 * the spec's, word for word. Text is trimmed, so "  a " is not a 2-letter name.
 * When the admin service publishes its request schema in @homepact/proto, this
 * should be replaced by (or derived from) it.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters' }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: z.string().trim(),
  subject: z.string().trim().min(5, { error: 'Subject must be at least 5 characters' }),
  category: z.enum(['general', 'support', 'billing', 'partnership'], { error: 'Please select a category' }),
  message: z.string().trim().min(10, { error: 'Message must be at least 10 characters' }),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
export type ContactDraft = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: '',
  message: '',
};
