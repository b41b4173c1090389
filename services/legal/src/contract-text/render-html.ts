import { normaliseContractText } from '../normalise-text.ts';
import {
  documentBlocks,
  type AcknowledgmentLine,
  type ContractBlock,
  type ContractDocument,
  type ElectionChoice,
  type HomeownerElection,
  type SignatureParty,
} from './model.ts';

/**
 * The document's body as HTML: the one rendering the PDF, the browser view
 * (GET /api/contracts/:id/view), the stored htmlContent and the web pages
 * share (the web renders the same blocks as React elements with the same
 * tags and classes: see `blockTag`). Every piece of text is escaped; nothing
 * a user typed is ever emitted as markup.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML text and attribute escaping, after the one normaliser (no bidi or control characters). */
export function escapeHtml(value: string): string {
  return normaliseContractText(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** An adopted signature, stamped into its party's block once they signed. */
export interface SignatureStamp {
  /** The signer's typed name (the spec's `signature`). */
  name: string;
  /** When they signed, as it should read ("January 2, 2025 at 18:30:00 UTC"). */
  signedAtText: string;
  /** The adopted signature as a PNG data URL (drawn, or the typed name set in the chosen script font). */
  image?: string | null;
  /** A typed signature without an image: the text and its font family (shown in a script face). */
  typed?: { text: string; font: string } | null;
  /** The homeowner's accept/reject choice for each election (by election id), stamped on its line. */
  elections?: Partial<Record<string, ElectionChoice>> | null;
}

export interface RenderBodyOptions {
  /** Adopted signatures to stamp into the parties' blocks. */
  stamps?: Partial<Record<SignatureParty, SignatureStamp>>;
  /** Heading levels start at h(1 + offset) for the title (0: the PDF, whose page is the document). */
  headingOffset?: 0 | 1 | 2;
  /** Once the buyer has signed: the Notice of Cancellation's date of transaction and last day to cancel, filled into its blanks. */
  cancellation?: { transactionText: string; lastDayText: string } | null;
}

const TRANSACTION_DATE_BLANK = /^(Date of transaction\b[^:]*:\s*)_{3,}$/i;
const LAST_DAY_BLANK = /(NOT LATER THAN MIDNIGHT OF )_{3,}/;

/**
 * A line of the Notice of Cancellation with its blanks filled, once the buyer
 * has signed: the date of transaction and the last day to cancel (in capitals,
 * as the notice is). Every renderer (the PDF, the HTML view, the sign page)
 * fills the same lines the same way; any other line is returned as it is.
 */
export function fillCancellationBlanks(line: string, dates: RenderBodyOptions['cancellation']): string {
  if (!dates) return line;
  return line
    .replace(TRANSACTION_DATE_BLANK, (_m, lead: string) => `${lead}${dates.transactionText}`)
    .replace(LAST_DAY_BLANK, (_m, lead: string) => `${lead}${dates.lastDayText.toUpperCase()}`);
}

/** The HTML tag of a block (also used by the web's React view, so both read alike). */
export function blockTag(block: ContractBlock, offset = 0): string {
  const h = (n: number) => `h${Math.min(n + offset, 6)}`;
  switch (block.type) {
    case 'title':
      return h(1);
    case 'heading':
      return h(block.level + 1);
    case 'signature-block':
      return 'section';
    case 'list':
      return 'ul';
    default:
      return 'p';
  }
}

/** The CSS class of a block: `ct-` + its kind ("ct-heading-1", "ct-conspicuous", ...). */
export function blockClass(block: ContractBlock): string {
  if (block.type === 'heading') return `ct-heading-${block.level}`;
  return `ct-${block.type}`;
}

/** "Homeowner: Hana Owens": the label part of a line, when it has one. */
export function splitLabel(line: string): { label: string; rest: string } | null {
  const m = /^([\p{Lu}][^:.]{0,47}):\s+(\S.*)$/u.exec(line);
  return m ? { label: m[1]!, rest: m[2]! } : null;
}

/** What stands on a paragraph line: an election, or a party's acknowledgment line. */
export interface LineMark {
  election?: HomeownerElection;
  ack?: AcknowledgmentLine;
}
/** One block's marked lines, by line index. */
type LineMarks = Map<number, LineMark>;

/** The document's election and acknowledgment lines, by `${section}:${block}` and then line index: what every renderer stamps. */
export function lineMarks(doc: ContractDocument): Map<string, LineMarks> {
  const marks = new Map<string, LineMarks>();
  const at = (p: { section: number; block: number }) => {
    const key = `${p.section}:${p.block}`;
    if (!marks.has(key)) marks.set(key, new Map());
    return marks.get(key)!;
  };
  for (const e of doc.elections ?? []) at(e).set(e.line, { election: e });
  for (const a of doc.acknowledgments ?? []) at(a).set(a.line, { ack: a });
  return marks;
}

/** The words every surface stamps on a line a party signed electronically (the PDF, the HTML view, the sign page). */
export const signedElectronicallyText = (name: string): string => `Signed electronically by ${name}`;

/** "— accepted and initialled electronically by Hana Owens on …": the words after the homeowner's choice. */
export const electionInitialledText = (choice: ElectionChoice, stamp: Pick<SignatureStamp, 'name' | 'signedAtText'>): string =>
  `— ${choice === 'accept' ? 'accepted' : 'rejected'} and initialled electronically by ${stamp.name} on ${stamp.signedAtText}`;

/** "Binding arbitration clause. Accept ☑  Reject ☐ — initialled electronically by …": the homeowner's choice on its line. */
function electionHtml(line: string, election: HomeownerElection, stamp: SignatureStamp | undefined): string {
  const choice = stamp?.elections?.[election.id];
  if (!stamp || !choice) return inlineLine(line);
  // The chosen option is set in bold with a ticked box; the other keeps an empty box.
  const option = (c: ElectionChoice, name: string) =>
    choice === c ? `<span class="ct-sig-value">${name} ☑</span>` : `<span class="ct-election-other">${name} ☐</span>`;
  return (
    `<span class="ct-election ct-signed" data-election="${escapeHtml(election.id)}" data-choice="${choice}">` +
    `${escapeHtml(election.label)}. ${option('accept', 'Accept')}  ${option('reject', 'Reject')}` +
    ` <span class="ct-sig-by">${escapeHtml(electionInitialledText(choice, stamp))}</span></span>`
  );
}

/** "Homeowner's signature: Signed electronically by …  Date: …": a party's acknowledgment line once they signed. */
function acknowledgmentHtml(line: string, ack: AcknowledgmentLine, stamp: SignatureStamp | undefined): string {
  if (!stamp) return inlineLine(line);
  const label = line.slice(0, line.indexOf(':'));
  const date = ack.hasDate
    ? // An em space: HTML collapses the text's two spaces before "Date:", and the parts run together.
      `\u2003<span class="ct-label">Date:</span> <span class="ct-sig-value">${escapeHtml(stamp.signedAtText)}</span>`
    : '';
  return `<span class="ct-acknowledged ct-signed" data-party="${ack.party}"><span class="ct-label">${escapeHtml(label)}:</span> <span class="ct-sig-value">${escapeHtml(signedElectronicallyText(stamp.name))}</span>${date}</span>`;
}

function paragraphLine(line: string, index: number, marks: LineMarks | undefined, opts: RenderBodyOptions): string {
  const mark = marks?.get(index);
  if (mark?.election) return electionHtml(line, mark.election, opts.stamps?.homeowner);
  if (mark?.ack) return acknowledgmentHtml(line, mark.ack, opts.stamps?.[mark.ack.party]);
  return inlineLine(fillCancellationBlanks(line, opts.cancellation));
}

function inlineLine(line: string): string {
  const l = splitLabel(line);
  return l ? `<span class="ct-label">${escapeHtml(l.label)}:</span> ${escapeHtml(l.rest)}` : escapeHtml(line);
}

const SAFE_PNG = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

function signatureBlockHtml(block: Extract<ContractBlock, { type: 'signature-block' }>, stamp: SignatureStamp | undefined, tag: string) {
  const rows = block.lines.map((line) => {
    const label = line.label ? `<span class="ct-label">${escapeHtml(line.label)}:</span> ` : '';
    if (stamp && line.kind === 'signature') {
      const mark =
        stamp.image && SAFE_PNG.test(stamp.image)
          ? `<img class="ct-sig-image" src="${stamp.image}" alt="${escapeHtml(`Signature of ${stamp.name}`)}">`
          : `<span class="ct-sig-typed" style="font-family: ${cssFamily(stamp.typed?.font)}">${escapeHtml(stamp.typed?.text ?? stamp.name)}</span>`;
      return `<p class="ct-sig-line ct-sig-signature ct-signed">${label}<span class="ct-sig-mark">${mark}</span><span class="ct-sig-by">${escapeHtml(signedElectronicallyText(stamp.name))}</span></p>`;
    }
    if (stamp && line.kind === 'date') {
      return `<p class="ct-sig-line ct-sig-date ct-signed">${label}<span class="ct-sig-value">${escapeHtml(stamp.signedAtText)}</span></p>`;
    }
    const value = line.blank ? `<span class="ct-sig-blank">${escapeHtml(line.value)}</span>` : escapeHtml(line.value);
    return `<p class="ct-sig-line ct-sig-${line.kind}">${label}${value}</p>`;
  });
  const party = block.party ? ` data-party="${block.party}"` : '';
  return `<section class="ct-signature-block${stamp ? ' ct-signed' : ''}"${party}><${tag} class="ct-signature-title">${escapeHtml(block.title)}</${tag}>${rows.join('')}</section>`;
}

/** A CSS font-family list for a script font name: only letters, digits, spaces and dashes pass. */
function cssFamily(font: string | undefined): string {
  const name = (font ?? '').replace(/[^A-Za-z0-9 -]/g, '').trim();
  return name ? `'${name}', cursive` : 'cursive';
}

export function blockHtml(block: ContractBlock, opts: RenderBodyOptions = {}, marks?: LineMarks): string {
  const offset = opts.headingOffset ?? 0;
  const tag = blockTag(block, offset);
  const cls = blockClass(block);
  switch (block.type) {
    case 'conspicuous':
      return `<${tag} class="${cls}">${escapeHtml(fillCancellationBlanks(block.text, opts.cancellation))}</${tag}>`;
    case 'title':
    case 'heading':
    case 'source':
      return `<${tag} class="${cls}">${escapeHtml(block.text)}</${tag}>`;
    case 'subtitle':
      return `<p class="${cls}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'notice':
      return `<p class="${cls}" role="note">${block.lines.map(inlineLine).join('<br>')}</p>`;
    case 'paragraph':
      return `<p class="${cls}">${block.lines.map((l, i) => paragraphLine(l, i, marks, opts)).join('<br>')}</p>`;
    case 'list':
      return `<ul class="${cls}">${block.items.map((i) => `<li>${inlineLine(i)}</li>`).join('')}</ul>`;
    case 'signature-block':
      return signatureBlockHtml(block, block.party ? opts.stamps?.[block.party] : undefined, `h${Math.min(3 + offset, 6)}`);
  }
}

/** The whole body, section by section (`<section class="ct-section" data-section="...">`). */
export function renderContractBodyHtml(doc: ContractDocument, opts: RenderBodyOptions = {}): string {
  const marks = lineMarks(doc);
  return doc.sections
    .map((s, si) => {
      const heading = s.heading !== null ? [blockHtml({ type: 'heading', level: 1, text: s.heading }, opts)] : [];
      const blocks = s.blocks.map((b, bi) => blockHtml(b, opts, marks.get(`${si}:${bi}`)));
      return `<section class="ct-section" data-section="${escapeHtml(s.id)}">\n${[...heading, ...blocks].join('\n')}\n</section>`;
    })
    .join('\n');
}

/** The document's plain reading text, block by block (what "same characters everywhere" compares). */
export function documentReadingText(doc: ContractDocument): string[] {
  return documentBlocks(doc).map((b) => {
    switch (b.type) {
      case 'subtitle':
      case 'notice':
      case 'paragraph':
        return b.lines.join('\n');
      case 'list':
        return b.items.join('\n');
      case 'signature-block':
        return [b.title, ...b.lines.map((l) => (l.label ? `${l.label}: ${l.value}` : l.value))].join('\n');
      default:
        return b.text;
    }
  });
}
