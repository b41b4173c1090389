/** Places on the property: where the request names them, and which of them each item is in. */
import { LOCATION_NAMES, LOCATIONS, type Location, type LocationId, type TradeItem } from '../trades/index.ts';
import { wordRe } from '../job-lexicon.ts';
import type { Hit } from './items.ts';
import { unique } from './text.ts';

/** A place on the property named in the request ("hall bathroom", "garage roof"). */
export interface Place {
  id: LocationId;
  /** The request's own words, lower case ("hall bathroom"). */
  name: string;
  prep: Location['prep'];
  kind: Location['kind'];
  index: number;
  end: number;
}

const COMPILED_LOCATIONS = LOCATIONS.map((location) => ({ location, re: wordRe(location.pattern) }));

export function findPlaces(text: string): Place[] {
  const hits: Array<Place & { end: number; fallback: boolean }> = [];
  for (const { location, re } of COMPILED_LOCATIONS) {
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      const name = m[0]
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/\bbath(s?)$/, 'bathroom$1')
        .replace(/^rooftop$/, 'roof');
      hits.push({
        id: location.id,
        name,
        prep: location.prep,
        kind: location.kind,
        index,
        end: index + m[0].length,
        fallback: !!location.fallback,
      });
    }
  }
  hits.sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index);
  const kept: typeof hits = [];
  for (const h of hits) if (!kept.some((k) => h.index < k.end && k.index < h.end)) kept.push(h);
  return kept.sort((a, b) => a.index - b.index).map(({ id, name, prep, kind, index, end }) => ({ id, name, prep, kind, index, end }));
}

/** Places joined by "and" or commas to the place before them ("the dining room and hallway"). */
function withListed(first: Place, inSentence: Place[], text: string): Place[] {
  const out = [first];
  for (const p of inSentence) {
    const prev = out[out.length - 1]!;
    if (p.index <= prev.index) continue;
    const joined =
      /^\s*(?:,|and|&|,\s*and)\s*(?:(?:in|on|at|around|along|near|by|behind|under|over|inside|outside)\s+)?(?:(?:the|our|my|all|both)\s+)?(?:(?:\d+|one|two|three|four|five|six)\s+)?$/i;
    if (joined.test(text.slice(prev.end, p.index))) out.push(p);
    else if (p.index > prev.end) break;
  }
  return out;
}

/**
 * Where an item is: a place named right after it ("water heater in the
 * garage"), else one named right before it as its modifier ("kitchen
 * faucet"), else every place its sentence names that no other item claims,
 * else its natural place (shingles: the roof).
 */
export function placesFor(
  item: TradeItem,
  hit: Hit,
  phraseStart: number,
  places: Place[],
  sentence: [number, number],
  claimed: Array<[number, number]>,
  text: string,
): Place[] {
  const [from, to] = sentence;
  const inSentence = places.filter((p) => p.index >= from && p.index < to);
  const natural = item.location;
  const naturalKind = natural ? LOCATIONS.find((l) => l.id === natural)!.kind : null;
  const outside = (k: string) => k === 'outdoor' || k === 'roof' || k === 'exterior';
  // An item with a natural place takes a named place only of the same sort (a flat roof "over the garage" is still on the roof).
  const fits = (p: Place) => !naturalKind || p.id === natural || outside(p.kind) === outside(naturalKind);
  // The first place after the item that is where it is, not what it is for ("a slab for a shed in the backyard").
  const after = inSentence.find(
    (p) => p.index >= hit.end && !/\bfor (?:a|an|the|our|my)\s+$/i.test(text.slice(Math.max(from, p.index - 20), p.index)),
  );
  if (after && fits(after)) {
    const between = text.slice(hit.end, after.index);
    const otherItem = claimed.some(([s, e]) => s >= hit.end && e <= after.index);
    const preps = [
      ...between.matchAll(/\b(in|on|at|of|inside|throughout|under|over|above|behind|around|along|near|outside|to|into|onto|off|from)\b/gi),
    ];
    // "A deck off the back door with stairs to the yard": what comes with it is not where it is.
    if (!otherItem && between.length <= 40 && preps.length > 0 && !/\bwith\b/i.test(between)) {
      // Keep the request's own preposition where it says more than "in" ("under the upstairs bathroom", "on the garage").
      const said = preps[preps.length - 1]![1]!.toLowerCase();
      const prep = (['on', 'at', 'under', 'over', 'above', 'behind', 'around', 'along', 'near', 'outside'] as const).find(
        (x) => x === said,
      );
      return withListed(after, inSentence, text).map((p, i) => (prep && i === 0 ? { ...p, prep } : p));
    }
  }
  const own = inSentence.find((p) => p.index >= phraseStart && p.end <= hit.end);
  if (own) return [own];
  const same = inSentence.find((p) => p.id === natural);
  if (same) return [same];
  if (natural) {
    const loc = LOCATIONS.find((l) => l.id === natural)!;
    return [{ id: natural, name: LOCATION_NAMES[natural], prep: loc.prep, kind: loc.kind, index: -1, end: -1 }];
  }
  const free = inSentence.filter((p) => p.kind !== 'whole' && !claimed.some(([s, e]) => p.index >= s && p.end <= e));
  if (free.length > 0) return free;
  // Outside its sentence: the job's only interior place, if there is exactly one.
  const rooms = unique(
    places.filter((p) => (p.kind === 'room' || p.kind === 'utility') && !claimed.some(([s, e]) => p.index >= s && p.end <= e)),
    (p) => p.id,
  );
  return rooms.length === 1 ? [rooms[0]!] : inSentence.filter((p) => p.kind === 'whole').slice(0, 1);
}
