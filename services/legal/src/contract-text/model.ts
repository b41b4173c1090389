import { normaliseContractText } from '../normalise-text.ts';

/**
 * The one reading of a contract's text: sections, headings, paragraphs and
 * the parties' signature blocks. Every surface that shows a contract (the
 * Edit step and its preview, the sign page, /preview, the stored HTML, the
 * browser view and the PDF) reads it through `parseContract`, so a person
 * edits, signs and receives the same layout.
 *
 * The rules (docs/product/wizard-signing-preview-login-admin.md#21-contract-wizard-contractstep: "numbered headings, all-caps headings and
 * lines ending in a colon as headings"), applied to one line at a time:
 *
 *  - a numbered line ("4. PRICE AND PAYMENT SCHEDULE", "3. Timeline") that is
 *    ALL CAPS, or short and not a sentence, starts a new **section** (level 1);
 *  - a short ALL-CAPS line that does not end like a sentence ("MECHANICS LIEN
 *    WARNING", "NOTICE OF CANCELLATION (COPY 1 OF 2 ...)") is a level-2
 *    heading; the document's first such line is its **title**;
 *  - a short line ending in a colon ("What happens next:") is a level-3 heading;
 *  - an ALL-CAPS line that ends like a sentence or is long is **conspicuous**
 *    body text (set in bold), never a heading. This is how "I HEREBY CANCEL
 *    THIS TRANSACTION." (the FTC Notice of Cancellation) and the statutory
 *    notices that must be conspicuous read everywhere;
 *  - "- " lines are list items; "(Source: ...)" lines are citations;
 *  - a paragraph that says "not legal advice" is the boxed notice;
 *  - a group of lines (no blank line between them) that opens with a short
 *    ALL-CAPS line and holds a "Signature: ____" line is a **signature
 *    block**. "HOMEOWNER" and "SERVICE PROVIDER" (and their usual synonyms)
 *    are the two parties who sign here; any other block (a Texas homestead
 *    spouse, say) is kept as a paper signature line.
 *
 * Pure and total: any text parses, and every character of the normalised text
 * lands in exactly one block, in order (the signed text is shown in full).
 */

export type SignatureParty = 'homeowner' | 'provider';

export interface SignatureLine {
  /** "Signature", "Name", "Date", "License number", ... (without the colon). */
  label: string;
  /** What follows the colon, trimmed ("____", "Maria Lopez"). */
  value: string;
  kind: 'signature' | 'date' | 'field';
  /** The value is only a rule to write on ("______"). */
  blank: boolean;
}

export type ContractBlock =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; lines: string[] }
  | { type: 'notice'; lines: string[] }
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'conspicuous'; text: string }
  | { type: 'source'; text: string }
  | { type: 'paragraph'; lines: string[] }
  | {
      type: 'signature-block';
      /** Who signs here electronically; null for a block signed on paper (e.g. a spouse). */
      party: SignatureParty | null;
      title: string;
      lines: SignatureLine[];
    };

export interface ContractSection {
  /** Stable within one text: "preamble", or the slug of the heading ("4-price-and-payment-schedule"). */
  id: string;
  /** The section's heading line ("4. PRICE AND PAYMENT SCHEDULE"); null for the preamble. */
  heading: string | null;
  /** The section's text below its heading, as written (surrounding blank lines trimmed). */
  body: string;
  /** The body read into blocks (the heading is not among them). */
  blocks: ContractBlock[];
}

export interface ContractDocument {
  /** The normalised text the document was read from. */
  text: string;
  /** The document's own title line ("HOME SERVICE CONTRACT"), if it opens with one. */
  title: string | null;
  /** The preamble (heading null) first, then each numbered section. */
  sections: ContractSection[];
  /** Where the signature blocks are, in order. */
  signatureBlocks: Array<{ section: number; block: number; party: SignatureParty | null }>;
  /** The homeowner's separate accept/reject elections written in the text (see `readElections`). */
  elections: HomeownerElection[];
  /** The acknowledgment forms' per-party signature lines (see `readElections`). */
  acknowledgments: AcknowledgmentLine[];
  /** Notices the law wants delivered to the homeowner before signing (see `readDisclosures`). */
  disclosures: PreSigningDisclosure[];
}

/**
 * A notice the law wants the homeowner to have before signing (Texas's
 * residential construction disclosure, Idaho's 45-525 disclosure), found by the
 * sentence that opens it: "... law requires the Provider to give the Homeowner
 * this notice (statement, disclosure) before the Homeowner signs this contract."
 * The sign page shows each one and records when the homeowner confirmed it.
 */
