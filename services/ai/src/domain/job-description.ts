import { DEFAULT_TRADE, ITEMS, TRADES, type Item, type Trade, type TradeId } from './trades.ts';

/** What the built-in writer reads out of a free-text job description. Pure and deterministic. */
export interface JobFacts {
  /** The description with whitespace collapsed. */
  text: string;
  trade: Trade;
  /** Other trades the job clearly involves, strongest first. */
  otherTrades: Trade[];
  /** Specific jobs recognised, in the order they are mentioned. */
  items: Item[];
  /** Quantities and sizes as written ("3 bedrooms", "1,200 sq ft", "50-gallon"). */
  quantities: string[];
  /** Rooms and areas of the property, in the order mentioned. */
  areas: string[];
  /** Materials, products and brands mentioned. */
  materials: string[];
  mentionsSchedule: boolean;
  mentionsBudget: boolean;
  mentionsModelNumbers: boolean;
}

const wordRe = (source: string, flags = 'gi') => new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, flags);

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen|a couple of|a pair of';
const NUMBER = `(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${NUMBER_WORDS})`;

/** Measured quantities: area, length, volume, capacity, electrical and HVAC sizes. */
const MEASURE = new RegExp(
  `(?<![\\w.])${NUMBER}\\s*-?\\s*(?:sq\\.?\\s*ft\\.?|sqft|square[ -]f(?:ee|oo)t|sf|linear[ -]f(?:ee|oo)t|lin\\.? ?ft|lf|cubic yards?|yards?|f(?:ee|oo)t|ft\\.?|inch(?:es)?|in\\.|gallons?|gal\\.?|tons?|amps?|btu|kw|squares|stor(?:y|ies)|years? old)(?![\\w])`,
  'gi',
);
/** Dimensions: "12x16", "12' x 14'", "10 by 12 feet". */
const DIMENSION = /(?<![\w.])\d+(?:\.\d+)?\s*(?:'|ft|feet)?\s*(?:x|×|by)\s*\d+(?:\.\d+)?\s*(?:'|ft\.?|feet)?(?![\w])/gi;
/** Counted things: "3 bedrooms", "two new toilets", "4 double-hung windows". */
const COUNTED_NOUNS =
  'rooms?|bedrooms?|bathrooms?|baths?|half[- ]baths?|windows?|doors?|outlets?|receptacles?|switch(?:es)?|fixtures?|lights?|fans?|toilets?|sinks?|faucets?|showers?|tubs?|vanit(?:y|ies)|cabinets?|drawers?|trees?|shrubs?|bushes|plants?|units?|apartments?|floors?|levels?|walls?|closets?|steps|stairs?|panels?|gates?|posts?|zones?|heads?|appliances?|tasks?|items?|holes?|leaks?|downspouts?|skylights?|vents?|ceilings?|decks?|chargers?|circuits?|detectors?|alarms?|visits?|layers?';
const COUNTED = new RegExp(`(?<![\\w.])${NUMBER}\\s+(?:[a-z]+(?:-[a-z]+)?\\s+){0,2}(?:${COUNTED_NOUNS})(?![\\w])`, 'gi');

const AREAS: Array<[string, string]> = [
  ['master (?:bath(?:room)?|suite)|primary (?:bath(?:room)?|suite)', 'primary bathroom'],
  ['master bedroom|primary bedroom', 'primary bedroom'],
  ['guest (?:bath(?:room)?)', 'guest bathroom'],
  ['half[- ]bath(?:room)?|powder room', 'powder room'],
  ['kitchens?', 'kitchen'],
  ['bath(?:room)?s?', 'bathroom'],
  ['bedrooms?', 'bedroom'],
  ['living rooms?|family rooms?|great rooms?|den', 'living room'],
  ['dining rooms?', 'dining room'],
  ['basements?', 'basement'],
  ['attics?', 'attic'],
  ['garages?', 'garage'],
  ['laundry(?: room)?|utility room', 'laundry room'],
  ['hallways?|halls?|entryway|foyer', 'hallway'],
  ['stair(?:s|case|way)', 'stairs'],
  ['home office|office', 'office'],
  ['crawl ?space', 'crawl space'],
  ['front yard', 'front yard'],
  ['back ?yard|rear yard', 'backyard'],
  ['yard|lawn', 'yard'],
  ['patio', 'patio'],
  ['porch', 'porch'],
  ['decks?', 'deck'],
  ['driveway', 'driveway'],
  ['roofs?', 'roof'],
  ['exterior|outside of the house', 'exterior'],
  ['whole house|entire house|entire home|whole home|throughout the house', 'whole house'],
  ['(?:rental )?units?|apartments?', 'rental unit'],
];

