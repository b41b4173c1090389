import { z } from 'zod';
import { CancellationWindowSchema } from './cancellation.ts';
import { ChangeOrderRefSchema } from './change-order-ref.ts';
import { GenerationRecordSchema } from './evidence-record.ts';
import { findState } from './states.ts';
import { contractTextSchema, userTextSchema } from './text.ts';

/**
 * The contract as the wizard collects it and the services exchange it.
 * Messages are shown on screen and returned by the API alike: the spec's own
 * wording where the spec has a rule ("Address is required"), and for the rules
 * it lacks (what the contract will say: real dates in order, amounts,
 * percentages, notice periods, states) a message naming the actual problem.
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
    // Aborts, so an empty field gets this one message and not the later checks' too.
    .min(min, { message, abort: true })
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
  .min(1, { message: 'Total amount is required', abort: true })
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), {
    message: 'Enter an amount in dollars, like 1500 or 1500.00 (up to $99,999,999.99)',
    abort: true,
  });

/** The contract's total: an amount (MoneyTextSchema) of more than $0. */
const TotalAmountSchema = MoneyTextSchema.refine((v) => /[1-9]/.test(v), 'The total amount must be more than $0');

/*
 * What the contract will say: every rule below is about the value the
 * parties sign (a real date, an amount that reads as money, a percentage, a
 * notice period in days, a state whose law exists). @homepact/legal prints
 * these fields; its readings (dates.ts, money.ts) accept the same forms.
 */

/** A calendar day: YYYY-MM-DD (what the wizard's date inputs give) or US M/D/YYYY. */
interface ContractDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar day a date field holds; undefined when it is not a real date ("2025-02-30", "soon"). */
function parseContractDate(input: unknown): ContractDate | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const dayNumber = (d: ContractDate) => d.year * 10_000 + d.month * 100 + d.day;

/** Today as a calendar day where the code runs (the browser: the user's own day), as YYYY-MM-DD. */
export function todayDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const END_BEFORE_START_MESSAGE = 'The end date is before the start date';
const START_IN_PAST_MESSAGE = 'The start date is in the past: choose today or a later date';

/**
 * Where the project dates disagree with each other (always) or with today
 * (only when `today` is given: sending for signature). Undefined when they
 * are fine or not (yet) real dates, which their own fields report.
 */
export function projectDatesProblem(
  form: { projectStartDate?: unknown; projectEndDate?: unknown },
  today?: string,
): { field: 'projectStartDate' | 'projectEndDate'; message: string } | undefined {
  const start = parseContractDate(form.projectStartDate);
  const end = parseContractDate(form.projectEndDate);
  const now = today === undefined ? undefined : parseContractDate(today);
  if (start && now && dayNumber(start) < dayNumber(now)) return { field: 'projectStartDate', message: START_IN_PAST_MESSAGE };
  if (start && end && dayNumber(end) < dayNumber(start)) return { field: 'projectEndDate', message: END_BEFORE_START_MESSAGE };
  return undefined;
}

/**
 * The cross-field date rules as a zod refinement. The start-in-the-past rule
 * applies where a contract is being written or sent: the wizard's Payment
 * step (PaymentStepSchema) and sending for signature (the wizard's Generate
 * step, with projectDatesProblem). Never when a contract is read or an old
 * draft re-saved: ContractFormSchema and the create and update bodies check
 * only that the end is not before the start.
 */
const datesInOrder =
  (options: { notInPast: boolean }) => (form: { projectStartDate?: unknown; projectEndDate?: unknown }, ctx: z.RefinementCtx) => {
    const problem = projectDatesProblem(form, options.notInPast ? todayDate() : undefined);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  };

const dateField = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage, 1, 40).refine((v) => !!parseContractDate(v), invalidMessage);

/** Dollars as text ("$1,000,000", "250000.50"), more than $0; the form legal's parseMoneyToCents reads. */
const isMoney = (v: string) => {
  const cleaned = v.replace(/[$,\s]/g, '').replace(/^usd/i, '');
  return /^\d{1,12}(\.\d{1,2})?$/.test(cleaned) && /[1-9]/.test(cleaned);
};
const optionalMoney = (message: string) => text(40).refine((v) => v === '' || isMoney(v), message);

/** "15", "12.5", "15%": a percentage from 0 to 100. */
function isPercent(v: string): boolean {
  const m = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(v.trim());
  return !!m && Number(m[1]) <= 100;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

/**
 * The number a notice period states: "14", "14 days written notice", "2
 * weeks", "thirty days"; undefined when it states none ("reasonable notice")
 * and negative for "-5 days".
 */
function noticeNumber(v: string): number | undefined {
  const digits = /(-\s*)?(\d+(?:\.\d+)?)/.exec(v);
  if (digits) return (digits[1] ? -1 : 1) * Number(digits[2]);
  const word = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'i').exec(v);
  return word ? NUMBER_WORDS[word[1]!.toLowerCase()] : undefined;
}

