import { formatUsd, parseMoneyToCents } from './money.ts';
import { normaliseContractText, normaliseOneLine } from './normalise-text.ts';

/**
 * The invitation to review and sign, as words: subject, paragraphs and the
 * plain-text body. notifications sends it (and lays the same words out as
 * HTML); contracts' invitation preview and the Generate step show it before
 * anything is sent (docs/decisions/0009-invitation-preview-before-sending.md), so what the sender looks at is what goes out.
 * Pure: no I/O, no clock.
 */
export type InvitationRole = 'homeowner' | 'provider';

export interface InvitationInput {
  recipientName: string;
  role: InvitationRole;
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
  terms?: {
    total: string | null;
    payment: string | null;
    start: string | null;
    end: string | null;
    differsFromForm: boolean;
    /** The sender wrote figures of their own into HomePact's text: no price or payment is summarised. */
    ownerWroteFigures?: boolean;
  };
  /** The party's personal link, used exactly as given. */
  signUrl: string;
  reason: 'generated' | 'resend';
  pdfAttached: boolean;
  /** The recipient is the sender themself (an owner who is a party): the message speaks to them as such. */
  recipientIsSender?: boolean;
  /** The documents the law wants delivered apart from the contract (Illinois's pamphlet), attached to the message. */
  delivered?: Array<{
    title: string;
    citation: string;
  }>; /** The document is a change order of a signed contract: the message says so and gives the old and new totals. */
  changeOrder?: { number: string; parentServiceType: string; previousTotal: string; newTotal: string };
}

export interface InvitationMessage {
  subject: string;
  preheader: string;
  greeting: string;
  intro: string;
  details: Array<[label: string, value: string]>;
  /** A warning when the text's terms differ from the form's, else null. */
  differs: string | null;
  signUrl: string;
  personal: string;
  steps: string[];
  paper: string;
  /** What the law wants delivered with the contract, attached and shown on the signing page ("Illinois law ... attached"), else null. */
  delivered: string | null;
  footer: string;
  /** The whole plain-text body. */
  text: string;
}

/** "Jane Doe" from "Jane Doe (jane@example.com)"; any other text as it is. */
export function senderName(by: string): string {
  const m = /^(.+?) \(([^()\s]+@[^()\s]+)\)$/.exec(by.trim());
  return m ? m[1]! : by.trim();
}

/** The sender's address from "Jane Doe (jane@example.com)" (for Reply-To), or null. */
export function senderEmail(by: string): string | null {
  const m = /^(?:.+? \()?([^()\s]+@[^()\s]+?)\)?$/.exec(by.trim());
  return m ? m[1]! : null;
}

/**
 * The sender as the message names them: the invitation comes from HomePact
 * (its From name is HomePact's) and is sent on behalf of a user, whose name
 * is their own text. A name that claims to be HomePact ("HomePact Security
 * Team") is quoted and said to be a user's, so it cannot pass for us.
 */
export function onBehalfOf(by: string): string {
  const t = by.trim();
  return /home\s*pact/i.test(senderName(t)) ? `“${t}” (a HomePact user, not HomePact staff)` : t;
}

/** "1500.00" -> "$1,500.00" through the one money model (integer cents); anything that is not an amount comes back as given. */
export function formatDollarText(amount: string): string {
  const cents = parseMoneyToCents(amount.trim());
  return cents === undefined ? amount : formatUsd(cents);
}

/**
 * A link we put in a message, returned exactly as given (the signing link must
 * reach the page byte for byte). Only http(s): anything else (javascript:,
 * data:) is a bug upstream and must not become a button.
 */
