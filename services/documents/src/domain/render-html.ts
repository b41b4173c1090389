import {
  deliveredDocumentHtml,
  documentsToDeliver,
  escapeHtml,
  hasLegalNote,
  parseContract,
  renderContractBodyHtml,
  cancellationDates,
  propertyTimeZone,
  splitLabel,
  type ContractDocument,
  type DeliveredDocument,
  type SignatureStamp,
} from '@homepact/legal';
import { disclosureTitle } from '@homepact/proto';
import { cssString } from './escape.ts';
import { droppedCharactersNote, MONO_FONTS, printableText, SANS_FONTS, SERIF_FONTS } from './printable.ts';

/**
 * Contract text -> one self-contained HTML document, for the PDF (print) and
 * the browser view (screen). Pure: no I/O, no clock (the times come in).
 *
 * Safety: every piece of user text is escaped (`escapeHtml`, `cssString`); the
 * document references nothing outside itself (no scripts, fonts, images or
 * links to load), and carries its own CSP as one more wall, so even a renderer
 * that let a request through would have nothing to fetch.
 *
 * Layout: US Letter, 1 in margins, a serif body; the page header (title and
 * contract id) and the page numbers are CSS page-margin boxes, which Chromium
 * prints (M131+) both locally and inside Gotenberg, so the PDF looks the same
 * from either renderer and no header/footer template files are needed.
 */

export interface RenderContract {
  id: string;
  serviceType: string;
  /** The parties as the contract names them (the certificate and the stamps name each signer so). */
  homeownerFirstName?: string;
  homeownerLastName?: string;
  providerName?: string;
  /** The wizard form as stored: says which documents the law wants delivered apart from the contract (Illinois's pamphlet). */
  contractData?: Record<string, unknown>;
}

export interface CertificateSigner {
  role: 'homeowner' | 'provider';
  /** The signer as the contract names them (older evidence: the name they typed; the contract's names win when known). */
  name: string;
  /** The full name as the signer typed it (older evidence: `name`). */
  typedName?: string | null;
  email: string;
  signedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  consent: boolean;
  consentVersion: string | null;
  verification: string;
  textSha256: string | null;
  /** The adopted signature (typed text and font, or a drawn PNG), stamped into the party's block. */
  adopted?: { kind: 'typed' | 'drawn'; text: string | null; font: string | null; image: string | null; imageSha256: string | null } | null;
  /** The homeowner's accept/reject choice for each election in the text, stamped on its line (none for the provider). */
  elections?: Array<{ id: string; label: string; choice: 'accept' | 'reject' }>;
  /** The notices the law wants before signing that the homeowner confirmed receiving, each with when (none for the provider). */
  disclosures?: Array<{ id: string; title: string; confirmedAt: string }>;
}

export interface CertificateInput {
  executedAt: string | null;
  /** SHA-256 (hex) of the exact text both parties signed. */
  documentHash: string;
  signatures: CertificateSigner[];
  timeline: Array<{ at: string; action: string; description: string }>;
  /** Where anyone can check this PDF's seal (`${PUBLIC_URL}/verify`); older certificates have none. */
  verifyUrl?: string;
  /** The seal this PDF gets: its certificate's SHA-256 fingerprint, and the RFC 3161 authority that stamps it (null: none). */
  seal?: { fingerprint: string; timestampAuthority: string | null };
}

/** A SHA-256 fingerprint as PDF readers show one: upper-case byte pairs with colons. */
export const colonFingerprint = (hex: string) => hex.toUpperCase().replace(/(..)(?!$)/g, '$1:');

export interface RenderInput {
  contract: RenderContract;
  /** The contract text (`editedContractContent ?? finalContract`, or the signed text). */
  text: string;
  /** When this rendering is made (shown on the page). */
  generatedAt: Date;
  /** Present for the final, signed document: the certificate of completion follows the text. */
  certificate?: CertificateInput;
  /**
   * The documents the law wants delivered apart from the contract, each printed on pages of its own after the
   * contract and listed on the certificate. Default: for the final document, those of `contract.contractData`
   * (@homepact/legal's `documentsToDeliver`); none for a draft (the invitation attaches them).
   */
  delivered?: DeliveredDocument[];
}

