import { buttonHtml, escapeHtml, layout, oneLine, roleLabel, type PartyRole, type RenderedEmail } from './layout.ts';

export interface CancelledInput {
  recipientName: string;
  /** A party, or the owner who is not a party. */
  audience: PartyRole | 'owner';
  homeownerName: string;
  serviceType: string;
  cancelledAt: Date;
  /** "10 business days", as the signed notice says. */
  refundPeriod: string;
  /** The attached PDF. */
  filename: string;
  timelineUrl: string;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * ContractCancelled: the homeowner's dated notice of cancellation, attached as
 * a PDF, to both parties and the owner. The provider's copy says what they
 * must do: return any payment within the period the notice states.
 */
export function cancelledEmail(input: CancelledInput): RenderedEmail {
  const name = input.recipientName.trim() || 'there';
  const subject = `Notice of cancellation: ${oneLine(input.serviceType, 60)} contract`;
  const who = input.audience === 'homeowner' ? 'You' : input.homeownerName;
  const news = `${who} cancelled the ${input.serviceType} contract on ${DATE.format(input.cancelledAt)}, within the right to cancel the contract gives the homeowner.`;
  const duty =
    input.audience === 'provider'
      ? `Any deposit or other payment the homeowner made under this contract must be returned within ${input.refundPeriod} after you received this notice, together with any property traded in and any note the homeowner signed. Do not start or continue the work.`
      : input.audience === 'homeowner'
        ? `The provider must return any payment you made within ${input.refundPeriod}. Keep this e-mail and the attached notice as your proof of cancellation.`
        : `The provider must return any payment the homeowner made within ${input.refundPeriod}.`;
  const attached = `The notice of cancellation is attached as ${input.filename}.`;
  const footer =
    input.audience === 'owner'
      ? 'You received this e-mail because you created this contract in HomePact.'
      : `You received this e-mail because you are the ${roleLabel(input.audience)} on this contract in HomePact.`;
  const text = [`Hello ${name},`, '', news, '', duty, '', attached, '', `The contract's timeline: ${input.timelineUrl}`].join('\n');
  const html = layout({
    preheader: 'The contract was cancelled. The dated notice is attached.',
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(news)}</p>
<p style="margin:0 0 16px;padding:12px 16px;background:#fef3c7;border:1px solid #fcd34d;border-radius:6px;font-weight:bold">${escapeHtml(duty)}</p>
<p style="margin:0 0 16px">${escapeHtml(attached)}</p>
${buttonHtml(input.timelineUrl, 'See the contract’s timeline')}`,
    footerText: footer,
  });
  return { subject, text, html };
}
