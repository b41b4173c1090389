import { z } from 'zod';
import {
  AdoptedSignatureRecordSchema,
  DisclosureRecordSchema,
  ElectionRecordSchema,
  OwnerChangeSchema,
  SignerRoleSchema,
} from './signing.ts';

/**
 * What wrote one section of a contract text the ai service produced: the
 * built-in writer (the clause library, or the built-in scope writer) and its
 * version, or an AI model and the id of its response. `section` is the
 * heading's words ("SCOPE OF WORK"; "Opening" before the first heading).
 */
export const SectionWriterSchema = z.object({
  section: z.string().max(300),
  writer: z.enum(['builtin', 'ai']),
  /** "HomePact clause library" or the model's name as it answered. */
  name: z.string().max(200),
  /** The built-in writer's version (null for a model). */
  version: z.string().max(100).nullable(),
  /** The model's response id (null for the built-in writer). */
  responseId: z.string().max(200).nullable(),
});
export type SectionWriter = z.infer<typeof SectionWriterSchema>;

/**
 * How the ai service wrote a contract text: returned by
 * generate-final-contract with `generationSeal` (kit's text-seal over the
 * text and this record), carried back on save, and kept with the contract
 * when the seal fits. `generationId` is also in the ai usage log row's
 * metadata, so the record can be matched to the call.
 */
export const GenerationRecordSchema = z.object({
  generationId: z.string().max(100),
  generatedAt: z.string().max(40),
  /** The model that answered (the built-in writer's name when no model was used). */
  model: z.string().max(200),
  responseId: z.string().max(200).nullable(),
  /** The clause library's version (the @homepact/legal package version). */
  builtinVersion: z.string().max(100),
  /** Why a model's answer was not used (then every section is the clause library's). */
  fallbackReason: z.string().max(1000).nullable(),
  sections: z.array(SectionWriterSchema).max(200),
});
export type GenerationRecord = z.infer<typeof GenerationRecordSchema>;

/** One section of the signed text and who wrote it: the writer that generated it, and every later change a person made. */
export const SectionAuthorshipSchema = z.object({
  section: z.string(),
  /** `builtin` / `ai`: as generated; `owner`: the owner wrote the whole section (added it, or the text was not HomePact's); `unknown`: made before writers were recorded. */
  writtenBy: z.enum(['builtin', 'ai', 'owner', 'unknown']),
  /** The writer's name ("HomePact clause library", the model, or the owner's name). */
  writer: z.string(),
  version: z.string().nullable(),
  responseId: z.string().nullable(),
  /** The owner's changes in this section after it was generated, as each signer was shown them. */
  edits: z.array(OwnerChangeSchema.extend({ by: z.string() })),
});
export type SectionAuthorship = z.infer<typeof SectionAuthorshipSchema>;

const EventSchema = z.object({
  at: z.string(),
  action: z.string(),
  description: z.string(),
  /** Who did it: a party's role and name, the owner, or the system. */
  actor: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const EvidenceEmailSchema = z.object({
  template: z.string(),
  subject: z.string(),
  /** The address it went to. */
  to: z.string(),
  role: SignerRoleSchema.nullable(),
  /** `sent`: the mail relay accepted it (messageId is the relay's); `failed`: given up; `sending`: still trying. */
  status: z.string(),
  messageId: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), size: z.number(), sha256: z.string() })),
  createdAt: z.string().nullable(),
  /** When the relay accepted it (status `sent`), or the last try. */
  updatedAt: z.string().nullable(),
});
export type EvidenceEmail = z.infer<typeof EvidenceEmailSchema>;
/** notifications' GET /internal/contracts/:id/email-log: every e-mail about one contract, oldest first. */
export const ContractEmailLogSchema = z.object({ emails: z.array(EvidenceEmailSchema) });

/** One signature as the record keeps it: who, when, from where, what they saw and agreed to, and what they adopted. */
export const RecordedSignatureSchema = z.object({
  role: SignerRoleSchema,
  name: z.string(),
  typedName: z.string(),
  email: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  consentVersion: z.string(),
  /** `token`: the personal signing link; `session`: signed in with the party's e-mail. */
  verification: z.string(),
  textSha256: z.string(),
  /** The adopted signature: typed (text and font) or drawn (the PNG as a data URL and its SHA-256). */
  adopted: AdoptedSignatureRecordSchema.nullable(),
  /** How it was adopted: typed, drawn, or (older signatures) the typed name alone. */
  adoptedBy: z.enum(['typed', 'drawn', 'typed-name']),
  elections: z.array(ElectionRecordSchema),
  disclosures: z.array(DisclosureRecordSchema),
});

/**
 * GET /api/contracts/:id/evidence-record (contracts; the owner, an admin and
 * each party): everything HomePact holds that shows who agreed to what, when
 * and how. `…/evidence-record.pdf` (documents) is the same record, readable
 * and sealed.
 */
export const EvidenceRecordSchema = z.object({
  format: z.literal('homepact-evidence-record'),
  version: z.literal(1),
  generatedAt: z.string(),
  contract: z.object({
    id: z.string(),
    title: z.string(),
    serviceType: z.string(),
    status: z.string(),
    workflowStage: z.string().nullable(),
    owner: z.string(),
    parties: z.array(z.object({ role: SignerRoleSchema, name: z.string(), email: z.string() })),
    createdAt: z.string().nullable(),
    executedAt: z.string().nullable(),
  }),
  /** The exact text signed (UTF-8) and its SHA-256 (hex). */
  signedText: z.string(),
  documentHash: z.string(),
  /** Each consent text a signer agreed to, by version (the ESIGN disclosure shown above the box). */
  consentTexts: z.array(z.object({ version: z.string(), text: z.string().nullable() })),
  signatures: z.array(RecordedSignatureSchema),
  events: z.array(EventSchema),
  emails: z.object({
    records: z.array(EvidenceEmailSchema),
    /** Null when notifications answered; else why the delivery records are missing from this copy. */
    unavailable: z.string().nullable(),
  }),
  authorship: z.object({
    /** `homepact`: generated (and sealed) by HomePact; `owner`: supplied whole by the owner; `unknown`: saved before authorship was recorded. */
    source: z.enum(['homepact', 'owner', 'unknown']),
    generation: GenerationRecordSchema.nullable(),
    sections: z.array(SectionAuthorshipSchema),
  }),
  /** What a reader should know about gaps (records made before a field existed, a service that did not answer). */
  notes: z.array(z.string()),
});
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;

/** GET /api/verify/certificate (documents, public): HomePact's seal certificate and what the seal includes. */
export const SealCertificateInfoSchema = z.object({
  fingerprint: z.string(),
  subject: z.string(),
  notAfter: z.string(),
  /** Earlier certificates whose seals still verify (key rotation), by SHA-256 fingerprint. */
  previous: z.array(z.string()),
  /** Whether seals carry an RFC 3161 timestamp from a timestamp authority. */
  timestamped: z.boolean(),
});
export type SealCertificateInfo = z.infer<typeof SealCertificateInfoSchema>;
