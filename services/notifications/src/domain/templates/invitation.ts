import { invitationMessage, type InvitationInput } from '@homepact/legal';
import { buttonHtml, detailsHtml, escapeHtml, layout, plainLinkHtml, type RenderedEmail } from './layout.ts';

/**
 * The invitation to review and sign, one per party, with that party's own
 * link. Its words (subject, paragraphs, plain-text body) come from
 * @homepact/legal's `invitationMessage`, which the Generate step's preview
 * shows before sending, so the preview and the message are the same text.
 */
export type { InvitationInput } from '@homepact/legal';
export { senderName } from '@homepact/legal';

export function invitationEmail(input: InvitationInput): RenderedEmail {
  const m = invitationMessage(input);
  const html = layout({
    preheader: m.preheader,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(m.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(m.intro)}</p>
${detailsHtml(m.details)}
${m.differs ? `<p style="margin:0 0 16px;padding:12px;border-left:4px solid #b45309;background:#fffbeb">${escapeHtml(m.differs)}</p>\n` : ''}${m.delivered ? `<p style="margin:0 0 16px;padding:12px;border-left:4px solid #1d4ed8;background:#eff6ff">${escapeHtml(m.delivered)}</p>\n` : ''}${buttonHtml(m.signUrl, 'Review and sign')}
${plainLinkHtml(m.signUrl)}
<p style="margin:0 0 24px;font-size:13px;color:#475569">${escapeHtml(m.personal)}</p>
<p style="margin:0 0 8px;font-weight:bold">What happens next</p>
<ol style="margin:0 0 24px;padding-left:20px">
${m.steps.map((s) => `<li style="margin:0 0 6px">${escapeHtml(s)}</li>`).join('\n')}
</ol>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(m.paper)}</p>`,
    footerText: m.footer,
  });
  return { subject: m.subject, text: m.text, html };
}
