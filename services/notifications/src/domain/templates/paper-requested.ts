import { buttonHtml, escapeHtml, formatDateTime, layout, oneLine, roleLabel, type PartyRole, type RenderedEmail } from './layout.ts';

export interface PaperRequestedInput {
  /** The contract's owner, who is told. */
  recipientName: string;
  partyName: string;
  partyEmail: string;
  partyRole: PartyRole;
  serviceType: string;
  withdrawnAt: Date;
  /** Where the owner follows it (their dashboard). */
  dashboardUrl: string;
}

/**
 * To the contract's owner: a party withdrew consent to sign electronically
 * and asked for paper (ESIGN 101(b)(2)). What to do next: give them the
 * paper copy, or send them a new signing link if they change their mind.
 */
export function paperRequestedEmail(input: PaperRequestedInput): RenderedEmail {
  const party = input.partyName.trim() || `The ${roleLabel(input.partyRole)}`;
  const role = roleLabel(input.partyRole);
  const name = input.recipientName.trim() || 'there';
  const when = formatDateTime(input.withdrawnAt);
  const subject = `${oneLine(party, 60)} asked for a paper copy of the ${oneLine(input.serviceType, 60)} contract`;
  const news = `${party} (${input.partyEmail}), the ${role}, said on ${when} that they do not want to sign the ${input.serviceType} contract electronically, and asked for paper instead. Their signing link no longer signs; it shows them how to print the contract and return it to you.`;
  const next = [
    'Give or send them a paper copy (the PDF on your dashboard prints as the contract), and collect it signed.',
    'If they change their mind, Resend on your dashboard sends them a new signing link, which offers e-signing again.',
  ];
  const text = [`Hello ${name},`, '', news, '', 'What to do next:', ...next.map((s, i) => `  ${i + 1}. ${s}`), '', input.dashboardUrl].join(
    '\n',
  );
  const html = layout({
    preheader: `${oneLine(party, 60)} asked for paper instead of signing electronically`,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(`Hello ${name},`)}</p>
<p style="margin:0 0 16px">${escapeHtml(news)}</p>
<p style="margin:0 0 8px;font-weight:bold">What to do next</p>
<ol style="margin:0 0 16px;padding-left:20px">
${next.map((s) => `<li style="margin:0 0 6px">${escapeHtml(s)}</li>`).join('\n')}
</ol>
${buttonHtml(input.dashboardUrl, 'Open your dashboard')}`,
    footerText: 'You received this e-mail because you sent this contract for signature on HomePact.',
  });
  return { subject, text, html };
}
