import type { CancellationNoticeRequest } from '@homepact/proto';
import { cancellationNoticeHtml } from '../domain/cancellation-notice.ts';
import type { DocumentsDeps } from './deps.ts';
import { renderPdf } from './render-pdf.ts';

/**
 * POST /internal/notices/cancellation: the notice as a PDF, through the same
 * queue and renderer as the contracts (not stored: notifications attaches it
 * to the three e-mails, and the words themselves are in contracts' evidence).
 */
export async function renderCancellationNotice(deps: DocumentsDeps, req: CancellationNoticeRequest) {
  const pdf = await renderPdf(deps, {
    html: cancellationNoticeHtml(req),
    contractId: req.contractId,
    userId: null,
    purpose: 'notice',
    background: true,
  });
  return {
    filename: `Notice-of-cancellation-${req.contractId.slice(0, 8)}.pdf`,
    contentType: 'application/pdf' as const,
    base64: pdf.pdf.toString('base64'),
    sha256: pdf.sha256,
  };
}
