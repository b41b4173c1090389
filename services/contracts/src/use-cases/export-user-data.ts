import { canonicalEmail, EXPORT_LIMITS, type ContractsExport, type ExportContract, type ExportRequest } from '@homepact/proto';
import { PARTY_ROLES, partyEmail, sameEmail, type PartyRole } from '../domain/access.ts';
import { toRecord, type ContractDoc } from '../domain/contract.ts';
import { maskEmail, textToSign } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * POST /internal/exports/contracts (identity's GET /api/auth/export): what
 * contracts holds about one user. Their contracts are the ones they created
 * and the ones naming their address as a party, newest first, each as they
 * may see it through the API (a party sees the other party's address
 * masked), with the text the signatures cover. Signatures are listed by
 * name, role and time; the evidence recorded about a signer (address,
 * network address, browser, consent) only for the user's own signatures,
 * since the rest is the other signer's data. Plus the annotations the user
 * wrote. Bounded by EXPORT_LIMITS, with `truncated` saying when more exist.
 */
export async function exportUserData(deps: Pick<ContractsDeps, 'c'>, input: ExportRequest): Promise<ContractsExport> {
  const email = canonicalEmail(input.email);
  const docs = await deps.c.contracts.listNamingUser(input.userId, email, EXPORT_LIMITS.contracts + 1);
  const contracts = docs.slice(0, EXPORT_LIMITS.contracts).map((doc) => exportContract(doc, input.userId, email));

  const notes = await deps.c.annotations.listByAuthor(input.userId, email, EXPORT_LIMITS.annotations + 1);
  return {
    contracts,
    annotations: notes.slice(0, EXPORT_LIMITS.annotations).map((a) => ({
      id: a._id,
      contractId: a.contractId,
      sectionId: a.sectionId,
      type: a.type,
      status: a.status,
      content: a.content,
      createdAt: iso(a.createdAt)!,
      updatedAt: iso(a.updatedAt)!,
    })),
    truncated: { contracts: docs.length > EXPORT_LIMITS.contracts, annotations: notes.length > EXPORT_LIMITS.annotations },
  };
}

const EMAIL_FIELD = { homeowner: 'homeownerEmail', provider: 'providerEmail' } as const;

/**
 * The record as the user sees it through GET /api/contracts/:id: whole for
 * its creator; for a party, the other party's address masked, in the record
 * and in the form it carries.
 */
function visibleRecord(doc: ContractDoc, creator: boolean, roles: PartyRole[]): Record<string, unknown> {
  const record: Record<string, unknown> = { ...toRecord(doc) };
  if (creator) return record;
  const contractData = { ...doc.contractData };
  for (const role of PARTY_ROLES.filter((r) => !roles.includes(r))) {
    const field = EMAIL_FIELD[role];
    record[field] = maskEmail(partyEmail(doc, role));
    if (typeof contractData[field] === 'string') contractData[field] = maskEmail(contractData[field]);
  }
  return { ...record, contractData };
}

function exportContract(doc: ContractDoc, userId: string, email: string): ExportContract {
  const roles = PARTY_ROLES.filter((r) => sameEmail(partyEmail(doc, r), email));
  const creator = doc.createdBy === userId;
  const relationship: ExportContract['relationship'] = [...(creator ? (['creator'] as const) : []), ...roles];
  const own = (role: PartyRole, signerEmail: string) => roles.includes(role) && sameEmail(signerEmail, email);
  return {
    id: doc._id,
    relationship,
    record: visibleRecord(doc, creator, roles),
    text: textToSign(doc),
    signatures: (doc.signatureEvidence ?? []).map((s) => ({
      role: s.role,
      name: s.name,
      signedAt: iso(s.signedAt)!,
      ...(own(s.role, s.email)
        ? {
            email: s.email,
            ipAddress: s.ipAddress,
            userAgent: s.userAgent,
            verification: s.verification,
            consentVersion: s.consentVersion,
            textSha256: s.textSha256,
          }
        : {}),
    })),
    executedAt: iso(doc.executedAt),
  };
}
