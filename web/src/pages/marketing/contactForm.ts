import { CONTACT_CATEGORY_LABELS, ContactBodySchema, type ContactCategory } from '@homepact/proto';

export const CONTACT_CATEGORIES = (Object.entries(CONTACT_CATEGORY_LABELS) as [ContactCategory, string][]).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The "Send us a Message" form, checked before sending (docs/product/public-site-accounts-dashboard.md#5-validation-rules) with the
 * server's own schema, so the screen and POST /api/contact agree on every
 * rule and message. Text is trimmed, so "  a " is not a 2-letter name; a blank
 * phone is sent as null.
 */
export const contactSchema = ContactBodySchema;

type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'category' | 'message';
export type ContactDraft = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: '',
  message: '',
};