/**
 * What a PDF is rendered from: the edited text when there is one. The same rule
 * as contracts' text-to-sign, so the PDF the parties receive shows exactly the
 * text whose SHA-256 they sign.
 */
export function contractText(contract: { editedContractContent: string | null; finalContract: string }): string {
  return contract.editedContractContent ?? contract.finalContract;
}

const DEFAULT_TITLE = 'HOME SERVICE CONTRACT';
export const LEGAL_NOTE =
  'NOT LEGAL ADVICE: This document was prepared with HomePact. It is not legal advice, and HomePact is not a law firm. ' +
  'Laws differ from state to state and change over time: have this contract reviewed by an attorney licensed in your state before signing.';

/** "November 22, 2026 at 04:15:00 UTC"; text that is not a date is shown as it is. */
export function formatUtc(value: string | Date): string {
  return formatInZone(value, 'UTC');
}

const e = escapeHtml;
const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "Homeowner: Hana Owens" -> bold label; anything else as it is. */
function inlineLine(line: string): string {
  const l = splitLabel(line);
  return l ? `<span class="ct-label">${e(l.label)}:</span> ${e(l.rest)}` : e(line);
}

/**
 * "July 2, 2026 at 22:30:00 EDT": a time at the property, with its zone named, for what the parties
 * read in the contract itself (a signature's date decides a cancellation window).
 */
