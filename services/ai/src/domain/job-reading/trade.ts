/** Which trade a request is for: keywords, the items it names and remodel phrases, scored. */
import { DEFAULT_TRADE, TRADES, tradeById, type Trade, type TradeId } from '../trades/index.ts';
import { BATH_REMODEL, KITCHEN_REMODEL, wordRe } from '../job-lexicon.ts';
import type { Hit } from './items.ts';

const COMPILED_KEYWORDS = TRADES.map((t) => ({
  id: t.id,
  keywords: t.keywords.map((k) => (typeof k === 'string' ? { re: wordRe(k), weight: 1 } : { re: wordRe(k.pattern), weight: k.weight })),
}));
/**
 * Scores every trade on the request's keywords (by weight), the strong items
 * it names (2 each, once per item) and whole-room remodel phrases (4).
 * `hits` are the item mentions with overlaps resolved and no trade preferred.
 */
export function chooseTrade(text: string, hits: Hit[]): { trade: Trade; scores: Map<TradeId, number> } {
  const scores = new Map<TradeId, number>(TRADES.map((t) => [t.id, 0]));
  const add = (id: TradeId, n: number) => scores.set(id, (scores.get(id) ?? 0) + n);
  for (const { id, keywords } of COMPILED_KEYWORDS) {
    for (const k of keywords) add(id, [...text.matchAll(k.re)].length * k.weight);
  }
  const scored = new Set<string>();
  for (const h of hits) {
    if (h.c.item.weak || scored.has(h.c.item.id)) continue;
    scored.add(h.c.item.id);
    for (const t of h.c.item.trades) add(t, 2);
  }
  const kitchen = KITCHEN_REMODEL.test(text);
  const bath = BATH_REMODEL.test(text);
  if (kitchen) add('kitchen-remodel', 4);
  if (bath) add('bathroom-remodel', 4);

  // Highest score wins; ties go to the catalog's order. No signal at all: general repairs.
  let trade = tradeById(DEFAULT_TRADE);
  let bestScore = 0;
  for (const t of TRADES) {
    const s = scores.get(t.id) ?? 0;
    if (s > bestScore) {
      trade = t;
      bestScore = s;
    }
  }
  return { trade, scores };
}
