import type { ContractBlock, ContractDocument } from '@homepact/legal';
import type { Annotation } from '@homepact/proto';
import type { SectionId } from './annotationLabels';

/**
 * Where an annotation sits in the contract, in text, not pixels.
 *
 * The API keeps the spec's four annotation sections (service-details,
 * parties, timeline-payment, terms) and two numbers per annotation,
 * positionX and positionY (decimal(5,2), 0-999.99). The page shows the
 * contract as its document, so each numbered section of the text belongs to
 * one of the four (by its heading: PARTIES, SCOPE, TIMELINE/PRICE/PAYMENT,
 * everything else is terms; the opening lines are service details), and an
 * annotation names a stretch of the text of its group:
 *
 *   positionY = where the stretch starts, as a percentage of the group's text;
 *   positionX = 100 + where it ends, as a percentage of the group's text.
 *
 * Percentages of the text, not of the screen: a note stays on the same words
 * at any width, with sections folded or not. Older annotations were click
 * points (positionX 0-100, the horizontal offset); they are read as a point at
 * positionY per cent of the group's text and mark the line found there.
 */

/** One line of the text as the page shows it: a paragraph line, a list item, a heading, a signature line. */
export interface Piece {
  text: string;
  /** Offsets in the group's text. */
  start: number;
  end: number;
}

interface PreviewBlock {
  block: ContractBlock;
  pieces: Piece[];
}

export interface PreviewSection {
  /** The model's section id ("1-parties", "preamble"). */
  id: string;
  index: number;
  group: SectionId;
  heading: Piece | null;
  blocks: PreviewBlock[];
  start: number;
  end: number;
  /** Characters of text (what decides whether a phone folds it). */
  length: number;
}

export interface PreviewDocument {
  sections: PreviewSection[];
  /** The length of each group's text. */
  groupLength: Record<SectionId, number>;
}

export interface TextRange {
  group: SectionId;
  start: number;
  end: number;
}

const GROUP_RULES: Array<[RegExp, SectionId]> = [
  [/\bPART(?:Y|IES)\b/i, 'parties'],
  [/\b(?:TIMELINE|PRICE|PAYMENTS?|COST|DATES)\b/i, 'timeline-payment'],
  [/\b(?:SCOPE|SERVICES?|DESCRIPTION)\b/i, 'service-details'],
];

/** The annotation section a numbered section of the text belongs to. */
export function groupOf(heading: string | null): SectionId {
  if (heading === null) return 'service-details';
  return GROUP_RULES.find(([re]) => re.test(heading))?.[1] ?? 'terms';
}

/** The lines of a block, as the page shows them (a line with a label keeps it: "Homeowner: Hana Owens"). */
function blockLines(block: ContractBlock): string[] {
  switch (block.type) {
    case 'title':
    case 'heading':
    case 'conspicuous':
    case 'source':
      return [block.text];
    case 'subtitle':
    case 'notice':
    case 'paragraph':
      return block.lines;
    case 'list':
      return block.items;
    case 'signature-block':
      return [block.title, ...block.lines.map((l) => (l.label ? `${l.label}: ${l.value}` : l.value))];
  }
}

