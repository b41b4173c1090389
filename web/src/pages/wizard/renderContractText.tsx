/**
 * Contract text as the Edit step's preview shows it: numbered headings
 * ("1. PARTIES"), ALL-CAPS headings and lines ending in a colon become
 * headings; every other run of lines is a paragraph with its line breaks kept.
 */
import clsx from 'clsx';
import { normaliseContractText } from '@homepact/legal';

export type ContractBlock = { kind: 'heading'; level: 1 | 2; text: string } | { kind: 'paragraph'; text: string };

/** Longer lines are body text even when they look like a heading (e.g. conspicuous ALL-CAPS notices). */
const MAX_HEADING_LENGTH = 90;

/** "1. PARTIES", "2.1 Scope", "10) Payment": a short numbered line that is not a sentence. */
const NUMBERED = /^\d{1,2}(?:\.\d{1,2})*[.)]?\s+\S/;

function isAllCaps(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}

/** The heading level of a line, or undefined for body text. */
export function headingLevel(rawLine: string): 1 | 2 | undefined {
  const line = rawLine.trim();
  if (!line || line.length > MAX_HEADING_LENGTH) return undefined;
  if (line.endsWith(':')) return 2;
  // A sentence ("I HEREBY CANCEL THIS TRANSACTION.", "1. The Provider will...") is not a heading.
  if (/[.!?]$/.test(line)) return undefined;
  if (NUMBERED.test(line)) return 1;
  if (isAllCaps(line)) return 1;
  return undefined;
}

/** Splits contract text into headings and paragraphs. Pure. */
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
    if (line.trim() === '') {
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

interface ContractTextViewProps {
  text: string;
  /** The HTML level of top headings; sub-headings are one lower. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function ContractTextView({ text, headingLevel: top = 3, className }: ContractTextViewProps) {
  const blocks = parseContractText(text);
  return (
    <div className={clsx('wz-contract-text', className)}>
      {blocks.map((block, i) => {
        if (block.kind === 'paragraph') return <p key={i}>{block.text}</p>;
        const Tag = block.level === 1 ? (top === 2 ? 'h2' : 'h3') : top === 2 ? 'h3' : 'h4';
        return (
          <Tag key={i} className={block.level === 1 ? 'wz-ct-heading' : 'wz-ct-subheading'}>
            {block.text}
          </Tag>
        );
      })}
    </div>
  );
}
