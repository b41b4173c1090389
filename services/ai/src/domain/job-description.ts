import {
  DEFAULT_TRADE,
  ITEMS,
  LOCATION_NAMES,
  LOCATIONS,
  TRADES,
  tradeById,
  type Action,
  type Location,
  type LocationId,
  type Trade,
  type TradeId,
  type TradeItem,
} from './trades/index.ts';

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

/** A specific job the request names ("50-gallon gas water heater"). */
export interface ItemMention {
  item: TradeItem;
  /** What the request asks to do with it (from its verb, else the item's default). */
  action: Action;
  /** The verb as the overview should say it ("stain", "lay", "pour"), matching the action. */
  verb: string;
  /** The request's words for it, with their modifiers ("50-gallon gas water heater"). */
  phrase: string;
  /** Where it is: the places named for it in its sentence ("in the dining room and hallway"), else its natural place; empty when unknown. */
  places: Place[];
  index: number;
}

export interface PropertyContext {
  /** "home", "condominium", "townhouse", "apartment", "duplex", "manufactured home". */
  kind: string;
  /** A rented or managed property: only when the request says so (rental, tenant, landlord, a numbered unit) or a property manager asks. */
  rental: boolean;
  /** The rented home is empty (move-out, between tenants): no occupants to give notice to. */
  vacant: boolean;
  /** A homeowners' or condominium association is involved. */
  association: boolean;
  /** The request dates the home before 1978 (lead-based paint rules). */
  pre1978: boolean;
}

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
  'rooms?|bedrooms?|bathrooms?|baths?|half[- ]baths?|windows?|doors?|outlets?|receptacles?|switch(?:es)?|fixtures?|lights?|fans?|toilets?|sinks?|faucets?|showers?|tubs?|vanit(?:y|ies)|cabinets?|drawers?|trees?|shrubs?|bushes|plants?|units?|apartments?|floors?|levels?|walls?|closets?|steps|stairs?|panels?|gates?|posts?|zones?|heads?|appliances?|tasks?|items?|holes?|leaks?|downspouts?|skylights?|vents?|ceilings?|decks?|chargers?|circuits?|detectors?|alarms?|visits?|layers?|stumps?|shelves|treads?';
const COUNTED = new RegExp(`(?<![\\w.])${NUMBER}\\s+(?:[a-z]+(?:-[a-z]+)?\\s+){0,2}(?:${COUNTED_NOUNS})(?![\\w])`, 'gi');

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
  'aluminum',
  'wrought iron',
  'chain[- ]link',
  'vinyl',
  'fiberglass',
  'steel',
  'brick',
  'pavers?',
  'flagstone',
  'concrete',
  'stamped concrete',
  'gravel',
  'mulch',
  'topsoil',
  'latex',
  'oil[- ]based',
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
  'spray foam',
  'cellulose',
  'mineral wool',
  'schluter',
  'kerdi',
  'redgard',
  'tesla',
  'chargepoint',
  'generac',
  'enphase',
  'rec',
  'qcells',
  'pentair',
  'hayward',
  'whirlpool',
  'bosch',
  'samsung',
  'lg',
  'ge',
  'frigidaire',
  'ikea',
];

