import {
  buttonHtml,
  checkedLink,
  escapeHtml,
  formatDateTime,
  layout,
  oneLine,
  plainLinkHtml,
  roleLabel,
  type PartyRole,
  type RenderedEmail,
} from './layout.ts';

export interface PartySignedInput {
  /** The party who still has to sign, and is told here. */
  recipientName: string;
  recipientEmail: string;
  recipientRole: PartyRole;
  signerName: string;
  signerRole: PartyRole;
  serviceType: string;
  signedAt: Date;
  /** The recipient's fresh personal link, when contracts minted one. */
  signUrl: string | null;
  /** When signing closes, when the contract has a deadline. */
  signingDeadline?: Date;
}

/** The note to the other party when one signs: it is their turn. */
export function partySignedEmail(input: PartySignedInput): RenderedEmail {
  const signUrl = input.signUrl === null ? null : checkedLink(input.signUrl);
  const signer = input.signerName.trim() || `The ${roleLabel(input.signerRole)}`;
  const role = roleLabel(input.recipientRole);
  const name = input.recipientName.trim() || 'there';
  const when = formatDateTime(input.signedAt);

  const subject = `${oneLine(signer, 60)} signed the ${oneLine(input.serviceType, 60)} contract: your signature is next`;
  const news = `${signer}, the ${roleLabel(input.signerRole)}, signed the ${input.serviceType} contract on ${when}. It now needs your signature as the ${role}.`;
  const howTo = signUrl
    ? `This link is personal: it lets you sign as the ${role}, so please don't forward it. It replaces the link in your invitation, which no longer works.`
    : `To sign, open the signing link from your invitation e-mail, or sign in to HomePact as ${input.recipientEmail}.`;
  const after = 'When you have signed, we e-mail you both the final PDF with a certificate of completion.';
  const deadline = deadlineLine(input.signingDeadline);

  const text = [
    `Hello ${name},`,
    '',
    news,
    '',
    ...(deadline ? [deadline, ''] : []),
    ...(signUrl ? ['Review and sign:', signUrl, ''] : []),
    howTo,
    '',
    after,
  ].join('\n');
  const html = layout({
    preheader: `${signer} signed. Your signature is next.`,
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(news)}</p>
${deadlineHtml(deadline)}${signUrl ? `${buttonHtml(signUrl, 'Review and sign')}\n${plainLinkHtml(signUrl)}` : ''}
<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(howTo)}</p>
<p style="margin:0">${escapeHtml(after)}</p>`,
    footerText: `You received this e-mail because you are the ${role} on this contract in HomePact.`,
  });
  return { subject, text, html };
}

export interface PartySignedCreatorInput {
  /** The contract's creator, who follows it but is not the party still to sign. */
  recipientName: string;
  signerName: string;
  signerEmail: string;
  signerRole: PartyRole;
  /** Who still has to sign. */
  waitingForName: string;
  waitingForRole: PartyRole;
  serviceType: string;
  signedAt: Date;
  /** Where the creator follows it (the dashboard). */
  dashboardUrl: string;
  /** When signing closes, when the contract has a deadline. */
  signingDeadline?: Date;
}

/**
 * A status update to the contract's creator when one party signed and the
 * other has yet to (sent only when their preferences allow: status updates).
 * The signer is named with their address: the creator sent them the contract.
 */
export function partySignedCreatorEmail(input: PartySignedCreatorInput): RenderedEmail {
  const dashboardUrl = checkedLink(input.dashboardUrl);
  const signer = input.signerName.trim() || `The ${roleLabel(input.signerRole)}`;
  const waiting = input.waitingForName.trim() || `the ${roleLabel(input.waitingForRole)}`;
  const name = input.recipientName.trim() || 'there';
  const when = formatDateTime(input.signedAt);

  const subject = `${oneLine(signer, 60)} signed your ${oneLine(input.serviceType, 60)} contract`;
  const news = `${signer} (${input.signerEmail}), the ${roleLabel(input.signerRole)}, signed the ${input.serviceType} contract on ${when}. We have asked ${waiting}, the ${roleLabel(input.waitingForRole)}, to sign next.`;
  const after = 'When both parties have signed, we e-mail you the final PDF with its certificate of completion.';
  const why = 'You get these updates because contract status updates are on in your HomePact settings.';
  const deadline = deadlineLine(input.signingDeadline);

  const text = [
    `Hello ${name},`,
    '',
    news,
    '',
    ...(deadline ? [deadline, ''] : []),
    'Follow it on your dashboard:',
    dashboardUrl,
    '',
    after,
    '',
    why,
  ].join('\n');
  const html = layout({
    preheader: `${signer} signed. ${waiting} is next.`,
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(news)}</p>
${deadlineHtml(deadline)}${buttonHtml(dashboardUrl, 'Open your dashboard')}
${plainLinkHtml(dashboardUrl)}
<p style="margin:0">${escapeHtml(after)}</p>`,
    footerText: `${why} You can turn them off in Settings.`,
  });
  return { subject, text, html };
}

/** "Signing deadline: <date>": the contract expires unsigned then (its links stop working). */
const deadlineLine = (deadline: Date | undefined) => (deadline ? `Signing deadline: ${formatDateTime(deadline)}.` : null);
const deadlineHtml = (line: string | null) => (line ? `<p style="margin:0 0 16px"><strong>${escapeHtml(line)}</strong></p>\n` : '');
