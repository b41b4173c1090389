/**
 * A notice the law wants signed on its own (Florida's lien notice, Washington's
 * NOTICE TO CUSTOMER, Oregon's CCB notices, ...) ends with an acknowledgment
 * form: an ALL-CAPS heading naming an ACKNOWLEDGMENT and one
 * "<Party>'s signature: ___  Date: ___" line per signer. The contract-text
 * model finds such lines by their shape in any text, so the sign page, the
 * executed PDF and the certificate bind each signer's e-signature to their
 * line exactly as they do for Illinois's consumer-rights acknowledgment.
 */
import { SHORT_LINE, SIGNATURE_LINE } from '../text.ts';

export type NoticeSigner = 'homeowner' | 'provider';

const LINE_LABEL: Record<NoticeSigner, string> = { homeowner: "Homeowner's signature", provider: "Contractor's signature" };
/** The text model reads headings of at most 90 characters. */
const MAX_HEADING = 90;

export function acknowledgmentHeading(title: string): string | undefined {
  if (/ACKNOWLEDG(?:E)?MENT/.test(title)) return undefined;
  const heading = `ACKNOWLEDGMENT OF THE ${title.replace(/^THE\s+/, '')}`;
  return heading.length <= MAX_HEADING ? heading : 'ACKNOWLEDGMENT OF THE NOTICE ABOVE';
}

/** The paragraph that closes a separately signed notice: its acknowledgment heading (unless the title is one) and the signers' lines. */
export function acknowledgmentParagraph(title: string, signers: readonly NoticeSigner[]): string {
  const heading = acknowledgmentHeading(title);
  return [...(heading ? [heading] : []), ...signers.map((s) => `${LINE_LABEL[s]}: ${SIGNATURE_LINE}  Date: ${SHORT_LINE}`)].join('\n');
}
