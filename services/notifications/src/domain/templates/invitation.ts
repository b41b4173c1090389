import {
  buttonHtml,
  checkedLink,
  detailsHtml,
  detailsText,
  escapeHtml,
  formatUsd,
  layout,
  oneLine,
  plainLinkHtml,
  roleLabel,
  type PartyRole,
  type RenderedEmail,
} from './layout.ts';

export interface InvitationInput {
  recipientName: string;
  role: PartyRole;
  /** Who asked for the signatures (the contract's creator): "Jane Doe (jane@example.com)", or an address alone. */
  invitedByName: string;
  serviceType: string;
  /** Decimal dollars, e.g. "1500.00": the form's price, shown only for events that lack `terms`. */
  totalAmount: string;
  /**
   * What the contract text itself says (the text is what is signed): the
   * invitation summarises these rather than the form. `differsFromForm`: the
   * sender confirmed a text whose terms differ from the form's.
   */
  terms?: { total: string | null; payment: string | null; start: string | null; end: string | null; differsFromForm: boolean };
  /** The party's personal link, used exactly as given. */
  signUrl: string;
  reason: 'generated' | 'resend';
  pdfAttached: boolean;
}

/** "Jane Doe" from "Jane Doe (jane@example.com)"; any other text as it is. */
export function senderName(by: string): string {
  const m = /^(.+?) \(([^()\s]+@[^()\s]+)\)$/.exec(by.trim());
  return m ? m[1]! : by.trim();
}

/** The invitation to review and sign, one per party, with that party's own link. */
export function invitationEmail(input: InvitationInput): RenderedEmail {
  const signUrl = checkedLink(input.signUrl);
  const role = roleLabel(input.role);
  const terms = input.terms;
  const amount = terms ? (terms.total ?? 'as stated in the contract') : formatUsd(input.totalAmount);
  // "Jane Doe (jane@example.com)": the name alone in the subject, name and address in the message.
  const by = input.invitedByName.trim() || 'Someone';
  const byName = senderName(by);
  const name = input.recipientName.trim() || 'there';
  const resend = input.reason === 'resend';

  const subject = resend
    ? `Reminder: please review and sign the ${oneLine(input.serviceType, 60)} contract`
    : `${oneLine(byName, 60)} invited you to sign a contract: ${oneLine(input.serviceType, 60)}`;
  const intro = resend
    ? `${by} is still waiting for your signature on a contract, and asked us to send you a fresh signing link.`
    : `${by} has prepared a contract on HomePact and named you as the ${role}. Please review it and sign it electronically.`;
  const details: Array<[string, string]> = [
    ['Service', input.serviceType],
    ['Total amount', amount],
    ...(terms?.payment ? [['Payment', terms.payment] as [string, string]] : []),
    ...(terms?.start || terms?.end
      ? [
          ['Dates', [terms.start ? `from ${terms.start}` : '', terms.end ? `to ${terms.end}` : ''].filter(Boolean).join(' ')] as [
            string,
            string,
          ],
        ]
      : []),
    ['Your role', role],
    ['Sent by', by],
  ];
  const differs = terms?.differsFromForm
    ? 'These terms are read from the contract text you are asked to sign. Its price, payment or dates differ from the summary the sender first entered, so please read the whole text before you sign.'
    : null;
  const step1 = input.pdfAttached
    ? 'Open your signing link and read the contract (a PDF copy is attached to this e-mail too).'
    : 'Open your signing link and read the contract.';
  const steps = [
    step1,
    'If it is right, agree to sign electronically and type your full name to sign.',
    'When both parties have signed, we e-mail you both the final PDF with a certificate of completion.',
  ];
  const personal = `This link is personal: it lets you sign as the ${role}, so please don't forward it.`;
  const paper = `You don't have to sign electronically. You have the right to a paper copy of this contract: ask ${by} for one. The signing page explains what signing electronically covers before you agree to it.`;

  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    detailsText(details),
    '',
    ...(differs ? [differs, ''] : []),
    'Review and sign:',
    signUrl,
    '',
    personal,
    '',
    'What happens next:',
    ...steps.map((s, i) => `  ${i + 1}. ${s}`),
    '',
    paper,
  ].join('\n');

  const html = layout({
    preheader: `${byName} asks you to review and sign: ${oneLine(input.serviceType, 60)}, ${amount}`,
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${detailsHtml(details)}
${differs ? `<p style="margin:0 0 16px;padding:12px;border-left:4px solid #b45309;background:#fffbeb">${escapeHtml(differs)}</p>\n` : ''}${buttonHtml(signUrl, 'Review and sign')}
${plainLinkHtml(signUrl)}
<p style="margin:0 0 24px;font-size:13px;color:#475569">${escapeHtml(personal)}</p>
<p style="margin:0 0 8px;font-weight:bold">What happens next</p>
<ol style="margin:0 0 24px;padding-left:20px">
${steps.map((s) => `<li style="margin:0 0 6px">${escapeHtml(s)}</li>`).join('\n')}
</ol>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(paper)}</p>`,
    footerText: `You received this e-mail because ${byName} named you as the ${role} on a contract in HomePact. If you weren't expecting it, you can ignore it.`,
  });
  return { subject, text, html };
}
