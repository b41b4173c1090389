import { parseContract, slug, type ContractDocument } from './model.ts';

/**
 * The contract as the Edit step edits it: the preamble (title block and the
 * not-legal-advice note), the numbered sections above the signatures, each a
 * heading and a body, and the signature section, which is fixed: it carries
 * the e-signature consent and each party's signature block, so nothing can be
 * written below the blocks (issue 10.4). Text that an older edit left below
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
