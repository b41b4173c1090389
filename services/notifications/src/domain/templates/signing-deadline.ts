import {
  buttonHtml,
  escapeHtml,
  formatDateTime,
  layout,
  oneLine,
  plainLinkHtml,
  roleLabel,
  type PartyRole,
  type RenderedEmail,
} from './layout.ts';

const hello = (name: string) => `Hello ${name.trim() || 'there'},`;

const paragraphs = (lines: string[]) => lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n');

export interface ReminderInput {
  recipientName: string;
  role: PartyRole;
  serviceType: string;
  /** Who is waiting for the signature ("Jane Doe (jane@example.com)"). */
  waitingOn: string;
  deadline: Date;
  /** The fresh signing link (older ones stop working). */
  signUrl: string;
}

/** To a party who has not signed yet: who is waiting, by when, and a fresh link (the scheduler's reminders). */
export function reminderEmail(input: ReminderInput): RenderedEmail {
  const when = formatDateTime(input.deadline);
  const subject = `Reminder: please sign the ${oneLine(input.serviceType, 60)} contract`;
  const lines = [
    hello(input.recipientName),
    `${input.waitingOn} is waiting for your signature, as the ${roleLabel(input.role)}, on the ${input.serviceType} contract.`,
    `Signing closes on ${when}. This link replaces the ones sent before, which no longer work.`,
  ];
  const text = [...lines.flatMap((l) => [l, '']), input.signUrl].join('\n');
  const html = layout({
    preheader: `Signing closes on ${when}`,
    bodyHtml: `${paragraphs(lines)}
${buttonHtml(input.signUrl, 'Review and sign')}
${plainLinkHtml(input.signUrl)}`,
    footerText: 'You received this e-mail because you are named as a party to this contract on HomePact.',
  });
  return { subject, text, html };
}

export interface ClosedInput {
  recipientName: string;
  serviceType: string;
  /** `party`: a signer; `owner`: who sent it. */
  audience: 'party' | 'owner';
  dashboardUrl: string;
}

/** The signing deadline passed before both parties signed. */
export function signingExpiredEmail(input: ClosedInput & { deadline: Date }): RenderedEmail {
  const subject = `Signing closed: the ${oneLine(input.serviceType, 60)} contract was not signed in time`;
  const lines = [
    hello(input.recipientName),
    `The deadline for signing the ${input.serviceType} contract, ${formatDateTime(input.deadline)}, has passed before both parties signed. Its signing links no longer work.`,
    input.audience === 'owner'
      ? 'To go ahead, set a new deadline on your dashboard: the parties who have not signed get fresh links.'
      : 'If you still want to sign, ask the sender to send it again with a new deadline.',
  ];
  return closedEmail(subject, lines, input);
}

/** The sender withdrew (voided) the contract. */
export function contractWithdrawnEmail(input: ClosedInput & { reason: string }): RenderedEmail {
  const subject = `The ${oneLine(input.serviceType, 60)} contract was withdrawn`;
  const lines = [
    hello(input.recipientName),
    `The sender withdrew the ${input.serviceType} contract, so it can no longer be signed. Its signing links no longer work.`,
    `Their reason: “${input.reason}”`,
  ];
  return closedEmail(subject, lines, input);
}

function closedEmail(subject: string, lines: string[], input: ClosedInput): RenderedEmail {
  const text = [...lines.flatMap((l) => [l, '']), ...(input.audience === 'owner' ? [input.dashboardUrl] : [])].join('\n').trimEnd();
  const html = layout({
    preheader: oneLine(lines[1] ?? subject, 90),
    bodyHtml: `${paragraphs(lines)}${input.audience === 'owner' ? `\n${buttonHtml(input.dashboardUrl, 'Open your dashboard')}` : ''}`,
    footerText:
      input.audience === 'owner'
        ? 'You received this e-mail because you sent this contract for signature on HomePact.'
        : 'You received this e-mail because you are named as a party to this contract on HomePact.',
  });
  return { subject, text, html };
}
