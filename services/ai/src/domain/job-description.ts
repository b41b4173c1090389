import { TRADES, type Trade, type TradeId } from './trades/index.ts';
import { BUDGET, MODEL_NUMBER, SCHEDULE } from './job-lexicon.ts';
import { readMaterials, readQuantities } from './job-reading/amounts.ts';
import { chooseTrade } from './job-reading/trade.ts';
import { itemHits, resolveOverlaps } from './job-reading/items.ts';
import { readMentions, type ItemMention } from './job-reading/mentions.ts';
import { findPlaces, type Place } from './job-reading/places.ts';
import { phraseFor, withComplement } from './job-reading/phrases.ts';
import { readProperty, type PropertyContext } from './job-reading/property.ts';
import { sentenceOf, sentenceStarts, tidy, unique } from './job-reading/text.ts';

export type { ItemMention, Place, PropertyContext };

/** What the built-in writer reads out of a free-text job description. Pure and deterministic. */
export interface JobFacts {
  /** The description with whitespace collapsed. */
  text: string;
  trade: Trade;
  /** Other trades the job clearly involves, strongest first. */
  otherTrades: Trade[];
  /** Specific jobs recognised, in the order they are mentioned, one per item. */
  items: ItemMention[];
  /** Places on the property, in the order mentioned. */
  places: Place[];
  /** The places' names. */
  areas: string[];
  /** Quantities and sizes as written ("3 bedrooms", "1,200 sq ft", "50-gallon"). */
  quantities: string[];
  /** Materials, products and brands mentioned. */
  materials: string[];
  property: PropertyContext;
  /** The words that state the timing ("by March", "next week"), when given. */
  timing: string | null;
  mentionsSchedule: boolean;
  mentionsBudget: boolean;
  mentionsModelNumbers: boolean;
}

const MAX_ITEMS = 12;
/** A short label before a colon at the start ("Furnace Replacement: remove the old furnace ..."). */
const LABEL = /^([^:.;!?]{3,40}):\s+\S/;

export function readJobDescription(description: string, persona?: string): JobFacts {
  const text = tidy(description);
  const starts = sentenceStarts(text);
  const { hits: allHits, things } = itemHits(text, starts);

  const { trade, scores } = chooseTrade(text, resolveOverlaps(allHits, null));

  // Read the items again, preferring the chosen trade's reading where two overlap.
  const allPlaces = findPlaces(text);
  const resolved = resolveOverlaps(allHits, trade.id).filter((h) => !h.c.item.weak || h.c.item.trades.includes(trade.id));
  const allPhrases = resolved.map((h) => phraseFor(text, h, starts[sentenceOf(starts, h.start)]!));
  // A weak mention inside another item's phrase is its modifier ("leaking" in "leaking kitchen faucet").
  const readable = resolved.filter(
    (h, i) =>
      !(
        h.c.item.weak &&
        resolved.some(
          (o, j) =>
            j !== i &&
            // inside another item's phrase, or said of it just after it ("the AC is not cooling", "the shower head drips"),
            // but not a second one of the same kind ("the wooden deck with a composite deck")
            ((allPhrases[j]!.start <= h.start && h.end <= o.end) ||
              (o.end <= h.start &&
                h.start - o.end <= 15 &&
                o.c.item.id !== h.c.item.id &&
                !/[,;.]|\b(?:and|with|to)\b/i.test(text.slice(o.end, h.start)))),
        )
      ),
  );
  // A leading label ("Roof Replacement: tear off and replace the shingle roof") names what the rest says again: the rest is read.
  const label = LABEL.exec(text);
  const labelEnd = label && label[1]!.split(' ').length <= 5 && text.length > 2 * label[0].length ? label[1]!.length : 0;
  const hits = readable.filter((h) => h.start >= labelEnd || !readable.some((o) => o.start > labelEnd && o.c.item.id === h.c.item.id));
  const places = allPlaces.filter((p) => p.index >= labelEnd || !allPlaces.some((o) => o.index > labelEnd && o.id === p.id));
  // Things that are also places ("along the front walkway") are said as places.
  const notPlaces = things.filter(([s, e]) => !places.some((p) => p.index < e && s < p.end));
  const phrases = hits.map((h) => withComplement(text, h, allPhrases[resolved.indexOf(h)]!, notPlaces));
  // A scope lists at most this many items, so even a 5,000-character request gives a scope a contract can hold.
  const mentions = readMentions(text, starts, hits, phrases, places).slice(0, MAX_ITEMS);
  const present = new Set(mentions.map((m) => m.item.id));
  // A replacement keeps both the old thing and the new one, whatever they would otherwise yield to ("a composite deck and railing").
  const paired = new Set(mentions.filter((m) => m.replaced).map((m) => m.item.id));
  const items = mentions.filter((m) => paired.has(m.item.id) || !(m.item.yieldsTo ?? []).some((id) => present.has(id)));

  const otherIds = new Set<TradeId>();
  for (const m of items) if (!m.item.trades.includes(trade.id)) otherIds.add(m.item.trades[0]!);
  const otherTrades = TRADES.filter((t) => otherIds.has(t.id)).sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));

  const quantities = readQuantities(text);
  const materials = readMaterials(text);

  const timing = SCHEDULE.exec(text)?.[0] ?? null;
  return {
    text,
    trade,
    otherTrades,
    items,
    places,
    areas: unique(places, (p) => p.name).map((p) => p.name),
    quantities,
    materials,
    property: readProperty(text, persona),
    timing,
    mentionsSchedule: timing !== null,
    mentionsBudget: BUDGET.test(text),
    mentionsModelNumbers: MODEL_NUMBER.test(text),
  };
}
