import { isEvidenceAction, type ActivityDoc } from '../domain/activity.ts';
import { toInternalRecord } from '../domain/contract.ts';
import { contractNotFound } from '../domain/errors.ts';
import type { DisclosureRecord, EvidenceRecord } from '@homepact/proto';
import { evidenceRecord, type EvidenceRecordInput } from '../domain/evidence-record.ts';
import { disclosureRecords, sha256Hex, textToSign, type SignatureEvidence } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract, loadReadable, type Caller } from './load-contract.ts';

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
  const rows = (await deps.c.activity.forContract(doc._id)).filter((r) => isEvidenceAction(r.action)).sort(byTime);
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

/**
 * GET /api/contracts/:id/evidence-record (and documents' PDF of it, through
 * the internal route): the complete evidence record, for whoever may read the
 * contract (the owner, an admin, each party signed in or by their link).
 * notifications' e-mail log is asked over its signed internal API; when it
 * does not answer, the record says so rather than failing.
 */
export async function getEvidenceRecord(
  deps: Pick<ContractsDeps, 'c' | 'now' | 'emailLog' | 'logger'>,
  caller: Caller | null,
  id: string,
): Promise<EvidenceRecord> {
  if (caller) await loadReadable(deps, caller, id);
  const doc = await findContract(deps, id);
  if (!doc) throw contractNotFound();
  const evidence = await getEvidence(deps, id);
  const activity = (await deps.c.activity.forContract(doc._id)).filter((r) => isEvidenceAction(r.action)).sort(byTime);
  let emails: EvidenceRecordInput['emails'];
  if (!deps.emailLog) emails = { records: [], unavailable: 'not included: this HomePact installation does not reach its e-mail log.' };
  else
    try {
      emails = { records: await deps.emailLog.forContract(doc._id), unavailable: null };
    } catch (err) {
      deps.logger.warn({ err, contractId: doc._id }, 'evidence record: the e-mail log did not answer');
      emails = { records: [], unavailable: 'not included: the e-mail log did not answer. Download the record again later.' };
    }
  return evidenceRecord({
    doc,
    signedText: evidence.signedText,
    documentHash: evidence.documentHash,
    signatures: evidence.signatures,
    activity,
    emails,
    now: deps.now(),
  });
}