const MONTHS = 'january|february|march|april|june|july|august|september|october|november|december';
const SCHEDULE = new RegExp(
  `\\b(?:asap|as soon as possible|urgent(?:ly)?|deadline|next (?:week|month)|this (?:week|month|weekend)|(?:in|within) \\d+\\s*(?:days?|weeks?|months?)|(?:by|before|in|starting|after) (?:${MONTHS}|may)\\b(?: \\d{1,2})?|\\d{1,2}/\\d{1,2}|(?:by|before|within|starting|no later than) (?:the )?(?:end of |mid-?)?(?:spring|summer|fall|autumn|winter|christmas|thanksgiving|holidays?|the month|the year))\\b`,
  'i',
);
const BUDGET = /\$\s?\d|\b\d[\d,.]*\s?(?:dollars|usd|k)\b|\bbudget\b/i;
const MODEL_NUMBER = /\b(?:model|part|sku)\s*(?:no\.?|number|#)?\s*[:#]?\s*[a-z0-9-]{3,}|\b[a-z]{1,4}\d{2,}[a-z0-9-]*\b/i;

/** Remodel words next to a room decide between a kitchen or bathroom remodel and a single trade. */
const REMODEL_NEAR = (room: string) =>
  new RegExp(
    `\\b(?:remodel|renovat|gut|makeover|overhaul)\\w*\\b[^.;!?]{0,40}\\b(?:${room})\\b|\\b(?:${room})\\b[^.;!?]{0,15}\\b(?:remodel|renovation|makeover|overhaul|gut)\\w*`,
    'i',
  );
const KITCHEN_REMODEL = REMODEL_NEAR('kitchens?');
const BATH_REMODEL = REMODEL_NEAR('bath(?:room)?s?|powder room|en-?suite');

const RENTAL =
  /\b(?:rentals?|rented|renting|tenants?|tenant's|landlords?|leases?|leased|leasing|section 8|apartment complex|between occupants|turnover)\b/i;
/** "Unit" as a dwelling, not as equipment ("AC unit"): a numbered unit, or a rental/apartment/each unit. */
const DWELLING_UNIT =
  /\bunits?\s*#?\s*\d+[a-z]?\b|\bunit\s*#\s*\w+|\b(?:rental|apartment|vacant|occupied|tenant'?s?|each|every|all|both|upstairs|downstairs|basement|in-law|adu|condo|other) units?\b/i;
const PROPERTY_KINDS: Array<[RegExp, string]> = [
  [/\bcondo(?:minium)?s?\b/i, 'condominium'],
  [/\btown ?(?:house|home)s?\b/i, 'townhouse'],
  [/\b(?:duplex|triplex|fourplex|multi-?family)\b/i, 'multi-family building'],
  [/\bapartments?\b/i, 'apartment'],
  [/\b(?:mobile|manufactured) homes?\b/i, 'manufactured home'],
];
const VACANT =
  /\b(?:vacant|empty|unoccupied|move-?out|moving out|between (?:tenants|occupants)|turnover|before the (?:new )?tenants? moves? in)\b/i;
const ASSOCIATION = /\b(?:hoa|homeowners?'? association|condo(?:minium)? (?:association|board)|co-?op board|building management)\b/i;
const PRE_1978 =
  /\b(?:built in (?:1[89]\d\d|19[0-7]\d)|(?:1[89]\d0|19[0-6]0|1970)'?s (?:home|house|bungalow|colonial|ranch|victorian)|(?:1[89]\d\d|19[0-7]\d) (?:home|house|bungalow|colonial|ranch|victorian)|historic (?:home|house)|pre-?1978)\b/i;

/** Verbs that say what to do, strongest evidence of the action. */
const VERBS: Array<[string, Action]> = [
  [
    'replac(?:e|es|ed|ing|ement)|swap(?:ped|ping)?(?: out)?|change out|upgrad(?:e|es|ing)|convert(?:ing)?|switch(?:ing)? (?:out|to)',
    'replace',
  ],
  ['move|moving|relocat(?:e|ing)', 'relocate'],
  [
    'repair(?:s|ing)?|fix(?:es|ing)?|patch(?:ing)?|service|tune-?up|restor(?:e|ing)|unclog|troubleshoot|re-?hang|adjust|fill(?:ing)?',
    'repair',
  ],
  [
    'remov(?:e|es|ing|al)|tear(?:ing)? (?:out|off)|take (?:out|down)|rip(?:ping)? out|get rid of|haul(?:ing)? away|demolish|demo|cut down|grind',
    'remove',
  ],
  ['build(?:ing)?|construct(?:ing)?|pour(?:ing)?|frame|create', 'build'],
  ['repaint(?:ing)?|paint(?:ing)?|stain(?:ing)?|re-?seal(?:ing)?|seal(?:ing)?|seal ?coat(?:ing)?', 'paint'],
  ['refinish(?:ing)?|resurfac(?:e|ing)|recoat(?:ing)?', 'refinish'],
  ['clean(?:ing)?|wash(?:ing)?|pressure[- ]wash|power[- ]wash', 'clean'],
  ['treat(?:ing|ment)?|spray(?:ing)?|exterminat(?:e|ing)', 'treat'],
  ['inspect(?:ing|ion)?|diagnos(?:e|ing)|look at|check(?:ing)? out', 'inspect'],
  [
    'install(?:s|ing|ed|ation)?|add(?:ing)?|put in|set up|hook(?:ing)? up|mount(?:ing)?|hang(?:ing)?|lay(?:ing)?|plant(?:ing)?|blow in|assembl(?:e|ing)|new',
    'install',
  ],
];
/** Words that describe a fault: a repair when no verb says otherwise. */
const FAULT =
  /\b(?:leak(?:s|ing|y)?|drip(?:s|ping)?|broken|cracked|not (?:working|cooling|heating|draining|flushing|closing|opening|latching|turning on|blowing(?: cold| hot)?)|stopped (?:working|closing|opening|cooling|heating)|won'?t (?:start|turn on|close|open|latch|drain|flush|heat|cool)|doesn'?t (?:work|drain|flush|close|latch)|keeps? (?:running|tripping|leaking|dripping)|runs? (?:constantly|nonstop|all the time)|drains? slowly|slow to drain|backing up|backed up|sticking|stuck|sagging|loose|damaged|failed|failing|clogged|noisy|tripping)\b/i;

const VERB_RES = VERBS.map(([p, a]) => ({ re: wordRe(p), action: a }));
/** How the overview says a verb the request used, where it is more precise than the action's own verb. */
const VERB_DISPLAY: Array<[RegExp, string]> = [
  [/^stain/i, 'stain'],
  [/^(?:re-?)?seal/i, 'seal'],
  [/^repaint/i, 'repaint'],
  [/^lay/i, 'lay'],
  [/^hang/i, 'hang'],
  [/^mount/i, 'mount'],
  [/^plant/i, 'plant'],
  [/^pour/i, 'pour'],
  [/^upgrad/i, 'upgrade'],
  [/^convert/i, 'convert'],
  [/^assembl/i, 'assemble'],
  [/^(?:hook|blow|set up|put in)/i, 'install'],
];
const ACTION_VERB: Record<Action, string> = {
  install: 'install',
  replace: 'replace',
  repair: 'repair',
  relocate: 'move',
  remove: 'remove',
  build: 'build',
  paint: 'paint',
  refinish: 'refinish',
  clean: 'clean',
  treat: 'treat',
  inspect: 'service',
};
/** Words that end a noun phrase when walking back from an item. */
const STOP = new Set(
  `the a an our my your their his her its this that these those some all any each every both and or but plus with without in on onto into at to from for of by under over above below behind near around along beside next inside outside off through across about approximately roughly new old existing current also too then so is are was be been has have had need needs want wants like would please get got i we you they it me us just only as than same another other more few several lot lots up out down it's that's there here including include includes except excluding such reports reported report says said noticed notice found see saw seen shows showing tenant tenants owner homeowner landlord customer client`.split(
    ' ',
  ),
);
/** A locative preposition just before an item makes it a place, not a job ("under the sink", "off the back door"). */
const LOCATIVE =
  /(?:^|[^\w-])(?<!\b(?:put|blow|plug|fill|hook|move|pour|set|bring|lay|wire|pipe|vent|rough|swap|trade|tuck|turn|check|log|break|cut|drop|hand|sign|pitch)\s)(?:in|into|inside|under|underneath|beneath|below|behind|near|around|along|beside|next to|across|against|above|over|outside|off)\s+(?:(?:the|a|an|our|my|their|this|that)\s+)?(?:[\w'-]+\s+){0,2}$/i;

/** Verbs whose object is a surface being worked on, not a thing being built or installed. */
const OBJECT_ONLY = new Set<Action>(['clean', 'paint', 'treat']);

function lastVerbWord(text: string): { action: Action; word: string } | null {
  let best: { index: number; action: Action; word: string } | null = null;
  for (const { re, action } of VERB_RES) {
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      if (!best || index > best.index) best = { index, action, word: m[0] };
    }
  }
  return best;
}
const lastVerb = (text: string): Action | null => lastVerbWord(text)?.action ?? null;

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
const COMPILED_KEYWORDS = TRADES.map((t) => ({
  id: t.id,
  keywords: t.keywords.map((k) => (typeof k === 'string' ? { re: wordRe(k), weight: 1 } : { re: wordRe(k.pattern), weight: k.weight })),
}));
const COMPILED_LOCATIONS = LOCATIONS.map((location) => ({ location, re: wordRe(location.pattern) }));
const COMPILED_MATERIALS = [...new Set(MATERIALS)].sort((a, b) => b.length - a.length).map((m) => wordRe(m));

const MAX_ITEMS = 12;
/** How many characters before a mention are read as its context (verbs, modifiers, prepositions). */
const CONTEXT = 120;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

function unique<T>(list: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const k = key(v).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Sentence boundaries: full stops (not decimal points), semicolons, question and exclamation marks, new lines. */
function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(/[.!?;\n](?!\d)/g)) starts.push((m.index ?? 0) + 1);
  return starts;
}
function sentenceOf(starts: number[], index: number): number {
  let s = 0;
  for (let i = 0; i < starts.length; i++) if (starts[i]! <= index) s = i;
  return s;
}

interface Hit {
  c: Compiled;
  start: number;
  end: number;
  text: string;
}

/** Every item mention whose context allows it. */
function itemHits(text: string, starts: number[]): Hit[] {
  const hits: Hit[] = [];
  for (const c of COMPILED_ITEMS) {
    for (const m of text.matchAll(c.re)) {
      const start = m.index ?? 0;
      const sentenceStart = starts[sentenceOf(starts, start)]!;
      // The words just before the mention are its context; a long sentence is not scanned from its start for every mention.
      const before = text.slice(Math.max(sentenceStart, start - CONTEXT), start);
      if (c.after && !c.after.test(before)) continue;
      if (c.notAfter && c.notAfter.test(before)) continue;
      if (!c.after && LOCATIVE.test(before)) continue;
      // The object of another trade's verb is where that work happens ("pressure wash the driveway", "paint the deck").
      const verb = c.after ? null : lastVerb(before);
      if (verb && OBJECT_ONLY.has(verb) && verb !== c.item.action) continue;
      hits.push({ c, start, end: start + m[0].length, text: m[0] });
    }
  }
  return hits;
}

/**
 * Where mentions overlap, one wins: the longer, then one whose context was
 * required and found ("paint the cabinets"), then one of the preferred trade,
 * then a strong item over a weak one, then the catalog's order.
 */
function resolveOverlaps(hits: Hit[], preferred: TradeId | null): Hit[] {
  const rank = (h: Hit) => [
    -(h.end - h.start),
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

function findPlaces(text: string): Place[] {
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

const VERB_WORD = new RegExp(`^(?:${VERBS.map(([p]) => p).join('|')})$`, 'i');

/** The request's words for an item: the mention and up to four modifiers before it ("our 50-gallon gas water heater" gives "50-gallon gas water heater"). */
function phraseFor(text: string, hit: Hit, sentenceStart: number): { phrase: string; start: number } {
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
  return { phrase: phrase.replace(/^(?:a|an|the)\s+/i, '').replace(/^(?:new|old|existing)\s+(?=\S)/i, ''), start: first };
}

/** "... with" or "... to" just before an item: the new thing that replaces the one before it. */
const REPLACED_WITH = /\b(?:with|to)\s+(?:(?:new|a|an|the)\s+)?$/i;

function actionFor(
  text: string,
  windowStart: number,
  hit: Hit,
  inherited: { action: Action; verb: string } | null,
  nextStart: number,
): { action: Action; verb: string } {
  const say = (found: { action: Action; word: string }) => ({
    action: found.action,
    verb: VERB_DISPLAY.find(([re]) => re.test(found.word))?.[1] ?? ACTION_VERB[found.action],
  });
  const window = text.slice(Math.max(windowStart, hit.start - CONTEXT), hit.start);
  const found = lastVerbWord(window);
  if (found) return say(found);
  if (/^new\b/i.test(hit.text)) return { action: 'install', verb: 'install' };
  // "Replace the carpet with hardwood": what it is replaced with is installed.
  if (inherited?.action === 'replace' && REPLACED_WITH.test(window)) return { action: 'install', verb: 'install' };
  if (inherited) return inherited;
  // What is said right after it, up to the next item or clause: "the AC is not cooling", "the water heater needs replacing".
  const after = text.slice(hit.end, Math.min(nextStart, hit.end + 40)).split(/[,;.]|\band\b/)[0]!;
  const canRepair = !!hit.c.item.repairSteps || hit.c.item.action === 'repair';
  if (FAULT.test(`${hit.text} ${after}`) || (FAULT.test(window) && canRepair)) return { action: 'repair', verb: ACTION_VERB.repair };
  const later = lastVerbWord(after);
  if (later) return say(later);
  return { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] };
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
function placesFor(
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
    if (!otherItem && between.length <= 40 && preps.length > 0) {
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

function matchesInOrder(text: string, re: RegExp): Array<{ value: string; index: number }> {
  return [...text.matchAll(re)].map((m) => ({ value: tidy(m[0]), index: m.index ?? 0 }));
}

function readProperty(text: string, persona: string | undefined): PropertyContext {
  const kind = PROPERTY_KINDS.find(([re]) => re.test(text))?.[1] ?? 'home';
  return {
    kind,
    rental: RENTAL.test(text) || DWELLING_UNIT.test(text) || persona === 'property-manager',
    vacant: VACANT.test(text),
    association: ASSOCIATION.test(text) || kind === 'condominium' || kind === 'townhouse',
    pre1978: PRE_1978.test(text),
  };
}

export function readJobDescription(description: string, persona?: string): JobFacts {
  const text = tidy(description);
  const starts = sentenceStarts(text);
  const allHits = itemHits(text, starts);

  // Score the trades on the first reading.
  const scores = new Map<TradeId, number>(TRADES.map((t) => [t.id, 0]));
  const add = (id: TradeId, n: number) => scores.set(id, (scores.get(id) ?? 0) + n);
  for (const { id, keywords } of COMPILED_KEYWORDS) {
    for (const k of keywords) add(id, [...text.matchAll(k.re)].length * k.weight);
  }
  const scored = new Set<string>();
  for (const h of resolveOverlaps(allHits, null)) {
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

  // Read the items again, preferring the chosen trade's reading where two overlap.
  const places = findPlaces(text);
  const resolved = resolveOverlaps(allHits, trade.id).filter((h) => !h.c.item.weak || h.c.item.trades.includes(trade.id));
  const allPhrases = resolved.map((h) => phraseFor(text, h, starts[sentenceOf(starts, h.start)]!));
  // A weak mention inside another item's phrase is its modifier ("leaking" in "leaking kitchen faucet").
  const hits = resolved.filter(
    (h, i) =>
      !(
        h.c.item.weak &&
        resolved.some(
          (o, j) =>
            j !== i &&
            // inside another item's phrase, or said of it just after it ("the AC is not cooling", "the shower head drips")
            ((allPhrases[j]!.start <= h.start && h.end <= o.end) ||
              (o.end <= h.start && h.start - o.end <= 15 && !/[,;.]|\band\b/i.test(text.slice(o.end, h.start)))),
        )
      ),
  );
  const phrases = hits.map((h) => allPhrases[resolved.indexOf(h)]!);
  const claimed = hits.map((h, i): [number, number] => [phrases[i]!.start, h.end]);
  const mentions: ItemMention[] = [];
  let lastSentence = -1;
  let lastAction: { action: Action; verb: string } | null = null;
  let lastEnd = 0;
  hits.forEach((h, i) => {
    const s = sentenceOf(starts, h.start);
    const sentenceStart = starts[s]!;
    const sentenceEnd = starts[s + 1] ?? text.length;
    if (s !== lastSentence) {
      lastAction = null;
      lastEnd = sentenceStart;
    }
    const action = actionFor(
      text,
      Math.max(sentenceStart, lastEnd),
      h,
      lastAction,
      Math.min(hits[i + 1]?.start ?? sentenceEnd, sentenceEnd),
    );
    const previousEnd = lastEnd;
    // "Replace the carpet with hardwood": the carpet is taken out, the hardwood goes in.
    const previous = mentions[mentions.length - 1];
    if (previous && lastAction?.action === 'replace' && action.action === 'install' && REPLACED_WITH.test(text.slice(previousEnd, h.start)))
      if (previous.action === 'replace' && previous.item.id !== h.c.item.id) {
        previous.action = 'remove';
        previous.verb = 'remove';
      }
    lastSentence = s;
    lastAction = action;
    lastEnd = h.end;
    const same = mentions.find((m) => m.item.id === h.c.item.id);
    if (same) {
      // "walls and ceilings": one item named twice in a row reads as one phrase.
      const between = text.slice(previousEnd, h.start);
      if (hits[i - 1]?.c.item.id === h.c.item.id && /^\s*(?:,|and|&|or|,\s*and)\s*$/i.test(between))
        same.phrase = `${same.phrase}${between}${h.text}`.replace(/\s+/g, ' ');
      return;
    }
    const { phrase, start } = phrases[i]!;
    mentions.push({
      item: h.c.item,
      action: action.action,
      verb: action.verb,
      phrase,
      places: placesFor(
        h.c.item,
        h,
        start,
        places,
        [sentenceStart, sentenceEnd],
        claimed.filter((_c, j) => j !== i),
        text,
      ),
      index: h.start,
    });
  });
  // A scope lists at most this many items, so even a 5,000-character request gives a scope a contract can hold.
  mentions.splice(MAX_ITEMS);
  const present = new Set(mentions.map((m) => m.item.id));
  const items = mentions.filter((m) => !(m.item.yieldsTo ?? []).some((id) => present.has(id)));

  const otherIds = new Set<TradeId>();
  for (const m of items) if (!m.item.trades.includes(trade.id)) otherIds.add(m.item.trades[0]!);
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
    (v) => v,
  ).slice(0, 10);

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
  const materials = unique(
    materialHits.sort((a, b) => a.index - b.index).map((m) => m.value),
    (v) => v,
  ).slice(0, 10);

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