export interface PreSigningDisclosure {
  /** Stable within one text: the slug of the heading, numbered when repeated. */
  id: string;
  /** The notice's heading ("RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT"). */
  title: string;
  section: number;
  /** The block of the heading. */
  block: number;
}

/** Where one line of a paragraph is: section, block (within the section's blocks) and line (within the paragraph). */
export interface LinePosition {
  section: number;
  block: number;
  line: number;
}

/**
 * A clause the homeowner must accept or reject on its own, written as
 * "<Clause name>. Accept ____  Reject ____  (Homeowner's initials)" (the
 * Illinois arbitration and jury-waiver elections, 815 ILCS 513/15.1).
 */
export interface HomeownerElection extends LinePosition {
  /** Stable within one text: the slug of the label ("binding-arbitration-clause"), numbered when repeated. */
  id: string;
  /** "Binding arbitration clause". */
  label: string;
  /** The paragraph's sentence just before the election lines (what the law gives the homeowner), if any. */
  help: string | null;
}

/**
 * A party's own line in an acknowledgment form ("Homeowner's signature: ____
 * Date: ____" under "CONSUMER RIGHTS ACKNOWLEDGMENT FORM"): that party's
 * electronic signature covers it, and it is stamped with it.
 */
export interface AcknowledgmentLine extends LinePosition {
  party: SignatureParty;
  /** The form's heading ("CONSUMER RIGHTS ACKNOWLEDGMENT FORM"). */
  form: string;
  /** The line has a "Date: ____" part. */
  hasDate: boolean;
}

export type ElectionChoice = 'accept' | 'reject';

const MAX_HEADING = 90;
const hasLetters = (s: string) => (s.match(/\p{L}/gu) ?? []).length >= 2;
/** Upper-case letters and no lower-case ones ("HOME SERVICE CONTRACT", "4. PRICE AND PAYMENT"). */
export const isAllCaps = (s: string) => hasLetters(s) && !/\p{Ll}/u.test(s);
const NUMBERED = /^\d{1,3}(?:\.\d{1,3})*[.)]?\s+\S/;
const BULLET = /^[-•*]\s+/;
const SOURCE = /^\(Source:.*\)$/i;
const NOT_LEGAL_ADVICE = /\bnot\s+legal\s+advice\b/i;
const SENTENCE_END = /[.;,!?]$/;
const SIGNATURE_LINE = /^signature:\s*_{3,}\s*$/i;
const LABELLED = /^([^:]{1,40}):\s*(.*)$/;

type LineKind = 'blank' | 'section' | 'caps-short' | 'caps-long' | 'label' | 'bullet' | 'source' | 'plain';

/** What one (trimmed) line is, by the rules above. */
export function classifyLine(line: string): LineKind {
  if (line === '') return 'blank';
  if (NUMBERED.test(line) && line.length <= 120) {
    if (isAllCaps(line) ? !SENTENCE_END.test(line) : line.length <= 60 && !/[.;,:!?]$/.test(line)) return 'section';
  }
  if (SOURCE.test(line)) return 'source';
  if (BULLET.test(line)) return 'bullet';
  if (isAllCaps(line)) return line.length <= MAX_HEADING && !SENTENCE_END.test(line) ? 'caps-short' : 'caps-long';
  if (line.endsWith(':') && line.length <= MAX_HEADING) return 'label';
  return 'plain';
}

/** A heading level for one line, or 0 for body text (1 section, 2 ALL-CAPS heading, 3 a label ending in a colon). */
export function headingLevel(line: string): 0 | 1 | 2 | 3 {
  const kind = classifyLine(line.trim());
  return kind === 'section' ? 1 : kind === 'caps-short' ? 2 : kind === 'label' ? 3 : 0;
}

const HOMEOWNER_TITLES = /^(HOMEOWNER|OWNER|CLIENT|BUYER|CUSTOMER)S?:?$/;
const PROVIDER_TITLES = /^(SERVICE PROVIDER|PROVIDER|CONTRACTOR|SELLER)S?:?$/;

/** Which party signs a block titled so ("HOMEOWNER", "SERVICE PROVIDER"); null for any other signer. */
export function signatureParty(title: string): SignatureParty | null {
  const t = title.trim().replace(/\s+/g, ' ');
  if (HOMEOWNER_TITLES.test(t)) return 'homeowner';
  if (PROVIDER_TITLES.test(t)) return 'provider';
  return null;
}

function signatureLine(line: string): SignatureLine {
  const m = LABELLED.exec(line);
  if (!m) return { label: '', value: line, kind: 'field', blank: false };
  const label = m[1]!.trim();
  const value = m[2]!.trim();
  const lower = label.toLowerCase();
  return {
    label,
    value,
    kind: lower === 'signature' ? 'signature' : lower === 'date' ? 'date' : 'field',
    blank: /^_{3,}$/.test(value),
  };
}

