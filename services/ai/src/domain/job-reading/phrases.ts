/** The request's own words for an item: its modifiers, "old", and the thing it is on or under. */
import { STOP, VERBS } from '../job-lexicon.ts';
import type { Hit } from './items.ts';
import { CONTEXT, tidy } from './text.ts';

export const VERB_WORD = new RegExp(`^(?:${VERBS.map(([p]) => p).join('|')})$`, 'i');

/**
 * The request's words for an item: the mention and up to four modifiers before
 * it ("our 50-gallon gas water heater" gives "50-gallon gas water heater"),
 * and "old" or "existing" when the request says it of the item.
 */
export function phraseFor(text: string, hit: Hit, sentenceStart: number): { phrase: string; start: number; old: string | null } {
  const from = Math.max(sentenceStart, hit.start - CONTEXT);
  const words = [...text.slice(from, hit.start).matchAll(/\S+/g)];
  let first = hit.start;
  let count = 0;
  for (let i = words.length - 1; i >= 0 && count < 4; i--) {
    const raw = words[i]![0];
    if (/[,:;()"“”]$/.test(raw) || /^[("“]/.test(raw)) break;
    const w = raw.toLowerCase();
    if (STOP.has(w) || VERB_WORD.test(w)) break;
    first = from + (words[i]!.index ?? 0);
    count++;
  }
  let phrase = tidy(text.slice(first, hit.end));
  // The first word of a sentence is capitalised for the sentence, not because it is a name.
  if (text.slice(sentenceStart, first).trim() === '' && /^[A-Z][a-z]/.test(phrase)) phrase = phrase[0]!.toLowerCase() + phrase.slice(1);
  const old =
    /^(old|existing)\s/i.exec(phrase)?.[1] ??
    /\b(old|existing)\s+$/i.exec(text.slice(Math.max(sentenceStart, first - 10), first))?.[1] ??
    null;
  return {
    phrase: phrase.replace(/^(?:a|an|the)\s+/i, '').replace(/^(?:new|old|existing)\s+(?=\S)/i, ''),
    start: first,
    old: old?.toLowerCase() ?? null,
  };
}

export type Phrase = ReturnType<typeof phraseFor>;
/** The last word of an item's mention, singular: "cabinet" in "shaker cabinets". */
export const headNoun = (mention: string) =>
  mention
    .toLowerCase()
    .split(/[\s-]+/)
    .pop()!
    .replace(/s$/, '');

/** A locative preposition and up to two modifiers between an item and a thing: " on the front", " under the kitchen ". */
const COMPLEMENT =
  /^ (?:on|under|underneath|around|behind|beside|above|below|over|near|next to|inside|outside|off|along|at) (?:(?:the|a|an|our|my|their) )?(?:(?!(?:with|and|or|to|for|in|of|from) )[\w-]+ ){0,2}$/i;

/** An item's words with the thing it is on or under, when the request names one right after it: "weatherstripping on the front door". */
export function withComplement(text: string, hit: Hit, phrase: Phrase, things: Array<[number, number]>): Phrase {
  const next = things.filter(([s]) => s > hit.end && s <= hit.end + 40).sort((a, b) => a[0] - b[0])[0];
  if (!next || !COMPLEMENT.test(text.slice(hit.end, next[0]))) return phrase;
  return { ...phrase, phrase: `${phrase.phrase}${text.slice(hit.end, next[1])}` };
}
