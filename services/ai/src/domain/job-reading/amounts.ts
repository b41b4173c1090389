/** Quantities, sizes and materials as the request writes them. */
import { COUNTED, DIMENSION, MATERIALS, MEASURE, wordRe } from '../job-lexicon.ts';
import { matchesInOrder, tidy, unique } from './text.ts';

const COMPILED_MATERIALS = [...new Set(MATERIALS)].sort((a, b) => b.length - a.length).map((m) => wordRe(m));

/** Quantities and sizes in the order written, overlapping matches merged ("12 x 16 ft deck"); at most 10. */
export function readQuantities(text: string): string[] {
  return unique(
    [...matchesInOrder(text, DIMENSION), ...matchesInOrder(text, MEASURE), ...matchesInOrder(text, COUNTED)]
      .sort((a, b) => a.index - b.index)
      // Matches overlap ("12 x 16 ft deck" holds "16 ft" and "16 ft deck"): the one that starts first wins, then the longest.
      .filter(
        (q, _i, all) =>
          !all.some(
            (o) =>
              o !== q && o.index <= q.index && q.index < o.index + o.value.length && (o.index < q.index || o.value.length > q.value.length),
          ),
      )
      .map((q) => q.value),
    (v) => v,
  ).slice(0, 10);
}

/** Materials, products and brands in the order written, the longest name winning where two overlap; at most 10. */
export function readMaterials(text: string): string[] {
  const materialHits: Array<{ value: string; index: number }> = [];
  const taken: Array<[number, number]> = [];
  for (const re of COMPILED_MATERIALS) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && s < end)) continue;
      taken.push([start, end]);
      materialHits.push({ value: tidy(m[0]), index: start });
    }
  }
  return unique(
    materialHits.sort((a, b) => a.index - b.index).map((m) => m.value),
    (v) => v,
  ).slice(0, 10);
}