export function checkedLink(url: string): string {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error('Refusing a link that is not a valid URL');
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Refusing a ${protocol} link: only http(s) links go in e-mails`);
  return url;
}

const roleLabel = (role: InvitationRole): string => (role === 'homeowner' ? 'homeowner' : 'service provider');
const oneLine = (s: string, max = 80) => normaliseOneLine(s, max);

/** "Attached to this e-mail, as the law requires: “Home Repair: Know Your Consumer Rights” (815 ILCS 513/20). ..." */
function deliveredSentence(docs: Array<{ title: string; citation: string }>): string | null {
  if (docs.length === 0) return null;
  const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
    docs.map((d) => `“${oneLine(d.title, 120)}” (${oneLine(d.citation, 60)})`),
  );
  const one = docs.length === 1;
  return `Attached to this e-mail, as the law requires the contractor to give you before you sign: ${list}. ${one ? 'It is' : 'They are'} also shown in full on the signing page; please read ${one ? 'it' : 'them'} and keep a copy.`;
}

export function invitationMessage(input: InvitationInput): InvitationMessage {
  const signUrl = checkedLink(input.signUrl);
  const role = roleLabel(input.role);
  const terms = input.terms;
  const amount = terms ? (terms.total ?? 'as stated in the contract') : formatDollarText(input.totalAmount);
  // "Jane Doe (jane@example.com)": the name alone in the subject, name and address in the message.
  const by = onBehalfOf(input.invitedByName.trim() || 'Someone');
  const byName = /home\s*pact/i.test(senderName(input.invitedByName)) ? by : senderName(by);
  const self = !!input.recipientIsSender;
  const name = input.recipientName.trim() || 'there';
  const resend = input.reason === 'resend';

  // From: HomePact (MAIL_FROM); the sender's name is their own text, so it stays out of the subject and is named
  // in the body as whom HomePact sends this for (Reply-To: their address).
  const co = input.changeOrder;
  const subject = co
    ? self
      ? `Your new signing link: change order ${oneLine(co.number, 20)} to the ${oneLine(co.parentServiceType, 60)} contract`
      : resend
        ? `Reminder: please review and sign a change order: ${oneLine(co.parentServiceType, 60)} (${oneLine(co.number, 20)})`
        : `Please review and sign a change order: ${oneLine(co.parentServiceType, 60)} (${oneLine(co.number, 20)})`
    : self
      ? `Your new signing link: the ${oneLine(input.serviceType, 60)} contract`
      : resend
        ? `Reminder: please review and sign the ${oneLine(input.serviceType, 60)} contract`
        : `Please review and sign a contract: ${oneLine(input.serviceType, 60)}`;
  const changeIntro = co
    ? `${self ? 'You proposed' : `Sent on behalf of ${by}, who proposed`} change order ${oneLine(co.number, 20)} to your signed ${oneLine(co.parentServiceType, 60)} contract: it changes the work, the price (from ${formatDollarText(co.previousTotal)} to ${formatDollarText(co.newTotal)}) or the schedule, and binds only once both of you sign it. Please review it and sign it electronically.`
    : null;
  const intro =
    changeIntro ??
    (self
      ? resend
        ? `You asked for a fresh signing link for a contract you prepared on HomePact, where you are the ${role}. Your earlier links no longer work.`
        : `You prepared this contract on HomePact and named yourself as the ${role}. Please review it and sign it electronically.`
      : resend
        ? `Sent on behalf of ${by}, who is still waiting for your signature on a contract and asked us to send you a fresh signing link. Your earlier links no longer work.`
        : `Sent on behalf of ${by}, who prepared a contract on HomePact and named you as the ${role}. Please review it and sign it electronically.`);
  const dates =
    terms?.start || terms?.end
      ? [terms.start ? `from ${terms.start}` : '', terms.end ? `to ${terms.end}` : ''].filter(Boolean).join(' ')
      : null;
  const details: Array<[string, string]> = [
    ['Service', input.serviceType],
    ...(co ? [['Total before this change', formatDollarText(co.previousTotal)] as [string, string]] : []),
    [co ? 'New total amount' : 'Total amount', amount],
    ...(terms?.payment ? [['Payment', terms.payment] as [string, string]] : []),
    ...(dates ? [['Dates', dates] as [string, string]] : []),
    ['Your role', role],
    ['Sent on behalf of', by],
  ];
  const differs = terms?.ownerWroteFigures
    ? `${senderName(by)} added words of their own about money to the contract HomePact prepared, so this e-mail does not summarise the price or payments. The signing page marks every change they made: read the whole contract, and those changes, before you sign.`
    : terms?.differsFromForm
      ? 'These terms are read from the contract text you are asked to sign. Its price, payment or dates differ from the summary the sender first entered, so please read the whole text before you sign.'
      : null;
  const steps = [
    input.pdfAttached
      ? 'Open your signing link and read the contract (a PDF copy is attached to this e-mail too).'
      : 'Open your signing link and read the contract.',
    'If it is right, agree to sign electronically, adopt your signature (type your name or draw it) and sign at your signature block.',
    'When both parties have signed, we e-mail you both the final PDF with a certificate of completion.',
  ];
  const delivered = deliveredSentence(input.delivered ?? []);
  const personal = `This link is personal: it lets you sign as the ${role}, so please don't forward it.`;
  const paper = `You don't have to sign electronically. You have the right to a paper copy of this contract: on the signing page choose “I do not want to sign electronically” and we tell ${by}, or ask them directly. The signing page explains what signing electronically covers before you agree to it.`;
  const greeting = `Hello ${name},`;
  const text = normaliseContractText(
    [
      greeting,
      '',
      intro,
      '',
      details.map(([k, v]) => `  ${k}: ${v}`).join('\n'),
      '',
      ...(differs ? [differs, ''] : []),
      ...(delivered ? [delivered, ''] : []),
      'Review and sign:',
      signUrl,
      '',
      personal,
      '',
      'What happens next:',
      ...steps.map((s, i) => `  ${i + 1}. ${s}`),
      '',
      paper,
    ].join('\n'),
  );
  return {
    subject: normaliseOneLine(subject),
    preheader: `Sent on behalf of ${oneLine(byName, 80)}: review and sign ${oneLine(input.serviceType, 60)}, ${amount}`,
    greeting,
    intro,
    details,
    differs,
    signUrl,
    personal,
    steps,
    paper,
    delivered,
    footer: `You received this e-mail because ${byName} named you as the ${role} on a contract in HomePact. If you weren't expecting it, you can ignore it.`,
    text,
  };
}
