import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@homepact/proto';
import { detailsHtml, detailsText, escapeHtml, formatDateTime, layout, oneLine, type RenderedEmail } from './layout.ts';

export interface ContactSubmittedInput {
  submissionId: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: ContactCategory;
  message: string;
  createdAt: Date;
}

/**
 * The contact form, forwarded to the support address (never to the visitor:
 * mailing whatever address a form names would make us an open relay). Every
 * value is the visitor's own text: escaped in HTML, flattened in the subject.
 */
export function contactSubmittedEmail(input: ContactSubmittedInput): RenderedEmail {
  const category = CONTACT_CATEGORY_LABELS[input.category];
  const subject = `[Contact · ${category}] ${oneLine(input.subject, 80)}`;
  const rows: Array<[string, string]> = [
    ['From', `${oneLine(input.name, 100)} <${input.email}>`],
    ['Phone', input.phone ? oneLine(input.phone, 40) : 'not given'],
    ['Category', category],
    ['Subject', oneLine(input.subject, 200)],
    ['Sent', formatDateTime(input.createdAt)],
    ['Reference', input.submissionId],
  ];
  const intro =
    'A visitor sent the contact form. Reply to this e-mail to answer them, and track it under Contact Submissions in the admin dashboard.';
  const text = [intro, '', detailsText(rows), '', 'Message:', '', input.message].join('\n');
  const html = layout({
    preheader: `${oneLine(input.name, 60)}: ${oneLine(input.subject, 80)}`,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${detailsHtml(rows)}
<p style="margin:16px 0 8px;font-weight:bold">Message</p>
<div style="margin:0;padding:12px 16px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;white-space:pre-wrap;word-break:break-word">${escapeHtml(input.message)}</div>`,
    footerText: 'Sent by the HomePact contact form to the support address (SUPPORT_EMAIL).',
  });
  return { subject, text, html };
}
