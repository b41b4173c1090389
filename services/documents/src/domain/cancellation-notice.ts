import { escapeHtml } from '@homepact/legal';
import type { CancellationNoticeRequest } from '@homepact/proto';

/**
 * The dated notice of cancellation as one printable page: the homeowner's
 * notice word for word, when HomePact recorded it, and the provider's duty to
 * return payments within the period the signed notice states. Pure HTML, with
 * the same walls as the contract (no network, no scripts).
 */
export function cancellationNoticeHtml(req: CancellationNoticeRequest): string {
  const [title, ...lines] = req.noticeText.split('\n');
  const recorded = new Date(req.cancelledAt).toISOString().replace('T', ' ').slice(0, 19);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
<title>${escapeHtml(title ?? 'NOTICE OF CANCELLATION')}</title>
<style>
  @page { size: Letter; margin: 1in; }
  body { font: 12pt/1.5 "DejaVu Serif", Georgia, serif; color: #111; }
  h1 { font-size: 16pt; letter-spacing: .04em; margin: 0 0 1em; }
  p { margin: 0 0 .8em; }
  .duty { border: 1px solid #444; padding: .6em .8em; margin-top: 1.4em; }
  .meta { margin-top: 2em; font-size: 9pt; color: #444; }
</style>
</head>
<body>
<h1>${escapeHtml(title ?? 'NOTICE OF CANCELLATION')}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p class="duty"><strong>To the provider:</strong> any payments made under the contract, any property traded in and any negotiable instrument the buyer signed must be returned within ${escapeHtml(req.refundPeriod)} after you receive this notice, and any security interest arising out of the transaction is cancelled (16 C.F.R. § 429.1).</p>
<p class="meta">Recorded by HomePact at ${escapeHtml(recorded)} UTC for contract ${escapeHtml(req.contractId)}. The homeowner confirmed this notice on the cancellation page; the record keeps who, when, from which address and browser.</p>
</body>
</html>`;
}