/** Blocks of one run of lines. `preamble`: the document's first lines (title and subtitle are read there). */
function readBlocks(lines: string[], preamble: boolean): ContractBlock[] {
  const blocks: ContractBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let seenContent = false;

  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const joined = paragraph.join(' ');
    if (NOT_LEGAL_ADVICE.test(joined)) blocks.push({ type: 'notice', lines: paragraph });
    else if (preamble && blocks.length === 1 && blocks[0]!.type === 'title') blocks.push({ type: 'subtitle', lines: paragraph });
    else blocks.push({ type: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list });
    list = [];
  };
  const flush = () => {
    flushParagraph();
    flushList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const kind = classifyLine(line);
    if (kind !== 'bullet') flushList();
    if (kind === 'caps-short') {
      // A signature block: this title line and the lines under it, up to a blank line, with a "Signature: ____".
      let end = i + 1;
      while (end < lines.length && lines[end] !== '') end++;
      const group = lines.slice(i + 1, end);
      if (group.some((l) => SIGNATURE_LINE.test(l))) {
        flush();
        blocks.push({ type: 'signature-block', party: signatureParty(line), title: line, lines: group.map(signatureLine) });
        i = end - 1;
        seenContent = true;
        continue;
      }
    }
    switch (kind) {
      case 'blank':
        flushParagraph();
        break;
      case 'bullet':
        flushParagraph();
        list.push(line.replace(BULLET, ''));
        break;
      case 'section':
        flush();
        blocks.push({ type: 'heading', level: 1, text: line });
        break;
      case 'caps-short':
        flush();
        if (preamble && !seenContent) blocks.push({ type: 'title', text: line });
        else blocks.push({ type: 'heading', level: 2, text: line });
        break;
      case 'caps-long':
        flush();
        blocks.push({ type: 'conspicuous', text: line });
        break;
      case 'source':
        flush();
        blocks.push({ type: 'source', text: line });
        break;
      case 'label':
        flush();
        blocks.push({ type: 'heading', level: 3, text: line });
        break;
      case 'plain':
        paragraph.push(line);
        break;
    }
    if (kind !== 'blank') seenContent = true;
  }
  flush();
  return blocks;
}

/** The lines of a text as the model reads them: normalised, trailing spaces and leading indentation dropped. */
export function contractLines(raw: string): string[] {
  return normaliseContractText(raw)
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, '').replace(/^\s+/, ''));
}

const trimBlankLines = (lines: string[]) => {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end);
};

