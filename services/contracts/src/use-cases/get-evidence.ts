import { isEvidenceAction, type ActivityDoc } from '../domain/activity.ts';
import { toInternalRecord } from '../domain/contract.ts';
import { contractNotFound } from '../domain/errors.ts';
import type { DisclosureRecord } from '@homepact/proto';
import { disclosureRecords, sha256Hex, textToSign, type SignatureEvidence } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract } from './load-contract.ts';

export interface Evidence {
  contract: ReturnType<typeof toInternalRecord>;
  signedText: string;
  documentHash: string;
  signatures: Array<
    Omit<SignatureEvidence, 'typedName' | 'signedAt' | 'adopted' | 'elections' | 'disclosures'> & {
      /** The full name as the signer typed it (older signatures: their `name`, which was it). */
      typedName: string;
      signedAt: string;
      adopted: NonNullable<SignatureEvidence['adopted']> | null;
      /** The homeowner's accept/reject choices (empty for the provider and for older signatures). */
      elections: NonNullable<SignatureEvidence['elections']>;
      /** The notices the homeowner confirmed receiving before signing (empty for the provider and for older signatures). */
      disclosures: DisclosureRecord[];
    }
  >;
  timeline: Array<{ at: string; action: string; description: string }>;
}

/** Rows written in the same millisecond keep the order the contract lived them. */
const ORDER = [
  'created',
  'updated',
  'content_updated',
  'sent_for_signature',
  'invites_requested',
  'invites_sent',
  'invites_failed',
  'signed',
  'fully_signed',
  'executed',
  'deleted',
];
const rank = (action: string) => {
  const i = ORDER.indexOf(action);
  return i === -1 ? ORDER.length : i;
};
const byTime = (a: ActivityDoc, b: ActivityDoc) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.action) - rank(b.action);

/**
 * GET /internal/contracts/:id/evidence: what the certificate of completion
 * shows (documents renders it after ContractExecuted): the exact text signed
 * and its SHA-256, every signature's attribution evidence, and the contract's
 * history (annotation rows left out: they are conversation, not evidence).
 */
export async function getEvidence(deps: Pick<ContractsDeps, 'c'>, id: string): Promise<Evidence> {
  const doc = await findContract(deps, id);
  if (!doc) throw contractNotFound();
  const signedText = textToSign(doc);
  const rows = (await deps.c.activity.find({ contractId: doc._id })).filter((r) => isEvidenceAction(r.action)).sort(byTime);
  return {
    contract: toInternalRecord(doc),
    signedText,
    documentHash: doc.signedTextSha256 ?? sha256Hex(signedText),
    signatures: [...(doc.signatureEvidence ?? [])]
      .sort((a, b) => new Date(a.signedAt).getTime() - new Date(b.signedAt).getTime())
      .map((s) => ({
        ...s,
        typedName: s.typedName ?? s.name,
        signedAt: new Date(s.signedAt).toISOString(),
        adopted: s.adopted ?? null,
        elections: s.elections ?? [],
        disclosures: disclosureRecords(s),
      })),
    timeline: rows.map((r) => ({ at: r.createdAt.toISOString(), action: r.action, description: r.description })),
  };
}
