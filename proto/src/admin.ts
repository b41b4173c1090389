import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { findState } from './states.ts';
import { userTextSchema } from './text.ts';
import { RoleSchema, UserSchema, UserTypeSchema } from './users.ts';

/**
 * The admin service's wire contract: the public contact form and
 * testimonials, the role-based admin (/api/admin/*) and the password-gated
 * development panel (/api/admin2/*). Messages are the spec's own wording.
 */
const LINES = { multiline: true } as const;
/**
 * Typed text, normalised at parse time (proto's text.ts: NUL and lone
 * surrogates refused, format and control characters removed, NFKC).
 * `lines`: a multi-line field keeps its line breaks and tabs.
 */
const text = (max: number, lines: { multiline?: boolean } = {}) =>
  userTextSchema(lines).trim().max(max, `Must be at most ${max} characters`);
const required = (message: string, min: number, max: number, lines: { multiline?: boolean } = {}) =>
  userTextSchema({ ...lines, error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
/** Optional free text: absent, null or blank all mean "none". */
const optionalText = (max: number, lines: { multiline?: boolean } = {}) =>
  text(max, lines)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------- contact

export const ContactCategorySchema = z.enum(['general', 'support', 'billing', 'partnership'], { error: 'Please select a category' });
export type ContactCategory = z.infer<typeof ContactCategorySchema>;
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing & Pricing',
  partnership: 'Partnership Opportunities',
};

/** Main admin: new, in_progress, resolved, closed. The development panel toggles new and reviewed. */
export const ContactStatusSchema = z.enum(['new', 'in_progress', 'resolved', 'closed', 'reviewed'], {
  error: 'Status must be one of new, in_progress, resolved, closed, reviewed',
});
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

/** Public sites section 5: the same rules on screen and at the server. */
export const ContactBodySchema = z.strictObject({
  name: required('Name must be at least 2 characters', 2, 100),
  email: EmailSchema,
  phone: optionalText(40),
  subject: required('Subject must be at least 5 characters', 5, 200),
  category: ContactCategorySchema,
  message: required('Message must be at least 10 characters', 10, 5000, LINES),
});
export type ContactBody = z.input<typeof ContactBodySchema>;
export const ContactAcceptedSchema = z.object({ success: z.literal(true), id: z.string() });

export const ContactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  category: ContactCategorySchema,
  message: z.string(),
  status: ContactStatusSchema,
  priority: z.enum(['low', 'medium', 'high']),
  assignedTo: z.string().nullable(),
  tags: z.array(z.string()),
  adminNotes: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

/** ?status= on the list; absent or "all" means every status. */
export const ContactListQuerySchema = z.strictObject({
  status: z
    .enum(['all', ...ContactStatusSchema.options], { error: 'Status must be one of all, new, in_progress, resolved, closed, reviewed' })
    .optional(),
});
export const ContactUpdateBodySchema = z.strictObject({ status: ContactStatusSchema });

// ---------------------------------------------------------------- testimonials

/** Rating 1 to 5 in half steps; stored and answered as a numeric string ("4.5"), as the spec reads it. */
const RatingSchema = z.coerce
  .number({ error: 'Rating must be a number from 1 to 5' })
  .min(1, 'Rating must be a number from 1 to 5')
  .max(5, 'Rating must be a number from 1 to 5')
  .refine((n) => Number.isInteger(n * 2), 'Rating must be a whole or half number');

export const TestimonialSchema = z.object({
  id: z.string(),
  content: z.string(),
  rating: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string().nullable(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const AdminTestimonialSchema = TestimonialSchema.extend({
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;

export const TestimonialListQuerySchema = z.strictObject({ featured: z.enum(['true', 'false']).optional() });

const testimonialFields = {
  content: required('Testimonial text must be at least 10 characters', 10, 2000, LINES),
  rating: RatingSchema,
  name: required('Name is required', 1, 100),
  title: required('Title is required', 1, 100),
  company: optionalText(100),
  imageUrl: z
    .union([z.url({ protocol: /^https$/, error: 'Image URL must be an https:// address' }).max(2000), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  featured: z.boolean().default(false),
};
export const CreateTestimonialBodySchema = z.strictObject(testimonialFields);
export type CreateTestimonialBody = z.input<typeof CreateTestimonialBodySchema>;
/**
 * A partial update: only the fields sent change. For company and imageUrl,
 * absent means "leave as is" while null or "" means "clear it" (so this
 * schema keeps absent fields undefined instead of turning them into null).
 */
const keepOrClear = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? (v as z.infer<T>) : null));
export const UpdateTestimonialBodySchema = z
  .strictObject({
    content: testimonialFields.content.optional(),
    rating: RatingSchema.optional(),
    name: testimonialFields.name.optional(),
    title: testimonialFields.title.optional(),
    company: text(100)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    imageUrl: keepOrClear(z.url({ protocol: /^https$/, error: 'Image URL must be an https:// address' }).max(2000)),
    featured: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type UpdateTestimonialBody = z.input<typeof UpdateTestimonialBodySchema>;

// ---------------------------------------------------------------- users, AI usage, figures

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  userType: UserTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  contractCount: z.number().int().nonnegative(),
  /** serviceType -> number of that user's saved contracts. */
  contractsByCategory: z.record(z.string(), z.number().int().nonnegative()),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const RoleUpdateBodySchema = z.strictObject({ role: RoleSchema });

export const AiLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  endpoint: z.string(),
  model: z.string(),
  /** Numeric string, or null when the provider reported none. */
  tokensUsed: z.string().nullable(),
  /** Dollars, six decimals, as text. */
  cost: z.string(),
  status: z.enum(['success', 'failed']),
  errorMessage: z.string().nullable(),
  processingTimeMs: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AiLog = z.infer<typeof AiLogSchema>;

/** The headline cards of both panels. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  aiRequests: z.number().int(),
  totalTokens: z.number().int(),
  /** Dollars, six decimals, as text (summed in micro-dollars, no float drift). */
  aiCost: z.string(),
  contactRequests: z.number().int(),
  pendingContacts: z.number().int(),
  totalParties: z.number().int(),
  homeowners: z.number().int(),
  providers: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ---------------------------------------------------------------- parties

export const PartyTypeSchema = z.enum(['homeowner', 'service_provider'], { error: 'Party type must be homeowner or service_provider' });
export const PartyStatusSchema = z.enum(['active', 'inactive']);

/** Dollars with at most two decimals, as text; blank means none. */
const optionalMoney = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).replace(/[$,\s]/g, '')))
  .refine((v) => v === '' || /^\d{1,10}(\.\d{1,2})?$/.test(v), 'Enter an amount in dollars, like 1000000 or 1000000.00')
  .transform((v) => (v === '' ? null : v));

export const PartySchema = z.object({
  id: z.string(),
  partyType: PartyTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  state: z.string(),
  companyName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  hasInsurance: z.boolean(),
  insuranceAmount: z.string().nullable(),
  hasBonding: z.boolean(),
  bondingAmount: z.string().nullable(),
  insuranceDetails: z.string().nullable(),
  businessType: z.string().nullable(),
  taxId: z.string().nullable(),
  notes: z.string().nullable(),
  status: PartyStatusSchema,
  verified: z.boolean(),
  /** 'contract': learned from a saved contract; 'manual': created in the panel. */
  source: z.enum(['contract', 'manual']),
  contractCount: z.number().int().nonnegative(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Party = z.infer<typeof PartySchema>;

export const PartyBodySchema = z.strictObject({
  partyType: PartyTypeSchema,
  firstName: required('First name is required', 1, 100),
  lastName: required('Last name is required', 1, 100),
  email: EmailSchema,
  phone: required('Valid phone number is required', 10, 30),
  address: required('Address is required', 5, 300),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .refine((v) => !!findState(v), 'State is required')
    .transform((v) => findState(v)!.code),
  companyName: optionalText(200),
  licenseNumber: optionalText(100),
  hasInsurance: z.boolean().default(false),
  insuranceAmount: optionalMoney,
  hasBonding: z.boolean().default(false),
  bondingAmount: optionalMoney,
  insuranceDetails: optionalText(1000, LINES),
  businessType: optionalText(100),
  taxId: optionalText(40),
  notes: optionalText(2000, LINES),
  status: PartyStatusSchema.default('active'),
  verified: z.boolean().default(false),
});
export type PartyBody = z.input<typeof PartyBodySchema>;

// ---------------------------------------------------------------- development panel session

export const Admin2AuthBodySchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
/** The spec reads success and message, on failure too (401, 429, 503 carry the same two fields). */
export const Admin2AuthAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export const Admin2SessionSchema = z.object({
  /** False when ADMIN2_PASSWORD is unset: the panel is switched off. */
  enabled: z.boolean(),
  /** True while this browser holds a live development-panel session. */
  active: z.boolean(),
});
export type Admin2Session = z.infer<typeof Admin2SessionSchema>;

/** Limits of the lists the panels show (docs/product/wizard-signing-preview-login-admin.md#9-business-constants-and-limits). */
export const ADMIN_AI_LOG_LIMIT = 50;
export const ADMIN2_AI_LOG_LIMIT = 20;

// ---------------------------------------------------------------- roles (internal: admin -> identity)

/**
 * POST /internal/users/:id/role on identity, called by the admin service
 * (signed as a service). `changedBy` is the acting admin's user id, or
 * 'admin2' for the development panel.
 */
export const RoleChangeBodySchema = z.strictObject({
  role: RoleSchema,
  changedBy: z.string().min(1).max(100),
});
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;
/** `change` is the UserRoleChanged identity wrote, or null when the role was already that. */
export const RoleChangeAnswerSchema = z.object({
  user: UserSchema,
  change: z.object({ eventId: z.string(), occurredAt: z.string(), from: RoleSchema, to: RoleSchema }).nullable(),
});
export type RoleChangeAnswer = z.infer<typeof RoleChangeAnswerSchema>;
