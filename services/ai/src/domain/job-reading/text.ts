/** Text helpers shared by the readers of a job description: tidying, sentences, matches, verbs. */
import type { Action } from '../trades/index.ts';
import { VERB_RES } from '../job-lexicon.ts';

/** How many characters before a mention are read as its context (verbs, modifiers, prepositions). */
export const CONTEXT = 120;

export const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

export function unique<T>(list: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const k = key(v).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Sentence boundaries: full stops (not decimal points), semicolons, question and exclamation marks, new lines. */
export function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(/[.!?;\n](?!\d)/g)) starts.push((m.index ?? 0) + 1);
  return starts;
}
export function sentenceOf(starts: number[], index: number): number {
  let s = 0;
  for (let i = 0; i < starts.length; i++) if (starts[i]! <= index) s = i;
  return s;
}

export function matchesInOrder(text: string, re: RegExp): Array<{ value: string; index: number }> {
  return [...text.matchAll(re)].map((m) => ({ value: tidy(m[0]), index: m.index ?? 0 }));
}

export function lastVerbWord(text: string): { action: Action; word: string } | null {
  let best: { index: number; action: Action; word: string } | null = null;
  for (const { re, action } of VERB_RES) {
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      if (!best || index > best.index) best = { index, action, word: m[0] };
    }
  }
  return best;
}
export const lastVerb = (text: string): Action | null => lastVerbWord(text)?.action ?? null;
