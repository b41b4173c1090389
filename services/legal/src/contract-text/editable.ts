import { parseContract, slug, type ContractDocument } from './model.ts';

/**
 * The contract as the Edit step edits it: the preamble (title block and the
 * not-legal-advice note), the numbered sections above the signatures, each a
 * heading and a body, and the signature section, which is fixed: it carries
 * the e-signature consent and each party's signature block, so nothing can be
 * written below the blocks (docs/decisions/0012-one-contract-text-model.md). Text that an older edit left below
 * the blocks is offered back as an editable section above them.
 */
export interface EditableSection {
  /** Stable key for the editor (not part of the text). */
  key: string;
  heading: string;
  body: string;
}

export interface EditableContract {
  preamble: string;
  sections: EditableSection[];
  /** The signature section as it stands (heading and body), or null when the text has no signature block. */
  fixed: { heading: string | null; body: string } | null;
  /** References to removed sections the text still has (set by renumber, for the editor to report; not part of the text). */
  dangling?: DanglingReference[];
}

const LEADING_NUMBER = /^(\d{1,3})([.)]?)(\s+)/;

/** The section number a heading starts with ("14. ELECTRONIC ..." -> 14), if any. */
export const headingNumber = (heading: string): number | null => {
  const m = LEADING_NUMBER.exec(heading.trim());
  return m ? Number(m[1]) : null;
};

/** The heading with its leading number replaced ("14. X" -> "15. X"); unnumbered headings are left alone. */
export const renumberHeading = (heading: string, n: number): string =>
  LEADING_NUMBER.test(heading.trim()) ? heading.trim().replace(LEADING_NUMBER, `${n}$2$3`) : heading;

export function toEditable(text: string, doc: ContractDocument = parseContract(text)): EditableContract {
  const first = doc.signatureBlocks.find((b) => b.party !== null) ?? doc.signatureBlocks[0];
  const sections = doc.sections;
  const preambleIndex = sections[0]?.heading === null ? 0 : -1;
  const preamble = preambleIndex === 0 ? sections[0]!.body : '';
  const numbered = sections.slice(preambleIndex + 1);
  const editable: EditableSection[] = [];
  const key = (heading: string, i: number) => `${slug(heading)}-${i}`;
  if (!first || sections[first.section]!.heading === null) {
    // No signature section (or the blocks sit in the preamble): every section is editable.
    numbered.forEach((s, i) => editable.push({ key: key(s.heading!, i), heading: s.heading!, body: s.body }));
    if (first && preambleIndex === 0) return { preamble: '', sections: editable, fixed: { heading: null, body: preamble } };
    return { preamble, sections: editable, fixed: null };
  }
  const fixedIndex = first.section;
  sections.forEach((s, i) => {
    if (i === preambleIndex || i === fixedIndex) return;
    editable.push({ key: key(s.heading!, i), heading: s.heading!, body: s.body });
  });
  const fixedSection = sections[fixedIndex]!;
  // What follows the last signature block inside the signature section goes above it, as its own section.
  const lines = fixedSection.body.split('\n');
  const lastBlock = lastSignatureLine(lines);
  let fixedBody = fixedSection.body;
  if (lastBlock >= 0 && lastBlock < lines.length - 1) {
    const after = lines
      .slice(lastBlock + 1)
      .join('\n')
      .trim();
    if (after) {
      fixedBody = lines
        .slice(0, lastBlock + 1)
        .join('\n')
        .trimEnd();
      editable.push({ key: `additional-terms-${sections.length}`, heading: 'ADDITIONAL TERMS', body: after });
    }
  }
  return { preamble, sections: editable, fixed: { heading: fixedSection.heading, body: fixedBody } };
}

/** The index of the last line of the last signature block's group (its last non-blank line). */
function lastSignatureLine(lines: string[]): number {
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    if (/^signature:\s*_{3,}\s*$/i.test(lines[i]!.trim())) {
      let end = i;
      while (end + 1 < lines.length && lines[end + 1]!.trim() !== '') end++;
      last = end;
    }
  }
  return last;
}

/**
 * The text of an edited contract: preamble, sections in order, then the fixed
 * signature section, numbered one after the last editable section when its
 * heading is numbered. Blank lines separate sections.
 */
