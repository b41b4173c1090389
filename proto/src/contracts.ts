import { z } from 'zod';
import { findState } from './states.ts';
import { contractTextSchema, userTextSchema } from './text.ts';

/**
 * The contract as the wizard collects it and the services exchange it. Every
 * message below is the spec's own wording, shown on screen and returned by the
 * API alike.
 */
const LINES = { multiline: true } as const;
/**
 * Free text typed into the wizard, normalised at parse time (proto's
 * text.ts: NUL and lone surrogates refused, format and control characters
 * removed, NFKC). `lines`: a multi-line field keeps its line breaks and tabs.
 */
const text = (max = 2000, lines: { multiline?: boolean } = {}) =>
  userTextSchema(lines).trim().max(max, `Must be at most ${max} characters`);
const required = (message: string, min = 1, max = 2000, lines: { multiline?: boolean } = {}) =>
  userTextSchema({ ...lines, error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));
const stateCode = z
  .string({ error: 'State is required' })
  .trim()
  .min(2, 'State is required')
  .refine((v) => !!findState(v), 'State is required')
  .transform((v) => findState(v)!.code);

/** Dollars with at most two decimals, as text ("1500", "1500.5", "1,500.00"). */
export const MoneyTextSchema = z
  .string({ error: 'Total amount is required' })
  .trim()
  .min(1, 'Total amount is required')
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), 'Enter an amount in dollars, like 1500 or 1500.00 (up to $99,999,999.99)');

export const PaymentScheduleSchema = z.enum(['upfront', 'milestone', 'completion'], { error: 'Payment schedule is required' });
export const DisputeResolutionSchema = z.enum(['mediation', 'arbitration', 'litigation'], {
  error: 'Dispute resolution method is required',
});
export const CleanupResponsibilitySchema = z.enum(['provider', 'client', 'shared']);
export const MaterialsProvidedBySchema = z.enum(['client', 'provider']);
export const PersonaSchema = z.enum(['homeowner', 'contractor', 'property-manager']);

export const PartiesStepSchema = z.object({
  homeownerFirstName: required('First name is required', 1, 100),
  homeownerLastName: required('Last name is required', 1, 100),
  homeownerEmail: email('Valid email is required'),
  homeownerPhone: required('Valid phone number is required', 10, 30),
  homeownerAddress: required('Address is required', 5, 300),
  homeownerState: stateCode,
  providerName: required('Provider name is required', 1, 200),
  providerBusinessName: text(200).optional(),
  providerEmail: email('Valid email is required'),
  providerPhone: required('Valid phone number is required', 10, 30),
  providerAddress: text(300).optional(),
  providerLicense: text(100).optional(),
  hasInsurance: z.boolean().default(false),
  hasBonding: z.boolean().default(false),
  insuranceDetails: text(1000, LINES).optional(),
});
export const ServiceStepSchema = z.object({
  serviceType: required('Service type is required', 1, 200),
  serviceDescription: required('Please provide a detailed description', 10, 20_000, LINES),
});
export const PaymentStepSchema = z.object({
  projectStartDate: required('Start date is required', 1, 40),
  projectEndDate: required('End date is required', 1, 40),
  totalAmount: MoneyTextSchema,
  paymentSchedule: PaymentScheduleSchema,
  paymentTerms: required('Payment terms are required', 5, 2000, LINES),
});
export const TerminationStepSchema = z.object({
  terminationNotice: required('Termination notice period is required', 1, 200),
  governingLaw: required('Governing law is required', 2, 200),
  disputeResolution: DisputeResolutionSchema,
});

