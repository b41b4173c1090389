import { cleanText } from './escape.ts';

/**
 * The contract text as the Edit step's preview reads it, in blocks: numbered
 * ALL-CAPS headings ("4. PRICE AND PAYMENT SCHEDULE"), other short ALL-CAPS
 * lines as subheadings ("NOTICE OF CANCELLATION (COPY 1 OF 2 ...)"), lines
 * ending with a colon as small headings, "- " lists, "(Source: ...)" citations,
 * long ALL-CAPS passages (statutory notices that must be conspicuous, e.g. the
 * FTC cancellation statement and Tex. Prop. Code 41.007) and plain paragraphs.
 * Pure and total: any text parses, and every character of it lands in exactly
 * one block, in order (the signed text must be shown in full).
 */
export type Block =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; lines: string[] }
  | { type: 'notice'; lines: string[] }
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'label'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'conspicuous'; text: string }
  | { type: 'source'; text: string }
  | { type: 'paragraph'; lines: string[] };

const hasLetters = (s: string) => (s.match(/\p{L}/gu) ?? []).length >= 2;
/** Upper-case letters and no lower-case ones ("HOME SERVICE CONTRACT", "4. PRICE AND PAYMENT"). */
export const isAllCaps = (s: string) => hasLetters(s) && !/\p{Ll}/u.test(s);
const NUMBERED = /^\d{1,3}(?:\.\d{1,3})*\.?\s+\S/;
const BULLET = /^[-•*]\s+/;
const SOURCE = /^\(Source:.*\)$/i;
const NOT_LEGAL_ADVICE = /\bnot\s+legal\s+advice\b/i;

type LineKind = 'blank' | 'heading' | 'caps-short' | 'caps-long' | 'label' | 'bullet' | 'source' | 'plain';

function classify(line: string): LineKind {
  if (line === '') return 'blank';
  if (NUMBERED.test(line) && line.length <= 120) {
    // "4. PRICE AND PAYMENT SCHEDULE", or a short title-like numbered line ("3. Timeline").
    if (isAllCaps(line) || (line.length <= 60 && !/[.;,:!?]$/.test(line))) return 'heading';
  }
  if (SOURCE.test(line)) return 'source';
  if (BULLET.test(line)) return 'bullet';
  if (isAllCaps(line)) return line.length <= 80 && !/[.;,!?]$/.test(line) ? 'caps-short' : 'caps-long';
  if (line.endsWith(':') && line.length <= 100) return 'label';
  return 'plain';
}

export function parseContractText(raw: string): Block[] {
  const lines = cleanText(raw)
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, '').replace(/^\s+/, ''));
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let seenContent = false;
  let inPreamble = true;

  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const joined = paragraph.join(' ');
    if (NOT_LEGAL_ADVICE.test(joined)) blocks.push({ type: 'notice', lines: paragraph });
    else if (inPreamble && blocks.length === 1 && blocks[0]!.type === 'title') blocks.push({ type: 'subtitle', lines: paragraph });
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

  for (const line of lines) {
    const kind = classify(line);
    if (kind !== 'bullet') flushList();
    switch (kind) {
      case 'blank':
        flushParagraph();
        break;
      case 'bullet':
        flushParagraph();
        list.push(line.replace(BULLET, ''));
        break;
      case 'heading':
        flush();
        inPreamble = false;
        blocks.push({ type: 'heading', text: line });
        break;
      case 'caps-short':
        flush();
        if (!seenContent && line.length <= 100) blocks.push({ type: 'title', text: line });
        else blocks.push({ type: 'subheading', text: line });
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
        blocks.push({ type: 'label', text: line });
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

/** The document's own title line ("HOME SERVICE CONTRACT"), if it opens with one. */
export function titleOf(blocks: Block[]): string | null {
  const first = blocks[0];
  return first?.type === 'title' ? first.text : null;
}

/** Whether the text already carries the not-legal-advice note (it must never be lost). */
export const hasLegalNote = (blocks: Block[]) => blocks.some((b) => b.type === 'notice');