/** The contract's sections with every line's place in its group's text. Pure. */
export function previewDocument(doc: ContractDocument): PreviewDocument {
  const cursor: Record<SectionId, number> = { 'service-details': 0, parties: 0, 'timeline-payment': 0, terms: 0 };
  const piece = (group: SectionId, text: string): Piece => {
    const start = cursor[group];
    cursor[group] = start + text.length + 1;
    return { text, start, end: start + text.length };
  };
  const sections = doc.sections.map((s, index): PreviewSection => {
    const group = groupOf(s.heading);
    const start = cursor[group];
    const heading = s.heading === null ? null : piece(group, s.heading);
    const blocks = s.blocks.map((block) => {
      const pieces = blockLines(block).map((line) => piece(group, line));
      cursor[group] += 1; // the blank line between blocks
      return { block, pieces };
    });
    const end = cursor[group];
    cursor[group] += 1;
    return { id: s.id, index, group, heading, blocks, start, end, length: end - start };
  });
  return { sections, groupLength: { ...cursor } };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The positions to store for a stretch of text. The start is rounded up and
 * the end down, so read back they fall inside the words chosen (a group of
 * 20,000 characters is read to within two of them), then widen to whole words.
 */
export function encodeRange(range: TextRange, doc: PreviewDocument): { positionX: number; positionY: number } {
  const length = Math.max(1, doc.groupLength[range.group]);
  const pct = (n: number) => (Math.min(length, Math.max(0, n)) / length) * 100;
  const startPct = Math.min(100, Math.ceil(round2(pct(range.start) * 100)) / 100);
  const endPct = Math.max(startPct, Math.floor(round2(pct(range.end) * 100)) / 100);
  return { positionY: round2(startPct), positionX: round2(100 + endPct) };
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}\p{M}'’_-]/u.test(c);

/** The piece holding offset `at` of a group (or the first after it). */
function pieceAt(doc: PreviewDocument, group: SectionId, at: number): { section: PreviewSection; piece: Piece } | null {
  let next: { section: PreviewSection; piece: Piece } | null = null;
  for (const section of doc.sections) {
    if (section.group !== group) continue;
    for (const piece of sectionPieces(section)) {
      if (at >= piece.start && at <= piece.end) return { section, piece };
      if (!next && piece.start > at) next = { section, piece };
    }
  }
  return next;
}

/** Every piece of a section, heading first. */
export function sectionPieces(section: PreviewSection): Piece[] {
  return [...(section.heading ? [section.heading] : []), ...section.blocks.flatMap((b) => b.pieces)];
}

/** A range widened to whole words of its pieces (a word cut in two is taken whole; spaces at either end are dropped). */
export function snapToWords(doc: PreviewDocument, range: TextRange): TextRange {
  const first = pieceAt(doc, range.group, range.start);
  const last = pieceAt(doc, range.group, Math.max(range.start, range.end - 1));
  if (!first || !last) return range;
  let start = Math.max(range.start, first.piece.start);
  let end = Math.min(Math.max(range.end, start + 1), last.piece.end);
  const startText = first.piece.text;
  const sc = (i: number) => startText[i - first.piece.start];
  while (start < first.piece.end && isSpace(sc(start))) start++;
  while (start > first.piece.start && isWord(sc(start)) && isWord(sc(start - 1))) start--;
  const endText = last.piece.text;
  const ec = (i: number) => endText[i - last.piece.start];
  while (end > last.piece.start && isSpace(ec(end - 1))) end--;
  while (end < last.piece.end && isWord(ec(end - 1)) && isWord(ec(end))) end++;
  if (end <= start) return { group: range.group, start: first.piece.start, end: first.piece.end };
  return { group: range.group, start, end };
}

export interface Placed {
  annotation: Annotation;
  number: number;
  /** The words it marks; null when the text holds nothing of its section any more. */
  range: TextRange | null;
  /** The section of the text it sits in. */
  section: PreviewSection | null;
  /** The words marked, as the text has them. */
  quote: string;
}

const GROUPS = new Set<string>(['service-details', 'parties', 'timeline-payment', 'terms']);

/** Where a stored annotation sits in this text (see the top of this file). */
export function placeAnnotation(doc: PreviewDocument, annotation: Annotation, number: number): Placed {
  const none: Placed = { annotation, number, range: null, section: null, quote: '' };
  if (!GROUPS.has(annotation.sectionId)) return none;
  const group = annotation.sectionId as SectionId;
  const length = doc.groupLength[group];
  if (!doc.sections.some((s) => s.group === group)) return none;
  const at = (pct: number) => Math.round((Math.min(100, Math.max(0, pct)) / 100) * length);
  let range: TextRange;
  if (annotation.positionX > 100) {
    range = snapToWords(doc, { group, start: at(annotation.positionY), end: at(annotation.positionX - 100) });
  } else {
    // An older click point: the line found at that share of the text.
    const found = pieceAt(doc, group, at(annotation.positionY));
    if (!found) return none;
    range = { group, start: found.piece.start, end: found.piece.end };
  }
  const section = pieceAt(doc, group, range.start)?.section ?? null;
  // A note stays within one section of the text.
  if (section && range.end > section.end) range = { ...range, end: lastPieceEnd(section) };
  return { annotation, number, range, section, quote: quoteOf(doc, range) };
}

const lastPieceEnd = (section: PreviewSection) => sectionPieces(section).at(-1)?.end ?? section.end;

/** The words of a range, lines joined by a space. */
export function quoteOf(doc: PreviewDocument, range: TextRange): string {
  const parts: string[] = [];
  for (const section of doc.sections) {
    if (section.group !== range.group) continue;
    for (const p of sectionPieces(section)) {
      const from = Math.max(range.start, p.start);
      const to = Math.min(range.end, p.end);
      if (from < to) parts.push(p.text.slice(from - p.start, to - p.start));
    }
  }
  return parts.join(' ');
}

/** "Replace the kitchen faucet and…": a quote cut to `max` characters on a word. */
export function shortQuote(quote: string, max = 80): string {
  if (quote.length <= max) return quote;
  const cut = quote.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