const MATERIALS: string[] = [
  'copper',
  'pex',
  'cpvc',
  'pvc',
  'abs',
  'cast iron',
  'galvani[sz]ed',
  'asphalt shingles?',
  'architectural shingles?',
  '3-tab shingles?',
  'metal roof(?:ing)?',
  'standing seam',
  'tpo',
  'epdm',
  'cedar shakes?',
  'clay tiles?',
  'slate',
  'porcelain(?: tiles?)?',
  'ceramic(?: tiles?)?',
  'marble',
  'travertine',
  'subway tiles?',
  'mosaic',
  'natural stone',
  'hardwood',
  'engineered (?:wood|hardwood)',
  'red oak',
  'white oak',
  'oak',
  'maple',
  'hickory',
  'walnut',
  'bamboo',
  'cork',
  'laminate',
  'luxury vinyl(?: plank| tile)?',
  'vinyl plank',
  'lvp',
  'lvt',
  'sheet vinyl',
  'carpet',
  'berber',
  'granite',
  'quartz',
  'quartzite',
  'butcher ?block',
  'solid surface',
  'soapstone',
  'corian',
  'formica',
  'shaker(?: cabinets?)?',
  'plywood',
  'mdf',
  'particle ?board',
  'drywall',
  'green ?board',
  'cement board',
  'hardie ?board',
  'fiber cement',
  'vinyl siding',
  'stucco',
  'pressure[- ]treated(?: lumber| wood| pine)?',
  'cedar',
  'redwood',
  'composite',
  'trex',
  'azek',
  'timbertech',
  'pvc trim',
  'aluminum',
  'aluminium',
  'wrought iron',
  'chain[- ]link',
  'vinyl',
  'brick',
  'pavers?',
  'flagstone',
  'concrete',
  'stamped concrete',
  'gravel',
  'mulch',
  'sod',
  'topsoil',
  'latex',
  'oil[- ]based',
  'primer',
  'low[- ]voc',
  'eggshell',
  'satin',
  'semi[- ]gloss',
  'flat finish',
  'sherwin[- ]williams',
  'benjamin moore',
  'behr',
  'ppg',
  'kohler',
  'moen',
  'delta',
  'american standard',
  'toto',
  'rheem',
  'a\\.?\\s?o\\.? smith',
  'bradford white',
  'rinnai',
  'navien',
  'carrier',
  'trane',
  'lennox',
  'goodman',
  'rheem',
  'daikin',
  'mitsubishi',
  'fujitsu',
  'nest',
  'ecobee',
  'gaf',
  'owens corning',
  'certainteed',
  'james hardie',
  'andersen',
  'pella',
  'marvin',
  'milgard',
  'jeld-?wen',
  'stainless steel',
  'brushed nickel',
  'matte black',
  'chrome',
  'brass',
  'bronze',
  'spray foam',
  'cellulose',
  'fiberglass',
  'mineral wool',
  'schluter',
  'kerdi',
  'redgard',
  'hydroban',
];