/** Steps 2-3 and 5-8: free choices with no rules beyond sane sizes. */
export const OptionalTermsSchema = z.object({
  projectDescription: text(20_000, LINES).optional(),
  state: text(40).optional(),
  contractorPersona: text(40).optional(),
  aiGeneratedScope: text(50_000, LINES).optional(),
  licenseVerified: z.boolean().optional(),
  insuranceAmount: text(40).optional(),
  /** The contractor's bond or deposit with the state (Washington's NOTICE TO CUSTOMER prints it). */
  bondAmount: text(40).optional(),
  /** When the contractor's licence or registration expires (Washington's NOTICE TO CUSTOMER prints it). */
  licenseExpiry: text(40).optional(),
  materialsProvidedBy: MaterialsProvidedBySchema.optional(),
  materialsMarkup: text(20).optional(),
  toolsProvidedBy: MaterialsProvidedBySchema.optional(),
  specialTools: text(1000, LINES).optional(),
  equipmentResponsibility: text(1000, LINES).optional(),
  materialsQualityStandards: z.boolean().optional(),
  oshaCompliance: z.boolean().optional(),
  buildingCodes: z.boolean().optional(),
  permits: z.boolean().optional(),
  safetyEquipment: z.boolean().optional(),
  cleanupResponsibility: CleanupResponsibilitySchema.optional(),
  debrisRemoval: z.boolean().optional(),
  dailyCleanup: z.boolean().optional(),
  cleanupNotes: text(2000, LINES).optional(),
  workHours: text(200).optional(),
  weatherDelays: z.boolean().optional(),
  accessRequirements: text(2000, LINES).optional(),
  warrantyPeriod: text(200).optional(),
  liabilityLimit: text(200).optional(),
  warrantyScope: text(2000, LINES).optional(),
  indemnification: z.boolean().optional(),
  /** Set when the buyer is 65 or older (longer cancellation windows in California and Maryland). */
  buyerIsSenior: z.boolean().optional(),
  /** Set when the contract was negotiated at the buyer's home (FTC cooling-off rule). */
  soldAtHome: z.boolean().optional(),
  /** Set when an insurance claim pays for the work (the insurance-paid roofing rights of several states). */
  insuranceClaim: z.boolean().optional(),
  /** Set when payment is secured by a lien or mortgage on the home, e.g. financing secured by it (Reg Z rescission, state lien notices). */
  securedByHome: z.boolean().optional(),
  /** Set when the work repairs damage from a declared disaster (California's 7-day right to cancel). */
  declaredDisaster: z.boolean().optional(),
});

/** The whole contract as saved: every step's rules at once. */
export const ContractFormSchema = PartiesStepSchema.extend(ServiceStepSchema.shape)
  .extend(PaymentStepSchema.shape)
  .extend(TerminationStepSchema.shape)
  .extend(OptionalTermsSchema.shape);
export type ContractForm = z.infer<typeof ContractFormSchema>;
/** What the wizard holds while it is being filled in: anything may still be missing. */
export type ContractDraft = Partial<z.input<typeof ContractFormSchema>>;

export const ContractStatusSchema = z.enum(['draft', 'pending_signatures', 'signed', 'completed']);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;
export const WorkflowStageSchema = z.enum(['created', 'sent_for_signature', 'in_negotiation', 'signed', 'executed']);
export type WorkflowStage = z.infer<typeof WorkflowStageSchema>;

/** The longest contract text (generated or edited) a contract may hold. */
export const CONTRACT_TEXT_MAX = 500_000;

/**
 * POST /api/contracts: the wizard's whole draft (spec 2, section 3) plus the
 * generated text. Besides the form it accepts:
 * - editedContractContent: the text after the Edit step, stored as the
 *   contract's edited text (it is what the parties sign); blank means none;
 * - the record fields a draft may carry back from an earlier save, which the
 *   server owns: `id` and `createdAt` are accepted and ignored (a new
 *   contract gets its own), `status` may only say draft and the signature
 *   times only null (a contract is signed on the signing page, never by
 *   saving it).
 * Unknown keys are still refused (400), so a misspelt field is never lost silently.
 */
export const CreateContractBodySchema = z.strictObject({
  ...ContractFormSchema.shape,
  finalContract: contractTextSchema('Please generate a contract first before saving.')
    .trim()
    .min(1, 'Please generate a contract first before saving.')
    .max(CONTRACT_TEXT_MAX, `Must be at most ${CONTRACT_TEXT_MAX} characters`),
  htmlContent: contractTextSchema().trim().max(1_000_000, 'Must be at most 1000000 characters').optional(),
  editedContractContent: contractTextSchema('editedContractContent must be text')
    .max(CONTRACT_TEXT_MAX, 'Contract content is too long (at most 500,000 characters)')
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? v : undefined)),
  id: z.string().max(100).nullable().optional(),
  createdAt: z.string().max(40).nullable().optional(),
  status: z.literal('draft', { error: 'A new contract is always saved as a draft' }).optional(),
  homeownerSignedAt: z.null({ error: 'A contract is signed on its signing page, not when it is saved' }).optional(),
  providerSignedAt: z.null({ error: 'A contract is signed on its signing page, not when it is saved' }).optional(),
});
export type CreateContractBody = z.input<typeof CreateContractBodySchema>;

export const UpdateContentBodySchema = z.strictObject({
  editedContractContent: contractTextSchema('Contract content is required')
    .max(CONTRACT_TEXT_MAX, 'Contract content is too long (at most 500,000 characters)')
    .refine((v) => v.trim().length > 0, 'Contract content is required'),
});

/**
 * One party's progress: not_sent (no invitation has gone out yet), sent (invited),
 * opened (they opened their signing link, or the contract while signed in as
 * that party), signed. `at` is when they reached it (for sent: the latest invitation).
 */
