/**
 * A scope of work goes into a contract the parties sign, so it speaks only of
 * the work. `removeMetaLines` takes out what a generator may add around it:
 * notes about the document or to its writer ("Prepared for: the homeowner, …",
 * "Here is the scope you asked for", "Note to the contractor: …") and
 * quotations of the description the person typed ("As requested: “…”").
 * Pure; both generators' answers pass through it.
 */
export interface CleanedScope {
  scope: string;
  /** The lines taken out, as they were. */
  removed: string[];
}

/** Lines about the document, its reader or its writer, rather than the work (tested without a bullet). */
const META_LINES: RegExp[] = [
  /^prepared (?:for|by)\b/i,
  /^as requested\b/i,
  /\bdescribing the work (?:they|you|he|she|the (?:customer|homeowner|owner|client)) wants?\b/i,
  /\bto be agreed with the (?:contractor|customer|homeowner) before signing\b/i,
  /^(?:here is|here's|below is|the following is|this is)\b.{0,60}\b(?:scope|draft|document|contract|text)\b/i,
  /^(?:this|the) (?:scope(?: of work)?|document|draft|text) (?:is|was|has been) (?:written|prepared|generated|drafted|created|produced)\b/i,
  /^(?:note|notes|instructions?|reminder|tip)s? (?:to|for) (?:the )?(?:writer|ai|assistant|model|editor|user|reader|homeowner|contractor|customer)\b/i,
  /\bas an ai\b|\b(?:ai )?language model\b/i,
  /^(?:feel free|let me know|i hope|i have|i've|i can|i will|i'll)\b/i,
  /^please (?:review|edit|adjust|fill in|replace|note that this)\b/i,
  /^(?:(?:the )?(?:original |user'?s? |customer'?s? |homeowner'?s? )?(?:request|prompt|input)|job description|description of the request)\s*:/i,
];

const QUOTED = /[“"«]([^”"»]+)[”"»]/g;
const words = (s: string): string[] => s.toLowerCase().match(/[a-z0-9%]+/g) ?? [];

/** Whether a quotation repeats a sentence or more of the description (not a product name or a short phrase of it). */
function quotesDescription(quote: string, description: string[]): boolean {
  const q = words(quote);
  const needed = Math.max(6, Math.min(12, Math.ceil(description.length / 2)));
  if (q.length < needed) return false;
  return ` ${description.join(' ')} `.includes(` ${q.join(' ')} `);
}

export function removeMetaLines(scope: string, description = ''): CleanedScope {
  const said = words(description);
  const removed: string[] = [];
  const kept = scope.split(/\r?\n/).filter((line, i) => {
    const text = line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim();
    if (i === 0 && /^scope of work\s*:/i.test(text)) return true;
    const meta =
      META_LINES.some((re) => re.test(text)) || (said.length > 0 && [...text.matchAll(QUOTED)].some((m) => quotesDescription(m[1]!, said)));
    if (meta) removed.push(line);
    return !meta;
  });
  return {
    scope: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    removed,
  };
}
