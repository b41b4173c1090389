import {
  buttonHtml,
  detailsHtml,
  detailsText,
  escapeHtml,
  formatDateTime,
  formatDollarText,
  layout,
  oneLine,
  roleLabel,
  type PartyRole,
  type RenderedEmail,
} from './layout.ts';

export interface ExecutedInput {
  recipientName: string;
  /** A party, or the creator who is not a party (their copy is a status update they chose to get). */
  role: PartyRole | 'creator';
  homeownerName: string;
  providerName: string;
  serviceType: string;
  totalAmount: string;
  homeownerSignedAt: Date | null;
  providerSignedAt: Date | null;
  /** The attached final PDF. */
  filename: string;
  sha256: string;
  /** The homeowner's right to cancel, when the state gives one: the last day, and (homeowner only) the link. */
  cancellation?: { lastDay: string; noWorkDuringPeriod: boolean; cancelUrl: string | null } | null;
}

/** What the right to cancel means for this recipient, in one paragraph (and the homeowner's link). */
function cancellationLines(input: ExecutedInput): { text: string; url: string | null } | null {
  const c = input.cancellation;
  if (!c) return null;
  if (input.role === 'homeowner')
    return {
      text: `You may cancel this contract without penalty until midnight at the end of ${c.lastDay}. Use the link below (you will be asked to confirm), or the Notice of Cancellation printed in the attached contract.`,
      url: c.cancelUrl,
    };
  const start = c.noWorkDuringPeriod
    ? ` The law of the property's state does not allow work to start before then: work may start after ${c.lastDay}.`
    : '';
  return { text: `The homeowner may cancel this contract until midnight at the end of ${c.lastDay}.${start}`, url: null };
}

/**
 * The executed contract, to both parties, with the final PDF attached (ESIGN
 * 101(e): every party must be able to keep and reproduce the signed record).
 */
export function executedEmail(input: ExecutedInput): RenderedEmail {
  const name = input.recipientName.trim() || 'there';
  const subject = `Signed by both parties: ${oneLine(input.serviceType, 60)} contract`;
  const news = `The ${input.serviceType} contract between ${input.homeownerName} (homeowner) and ${input.providerName} (service provider) has been signed by both parties.`;
  const signed = (d: Date | null) => (d ? formatDateTime(d) : 'signed');
  const details: Array<[string, string]> = [
    ['Service', input.serviceType],
    ['Total amount', formatDollarText(input.totalAmount)],
    [`Homeowner (${input.homeownerName})`, signed(input.homeownerSignedAt)],
    [`Service provider (${input.providerName})`, signed(input.providerSignedAt)],
  ];
  const attached = `The final signed contract is attached as ${input.filename}. It ends with a certificate of completion that records who signed, when, how each signer proved control of their e-mail address, and the document's fingerprint.`;
  const creator = input.role === 'creator';
  const keep = creator
    ? 'The attached PDF is the signed contract, as each party received it.'
    : 'Keep this e-mail for your records: the attached PDF is your copy of the signed contract.';
  const paper = creator
    ? 'You were sent this because you created this contract in HomePact and contract status updates are on in your settings.'
    : `You were sent this as the ${roleLabel(input.role as PartyRole)}. If you would like a paper copy, ask the other party for one.`;

  const cancel = cancellationLines(input);
  const text = [
    `Hello ${name},`,
    '',
    news,
    '',
    detailsText(details),
    '',
    ...(cancel ? [cancel.text, ...(cancel.url ? [`Cancel this contract: ${cancel.url}`] : []), ''] : []),
    attached,
    `Document fingerprint (SHA-256): ${input.sha256}`,
    '',
    keep,
    '',
    paper,
  ].join('\n');
  const html = layout({
    preheader: `Signed by both parties. Your copy is attached.`,
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(news)}</p>
${detailsHtml(details)}
${cancel ? `<p style="margin:16px 0 8px">${escapeHtml(cancel.text)}</p>${cancel.url ? buttonHtml(cancel.url, 'Cancel this contract') : ''}` : ''}
<p style="margin:16px 0">${escapeHtml(attached)}</p>
<p style="margin:0 0 16px;font-size:12px;color:#475569">Document fingerprint (SHA-256):<br><code style="word-break:break-all">${escapeHtml(input.sha256)}</code></p>
<p style="margin:0 0 16px;padding:12px 16px;background:#f0fdf4;border:1px solid #bbf7d0;border-radius:6px;font-weight:bold">${escapeHtml(keep)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(paper)}</p>`,
    footerText: creator
      ? 'You received this e-mail because you created this contract in HomePact. You can turn contract status updates off in Settings.'
      : `You received this e-mail because you are the ${roleLabel(input.role as PartyRole)} on this contract in HomePact.`,
  });
  return { subject, text, html };
}
