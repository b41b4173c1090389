import { assembleContract, type AssembledContract } from '@homepact/legal';
import type { ContractDraft } from '@homepact/proto';

/**
 * The clause library's contract as the AI sees it: the required skeleton of
 * a final contract. The model may improve the wording of the scope of work;
 * everything else (the parties' terms, every state and federal notice, every
 * statutory passage) must come back exactly as the library wrote it, and
 * `checkAgainstSkeleton` proves it did.
 */
export interface Skeleton {
  title: string;
  text: string;
  stateCode: string | null;
  /** Ids of the notices and mandated clauses the library included. */
  notices: string[];
  sections: AssembledContract['sections'];
  /** Lines that must appear as they are: every numbered ALL-CAPS heading. */
  headings: string[];
  /** Paragraphs that must appear verbatim (after whitespace and quote normalisation). */
  passages: Array<{ section: string; text: string }>;
}

export function buildSkeleton(input: { form: ContractDraft; scope?: string; generatedAt: Date }): Skeleton {
  const assembled = assembleContract({ form: input.form, ...(input.scope ? { scope: input.scope } : {}), generatedAt: input.generatedAt });
  return fromAssembled(assembled, input.scope);
}

export const headingLine = (s: { number: number; heading: string }) => `${s.number}. ${s.heading}`;

const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/** Whitespace, typographic quotes and non-breaking spaces do not count as changes. */
export function normalise(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fromAssembled(assembled: AssembledContract, scope: string | undefined): Skeleton {
  const passages: Skeleton['passages'] = [];
  // The preamble: title block and the not-legal-advice note.
  const first = assembled.sections[0];
  const preambleEnd = first ? assembled.text.indexOf(`\n${headingLine(first)}\n`) : -1;
  if (preambleEnd > 0) for (const p of paragraphs(assembled.text.slice(0, preambleEnd))) passages.push({ section: 'preamble', text: p });

  const detailed = scope?.trim();
  for (const s of assembled.sections) {
    let body = s.body;
    // In the scope section the detailed scope of work is what the model may improve; the
    // library's own paragraphs around it (a state's change-order clause, say) stay fixed.
    if (s.id === 'scope' && detailed && body.includes(detailed)) body = body.replace(detailed, '\n\n');
    for (const p of paragraphs(body)) passages.push({ section: headingLine(s), text: p });
  }
  for (const c of assembled.conspicuous) passages.push({ section: 'conspicuous passage', text: c });
  return {
    title: assembled.title,
    text: assembled.text,
    stateCode: assembled.stateCode,
    notices: [...assembled.notices],
    sections: assembled.sections,
    headings: assembled.sections.map(headingLine),
    passages,
  };
}

/** Removes a Markdown code fence some models wrap plain text in. */
export function stripFence(text: string): string {
  const m = /^\s*```[a-z]*\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(text);
  return (m ? m[1]! : text).trim();
}

const short = (s: string) => {
  const n = normalise(s);
  return n.length > 70 ? `${n.slice(0, 70)}…` : n;
};

/**
 * Whether a model's contract kept everything the skeleton requires: every
 * heading as its own line, and every required paragraph verbatim. Returns what
 * is missing, in contract order, so the fallback can be logged with its reason.
 */
export function checkAgainstSkeleton(text: string, skeleton: Skeleton): { ok: boolean; missing: string[] } {
  const lines = new Set(text.split('\n').map((l) => normalise(l)));
  const whole = normalise(text);
  const missing: string[] = [];
  for (const h of skeleton.headings) if (!lines.has(normalise(h))) missing.push(`heading "${h}"`);
  for (const p of skeleton.passages) if (!whole.includes(normalise(p.text))) missing.push(`${p.section}: "${short(p.text)}"`);
  return { ok: missing.length === 0, missing };
}