export function fromEditable(e: EditableContract): string {
  const parts: string[] = [];
  if (e.preamble.trim()) parts.push(e.preamble.trim());
  let lastNumber = 0;
  for (const s of e.sections) {
    const heading = s.heading.trim();
    const body = s.body.replace(/\s+$/, '').replace(/^\n+/, '');
    if (!heading && !body.trim()) continue;
    lastNumber = headingNumber(heading) ?? lastNumber;
    parts.push(heading ? (body ? `${heading}\n${body}` : heading) : body);
  }
  if (e.fixed) {
    const heading = e.fixed.heading === null ? null : lastNumber > 0 ? renumberHeading(e.fixed.heading, lastNumber + 1) : e.fixed.heading;
    parts.push(heading ? `${heading}\n${e.fixed.body.trim()}` : e.fixed.body.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

/** The heading a new section gets: the next number after the last editable one. */
export function newSectionHeading(e: EditableContract): string {
  const numbers = e.sections.map((s) => headingNumber(s.heading)).filter((n): n is number => n !== null);
  const next = numbers.length ? Math.max(...numbers) + 1 : e.sections.length + 1;
  return `${next}. NEW SECTION`;
}

/*
 * Section numbers are the editor's, not the person's: after every add, move or
 * remove the sections are numbered 1..n in order and the fixed signature section
 * takes n + 1. References in the text ("Section 9", "sections 9 and 10") follow
 * the section they pointed at; a reference to a removed section is reported,
 * never silently pointed somewhere else.
 */

/** A section's number and the words after it ("9. SCHEDULE" -> 9, ". ", "SCHEDULE"); a heading "9." has no words yet. */
const HEADING_PREFIX = /^(\d{1,3})([.)]?)(\s+|$)/;

export interface HeadingParts {
  /** The number the heading starts with, or null. */
  number: number | null;
  /** What separates the number from the words (". " in "9. SCHEDULE"). */
  separator: string;
  /** The words the person edits (trailing spaces kept, so typing "A " then "B" works). */
  words: string;
}

export function splitHeading(heading: string): HeadingParts {
  const h = heading.trimStart();
  const m = HEADING_PREFIX.exec(h);
  if (!m) return { number: null, separator: '. ', words: h };
  return { number: Number(m[1]), separator: `${m[2]}${m[3] || ' '}`, words: h.slice(m[0].length) };
}

/** The heading's words, without its number ("9. SCHEDULE" -> "SCHEDULE"). */
export const headingWords = (heading: string): string => splitHeading(heading).words;

/** A heading numbered n with these words ("9." while there are none). */
export function numberedHeading(n: number, words: string, separator = '. '): string {
  const w = words.trimStart();
  return w ? `${n}${separator}${w}` : `${n}${separator.trim() || '.'}`;
}

/** A section removed while the text still refers to it. */
export interface DanglingReference {
  /** The number the removed section had: the references still read it. */
  number: number;
  /** The removed section's heading words, when known. */
  heading: string | null;
  /** Where the text still mentions it, each by key ("preamble", "fixed" or a section key) and its heading as it now reads. */
  mentionedIn: { key: string; heading: string }[];
}

/** A section that was just removed: its heading as it read (with its number). */
export interface RemovedSection {
  heading: string;
}

export interface Renumbered {
  /** Sections numbered 1..n, the signature section n + 1, references rewritten; `dangling` set on it too. */
  editable: EditableContract;
  /** References to removed sections, by number. */
  dangling: DanglingReference[];
}

/**
 * "Section 9", "section 9", "SECTIONS 9 AND 10", "Sections 9, 10, and 11",
 * "Sections 9 or 10" (a list only after "Sections": in "Section 4 and 30
 * days" only the 4 is a reference). A number that runs on into a statute citation
 * ("Section 7159", "SECTIONS 713.001-713.37", "Section 2-302") is not a
 * reference to a section of this contract and is never matched.
 */
const NUMBER = String.raw`\d{1,3}(?![\d]|[.\-–]\d)`;
const REFERENCE = new RegExp(String.raw`\b(sections?)(\s+)(${NUMBER}(?:(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)${NUMBER})*)`, 'gi');
const REFERENCED_NUMBER = new RegExp(NUMBER, 'g');

const plural = (word: string) => word.length > 'section'.length;

/** Each number a text refers to as a section of the contract. */
export function sectionReferences(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(REFERENCE)) {
    const numbers = [...m[3]!.matchAll(REFERENCED_NUMBER)].map((n) => Number(n[0]));
    out.push(...(plural(m[1]!) ? numbers : numbers.slice(0, 1)));
  }
  return out;
}

/** The text with each section reference's number passed through `to` (which returns it unchanged to leave it). */
export function rewriteReferences(text: string, to: (n: number) => number): string {
  return text.replace(REFERENCE, (_all, word: string, space: string, list: string) => {
    let seen = 0;
    const numbers = list.replace(REFERENCED_NUMBER, (n) => (seen++ === 0 || plural(word) ? String(to(Number(n))) : n));
    return `${word}${space}${numbers}`;
  });
}

const PREAMBLE = 'preamble';
const FIXED = 'fixed';

/**
 * The editable with its sections numbered 1..n in order and the fixed
 * signature section n + 1 (when its heading is numbered), every reference in
 * the preamble, the sections and the signature section rewritten from the old
 * number to the new one (old numbers are the ones the headings carry, mapped
 * by section in one pass, so swapped numbers do not cascade), and the
 * references to removed sections reported rather than moved: those named in
 * `removed`, the numbers missing between the old ones (a section removed
 * before), and the ones an earlier call reported (`editable.dangling`), for
 * as long as the text that mentioned them still does. With nothing moved it
 * changes nothing, so it is safe to call after every edit.
 */
export function renumber(e: EditableContract, removed: readonly RemovedSection[] = []): Renumbered {
  // Old number -> new number, by section: the first section with a number keeps it (two "13." headings: the first is 13).
  const map = new Map<number, number>();
  const oldNumbers: number[] = [];
  const sections = e.sections.map((s, i) => {
    const parts = splitHeading(s.heading);
    if (parts.number !== null) {
      oldNumbers.push(parts.number);
      if (!map.has(parts.number)) map.set(parts.number, i + 1);
    }
    return { ...s, heading: numberedHeading(i + 1, parts.words, parts.separator) };
  });
  let fixed = e.fixed;
  if (fixed && fixed.heading !== null) {
    const parts = splitHeading(fixed.heading);
    if (parts.number !== null) {
      // fromEditable numbers it after the last section; with no sections it keeps its number.
      const n = sections.length > 0 ? sections.length + 1 : parts.number;
      oldNumbers.push(parts.number);
      if (!map.has(parts.number)) map.set(parts.number, n);
      fixed = { ...fixed, heading: numberedHeading(n, parts.words, parts.separator) };
    }
  }

  // Removed numbers that no section still holds: the named ones, and the gaps below the highest old number.
  const gone = new Map<number, string | null>();
  for (const r of removed) {
    const parts = splitHeading(r.heading);
    if (parts.number !== null && !map.has(parts.number)) gone.set(parts.number, parts.words.trim() || null);
  }
  const highest = oldNumbers.length ? Math.max(...oldNumbers) : 0;
  for (let n = 1; n < highest; n++) if (!map.has(n) && !gone.has(n)) gone.set(n, null);
  // Reported before: still dangling where it was mentioned, whatever number now sits there.
  const carried = new Map<number, { heading: string | null; keys: Set<string> }>();
  for (const d of e.dangling ?? []) {
    if (gone.has(d.number)) continue;
    carried.set(d.number, { heading: d.heading, keys: new Set(d.mentionedIn.map((m) => m.key)) });
  }

  // Rewrite every text in one pass; a reference left alone because its section is gone is noted where it stands.
  const mentioned = new Map<number, { key: string; heading: string }[]>();
  const rewrite = (key: string, heading: string, text: string) =>
    rewriteReferences(text, (n) => {
      if (gone.has(n) || carried.get(n)?.keys.has(key)) {
        const where = mentioned.get(n) ?? [];
        if (!where.some((w) => w.key === key)) where.push({ key, heading });
        mentioned.set(n, where);
        return n;
      }
      return map.get(n) ?? n;
    });
  const preamble = rewrite(PREAMBLE, 'Title and introduction', e.preamble);
  const rewritten = sections.map((s) => {
    const body = rewrite(s.key, s.heading, s.body);
    return body === s.body ? s : { ...s, body };
  });
  if (fixed) fixed = { ...fixed, body: rewrite(FIXED, fixed.heading ?? 'Signatures', fixed.body) };

  const dangling: DanglingReference[] = [];
  for (const [number, mentionedIn] of mentioned) {
    dangling.push({ number, heading: gone.has(number) ? gone.get(number)! : carried.get(number)!.heading, mentionedIn });
  }
  dangling.sort((a, b) => a.number - b.number);

  const editable: EditableContract = { preamble, sections: rewritten, fixed };
  if (dangling.length) editable.dangling = dangling;
  return { editable, dangling };
}
