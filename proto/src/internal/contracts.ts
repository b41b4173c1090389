import { z } from 'zod';
import { ContractsExportSchema, ExportRequestSchema } from '../account.ts';
import { ContractRecordSchema } from '../contracts.ts';
import { EvidenceRecordSchema } from '../evidence-record.ts';
import {
  AdoptedSignatureRecordSchema,
  DisclosureRecordSchema,
  ElectionRecordSchema,
  OwnerChangeSchema,
  SignerRoleSchema,
} from '../signing.ts';
import { internalRoute } from './route.ts';
import { UserContextSchema } from './user-context.ts';

const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** What other services read of a contract: the record plus the HTML the PDF is rendered from. */
export const InternalContractSchema = ContractRecordSchema.extend({
  htmlContent: z.string().nullable(),
  /** The creator's address and profile name (notifications mails the creator a completed contract). */
  createdByEmail: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type InternalContract = z.infer<typeof InternalContractSchema>;

/** GET /internal/contracts/:id: the contract and the homeowner's signed cancellation link while the window is open. */
export const InternalContractAnswerSchema = InternalContractSchema.extend({ cancelUrl: z.string().nullable() });
export type InternalContractAnswer = z.infer<typeof InternalContractAnswerSchema>;

export const AuthorizeRequestSchema = z.strictObject({
  user: UserContextSchema.nullable(),
  // Whatever came in the caller's `token` query parameter; anything that is not one of this contract's tokens grants nothing.
  token: z.string().max(2048).nullish(),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;

/** Where a draft's text disagrees with its form (@homepact/legal's compareTermsWithText). */
export const TermsDifferenceSchema = z.object({
  field: z.enum(['totalAmount', 'paymentSchedule', 'projectStartDate', 'projectEndDate']),
  form: z.string(),
  text: z.string(),
  message: z.string(),
});
export type TermsDifference = z.infer<typeof TermsDifferenceSchema>;

/** Who may do what with a contract: contracts alone decides (docs/signing-flow.md, "Who decides access"). */
export const AuthorizationSchema = z.object({
  access: z.object({ read: z.boolean(), manage: z.boolean(), party: SignerRoleSchema.nullable() }),
  contract: InternalContractSchema,
  /** For a manager of a draft: where its text disagrees with the form, and the owner's changes to HomePact's text (empty otherwise). */
  terms: z.object({ differences: z.array(TermsDifferenceSchema), ownerChanges: z.array(OwnerChangeSchema) }),
});
export type Authorization = z.infer<typeof AuthorizationSchema>;

export const SignatureEvidenceSchema = z.object({
  role: SignerRoleSchema,
  /** The signer as the contract names them (on older signatures: the name they typed). */
  name: z.string(),
  /** The full name as the signer typed it (older signatures: their `name`, which was it). */
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
  adopted: AdoptedSignatureRecordSchema.nullable(),
  /** The homeowner's accept/reject choice for each election in the signed text; empty for the provider and older signatures. */
  elections: z.array(ElectionRecordSchema),
  /** The notices the homeowner confirmed receiving before signing, each with when; empty for the provider and older signatures. */
  disclosures: z.array(DisclosureRecordSchema),
});
export type SignatureEvidence = z.infer<typeof SignatureEvidenceSchema>;

/** What the certificate of completion shows: the exact text signed, its SHA-256, each signature's evidence, the history. */
export const ContractEvidenceSchema = z.object({
  contract: InternalContractSchema,
  signedText: z.string(),
  documentHash: z.string().regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 in hex'),
  signatures: z.array(SignatureEvidenceSchema),
  timeline: z.array(z.object({ at: z.string(), action: z.string(), description: z.string() })),
});
export type ContractEvidence = z.infer<typeof ContractEvidenceSchema>;

/** Asked before Generate renders and sends the invitations: 429 (with Retry-After) when the mail budget is spent. */
export const MailBudgetRequestSchema = z.strictObject({ user: UserContextSchema });
export const MailBudgetAnswerSchema = z.object({ recipients: z.number().int().nonnegative() });

/** contracts' /internal routes. */
export const ContractsInternal = {
  /** notifications addresses the e-mails. */
  getContract: internalRoute({
    method: 'GET',
    path: '/internal/contracts/:id',
    params: IdParamsSchema,
    answer: InternalContractAnswerSchema,
  }),
  /** documents asks who may read or manage a contract (404 when there is none). */
  authorize: internalRoute({
    method: 'POST',
    path: '/internal/contracts/:id/authorize',
    params: IdParamsSchema,
    body: AuthorizeRequestSchema,
    answer: AuthorizationSchema,
  }),
  /** documents renders the certificate of completion. */
  evidence: internalRoute({
    method: 'GET',
    path: '/internal/contracts/:id/evidence',
    params: IdParamsSchema,
    answer: ContractEvidenceSchema,
  }),
  /** documents renders the evidence record as a PDF, having asked authorize first. */
  evidenceRecord: internalRoute({
    method: 'GET',
    path: '/internal/contracts/:id/evidence-record',
    params: IdParamsSchema,
    answer: EvidenceRecordSchema,
  }),
  /** documents, before Generate renders and sends the invitations. */
  mailBudget: internalRoute({
    method: 'POST',
    path: '/internal/contracts/:id/mail-budget',
    params: IdParamsSchema,
    body: MailBudgetRequestSchema,
    answer: MailBudgetAnswerSchema,
  }),
  /** identity's data export: the user's contracts, signatures and annotations. */
  exportContracts: internalRoute({
    method: 'POST',
    path: '/internal/exports/contracts',
    body: ExportRequestSchema,
    answer: ContractsExportSchema,
  }),
};
