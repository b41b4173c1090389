import { headingWords, parseContract } from '@homepact/legal';
import type { SectionWriter } from '@homepact/proto';

/** The built-in writer's name in the evidence record. */
const CLAUSE_LIBRARY = 'HomePact clause library';
const OPENING = 'Opening';

const collapse = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** The text's sections by their heading's words (as the owner-changes diff names them), with their words. */
function sectionTexts(text: string): Array<{ section: string; words: string }> {
  return parseContract(text).sections.map((s) => ({
    section: s.heading ? headingWords(s.heading).trim() : OPENING,
    words: collapse(`${s.heading ?? ''}\n${s.body}`),
  }));
}

/**
 * Who wrote each section of a generated contract: a section the model
 * returned exactly as the clause library wrote it is the library's; one it
 * reworded (only the scope of work may be) is the model's, with its response
 * id. Without a model answer every section is the library's.
 */
export function sectionWriters(
  text: string,
  libraryText: string,
  opts: { builtinVersion: string; model: { name: string; responseId: string | null } | null },
): SectionWriter[] {
  const library = new Map(sectionTexts(libraryText).map((s) => [s.section, s.words]));
  return sectionTexts(text).map(({ section, words }) =>
    opts.model && library.get(section) !== words
      ? { section, writer: 'ai', name: opts.model.name, version: null, responseId: opts.model.responseId }
      : { section, writer: 'builtin', name: CLAUSE_LIBRARY, version: opts.builtinVersion, responseId: null },
  );
}