const MONTHS = 'january|february|march|april|june|july|august|september|october|november|december';
const SCHEDULE = new RegExp(
  `\\b(?:asap|urgent(?:ly)?|deadline|next (?:week|month)|this (?:week|month|weekend)|\\d+\\s*(?:days?|weeks?|months?)|${MONTHS}|\\d{1,2}/\\d{1,2}|(?:by|before|within|starting|no later than) (?:the )?(?:end of |mid-?)?(?:spring|summer|fall|autumn|winter|christmas|thanksgiving|holidays?|may))\\b`,
  'i',
);
const BUDGET = /\$\s?\d|\b\d[\d,.]*\s?(?:dollars|usd|k)\b|\bbudget\b/i;
const MODEL_NUMBER = /\b(?:model|part|sku)\s*(?:no\.?|number|#)?\s*[:#]?\s*[a-z0-9-]{3,}|\b[a-z]{1,4}\d{2,}[a-z0-9-]*\b/i;

const REMODEL = /\b(?:remodel|renovat|gut|redo|re-do|makeover|overhaul|update)\w*/i;

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of list) {
    const key = v.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

function matchesInOrder(text: string, re: RegExp): Array<{ value: string; index: number }> {
  return [...text.matchAll(re)].map((m) => ({ value: tidy(m[0]), index: m.index ?? 0 }));
}

interface ItemHit {
  item: Item;
  start: number;
  end: number;
}

/** Every item mention; where two overlap, the longer mention wins ("paint the kitchen cabinets" over "cabinets"). */
function findItems(text: string): ItemHit[] {
  const hits: ItemHit[] = [];
  for (const item of ITEMS) {
    for (const m of text.matchAll(wordRe(item.pattern))) {
      const start = m.index ?? 0;
      hits.push({ item, start, end: start + m[0].length });
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || ITEMS.indexOf(a.item) - ITEMS.indexOf(b.item));
  const kept: ItemHit[] = [];
  for (const h of hits) {
    if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

export function readJobDescription(description: string): JobFacts {
  const text = tidy(description);
  const hits = findItems(text);

  const scores = new Map<TradeId, number>(TRADES.map((t) => [t.id, 0]));
  const add = (id: TradeId, n: number) => scores.set(id, (scores.get(id) ?? 0) + n);
  for (const t of TRADES) {
    for (const kw of t.keywords) add(t.id, [...text.matchAll(wordRe(kw))].length);
  }
  const strongItems = new Set<string>();
  for (const h of hits) {
    if (h.item.weak || strongItems.has(h.item.id)) continue;
    strongItems.add(h.item.id);
    for (const t of h.item.trades) add(t, 2);
  }
  if (REMODEL.test(text)) {
    const kitchen = [...text.matchAll(/\bkitchens?\b/gi)].length;
    const bath = [...text.matchAll(/\b(?:bath(?:room)?s?|powder room)\b/gi)].length;
    if (kitchen > 0 && kitchen >= bath) add('kitchen-remodel', 4);
    if (bath > 0 && bath >= kitchen) add('bathroom-remodel', 4);
  }

  // Highest score wins; ties go to the table's order. No signal at all: general repairs.
  let best: Trade = TRADES.find((t) => t.id === DEFAULT_TRADE)!;
  let bestScore = 0;
  for (const t of TRADES) {
    const s = scores.get(t.id) ?? 0;
    if (s > bestScore) {
      best = t;
      bestScore = s;
    }
  }

  const items = unique(hits.filter((h) => !h.item.weak || h.item.trades.includes(best.id)).map((h) => h.item.id)).map((id) =>
    ITEMS.find((i) => i.id === id)!,
  );

  const otherIds = new Set<TradeId>();
  for (const i of items) if (!i.trades.includes(best.id)) otherIds.add(i.trades[0]!);
  const otherTrades = TRADES.filter((t) => otherIds.has(t.id)).sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));

  const quantities = unique(
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
  ).slice(0, 10);

  const areaHits: Array<{ value: string; index: number }> = [];
  const taken: Array<[number, number]> = [];
  for (const [pattern, name] of AREAS) {
    for (const m of text.matchAll(wordRe(pattern))) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && s < end)) continue;
      taken.push([start, end]);
      areaHits.push({ value: name, index: start });
    }
  }
  const areas = unique(areaHits.sort((a, b) => a.index - b.index).map((a) => a.value));

  const materialHits: Array<{ value: string; index: number }> = [];
  const materialTaken: Array<[number, number]> = [];
  const byLength = [...new Set(MATERIALS)].sort((a, b) => b.length - a.length);
  for (const pattern of byLength) {
    for (const m of text.matchAll(wordRe(pattern))) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (materialTaken.some(([s, e]) => start < e && s < end)) continue;
      materialTaken.push([start, end]);
      materialHits.push({ value: tidy(m[0]), index: start });
    }
  }
  const materials = unique(materialHits.sort((a, b) => a.index - b.index).map((m) => m.value)).slice(0, 10);

  return {
    text,
    trade: best,
    otherTrades,
    items,
    quantities,
    areas,
    materials,
    mentionsSchedule: SCHEDULE.test(text),
    mentionsBudget: BUDGET.test(text),
    mentionsModelNumbers: MODEL_NUMBER.test(text),
  };
}