export const SignerStatusSchema = z.enum(['not_sent', 'sent', 'opened', 'signed']);
export type SignerStatus = z.infer<typeof SignerStatusSchema>;
export const SignerProgressSchema = z.object({
  role: z.enum(['homeowner', 'provider']),
  name: z.string(),
  status: SignerStatusSchema,
  at: z.string().nullable(),
});
export type SignerProgress = z.infer<typeof SignerProgressSchema>;

export const ContractSummarySchema = z.object({
  id: z.string(),
  serviceType: z.string(),
  providerName: z.string(),
  createdAt: z.string(),
  status: z.string(),
  workflowStage: z.string(),
  /** Decimal text with two places, exact to the cent. */
  totalAmount: z.string(),
  homeownerFirstName: z.string(),
  homeownerLastName: z.string(),
  /** Where each party is with signing (the dashboard's per-signer status). */
  signers: z.array(SignerProgressSchema).optional(),
});
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

/** GET /api/contracts/summary: the signed-in user's live contracts, counted by status (the dashboard's counters). */
export const ContractCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  byStatus: z.object({
    draft: z.number().int().nonnegative(),
    pending_signatures: z.number().int().nonnegative(),
    signed: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
  }),
});
export type ContractCounts = z.infer<typeof ContractCountsSchema>;

/** The largest page GET /api/contracts?limit= serves. */
export const CONTRACTS_PAGE_MAX = 100;

/**
 * GET /api/contracts query: nothing (the whole list, as the spec has it), or
 * a page: `limit` (1..100) and the opaque `cursor` from the previous page's
 * Link rel="next" header.
 */
export const ContractsListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${CONTRACTS_PAGE_MAX}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${CONTRACTS_PAGE_MAX}`)
        .max(CONTRACTS_PAGE_MAX, `limit must be a whole number from 1 to ${CONTRACTS_PAGE_MAX}`),
    )
    .optional(),
  cursor: z.string().min(1, 'This cursor is not valid').max(512, 'This cursor is not valid').optional(),
});

export const ContractRecordSchema = ContractSummarySchema.extend({
  createdBy: z.string(),
  serviceDescription: z.string(),
  homeownerEmail: z.string(),
  homeownerPhone: z.string(),
  homeownerAddress: z.string(),
  homeownerState: z.string(),
  providerEmail: z.string(),
  providerPhone: z.string(),
  providerAddress: z.string().nullable(),
  providerLicense: z.string().nullable(),
  hasInsurance: z.boolean(),
  hasBonding: z.boolean(),
  insuranceDetails: z.string().nullable(),
  projectStartDate: z.string(),
  projectEndDate: z.string(),
  paymentSchedule: z.string(),
  paymentTerms: z.string(),
  contractData: z.record(z.string(), z.unknown()),
  finalContract: z.string(),
  editedContractContent: z.string().nullable(),
  aiGeneratedScope: z.string().nullable(),
  homeownerSignedAt: z.string().nullable(),
  providerSignedAt: z.string().nullable(),
  homeownerSignature: z.string().nullable(),
  providerSignature: z.string().nullable(),
  invitesSent: z.boolean(),
  lastInviteSentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContractRecord = z.infer<typeof ContractRecordSchema>;

export const GenerateScopeBodySchema = z.strictObject({
  contractDetails: required('Describe the job in a few more words (at least 3 characters)', 3, 5000, LINES),
  persona: PersonaSchema,
  selectedState: z.string({ error: 'Choose a state' }).refine((v) => !!findState(v), 'Choose one of the 50 US states'),
});
export type GenerateScopeBody = z.infer<typeof GenerateScopeBodySchema>;
export const GenerateScopeResponseSchema = z.object({ aiGeneratedScope: z.string(), suggestions: z.array(z.string()) });
export type GenerateScopeResponse = z.infer<typeof GenerateScopeResponseSchema>;

export const GenerateFinalContractBodySchema = z.strictObject({
  serviceType: text(200).optional(),
  jobDescription: text(50_000, LINES).optional(),
  userState: text(40).optional(),
  propertyType: text(100).optional(),
  budgetEstimate: text(40).optional(),
  priceType: text(40).optional(),
  contractPriceOrCap: text(40).optional(),
  startDate: text(40).optional(),
  completionDate: text(40).optional(),
  paymentMilestones: text(200).optional(),
  allFormData: z.record(z.string(), z.unknown()),
});
export type GenerateFinalContractBody = z.infer<typeof GenerateFinalContractBodySchema>;
export const GenerateFinalContractResponseSchema = z.object({ finalContract: z.string() });
