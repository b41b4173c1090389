import { z } from 'zod';
import { UserContextSchema } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import {
  AdoptedSignatureRecordSchema,
  DisclosureRecordSchema,
  ElectionRecordSchema,
  ContractRecordSchema,
  OwnerChangeSchema,
  SignerRoleSchema,
} from '@homepact/proto';

export const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
/** None of these routes takes query parameters; an unknown one is a client bug worth a 400. */
export const NoQuerySchema = z.strictObject({});
/** What other services read: the record plus the HTML the PDF is rendered from. */
export const InternalContractSchema = ContractRecordSchema.extend({
  htmlContent: z.string().nullable(),
  /** The creator's address and profile name (notifications mails the creator a completed contract). */
  createdByEmail: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** The homeowner's signed cancellation link while the cancellation window is open (null otherwise). */
  cancelUrl: z.string().nullable().optional(),
});

/** A signing token as it appears in a link (43 characters when we mint it). */
const TokenSchema = z
  .string({ error: 'This signing link is not valid' })
  .min(16, 'This signing link is not valid')
  .max(512, 'This signing link is not valid');
/** Routes a party may open from their signing link: `?token=` from the link, or nothing when signed in. */
export const TokenQuerySchema = z.strictObject({ token: TokenSchema.optional() });

const role = SignerRoleSchema.nullable();

export const SignResponseSchema = z.object({ contract: ContractRecordSchema, fullyExecuted: z.boolean() });

export const ResendResponseSchema = z.object({ emailsSent: z.boolean() });

export const DeclineEsignResponseSchema = z.object({ contract: ContractRecordSchema });

/** POST /internal/contracts/:id/mail-budget: documents asks before Generate renders and sends (see domain/mail-budget.ts). */
export const MailBudgetBodySchema = z.strictObject({ user: UserContextSchema });
export const MailBudgetResponseSchema = z.object({ recipients: z.number().int().nonnegative() });

export const AuthorizeBodySchema = z.strictObject({
  user: UserContextSchema.nullable(),
  // Whatever came in the caller's `token` query parameter; anything that is not one of this contract's tokens grants nothing.
  token: z.string().max(2048).nullish(),
});
/** Where a draft's text disagrees with its form (@homepact/legal's compareTermsWithText). */
export const TermsDifferenceSchema = z.object({
  field: z.enum(['totalAmount', 'paymentSchedule', 'projectStartDate', 'projectEndDate']),
  form: z.string(),
  text: z.string(),
  message: z.string(),
});
export const AuthorizeResponseSchema = z.object({
  access: z.object({ read: z.boolean(), manage: z.boolean(), party: role }),
  contract: InternalContractSchema,
  /** For a manager of a draft: where its text disagrees with the form, and the owner's changes to HomePact's text (empty otherwise). */
  terms: z.object({ differences: z.array(TermsDifferenceSchema), ownerChanges: z.array(OwnerChangeSchema) }),
});

export const SignatureSchema = z.object({
  role: SignerRoleSchema,
  /** The signer as the contract names them (on older signatures: the name they typed). */
  name: z.string(),
  /** The full name as the signer typed it (checked against `name` when signing). */
  typedName: z.string(),
  email: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  consent: z.literal(true),
  consentVersion: z.string(),
  verification: z.enum(['token', 'session']),
  textSha256: z.string(),
  /** The adopted signature (typed text and font, or the drawn PNG) with the image's SHA-256; null on older signatures. */
  adopted: AdoptedSignatureRecordSchema.nullable().default(null),
  /** The homeowner's accept/reject choice for each election in the signed text; empty for the provider and older signatures. */
  elections: z.array(ElectionRecordSchema).default([]),
  /** The notices the homeowner confirmed receiving before signing, each with when; empty for the provider and older signatures. */
  disclosures: z.array(DisclosureRecordSchema).default([]),
});
export const EvidenceSchema = z.object({
  contract: InternalContractSchema,
  signedText: z.string(),
  documentHash: z.string(),
  signatures: z.array(SignatureSchema),
  timeline: z.array(z.object({ at: z.string(), action: z.string(), description: z.string() })),
});

export const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 429);
