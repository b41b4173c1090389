/**
 * The documents the law wants handed to the consumer apart from the contract
 * (Illinois's pamphlet "Home Repair: Know Your Consumer Rights", 815 ILCS
 * 513/20), read from the jurisdiction's law record under the same conditions
 * its notices use. One source for every surface that delivers them: the sign
 * page (through signing-info), the invitation's attachments and the pages the
 * executed PDF adds after the contract. What the homeowner acknowledges
 * receiving, HomePact provides.
 */
import type { ContractDraft, DeliveredDocument } from '@homepact/proto';
import { escapeHtml } from './contract-text/render-html.ts';
import { readFacts, type ContractFacts } from './facts.ts';
import { holds } from './states/law/conditions.ts';
import { JURISDICTIONS } from './states/law/jurisdictions/index.ts';

export type { DeliveredDocument };

const isFacts = (v: object): v is ContractFacts => 'form' in v && 'possiblySoldAtHome' in v;

/**
 * The documents to deliver for a contract: its state's (the property's state,
 * as the contract's notices read it), those whose conditions hold, each with
 * the parts whose conditions hold. A draft whose state is unknown gets none.
 */
export function documentsToDeliver(input: ContractDraft | ContractFacts | Record<string, unknown>): DeliveredDocument[] {
  const facts = isFacts(input) ? input : readFacts(input);
  const code = facts.state?.code;
  if (!code || !Object.hasOwn(JURISDICTIONS, code)) return [];
  const law = JURISDICTIONS[code]!;
  return (law.deliver ?? [])
    .filter((d) => holds(d.when, facts))
    .map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      state: law.code,
      citation: d.source,
      confidence: d.confidence,
      reason: d.reason,
      minPointSize: d.minPointSize ?? null,
      sections: d.sections
        .filter((s) => holds(s.when, facts))
        .map((s) => ({
          heading: s.heading,
          paragraphs: [...s.paragraphs],
          citation: s.source,
          confidence: s.confidence,
          verbatim: s.verbatim,
        })),
      unconfirmed: [...d.unconfirmed],
    }));
}

/** "il-home-repair-pamphlet.html": a file name for the document as an attachment. */
export function deliveredDocumentFilename(d: Pick<DeliveredDocument, 'id'>, ext: 'html' | 'txt' | 'pdf' = 'html'): string {
  return `${d.id.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}.${ext}`;
}

const SOURCE_NOTE = (d: DeliveredDocument) =>
  `Source: ${d.citation}. Wording as the law prescribes it where marked; see “About this copy” for what could not be confirmed.`;

/**
 * The document as HTML (a fragment: a `section.delivered-document` with its
 * heading, why it is given, its parts, and what could not be confirmed).
 * Every piece of text is escaped. `headingLevel`: the document's own heading
 * (its parts one below).
 */
export function deliveredDocumentHtml(d: DeliveredDocument, opts: { headingLevel?: 1 | 2 | 3 } = {}): string {
  const h = opts.headingLevel ?? 1;
  const e = escapeHtml;
  const parts = d.sections
    .map((s) => {
      const heading = s.heading ? `<h${h + 1} class="dd-heading">${e(s.heading)}</h${h + 1}>` : '';
      const paragraphs = s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n');
      const source = `<p class="dd-source">${e(`${s.citation}${s.verbatim ? ', as enacted' : ''}; confidence ${s.confidence}`)}</p>`;
      return `<section class="dd-part">\n${heading}\n${paragraphs}\n${source}\n</section>`;
    })
    .join('\n');
  const unconfirmed = d.unconfirmed.length
    ? `<section class="dd-about">\n<h${h + 1} class="dd-heading">About this copy</h${h + 1}>\n${d.unconfirmed.map((u) => `<p>${e(u)}</p>`).join('\n')}\n</section>`
    : '';
  return `<section class="delivered-document" id="${e(d.id)}">
<h${h} class="dd-title">${e(d.title)}</h${h}>
<p class="dd-reason">${e(d.reason)}</p>
${parts}
${unconfirmed}
<p class="dd-source">${e(SOURCE_NOTE(d))}</p>
</section>`;
}

/** The document as a page of its own (an e-mail attachment one can open and print), in the law's type size. */
export function deliveredDocumentPage(d: DeliveredDocument): string {
  const size = Math.max(d.minPointSize ?? 12, 12);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(d.title)}</title>
<style>
@page { size: 8.5in 11in; margin: 0.8in; }
html { font-family: "Liberation Serif", "Times New Roman", Times, serif; font-size: ${size}pt; line-height: 1.4; color: #111; }
body { max-width: 7in; margin: 0 auto; padding: 16px; }
.dd-title { font-size: 1.4em; text-align: center; }
.dd-heading { font-size: 1.05em; margin: 1.2em 0 0.4em; }
.dd-reason { font-style: italic; }
.dd-source { font-size: 0.75em; color: #555; font-style: italic; }
</style>
</head>
<body>
${deliveredDocumentHtml(d)}
</body>
</html>
`;
}

/** The document as plain text (for an e-mail body or a text attachment). */
export function deliveredDocumentText(d: DeliveredDocument): string {
  const lines: string[] = [d.title.toUpperCase(), '', d.reason, ''];
  for (const s of d.sections) {
    if (s.heading) lines.push(s.heading, '');
    for (const p of s.paragraphs) lines.push(p, '');
    lines.push(`[${s.citation}${s.verbatim ? ', as enacted' : ''}; confidence ${s.confidence}]`, '');
  }
  if (d.unconfirmed.length) {
    lines.push('ABOUT THIS COPY', '');
    for (const u of d.unconfirmed) lines.push(u, '');
  }
  lines.push(SOURCE_NOTE(d));
  return lines.join('\n');
}
