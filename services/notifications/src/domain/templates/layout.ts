/** Escapes text for HTML element and attribute context. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One table-based layout for every message: mail clients ignore most CSS, so
 * styles are inline and the body stays readable with images and styles off.
 */
export function layout(opts: { preheader: string; bodyHtml: string; footerText?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>HomePact</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:10px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:bold;color:#1d4ed8">HomePact</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5">${opts.bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(opts.footerText ?? 'You received this e-mail because of activity on your HomePact account.')}</td></tr>
</table></td></tr></table></body></html>`;
}
