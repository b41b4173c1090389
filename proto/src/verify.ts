import { z } from 'zod';

/**
 * POST /api/verify (documents): a PDF in, what HomePact can say about it out.
 * - `intact`: HomePact's seal verifies over the whole file (or, for a PDF made
 *   before seals, the file is byte for byte one HomePact stored);
 * - `altered`: HomePact's seal is there but the bytes no longer match it, or
 *   something was added after it;
 * - `not_homepact`: no seal of ours (unsigned, signed by someone else, or not a PDF).
 */
export const VerifyVerdictSchema = z.enum(['intact', 'altered', 'not_homepact']);
export type VerifyVerdict = z.infer<typeof VerifyVerdictSchema>;

export const VerifyResultSchema = z.object({
  verdict: VerifyVerdictSchema,
  /** One or two sentences for a person. */
  message: z.string(),
  /** SHA-256 (hex) of the file as received. */
  sha256: z.string(),
  size: z.number().int(),
  seal: z
    .object({
      /** The signature verifies over the bytes it covers. */
      valid: z.boolean(),
      /** It covers the whole file: nothing added after sealing. */
      coversWholeFile: z.boolean(),
      /** The signing certificate is one of HomePact's (current or an earlier, still accepted one). */
      homepactCertificate: z.boolean(),
      certificate: z.object({ fingerprint: z.string(), subject: z.string() }).nullable(),
      sealedAt: z.string().nullable(),
      /** The RFC 3161 signature timestamp in the seal, when the seal has one: its time, its authority, and whether it is of this signature. */
      timestamp: z.object({ time: z.string(), authority: z.string(), valid: z.boolean() }).nullable().default(null),
    })
    .nullable(),
  /** Only for an intact document HomePact stored: which contract, who signed and when. */
  document: z
    .object({
      contractId: z.string(),
      serviceType: z.string(),
      executedAt: z.string().nullable(),
      /** The file is byte for byte the copy HomePact stored. */
      matchesStoredCopy: z.boolean(),
      signers: z.array(z.object({ role: z.enum(['homeowner', 'provider']), name: z.string(), signedAt: z.string() })),
    })
    .nullable(),
  /** HomePact's current seal certificate, so a person can compare it with the one in their PDF reader. */
  currentCertificate: z.object({ fingerprint: z.string(), subject: z.string() }),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;
