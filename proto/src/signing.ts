import { z } from 'zod';
import { EmailSchema } from './auth.ts';

export const SignerRoleSchema = z.enum(['homeowner', 'provider'], { error: 'Choose who is signing: homeowner or provider' });
export type SignerRole = z.infer<typeof SignerRoleSchema>;

/**
 * POST /api/contracts/:id/sign. `consent` is the ESIGN affirmative consent
 * given on the page (the disclosure and its checkbox); `token` comes from the
 * personal link in the invitation, and may be absent when the signer is signed
 * in with the party's e-mail.
 */
export const SignBodySchema = z.strictObject({
  signerEmail: EmailSchema,
  signature: z
    .string({ error: 'Please enter your full name as signature' })
    .trim()
    .min(2, 'Please enter your full name as signature')
    .max(200, 'Please enter your full name as signature'),
  signatureType: SignerRoleSchema,
  token: z.string().min(16).max(512).optional(),
  consent: z.literal(true, { error: 'You must agree to sign electronically before signing' }),
  /** SHA-256 of the text the signer was shown (signing-info's textSha256): they sign what they read. */
  textSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'textSha256 must be a hex SHA-256')
    .optional(),
});
export type SignBody = z.infer<typeof SignBodySchema>;

export const AnnotationTypeSchema = z.enum(['comment', 'question', 'suggestion', 'highlight']);
export const AnnotationStatusSchema = z.enum(['active', 'resolved', 'archived']);
export const AnnotationSectionSchema = z.enum(['service-details', 'parties', 'timeline-payment', 'terms']);
const annotationContent = z
  .string({ error: 'Please enter annotation content' })
  .max(5000, 'Annotations are at most 5,000 characters')
  .refine((v) => v.trim().length > 0, 'Please enter annotation content');
/** Click offsets within a section, stored as decimal(5,2). */
const offset = z
  .number({ error: 'Position must be a number' })
  .min(0, 'Position must be between 0 and 999.99')
  .max(999.99, 'Position must be between 0 and 999.99')
  .transform((n) => Math.round(n * 100) / 100);

export const CreateAnnotationBodySchema = z.strictObject({
  content: annotationContent,
  type: AnnotationTypeSchema.default('comment'),
  sectionId: AnnotationSectionSchema,
  positionX: offset,
  positionY: offset,
  parentId: z.string().max(100).optional(),
});
export const UpdateAnnotationBodySchema = z
  .strictObject({ content: annotationContent.optional(), status: AnnotationStatusSchema.optional(), type: AnnotationTypeSchema.optional() })
  .refine((v) => v.content !== undefined || v.status !== undefined || v.type !== undefined, 'Nothing to update');

export const AnnotationSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  sectionId: z.string(),
  type: AnnotationTypeSchema,
  status: AnnotationStatusSchema,
  content: z.string(),
  positionX: z.number(),
  positionY: z.number(),
  userId: z.string(),
  authorName: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Annotation = z.infer<typeof AnnotationSchema>;