const NOTICE_MESSAGE = 'Enter the notice period as a number of days, like 14 or "2 weeks"';
const NOTICE_ZERO_MESSAGE = 'The notice period must be at least 1 day';
const GOVERNING_LAW_MESSAGE = 'Enter one of the 50 US states or DC for the governing law, like Texas or TX';
const ADDRESS_SHORT_MESSAGE = 'The address is too short: enter the street, city and ZIP';

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
  homeownerAddress: required('Address is required', 1, 300).min(5, ADDRESS_SHORT_MESSAGE),
  homeownerState: stateCode,
  providerName: required('Provider name is required', 1, 200),
  providerBusinessName: text(200).optional(),
  providerEmail: email('Valid email is required'),
  providerPhone: required('Valid phone number is required', 10, 30),
  providerAddress: text(300)
    .refine((v) => v === '' || v.length >= 5, "The provider's address is too short: enter the street, city and ZIP")
    .optional(),
  providerLicense: text(100).optional(),
  hasInsurance: z.boolean().default(false),
  hasBonding: z.boolean().default(false),
  insuranceDetails: text(1000, LINES).optional(),
});
export const ServiceStepSchema = z.object({
  serviceType: required('Service type is required', 1, 200),
  serviceDescription: required('Please provide a detailed description', 10, 20_000, LINES),
});
const paymentShape = {
  projectStartDate: dateField('Start date is required', 'The start date is not a real date: enter it as YYYY-MM-DD'),
  projectEndDate: dateField('End date is required', 'The end date is not a real date: enter it as YYYY-MM-DD'),
  totalAmount: TotalAmountSchema,
  paymentSchedule: PaymentScheduleSchema,
  paymentTerms: required('Payment terms are required', 5, 2000, LINES),
};
/** The Payment step: real dates, the end not before the start, and the start not in the past (today is fine). */
export const PaymentStepSchema = z.object(paymentShape).superRefine(datesInOrder({ notInPast: true }));
export const TerminationStepSchema = z.object({
  terminationNotice: required('Termination notice period is required', 1, 200).superRefine((v, ctx) => {
    const n = noticeNumber(v);
    if (n === undefined) ctx.addIssue({ code: 'custom', message: NOTICE_MESSAGE });
    else if (!(n > 0)) ctx.addIssue({ code: 'custom', message: NOTICE_ZERO_MESSAGE });
  }),
  /** Required (the spec), and one of the states or DC: a law the contract can actually apply. */
  governingLaw: required('Governing law is required', 2, 200).refine((v) => !!findState(v), GOVERNING_LAW_MESSAGE),
  disputeResolution: DisputeResolutionSchema,
});

