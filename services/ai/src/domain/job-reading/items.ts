/** The catalog's items found in a request, and which of two overlapping mentions wins. */
import { ITEMS, type Action, type TradeId, type TradeItem } from '../trades/index.ts';
import { LOCATIVE, OBJECT_ONLY, wordRe } from '../job-lexicon.ts';
import { CONTEXT, lastVerb, sentenceOf } from './text.ts';

interface Compiled {
  item: TradeItem;
  re: RegExp;
  after: RegExp | null;
  notAfter: RegExp | null;
  order: number;
}
const COMPILED_ITEMS: Compiled[] = ITEMS.map((item, order) => ({
  item,
  re: wordRe(item.pattern),
  after: item.after ? new RegExp(`(?:${item.after})$`, 'i') : null,
  notAfter: item.notAfter ? new RegExp(`(?:${item.notAfter})$`, 'i') : null,
  order,
}));

export interface Hit {
  c: Compiled;
  start: number;
  end: number;
  text: string;
  /** The last verb before it in its sentence, if any. */
  verb: Action | null;
}

/** A preposition just before a thing that says where another item is ("on the front door", "under the sink"). */
const THING_AFTER =
  /(?:^|[^\w-])(?:on|under|underneath|beneath|below|behind|near|around|along|beside|next to|above|over|inside|outside|off|at)\s+(?:(?:the|a|an|our|my|their)\s+)?$/i;

/** Verbs that put something in: their object is a thing, not a surface to paint or clean ("replace the baseboards"). */
const BUILDING = new Set<Action>(['install', 'replace', 'build', 'relocate']);

/**
 * Every item mention whose context allows it, and the things named after a
 * locative preposition ("on the front door", "under the sink"), which say
 * where another item is rather than being a job themselves.
 */
export function itemHits(text: string, starts: number[]): { hits: Hit[]; things: Array<[number, number]> } {
  const hits: Hit[] = [];
  const things: Array<[number, number]> = [];
  for (const c of COMPILED_ITEMS) {
    for (const m of text.matchAll(c.re)) {
      const start = m.index ?? 0;
      const sentenceStart = starts[sentenceOf(starts, start)]!;
      // The words just before the mention are its context; a long sentence is not scanned from its start for every mention.
      const before = text.slice(Math.max(sentenceStart, start - CONTEXT), start);
      if (c.after && !c.after.test(before)) continue;
      if ((c.notAfter && c.notAfter.test(before)) || (!c.after && LOCATIVE.test(before))) {
        if (THING_AFTER.test(before)) things.push([start, start + m[0].length]);
        continue;
      }
      // The object of another trade's verb is where that work happens ("pressure wash the driveway", "paint the deck").
      const verb = lastVerb(before);
      if (!c.after && verb && OBJECT_ONLY.has(verb) && verb !== c.item.action) continue;
      hits.push({ c, start, end: start + m[0].length, text: m[0], verb });
    }
  }
  return { hits, things };
}

/**
 * Where mentions overlap, one wins: the longer, then one that fits its verb
 * (after "replace" or "install", a thing to put in rather than a surface to
 * paint), then one whose context was required and found ("paint the
 * cabinets"), then one of the preferred trade, then a strong item over a weak
 * one, then the catalog's order.
 */
export function resolveOverlaps(hits: Hit[], preferred: TradeId | null): Hit[] {
  const rank = (h: Hit) => [
    -(h.end - h.start),
    h.verb && BUILDING.has(h.verb) && OBJECT_ONLY.has(h.c.item.action) ? 1 : 0,
    h.c.after ? 0 : 1,
    preferred && h.c.item.trades.includes(preferred) ? 0 : 1,
    h.c.item.weak ? 1 : 0,
    h.c.order,
  ];
  const sorted = [...hits].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.start - b.start;
  });
  const kept: Hit[] = [];
  for (const h of sorted) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept.sort((a, b) => a.start - b.start);
}
