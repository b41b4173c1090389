import { normaliseContractText } from '@homepact/legal';

/**
 * The contract text as headings and paragraphs, by the editor preview's rule
 * (spec 2, section 2.1): numbered headings, all-caps lines and lines ending in
 * a colon are headings; everything else is paragraphs, split on blank lines.
 */
export type ContractBlock = { kind: 'heading'; level: 1 | 2; text: string } | { kind: 'paragraph'; text: string };

const MAX_HEADING = 90;

/** 1 for a section heading ("1. PARTIES", "HOME SERVICE CONTRACT"), 2 for a label line ("What happens next:"), else 0. */
export function headingLevel(line: string): 0 | 1 | 2 {
  const t = line.trim();
  if (!t || t.length > MAX_HEADING) return 0;
  if (/^\d+(\.\d+)*\.?\s+\S/.test(t) && !/[.;,]$/.test(t)) return 1;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return 1;
  if (t.endsWith(':')) return 2;
  return 0;
}

export function parseContractText(raw: string): ContractBlock[] {
  // The one reading of contract text shared with the e-mails and the PDF (no bidi overrides, no control characters).
  const text = normaliseContractText(raw);
  const blocks: ContractBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const level = headingLevel(line);
    if (level) {
      flush();
      blocks.push({ kind: 'heading', level, text: line.trim() });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
