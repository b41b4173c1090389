import type { UserContext } from '@homepact/kit';
import { renderEvidenceRecordHtml } from '../domain/render-evidence-record.ts';
import { authorizeRead } from './authorize.ts';
import type { DocumentsDeps } from './deps.ts';
import { renderPdf } from './render-pdf.ts';
import { sealRendered } from './seal-document.ts';

/**
 * GET /api/contracts/:id/evidence-record.pdf: contracts' evidence record as a
 * readable PDF, sealed like every document HomePact vouches for. Read access
 * as for the contract's PDF (the owner, an admin, each party signed in or by
 * their link), decided by contracts. Made on demand and not stored: the
 * record grows while the contract lives (e-mails, events).
 */
export async function downloadEvidenceRecord(
  deps: DocumentsDeps,
  contractId: string,
  who: { user: UserContext | null; token?: string },
): Promise<{ pdf: Buffer; sha256: string; filename: string }> {
  await authorizeRead(deps, contractId, who);
  const record = await deps.contracts.evidenceRecord(contractId);
  const seal = {
    fingerprint: deps.seal.certificate.fingerprint,
    timestampAuthority: deps.seal.tsaUrl ? new URL(deps.seal.tsaUrl).host : null,
  };
  const rendered = await renderPdf(deps, {
    html: renderEvidenceRecordHtml(record, { verifyUrl: deps.verifyUrl, seal }),
    contractId,
    userId: who.user?.userId ?? null,
    purpose: 'evidence',
    metadata: { documentHash: record.documentHash },
  });
  const sealed = await sealRendered(deps, rendered, { contractId, what: 'Evidence record of contract' });
  return { pdf: sealed.pdf, sha256: sealed.sha256, filename: `evidence-record-${contractId}.pdf` };
}
