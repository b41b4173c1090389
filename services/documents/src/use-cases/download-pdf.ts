import type { UserContext } from '@homepact/kit';
import { downloadFilename } from '../domain/filename.ts';
import { contractText, renderContractHtml } from '../domain/render-html.ts';
import { authorizeRead } from './authorize.ts';
import type { DocumentsDeps } from './deps.ts';
import { renderPdf, sha256Hex } from './render-pdf.ts';

export interface DownloadedPdf {
  pdf: Buffer;
  filename: string;
  sha256: string;
  kind: 'final' | 'draft' | 'on-demand';
}

/**
 * GET /api/contracts/:id/pdf: the final (signed, with its certificate) PDF
 * once it exists; else the latest draft PDF, if it still shows the contract's
 * current text; else one rendered now and not stored (no PdfGenerated: a read
 * changes nothing).
 */
export async function downloadPdf(
  deps: DocumentsDeps,
  contractId: string,
  who: { user: UserContext | null; token?: string },
): Promise<DownloadedPdf> {
  const { contract } = await authorizeRead(deps, contractId, who);
  const text = contractText(contract);

  const final = await deps.repos.documents.latestMeta(contract.id, 'final');
  const draft = final ? null : await deps.repos.documents.latestMeta(contract.id, 'draft');
  const stored = final ?? (draft && draft.textSha256 === sha256Hex(text) ? draft : null);
  if (stored) {
    const full = await deps.repos.documents.findById(stored._id);
    if (full) {
      return {
        pdf: Buffer.from(full.base64, 'base64'),
        filename: downloadFilename(contract.serviceType, full.createdAt),
        sha256: full.sha256,
        kind: full.kind,
      };
    }
  }

  const now = deps.now();
  const rendered = await renderPdf(deps, {
    html: renderContractHtml({ contract, text, generatedAt: now }),
    contractId: contract.id,
    userId: who.user?.userId ?? null,
    purpose: 'download',
  });
  return { pdf: rendered.pdf, filename: downloadFilename(contract.serviceType, now), sha256: rendered.sha256, kind: 'on-demand' };
}
