import { z } from 'zod';
import { AppError, internalClient, isAppError, type Logger, type UserContext } from '@homepact/kit';
import { ContractRecordSchema, EvidenceRecordSchema, OwnerChangeSchema, type EvidenceRecord } from '@homepact/proto';

/**
 * contracts owns contracts and alone decides who may read or manage one
 * (docs/signing-flow.md, "Who decides access"). These are its two internal
 * answers documents relies on. The schemas live here until the protocol's
 * bodies move into @homepact/proto.
 */
export const AccessSchema = z.object({
  read: z.boolean(),
  manage: z.boolean(),
  party: z.enum(['homeowner', 'provider']).nullable(),
});
export const AuthorizedContractSchema = ContractRecordSchema.extend({ htmlContent: z.string().nullable().optional() });
export const TermsDifferenceSchema = z.object({ field: z.string(), form: z.string(), text: z.string(), message: z.string() });
export const AuthorizationSchema = z.object({
  access: AccessSchema,
  contract: AuthorizedContractSchema,
  /** For a manager of a draft: where its text disagrees with the form's price, schedule or dates. */
  terms: z
    .object({
      differences: z.array(TermsDifferenceSchema),
      /** The owner's changes to HomePact's text, which the owner confirms before sending (optional: older contracts services lack it). */
      ownerChanges: z.array(OwnerChangeSchema).default([]),
    })
    .optional(),
});
export type Authorization = z.infer<typeof AuthorizationSchema>;
export type AuthorizedContract = z.infer<typeof AuthorizedContractSchema>;

export const SignatureEvidenceSchema = z.object({
  role: z.enum(['homeowner', 'provider']),
  /** The signer as the contract names them (older evidence: the name they typed). */
  name: z.string(),
  /** The full name as the signer typed it; absent from older evidence (whose `name` is it). */
  typedName: z.string().nullable().optional(),
  email: z.string(),
  signedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  consent: z.literal(true),
  consentVersion: z.string().nullable(),
  verification: z.enum(['token', 'session']),
  textSha256: z.string().nullable(),
  /** The adopted signature (stamped into the party's block); null or absent on older signatures. */
  adopted: z
    .object({
      kind: z.enum(['typed', 'drawn']),
      text: z.string().nullable(),
      font: z.string().nullable(),
      image: z.string().nullable(),
      imageSha256: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** The homeowner's accept/reject choice for each election in the signed text (stamped on its line); absent on older evidence. */
  elections: z.array(z.object({ id: z.string(), label: z.string(), choice: z.enum(['accept', 'reject']) })).optional(),
  /** The notices the homeowner confirmed receiving before signing, each with when (listed on the certificate); absent on older evidence. */
  disclosures: z.array(z.object({ id: z.string(), title: z.string(), confirmedAt: z.string() })).optional(),
});
export const EvidenceSchema = z.object({
  contract: AuthorizedContractSchema,
  signedText: z.string(),
  documentHash: z.string().regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 in hex'),
  signatures: z.array(SignatureEvidenceSchema),
  timeline: z.array(z.object({ at: z.string(), action: z.string(), description: z.string() })),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** What documents needs from contracts; tests inject a fake. */
export interface ContractsPort {
  /** null when the contract does not exist (contracts answered 404). */
  authorize(contractId: string, who: { user: UserContext | null; token?: string }): Promise<Authorization | null>;
  /** The signed text and the signing evidence of an executed contract. */
  evidence(contractId: string): Promise<Evidence>;
  /** The complete evidence record (GET /internal/contracts/:id/evidence-record), for its PDF; ask authorize first. */
  evidenceRecord(contractId: string): Promise<EvidenceRecord>;
  /**
   * Takes the mail budget of the invitations Generate is about to send
   * (contracts owns it, per sender and per recipient); throws AppError 429,
   * with contracts' sentence and Retry-After, when it is spent.
   */
  reserveMailBudget(contractId: string, user: UserContext): Promise<void>;
}

const unexpected = (what: string, error: z.ZodError) =>
  new AppError('unavailable', 503, 'A service HomePact depends on gave an unexpected answer. Please try again.', {
    cause: new Error(`${what}: ${z.prettifyError(error)}`),
  });

/** The HTTP adapter: contracts' /internal API, each call signed as documents. */
export function httpContractsPort(opts: { baseUrl: string; secret: string; logger?: Logger; timeoutMs?: number }): ContractsPort {
  const client = internalClient({ baseUrl: opts.baseUrl, secret: opts.secret, caller: 'documents', timeoutMs: opts.timeoutMs ?? 5000 });
  const path = (id: string, rest: string) => `/internal/contracts/${encodeURIComponent(id)}/${rest}`;
  return {
    async authorize(contractId, who) {
      let body: unknown;
      try {
        body = await client.post(path(contractId, 'authorize'), { user: who.user, ...(who.token ? { token: who.token } : {}) });
      } catch (e) {
        if (isAppError(e) && e.status === 404) return null;
        throw e;
      }
      const parsed = AuthorizationSchema.safeParse(body);
      if (!parsed.success) {
        opts.logger?.error({ issues: parsed.error.issues }, 'contracts answered authorize with an unexpected body');
        throw unexpected('authorize', parsed.error);
      }
      return parsed.data;
    },
    async reserveMailBudget(contractId, user) {
      try {
        await client.post(path(contractId, 'mail-budget'), { user });
      } catch (e) {
        if (isAppError(e) && e.status === 429) throw new AppError('mail_limit', 429, e.message, { headers: e.headers ?? {} });
        throw e;
      }
    },
    async evidenceRecord(contractId) {
      const parsed = EvidenceRecordSchema.safeParse(await client.get(path(contractId, 'evidence-record')));
      if (!parsed.success) {
        opts.logger?.error({ issues: parsed.error.issues }, 'contracts answered evidence-record with an unexpected body');
        throw unexpected('evidence-record', parsed.error);
      }
      return parsed.data;
    },
    async evidence(contractId) {
      const body = await client.get(path(contractId, 'evidence'));
      const parsed = EvidenceSchema.safeParse(body);
      if (!parsed.success) {
        opts.logger?.error({ issues: parsed.error.issues }, 'contracts answered evidence with an unexpected body');
        throw unexpected('evidence', parsed.error);
      }
      return parsed.data;
    },
  };
}
