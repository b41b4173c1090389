import { z } from 'zod';
import { ContractsExportSchema, ExportRequestSchema } from '../account.ts';
import { ContractRecordSchema } from '../contracts.ts';
import { EvidenceRecordSchema, RecordedSignatureSchema } from '../evidence-record.ts';
import { OwnerChangeSchema, SignerRoleSchema } from '../signing.ts';
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

/**
 * One signature's evidence as contracts hands it to documents: the evidence
 * record's signature (the one declaration of what a signature records),
 * without how it was adopted (documents reads that from `adopted`), with the
 * consent it stands on and the two ways a signer is verified.
 */
export const SignatureEvidenceSchema = RecordedSignatureSchema.omit({ adoptedBy: true }).extend({
  consent: z.literal(true),
  verification: z.enum(['token', 'session']),
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
