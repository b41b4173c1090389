import { checkedLink, escapeHtml, formatDollarText, normaliseContractText, normaliseOneLine } from '@homepact/legal';

/** HTML text and attribute escaping: @homepact/legal's one, after its text normaliser. */
export { escapeHtml };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** What the message carries that must never be stored or logged (a sign-in code): email_log keeps ••••••. */
  secrets?: readonly string[];
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

export type PartyRole = 'homeowner' | 'provider';

export const roleLabel = (role: PartyRole): string => (role === 'homeowner' ? 'homeowner' : 'service provider');

/**
 * For subjects and other one-line places: user text with line breaks or runs
 * of spaces collapsed, and long values cut, so a subject stays one readable line.
 */
export function oneLine(s: string, max = 80): string {
  return normaliseOneLine(s, max);
}

/**
 * The message as it goes out: subject, text and HTML through the shared
 * contract-text normaliser (@homepact/legal), so a contract's words read the
 * same in the e-mail as on the web pages and in the PDF: no bidi overrides
 * reordering a subject line, no control characters.
 */
export function normalisedEmail(email: RenderedEmail): RenderedEmail {
  return {
    subject: normaliseOneLine(email.subject),
    text: normaliseContractText(email.text),
    html: normaliseContractText(email.html),
    ...(email.secrets ? { secrets: email.secrets } : {}),
  };
}

/** Links and amounts in messages: @homepact/legal's, the same the invitation text uses. */
export { checkedLink, formatDollarText };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
/** "May 3, 2026 at 2:05 PM UTC": the reader's time zone is unknown, so say which one. */
export const formatDateTime = (d: Date): string => `${dateTime.format(d)} UTC`;

/** A button that survives mail clients (a table cell with a background, the link inside), labelled with `label`. */
export function buttonHtml(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:#1d4ed8">
<a href="${escapeHtml(checkedLink(href))}" style="display:inline-block;padding:12px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The same link written out, for clients that hide buttons and for copying. */
export function plainLinkHtml(href: string): string {
  const safe = escapeHtml(checkedLink(href));
  return `<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button doesn't work, copy this link into your browser:<br><a href="${safe}" style="color:#1d4ed8;word-break:break-all">${safe}</a></p>`;
}

/** Label / value rows; every value is escaped here. */
export function detailsHtml(rows: Array<[label: string, value: string]>): string {
  const tr = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;white-space:nowrap;vertical-align:top">${escapeHtml(k)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px;font-size:15px">\n${tr}\n</table>`;
}

export const detailsText = (rows: Array<[label: string, value: string]>): string => rows.map(([k, v]) => `  ${k}: ${v}`).join('\n');