export function formatInZone(value: string | Date, timeZone: string): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  });
  const parts = Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value]));
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.month} ${parts.day}, ${parts.year} at ${hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

/** A party's name as the contract names them, when the contract record says. */
function partyNameIn(contract: RenderContract | undefined, role: CertificateSigner['role']): string | null {
  if (!contract) return null;
  const name =
    role === 'homeowner' ? `${contract.homeownerFirstName ?? ''} ${contract.homeownerLastName ?? ''}` : (contract.providerName ?? '');
  return name.trim() || null;
}

/** A signer as every surface names them: the party as the contract does, and the name as they typed it. */
interface NamedSigner extends CertificateSigner {
  typedName: string;
}
const named = (contract: RenderContract | undefined, s: CertificateSigner): NamedSigner => ({
  ...s,
  name: partyNameIn(contract, s.role) ?? s.name,
  typedName: s.typedName ?? s.name,
});

/**
 * The mark a signer adopted, as it is stamped: a drawn signature is its image;
 * a typed one is its text in its script face, never a picture (nothing proves
 * a picture sent with it shows that text). Older signatures without one: the
 * typed name in a script face.
 */
function markOf(s: NamedSigner): { image: string } | { text: string; font: string | null } {
  const a = s.adopted;
  if (a?.kind === 'drawn' && a.image) return { image: a.image };
  return { text: (a?.kind === 'typed' ? a.text : null) ?? s.typedName, font: a?.kind === 'typed' ? a.font : null };
}

/** Each signer's adopted signature and time (at the property), for their own signature block, named as the contract names them. */
export function stampsOf(
  cert: CertificateInput | undefined,
  timeZone = 'UTC',
  contract?: RenderContract,
): Partial<Record<'homeowner' | 'provider', SignatureStamp>> {
  const stamps: Partial<Record<'homeowner' | 'provider', SignatureStamp>> = {};
  for (const signer of cert?.signatures ?? []) {
    const s = named(contract, signer);
    const mark = markOf(s);
    // By election id (the text's, e.g. "constructor"): a null-prototype object, so only the choices made are found in it.
    const elections: Record<string, 'accept' | 'reject'> = Object.create(null);
    for (const el of s.elections ?? []) elections[el.id] = el.choice;
    stamps[s.role] = {
      name: s.name,
      signedAtText: formatInZone(s.signedAt, timeZone),
      image: 'image' in mark ? mark.image : null,
      typed: 'text' in mark ? { text: mark.text, font: mark.font ?? 'cursive' } : null,
      elections,
    };
  }
  return stamps;
}

const VERIFICATION: Record<string, string> = {
  token: 'token: opened the personal signing link e-mailed to this address',
  session: 'session: signed in to HomePact with this e-mail address (one-time code)',
};
const ROLE: Record<string, string> = { homeowner: 'Homeowner', provider: 'Service provider' };

function row(label: string, valueHtml: string, cls = ''): string {
  return `<tr><th scope="row">${e(label)}</th><td${cls ? ` class="${cls}"` : ''}>${valueHtml}</td></tr>`;
}

/** "Signature (typed)" or "Signature (drawn)": the mark as it is stamped, and how it was adopted. */
function signatureRow(s: NamedSigner): string {
  const mark = markOf(s);
  const a = s.adopted;
  if ('image' in mark) {
    const hash = a?.imageSha256 ? `<br><span class="mono">image SHA-256 ${e(a.imageSha256)}</span>` : '';
    return row(
      'Signature (drawn)',
      `<img class="cert-sig" src="${mark.image}" alt="${e(`Signature of ${s.name}`)}"><br>${e('drawn on the signing page')}${hash}`,
    );
  }
  const face = mark.font ? ` style="font-family: ${cssFamilyOf(mark.font)}"` : '';
  return row(
    'Signature (typed)',
    `<span class="ct-sig-typed"${face}>${e(mark.text)}</span><br>${e(`typed${mark.font ? ` in ${mark.font}` : ''}`)}`,
  );
}

/** A script face named in a style attribute: one of the known faces, else the generic cursive. */
const cssFamilyOf = (font: string) => (/^[A-Za-z ]{1,40}$/.test(font) ? `'${font}', cursive` : 'cursive');

/** The separate choices a signer made ("Binding arbitration clause: Accepted"), each initialled with the signature. */
function electionsRow(s: NamedSigner): string {
  if (!s.elections?.length) return '';
  const items = s.elections
    .map((el) => `${e(el.label)}: <strong>${el.choice === 'accept' ? 'Accepted' : 'Rejected'}</strong>`)
    .join('<br>');
  return row('Clauses accepted or rejected separately (initialled electronically)', items);
}

/** Each notice the signer confirmed receiving before signing (Tex. Prop. Code § 53.255 and the like), with when: one row each. */
function disclosureRows(s: NamedSigner): string {
  return (s.disclosures ?? [])
    .map((d) => row('Received before signing', `${e(disclosureTitle(d.title))}, confirmed ${e(formatUtc(d.confirmedAt))}`))
    .join('\n');
}

/** The acknowledgment forms in the text whose line this signer's signature signs. */
function acknowledgedRow(s: NamedSigner, doc: ContractDocument): string {
  const forms = [...new Set(doc.acknowledgments.filter((a) => a.party === s.role).map((a) => a.form))];
  return forms.length ? row('Acknowledgment signed with this signature', forms.map(e).join('<br>')) : '';
}

/** The documents delivered with the contract, on the certificate: each with its citation and where it was given. */
function deliveredHtml(delivered: DeliveredDocument[]): string {
  if (delivered.length === 0) return '';
  const rows = delivered
    .map((d) =>
      row(
        'Delivered to the homeowner',
        `${e(d.title)} (${e(d.citation)})<br>${e('Shown in full to both parties on the signing page before signing, attached to each invitation, and printed after the contract in this document.')}`,
      ),
    )
    .join('\n');
  return `<h2>DOCUMENTS DELIVERED WITH THE CONTRACT</h2>\n<table class="facts">\n${rows}\n</table>`;
}

function certificateHtml(
  contract: RenderContract,
  title: string,
  cert: CertificateInput,
  generatedAt: Date,
  doc: ContractDocument,
  delivered: DeliveredDocument[] = [],
): string {
  const signers = cert.signatures
    .map((signer) => {
      const s = named(contract, signer);
      const matches = s.textSha256
        ? s.textSha256 === cert.documentHash
          ? ' (matches the document hash)'
          : ' (DIFFERS from the document hash)'
        : '';
      return `<section class="signer">
<h3>${e(ROLE[s.role] ?? s.role)}: ${e(s.name)}</h3>
<table class="facts">
${row('Name typed when signing', e(s.typedName))}
${signatureRow(s)}
${electionsRow(s)}${disclosureRows(s)}
${acknowledgedRow(s, doc)}
${row('E-mail', e(s.email))}
${row('Control of the e-mail proven by', e(VERIFICATION[s.verification] ?? s.verification))}
${row('Signed at', `${e(formatUtc(s.signedAt))}<br><span class="mono">${e(s.signedAt)}</span>`)}
${row('IP address', `<span class="mono">${e(s.ipAddress ?? 'not recorded')}</span>`)}
${row('User agent', `<span class="ua">${e(s.userAgent ?? 'not recorded')}</span>`)}
${row('Consent to electronic records and signatures', e(s.consent ? `Given${s.consentVersion ? ` (disclosure version ${s.consentVersion})` : ''}` : 'NOT given'))}
${s.textSha256 ? row('Text signed (SHA-256)', `<span class="hash">${e(s.textSha256)}</span>${e(matches)}`) : ''}
</table>
</section>`;
    })
    .join('\n');
  const timeline = cert.timeline.length
    ? `<table class="timeline">
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Event</th><th scope="col">Details</th></tr></thead>
<tbody>
${cert.timeline.map((t) => `<tr><td class="mono">${e(t.at)}</td><td>${e(t.action)}</td><td>${e(t.description)}</td></tr>`).join('\n')}
</tbody>
</table>`
    : '<p>No events were recorded.</p>';
  return `<section class="certificate">
<h1 class="title">CERTIFICATE OF COMPLETION</h1>
<p class="subtitle">${e(title)}<br>Contract ${e(contract.id)}</p>
<table class="facts">
${row('Service', e(contract.serviceType))}
${row('Status', 'Fully executed: signed electronically by both parties')}
${cert.executedAt ? row('Completed at', e(formatUtc(cert.executedAt))) : ''}
${row('Document hash (SHA-256 of the signed text)', `<span class="hash">${e(cert.documentHash)}</span>`)}
${row('Certificate generated', e(formatUtc(generatedAt)))}
</table>
${deliveredHtml(delivered)}
<h2>SIGNERS</h2>
${signers}
<h2>EVENT TIMELINE</h2>
${timeline}
<p class="source">Electronic signatures under the federal ESIGN Act (15 U.S.C. 7001 ff.) and the Uniform Electronic Transactions Act as adopted by the state.
Each signer typed their full name as the contract names them, adopted the signature shown in their signature block (typed or drawn) and pressed the button labelled to sign, after consenting to electronic records.
The document hash identifies the exact text signed: any change to the text changes the hash.</p>
${cert.verifyUrl ? `<p class="verify-note">This PDF is sealed by HomePact with a digital signature over the whole file. To check that it has not been changed, open <span class="mono">${e(cert.verifyUrl)}</span> and choose this file: any change to any byte breaks the seal.</p>` : ''}
${cert.seal ? sealFacts(cert.seal) : ''}
</section>`;
}

const STYLE = `
:root { color-scheme: light; }
html { font-family: ${SERIF_FONTS}; font-size: 11pt; line-height: 1.42; color: #111; overflow-wrap: break-word; }
body { margin: 0; }
.doc-meta { font-family: ${SANS_FONTS}; font-size: 8.5pt; color: #444; text-align: center; margin: 0 0 14pt; padding-bottom: 8pt; border-bottom: 1.2pt solid #111; }
h1.ct-title, h1.title { font-size: 17pt; letter-spacing: 0.05em; text-align: center; margin: 0 0 4pt; font-weight: bold; }
.ct-subtitle, .subtitle { text-align: center; margin: 0 0 6pt; }
.doc-meta { margin-top: 0; }
h2 { font-size: 12pt; margin: 16pt 0 6pt; padding-bottom: 2pt; border-bottom: 0.6pt solid #888; break-after: avoid; page-break-after: avoid; }
h3 { font-size: 11pt; margin: 12pt 0 4pt; break-after: avoid; page-break-after: avoid; }
h4 { font-size: 11pt; margin: 8pt 0 2pt; break-after: avoid; page-break-after: avoid; }
p { margin: 0 0 7pt; orphans: 3; widows: 3; }
ul { margin: 0 0 7pt 0; padding-left: 18pt; }
li { margin: 0 0 2pt; }
.ct-label { font-weight: bold; }
.ct-notice { border: 1pt solid #111; background: #f3f3f3; padding: 6pt 8pt; font-size: 9.5pt; margin: 8pt 0 12pt; break-inside: avoid; }
.ct-conspicuous { font-weight: bold; font-size: 12pt; }
.ct-source, .source { font-size: 8.5pt; color: #555; font-style: italic; }
.ct-signature-block { break-inside: avoid; page-break-inside: avoid; margin: 12pt 0 14pt; padding: 8pt 10pt; border: 0.6pt solid #999; }
.ct-signature-block h3 { margin: 0 0 4pt; }
.ct-sig-line { margin: 0 0 3pt; }
.ct-sig-signature.ct-signed { display: flex; align-items: flex-end; flex-wrap: wrap; gap: 4pt 8pt; }
.ct-sig-mark { display: inline-block; border-bottom: 0.8pt solid #111; min-width: 2.6in; padding: 0 4pt 2pt; }
.ct-sig-image { display: block; height: 0.62in; max-width: 3in; object-fit: contain; }
.ct-sig-typed { font-family: 'Caveat', 'Dancing Script', 'Great Vibes', cursive; font-size: 22pt; line-height: 1.1; }
.ct-sig-by { font-size: 8pt; color: #444; }
.ct-sig-value { font-weight: bold; }
.cert-sig { height: 0.5in; max-width: 2.6in; object-fit: contain; }
.mono, .hash { font-family: ${MONO_FONTS}; font-size: 8pt; }
.hash { white-space: nowrap; }
.ua { font-size: 8.5pt; overflow-wrap: anywhere; }
.verify-note { font-family: ${SANS_FONTS}; font-size: 9pt; border: 0.6pt solid #888; padding: 5pt 7pt; margin-top: 10pt; break-inside: avoid; }
.certificate { break-before: page; page-break-before: always; }
.delivered-document { break-before: page; page-break-before: always; font-size: 12pt; }
.delivered-document .dd-title { font-size: 17pt; text-align: center; margin: 0 0 8pt; }
.delivered-document .dd-heading { font-size: 12pt; }
.delivered-document .dd-reason { font-style: italic; }
.delivered-document .dd-source { font-size: 8.5pt; color: #555; font-style: italic; }
.signer { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; font-size: 9.5pt; }
th, td { border: 0.5pt solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
table.facts th { width: 32%; background: #f3f3f3; font-weight: bold; }
table.timeline thead th { background: #f3f3f3; }
table.timeline td:first-child { white-space: nowrap; }
@media screen {
  html { background: #e8e8e8; }
  body { max-width: 6.5in; margin: 24px auto; padding: 0.8in 1in; background: #fff; box-shadow: 0 1px 6px rgba(0, 0, 0, 0.25); }
  .certificate, .delivered-document { margin-top: 0.8in; padding-top: 0.6in; border-top: 2px dashed #999; }
}
@media screen and (max-width: 860px) {
  body { margin: 0; padding: 24px 20px; box-shadow: none; }
}
`;

/** The whole HTML document. */
export function renderContractHtml(input: RenderInput): string {
  const { contract, generatedAt, certificate } = input;
  // Every character prints (accents, emoji: see printable.ts); one no font has is shown as [?] and named below.
  const printable = printableText(input.text);
  const doc = parseContract(printable.text);
  const title = doc.title ?? DEFAULT_TITLE;
  const headerTitle = printableText(`${title} | ${contract.serviceType}`).text.slice(0, 90);
  const pageStyle = `@page {
  size: 8.5in 11in;
  margin: 1in;
  @top-left { content: ${cssString(headerTitle)}; font-family: ${SANS_FONTS}; font-size: 8pt; color: #555; }
  @top-right { content: ${cssString(`Contract ${contract.id}`)}; font-family: ${SANS_FONTS}; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-family: ${SANS_FONTS}; font-size: 8.5pt; color: #555; }
}`;
  const delivered = input.delivered ?? (certificate ? documentsToDeliver(contract.contractData ?? {}) : []);
  const followers = [...delivered.map((d) => `“${d.title}”`), 'the certificate of completion'];
  const meta = certificate
    ? `Contract ${e(contract.id)} · Signed electronically by both parties · ${e(LIST.format(followers).replace(/^./, (c) => c.toUpperCase()))} follow${followers.length > 1 ? '' : 's'} the contract`
    : `Contract ${e(contract.id)} · Prepared ${e(formatUtc(generatedAt).replace(/ at .*/, ''))}`;

  const body: string[] = [];
  // A text without its own title gets the default one; the meta line heads the page.
  if (!doc.title) body.push(`<h1 class="ct-title">${e(DEFAULT_TITLE)}</h1>`);
  body.push(`<p class="doc-meta">${meta}</p>`);
  const dropped = droppedCharactersNote(printable);
  if (dropped) body.push(`<p class="ct-notice doc-unprintable" role="note">${e(dropped)}</p>`);
  // The not-legal-advice note is never lost: the text's own, or ours.
  if (!hasLegalNote(doc)) body.push(`<p class="ct-notice" role="note">${inlineLine(LEGAL_NOTE)}</p>`);
  // The document itself: @homepact/legal's one rendering, with each signer's adopted signature in their block.
  // Once the buyer has signed, the Notice of Cancellation's dates are known: filled in, at the property's time.
  const timeZone = propertyTimeZone(doc);
  const buyerSignedAt = certificate?.signatures.find((s) => s.role === 'homeowner')?.signedAt;
  const cancellation = buyerSignedAt ? cancellationDates(doc, new Date(buyerSignedAt)) : null;
  body.push(
    `<article class="ct-document">\n${renderContractBodyHtml(doc, { stamps: stampsOf(certificate, timeZone, contract), cancellation })}\n</article>`,
  );
  // What the law wants delivered apart from the contract (Illinois's pamphlet): each on pages of its own, before the certificate.
  for (const d of delivered) body.push(deliveredDocumentHtml(d, { headingLevel: 1 }));
  if (certificate) body.push(certificateHtml(contract, title, certificate, generatedAt, doc, delivered));

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · Contract ${e(contract.id)}</title>
<style>${pageStyle}${STYLE}</style>
</head>
<body>
<main>
${body.join('\n')}
</main>
</body>
</html>
`;
}

/** The seal's certificate and timestamp, as a reader compares them with what their PDF reader shows. */
function sealFacts(seal: NonNullable<CertificateInput['seal']>): string {
  const time = seal.timestampAuthority
    ? `The seal carries an RFC 3161 timestamp from the time-stamp authority ${e(seal.timestampAuthority)}, which fixes when it was made independently of HomePact.`
    : 'The seal carries no independent timestamp: its time is HomePact’s own clock.';
  return `<p class="verify-note">Seal certificate SHA-256 fingerprint: <span class="hash">${e(colonFingerprint(seal.fingerprint))}</span>. ${time}</p>`;
}