/** Steps 2-3 and 5-8: free choices with no rules beyond sane sizes. */
export const OptionalTermsSchema = z.object({
  projectDescription: text(20_000, LINES).optional(),
  state: text(40).optional(),
  contractorPersona: text(40).optional(),
  aiGeneratedScope: text(50_000, LINES).optional(),
  licenseVerified: z.boolean().optional(),
  insuranceAmount: optionalMoney('Enter the insurance amount in dollars, like 1,000,000').optional(),
  /** The contractor's bond or deposit with the state (Washington's NOTICE TO CUSTOMER prints it). */
  bondAmount: optionalMoney('Enter the bond amount in dollars, like 12,000').optional(),
  /** When the contractor's licence or registration expires (Washington's NOTICE TO CUSTOMER prints it). */
  licenseExpiry: text(40)
    .refine((v) => v === '' || !!parseContractDate(v), 'The expiry date is not a real date: enter it as YYYY-MM-DD')
    .optional(),
  materialsProvidedBy: MaterialsProvidedBySchema.optional(),
  materialsMarkup: text(20)
    .refine((v) => v === '' || isPercent(v), 'Enter the markup as a percentage from 0 to 100, like 15')
    .optional(),
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

/**
 * The whole contract as saved: every step's rules at once, except that a
 * start date in the past is accepted (an old draft may be re-saved; see
 * datesInOrder). Its `.shape` lists the fields; build on the shape, not the
 * refined schema.
 */
export const ContractFormSchema = PartiesStepSchema.extend(ServiceStepSchema.shape)
  .extend(paymentShape)
  .extend(TerminationStepSchema.shape)
  .extend(OptionalTermsSchema.shape)
  .superRefine(datesInOrder({ notInPast: false }));
export type ContractForm = z.infer<typeof ContractFormSchema>;
/** What the wizard holds while it is being filled in: anything may still be missing. */
export type ContractDraft = Partial<z.input<typeof ContractFormSchema>>;

/**
 * `expired`: the signing deadline passed before both parties signed (the owner may extend it, which reopens it);
 * `withdrawn`: the owner voided it while it waited for signatures. Neither can be signed.
 * `cancelled`: the homeowner used the state's right to cancel within the window after signing.
 */
export const ContractStatusSchema = z.enum(['draft', 'pending_signatures', 'signed', 'completed', 'expired', 'withdrawn', 'cancelled']);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;
export const WorkflowStageSchema = z.enum(['created', 'sent_for_signature', 'in_negotiation', 'signed', 'executed']);
export type WorkflowStage = z.infer<typeof WorkflowStageSchema>;

/** The longest contract text (generated or edited) a contract may hold. */
export const CONTRACT_TEXT_MAX = 500_000;

/**
 * POST /api/contracts: the wizard's whole draft (docs/product/wizard-signing-preview-login-admin.md#3-entities-and-their-fields) plus the
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
export const CreateContractBodySchema = z
  .strictObject({
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
    /** The ai service's seal on finalContract (from generate-final-contract): the text is HomePact's, as written. */
    generatedSeal: z.string().max(200, 'generatedSeal is the seal generate-final-contract returned').optional(),
    /** What wrote each section (from generate-final-contract), kept only when generationSeal fits it and the text. */
    generation: GenerationRecordSchema.optional(),
    generationSeal: z.string().max(200, 'generationSeal is the seal generate-final-contract returned').optional(),
    id: z.string().max(100).nullable().optional(),
    createdAt: z.string().max(40).nullable().optional(),
    status: z.literal('draft', { error: 'A new contract is always saved as a draft' }).optional(),
    homeownerSignedAt: z.null({ error: 'A contract is signed on its signing page, not when it is saved' }).optional(),
    providerSignedAt: z.null({ error: 'A contract is signed on its signing page, not when it is saved' }).optional(),
  })
  .superRefine(datesInOrder({ notInPast: false }));
export type CreateContractBody = z.input<typeof CreateContractBodySchema>;

export const UpdateContentBodySchema = z.strictObject({
  editedContractContent: contractTextSchema('Contract content is required')
    .max(CONTRACT_TEXT_MAX, 'Contract content is too long (at most 500,000 characters)')
    .refine((v) => v.trim().length > 0, 'Contract content is required'),
});

/**
 * One party's progress: not_sent (no invitation has gone out yet), sent (invited),
 * opened (they opened their signing link, or the contract while signed in as
 * that party), paper (they withdrew consent to sign electronically and asked for
 * paper, until the owner sends them a new link), signed. `at` is when they
 * reached it (for sent: the latest invitation).
 */
export const SignerStatusSchema = z.enum(['not_sent', 'sent', 'opened', 'paper', 'signed']);
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
  /** When signing closes (ISO), once sent; null or absent for drafts and contracts sent before deadlines existed. */
  signingDeadline: z.string().nullable().optional(),
  /** Why the owner withdrew it (status `withdrawn`). */
  withdrawnReason: z.string().nullable().optional(),
  /** Signing reminders the scheduler e-mailed so far, and when the last went (ISO); absent until the first. */
  reminders: z.object({ count: z.number().int().positive(), lastAt: z.string() }).optional(),
  /** The buyer's right to cancel after signing, when the state gives one (see CancellationWindowSchema). */
  cancellation: CancellationWindowSchema.optional(),
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
  /** On a change order: the contract it changes and by how much (absent on contracts). */
  changeOrder: ChangeOrderRefSchema.optional(),
});
export type ContractRecord = z.infer<typeof ContractRecordSchema>;

/** POST /api/contracts/:id/sign: the contract as signed, and whether both parties have now signed. */
export const SignResponseSchema = z.object({ contract: ContractRecordSchema, fullyExecuted: z.boolean() });
export type SignResponse = z.infer<typeof SignResponseSchema>;
/** POST /api/contracts/:id/resend-emails (200 sent, 202 queued). */
export const ResendResponseSchema = z.object({ emailsSent: z.boolean() });
/** POST /api/contracts/:id/decline-esign: the contract with the party's request for paper. */
export const DeclineEsignResponseSchema = z.object({ contract: ContractRecordSchema });

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
/**
 * `generatedSeal`: the ai service's seal on the text it wrote (kit's
 * text-seal), carried back on save so contracts can tell HomePact's words
 * from the owner's changes.
 */
export const GenerateFinalContractResponseSchema = z.object({
  finalContract: z.string(),
  generatedSeal: z.string().optional(),
  /** What wrote each section (the clause library and its version, or the model and its response id), sealed with the text. */
  generation: GenerationRecordSchema.optional(),
  generationSeal: z.string().optional(),
});