export function slug(heading: string): string {
  return (
    heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

const ELECTION_LINE =
  /^(\S.{0,78}?)\.?\s+Accept:?\s*_{3,}\s+Reject:?\s*_{3,}\s*\((?:the\s+)?(?:Homeowner|Owner|Client|Buyer|Customer)['’]s\s+initials\)$/i;
const ACK_LINE = /^([A-Za-z][A-Za-z ]{1,30}?)['’]s\s+signature:\s*_{3,}(\s+Date:\s*_{3,})?$/i;
const ACK_FORM = /ACKNOWLEDG(?:E)?MENT/;

/** "Binding arbitration clause" from an election line ("Binding arbitration clause. Accept ___ Reject ___ (Homeowner's initials)"), or null. */
export function electionLabel(line: string): string | null {
  const m = ELECTION_LINE.exec(line.trim());
  return m ? m[1]!.trim() : null;
}

/** The party of an acknowledgment signature line ("Contractor's signature: ___  Date: ___"), or null (any heading). */
export function acknowledgmentParty(line: string): { party: SignatureParty; hasDate: boolean } | null {
  const m = ACK_LINE.exec(line.trim());
  if (!m) return null;
  const party = signatureParty(m[1]!.toUpperCase());
  return party ? { party, hasDate: !!m[2] } : null;
}

/**
 * The homeowner's elections and the acknowledgment lines of a document, found
 * by the lines' shape (never by state: the text may have been edited): every
 * paragraph line "<Clause>. Accept ___ Reject ___ (Homeowner's initials)" is an
 * election; a "Homeowner's signature: ___" or "Contractor's signature: ___"
 * paragraph line under a heading naming an ACKNOWLEDGMENT is that party's
 * acknowledgment line.
 */
function readElections(sections: ContractSection[]): Pick<ContractDocument, 'elections' | 'acknowledgments'> {
  const elections: HomeownerElection[] = [];
  const acknowledgments: AcknowledgmentLine[] = [];
  const ids = new Set<string>();
  sections.forEach((s, section) => {
    let form: string | null = null;
    s.blocks.forEach((b, block) => {
      if (b.type === 'heading' || b.type === 'title') form = ACK_FORM.test(b.text.toUpperCase()) && isAllCaps(b.text) ? b.text : null;
      if (b.type !== 'paragraph') return;
      let help: string | null = null;
      b.lines.forEach((text, line) => {
        const label = electionLabel(text);
        if (label) {
          let id = slug(label);
          for (let n = 2; ids.has(id); n++) id = `${slug(label)}-${n}`;
          ids.add(id);
          elections.push({ id, label, help, section, block, line });
          return;
        }
        help = text;
        const ack = form ? acknowledgmentParty(text) : null;
        if (ack && form) acknowledgments.push({ party: ack.party, hasDate: ack.hasDate, form, section, block, line });
      });
    });
  });
  return { elections, acknowledgments };
}

const BEFORE_SIGNING =
  /\blaw requires the Provider to give the Homeowner this (?:notice|statement|disclosure)\b[^.]*\bbefore the Homeowner signs\b/i;

/** The pre-signing disclosures of a document: every ALL-CAPS heading whose first paragraph says the law wants it before signing. */
function readDisclosures(sections: ContractSection[]): PreSigningDisclosure[] {
  const out: PreSigningDisclosure[] = [];
  const ids = new Set<string>();
  sections.forEach((s, section) => {
    s.blocks.forEach((b, block) => {
      if (b.type !== 'heading' || b.level !== 2) return;
      const first = s.blocks.slice(block + 1).find((n) => n.type !== 'source');
      if (first?.type !== 'paragraph' || !BEFORE_SIGNING.test(first.lines.join(' '))) return;
      let id = slug(b.text);
      for (let n = 2; ids.has(id); n++) id = `${slug(b.text)}-${n}`;
      ids.add(id);
      out.push({ id, title: b.text, section, block });
    });
  });
  return out;
}

/** Reads a contract text (any text) into its document. Pure. */
export function parseContract(raw: string): ContractDocument {
  const lines = contractLines(raw);
  const runs: Array<{ heading: string | null; lines: string[] }> = [{ heading: null, lines: [] }];
  for (const line of lines) {
    if (classifyLine(line) === 'section') runs.push({ heading: line, lines: [] });
    else runs[runs.length - 1]!.lines.push(line);
  }
  const used = new Set<string>();
  const sections: ContractSection[] = [];
  runs.forEach((run, index) => {
    const body = trimBlankLines(run.lines);
    if (index === 0 && body.length === 0 && runs.length > 1) return; // no preamble
    let id = run.heading === null ? 'preamble' : slug(run.heading);
    for (let n = 2; used.has(id); n++) id = `${slug(run.heading ?? 'preamble')}-${n}`;
    used.add(id);
    sections.push({ id, heading: run.heading, body: body.join('\n'), blocks: readBlocks(body, index === 0) });
  });
  const signatureBlocks: ContractDocument['signatureBlocks'] = [];
  sections.forEach((s, si) =>
    s.blocks.forEach((b, bi) => {
      if (b.type === 'signature-block') signatureBlocks.push({ section: si, block: bi, party: b.party });
    }),
  );
  const first = sections[0]?.heading === null ? sections[0].blocks[0] : undefined;
  return {
    text: normaliseContractText(raw),
    title: first?.type === 'title' ? first.text : null,
    sections,
    signatureBlocks,
    ...readElections(sections),
    disclosures: readDisclosures(sections),
  };
}

/** Whether the text carries the not-legal-advice note (it must never be lost). */
export const hasLegalNote = (doc: ContractDocument) => doc.sections.some((s) => s.blocks.some((b) => b.type === 'notice'));

/** Every block in reading order, section headings included (as level-1 headings). */
export function documentBlocks(doc: ContractDocument): ContractBlock[] {
  return doc.sections.flatMap((s) => [
    ...(s.heading !== null ? [{ type: 'heading', level: 1, text: s.heading } as const] : []),
    ...s.blocks,
  ]);
}

/** The text of every heading, in order, with its level (what the "same headings everywhere" tests compare). */
export function headingOutline(doc: ContractDocument): Array<{ level: 0 | 1 | 2 | 3; text: string }> {
  const out: Array<{ level: 0 | 1 | 2 | 3; text: string }> = [];
  for (const b of documentBlocks(doc)) {
    if (b.type === 'title') out.push({ level: 0, text: b.text });
    else if (b.type === 'heading') out.push({ level: b.level, text: b.text });
    else if (b.type === 'signature-block') out.push({ level: 2, text: b.title });
  }
  return out;
}
