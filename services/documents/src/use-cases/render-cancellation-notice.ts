import type { CancellationNoticeRequest } from '@homepact/proto';
import { cancellationNoticeHtml } from '../domain/cancellation-notice.ts';
import type { DocumentsDeps } from './deps.ts';
import { renderPdf } from './render-pdf.ts';
import { sealRendered } from './seal-document.ts';

/**
 * POST /internal/notices/cancellation: the notice as a PDF, through the same
 * queue and renderer as the contracts, sealed like them (the buyer may need to
 * show a court or a lender that it is the notice HomePact sent; /verify checks
 * it). Not stored: notifications attaches it to the three e-mails, and the
 * words themselves are in contracts' evidence.
 */
export async function renderCancellationNotice(deps: DocumentsDeps, req: CancellationNoticeRequest) {
  const rendered = await renderPdf(deps, {
    html: cancellationNoticeHtml(req),
    contractId: req.contractId,
    userId: null,
    purpose: 'notice',
    background: true,
  });
  const sealed = await sealRendered(deps, rendered, { contractId: req.contractId, what: 'Notice of cancellation of contract' });
  return {
    filename: `Notice-of-cancellation-${req.contractId.slice(0, 8)}.pdf`,
    contentType: 'application/pdf' as const,
    base64: sealed.pdf.toString('base64'),
    sha256: sealed.sha256,
  };
}
