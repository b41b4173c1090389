import { hasLegalNote, parseContractText, titleOf, type Block } from './contract-text.ts';
import { cssString, escapeHtml } from './escape.ts';

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
}

export interface CertificateSigner {
  role: string;
  name: string;
  email: string;
  signedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  consent: boolean;
  consentVersion: string | null;
  verification: string;
  textSha256: string | null;
}

export interface CertificateInput {
  executedAt: string | null;
  /** SHA-256 (hex) of the exact text both parties signed. */
  documentHash: string;
  signatures: CertificateSigner[];
  timeline: Array<{ at: string; action: string; description: string }>;
}

export interface RenderInput {
  contract: RenderContract;
  /** The contract text (`editedContractContent ?? finalContract`, or the signed text). */
  text: string;
  /** When this rendering is made (shown on the page). */
  generatedAt: Date;
  /** Present for the final, signed document: the certificate of completion follows the text. */
  certificate?: CertificateInput;
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

const UTC_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "November 22, 2026 at 04:15:00 UTC"; text that is not a date is shown as it is. */
export function formatUtc(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const parts = Object.fromEntries(UTC_FORMAT.formatToParts(d).map((p) => [p.type, p.value]));
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.month} ${parts.day}, ${parts.year} at ${hour}:${parts.minute}:${parts.second} UTC`;
}

const e = escapeHtml;

/** "Homeowner: Hana Owens" -> bold label; anything else as it is. */
function inlineLine(line: string): string {
  const m = /^([\p{Lu}][^:.]{0,47}):\s+(\S.*)$/u.exec(line);
  return m ? `<span class="label">${e(m[1]!)}:</span> ${e(m[2]!)}` : e(line);
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'title':
      return `<h1 class="title">${e(block.text)}</h1>`;
    case 'subtitle':
      return `<p class="subtitle">${block.lines.map(e).join('<br>')}</p>`;
    case 'notice':
      return `<p class="notice" role="note">${block.lines.map(inlineLine).join('<br>')}</p>`;
    case 'heading':
      return `<h2>${e(block.text)}</h2>`;
    case 'subheading':
      return `<h3>${e(block.text)}</h3>`;
    case 'label':
      return `<h4>${e(block.text)}</h4>`;
    case 'list':
      return `<ul>${block.items.map((i) => `<li>${inlineLine(i)}</li>`).join('')}</ul>`;
    case 'conspicuous':
      return `<p class="conspicuous">${e(block.text)}</p>`;
    case 'source':
      return `<p class="source">${e(block.text)}</p>`;
    case 'paragraph':
      return `<p>${block.lines.map(inlineLine).join('<br>')}</p>`;
  }
}

const VERIFICATION: Record<string, string> = {
  token: 'token: opened the personal signing link e-mailed to this address',
  session: 'session: signed in to HomePact with this e-mail address (one-time code)',
};
const ROLE: Record<string, string> = { homeowner: 'Homeowner', provider: 'Service provider' };

function row(label: string, valueHtml: string, cls = ''): string {
  return `<tr><th scope="row">${e(label)}</th><td${cls ? ` class="${cls}"` : ''}>${valueHtml}</td></tr>`;
}

function certificateHtml(contract: RenderContract, title: string, cert: CertificateInput, generatedAt: Date): string {
  const signers = cert.signatures
    .map((s) => {
      const matches = s.textSha256
        ? s.textSha256 === cert.documentHash
          ? ' (matches the document hash)'
          : ' (DIFFERS from the document hash)'
        : '';
      return `<section class="signer">
<h3>${e(ROLE[s.role] ?? s.role)}: ${e(s.name)}</h3>
<table class="facts">
${row('Signature (typed name)', e(s.name))}
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
<h2>SIGNERS</h2>
${signers}
<h2>EVENT TIMELINE</h2>
${timeline}
<p class="source">Electronic signatures under the federal ESIGN Act (15 U.S.C. 7001 ff.) and the Uniform Electronic Transactions Act as adopted by the state.
Each signer adopted the typed name as a signature by pressing the button labelled to sign, after consenting to electronic records.
The document hash identifies the exact text signed: any change to the text changes the hash.</p>
</section>`;
}

const STYLE = `
:root { color-scheme: light; }
html { font-family: "Liberation Serif", "Times New Roman", Times, "DejaVu Serif", serif; font-size: 11pt; line-height: 1.42; color: #111; overflow-wrap: break-word; }
body { margin: 0; }
.doc-meta { font-family: "Liberation Sans", Arial, "DejaVu Sans", sans-serif; font-size: 8.5pt; color: #444; text-align: center; margin: 0 0 14pt; padding-bottom: 8pt; border-bottom: 1.2pt solid #111; }
h1.title { font-size: 17pt; letter-spacing: 0.05em; text-align: center; margin: 0 0 4pt; font-weight: bold; }
.subtitle { text-align: center; margin: 0 0 6pt; }
h2 { font-size: 12pt; margin: 16pt 0 6pt; padding-bottom: 2pt; border-bottom: 0.6pt solid #888; break-after: avoid; page-break-after: avoid; }
h3 { font-size: 11pt; margin: 12pt 0 4pt; break-after: avoid; page-break-after: avoid; }
h4 { font-size: 11pt; margin: 8pt 0 2pt; break-after: avoid; page-break-after: avoid; }
p { margin: 0 0 7pt; orphans: 3; widows: 3; }
ul { margin: 0 0 7pt 0; padding-left: 18pt; }
li { margin: 0 0 2pt; }
.label { font-weight: bold; }
.notice { border: 1pt solid #111; background: #f3f3f3; padding: 6pt 8pt; font-size: 9.5pt; margin: 8pt 0 12pt; break-inside: avoid; }
.conspicuous { font-weight: bold; font-size: 12pt; }
.source { font-size: 8.5pt; color: #555; font-style: italic; }
.mono, .hash { font-family: "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 8pt; }
.hash { white-space: nowrap; }
.ua { font-size: 8.5pt; overflow-wrap: anywhere; }
.certificate { break-before: page; page-break-before: always; }
.signer { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; font-size: 9.5pt; }
th, td { border: 0.5pt solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
table.facts th { width: 32%; background: #f3f3f3; font-weight: bold; }
table.timeline thead th { background: #f3f3f3; }
table.timeline td:first-child { white-space: nowrap; }
@media screen {
  html { background: #e8e8e8; }
  body { max-width: 6.5in; margin: 24px auto; padding: 0.8in 1in; background: #fff; box-shadow: 0 1px 6px rgba(0, 0, 0, 0.25); }
  .certificate { margin-top: 0.8in; padding-top: 0.6in; border-top: 2px dashed #999; }
}
@media screen and (max-width: 860px) {
  body { margin: 0; padding: 24px 20px; box-shadow: none; }
}
`;

/** The whole HTML document. */
export function renderContractHtml(input: RenderInput): string {
  const { contract, generatedAt, certificate } = input;
  const blocks = parseContractText(input.text);
  const title = titleOf(blocks) ?? DEFAULT_TITLE;
  const headerTitle = `${title} | ${contract.serviceType}`.slice(0, 90);
  const pageStyle = `@page {
  size: 8.5in 11in;
  margin: 1in;
  @top-left { content: ${cssString(headerTitle)}; font-family: "Liberation Sans", Arial, sans-serif; font-size: 8pt; color: #555; }
  @top-right { content: ${cssString(`Contract ${contract.id}`)}; font-family: "Liberation Sans", Arial, sans-serif; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.5pt; color: #555; }
}`;
  const meta = certificate
    ? `Contract ${e(contract.id)} · Signed electronically by both parties · The certificate of completion follows the contract`
    : `Contract ${e(contract.id)} · Prepared ${e(formatUtc(generatedAt).replace(/ at .*/, ''))}`;

  const body: string[] = [];
  let i = 0;
  // The title block opens the document; the meta line goes right under it.
  if (blocks[0]?.type === 'title') {
    body.push(blockHtml(blocks[0]));
    i = 1;
    if (blocks[1]?.type === 'subtitle') {
      body.push(blockHtml(blocks[1]));
      i = 2;
    }
  } else {
    body.push(`<h1 class="title">${e(DEFAULT_TITLE)}</h1>`);
  }
  body.push(`<p class="doc-meta">${meta}</p>`);
  // The not-legal-advice note is never lost: the text's own, or ours.
  if (!hasLegalNote(blocks)) body.push(`<p class="notice" role="note">${inlineLine(LEGAL_NOTE)}</p>`);
  for (; i < blocks.length; i++) body.push(blockHtml(blocks[i]!));
  if (certificate) body.push(certificateHtml(contract, title, certificate, generatedAt));

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
