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
import {
  ACTION_VERB,
  ASSOCIATION,
  BATH_REMODEL,
  BUDGET,
  COUNTED,
  DIMENSION,
  DWELLING_UNIT,
  FAULT,
  KITCHEN_REMODEL,
  LOCATIVE,
  MATERIALS,
  MEASURE,
  MODEL_NUMBER,
  OBJECT_ONLY,
  PRE_1978,
  PROPERTY_KINDS,
  RENTAL,
  SCHEDULE,
  STOP,
  VACANT,
  VERB_DISPLAY,
  VERB_RES,
  VERBS,
  wordRe,
} from './job-lexicon.ts';

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
  /**
   * An old thing taken out because a new one goes in its place: "replace the
   * wooden deck with a composite deck", "remove the old furnace and install a
   * new furnace", "tear out the cabinets, install shaker cabinets". Its action
   * is "remove"; the job it names is a replacement.
   */
  replaced: boolean;
  /** The new thing named after "with" or "to" in "replace X with Y": the `index` of X. */
  replaces: number | null;
  /** Named after "with" another item of its sentence ("a door with a deadbolt", "X with Y"): part of that job, not the job itself. */
  secondary: boolean;
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
function itemHits(text: string, starts: number[]): { hits: Hit[]; things: Array<[number, number]> } {
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
function resolveOverlaps(hits: Hit[], preferred: TradeId | null): Hit[] {
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

/**
 * The request's words for an item: the mention and up to four modifiers before
 * it ("our 50-gallon gas water heater" gives "50-gallon gas water heater"),
 * and "old" or "existing" when the request says it of the item.
 */
function phraseFor(text: string, hit: Hit, sentenceStart: number): { phrase: string; start: number; old: string | null } {
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

/** Articles and counts between a preposition and the words of an item ("with a new", "to two"). */
const DETERMINERS = '(?:(?:a|an|the|new|some|its|their|our|one|two|three|four|\\d+)\\s+)*';
/** "... with", "... to" or "... for a new" just before an item's words: the new thing that replaces the one before it. */
const REPLACED_WITH = new RegExp(`\\b(?:with|to|for(?=\\s+(?:(?:a|an|the)\\s+)?new\\b))\\s+${DETERMINERS}$`, 'i');
/** "... with" before an item's words, and no other verb: a part of the job named before it ("a door with a deadbolt", "with new underlayment and flashing"). */
function partWith(gap: string): boolean {
  const m = /\bwith\b([^.;:!?]{0,50})$/i.exec(gap);
  return !!m && !VERB_RES.some(({ re }) => [...m[1]!.matchAll(re)].some((v) => v[0].toLowerCase() !== 'new'));
}
/** Only a list separator between two items' words: the second is said the same way as the first. */
const LISTED = /^\s*(?:,|,?\s*(?:and|&|or|plus)|,\s*and)?\s*(?:(?:a|an|the|new|some)\s+)*$/i;

function actionFor(
  text: string,
  windowStart: number,
  hit: Hit,
  inherited: { action: Action; verb: string } | null,
  nextStart: number,
  gap: string,
): { action: Action; verb: string } {
  const say = (found: { action: Action; word: string }) =>
    // "Get rid of mice": pests are treated, not hauled away.
    found.action === 'remove' && OBJECT_ONLY.has(hit.c.item.action)
      ? { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] }
      : { action: found.action, verb: VERB_DISPLAY.find(([re]) => re.test(found.word))?.[1] ?? ACTION_VERB[found.action] };
  // An item named by a verb ("resurface", "tune-up") is the item's own job.
  if (VERB_WORD.test(hit.text)) return { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] };
  const window = text.slice(Math.max(windowStart, hit.start - CONTEXT), hit.start);
  const found = lastVerbWord(window);
  if (found) return say(found);
  if (/^new\b/i.test(hit.text)) return { action: 'install', verb: 'install' };
  // "Replace the carpet with hardwood": what it is replaced with is installed.
  if (inherited?.action === 'replace' && REPLACED_WITH.test(gap)) return { action: 'install', verb: 'install' };
  if (inherited) return inherited;
  // What is said right after it, up to the next item or clause: "the AC is not cooling", "the water heater needs replacing".
  const after = text.slice(hit.end, Math.min(nextStart, hit.end + 40)).split(/[,;:.]|\band\b/)[0]!;
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

type Phrase = ReturnType<typeof phraseFor>;
/** A short label before a colon at the start ("Furnace Replacement: remove the old furnace ..."). */
const LABEL = /^([^:.;!?]{3,40}):\s+\S/;
/** The last word of an item's mention, singular: "cabinet" in "shaker cabinets". */
const headNoun = (mention: string) =>
  mention
    .toLowerCase()
    .split(/[\s-]+/)
    .pop()!
    .replace(/s$/, '');

/** A locative preposition and up to two modifiers between an item and a thing: " on the front", " under the kitchen ". */
const COMPLEMENT =
  /^ (?:on|under|underneath|around|behind|beside|above|below|over|near|next to|inside|outside|off|along|at) (?:(?:the|a|an|our|my|their) )?(?:(?!(?:with|and|or|to|for|in|of|from) )[\w-]+ ){0,2}$/i;

/** An item's words with the thing it is on or under, when the request names one right after it: "weatherstripping on the front door". */
function withComplement(text: string, hit: Hit, phrase: Phrase, things: Array<[number, number]>): Phrase {
  const next = things.filter(([s]) => s > hit.end && s <= hit.end + 40).sort((a, b) => a[0] - b[0])[0];
  if (!next || !COMPLEMENT.test(text.slice(hit.end, next[0]))) return phrase;
  return { ...phrase, phrase: `${phrase.phrase}${text.slice(hit.end, next[1])}` };
}

/**
 * The item mentions in the order the request names them, one per item and
 * kind of action (taking an old one out and putting a new one in are two),
 * with what the request asks to do with each and how they relate: what is
 * replaced by what, and what is only a part of the job named before it.
 */
function readMentions(text: string, starts: number[], hits: Hit[], phrases: Phrase[], places: Place[]): ItemMention[] {
  const claimed = hits.map((h, i): [number, number] => [phrases[i]!.start, h.end]);
  const mentions: ItemMention[] = [];
  const oldWord = new Map<ItemMention, string>();
  const head = new Map<ItemMention, string>();
  let lastSentence = -1;
  let lastAction: { action: Action; verb: string } | null = null;
  let lastEnd = 0;
  /** The mention of the item before, in the same sentence. */
  let previous: ItemMention | null = null;
  hits.forEach((h, i) => {
    const s = sentenceOf(starts, h.start);
    const sentenceStart = starts[s]!;
    const sentenceEnd = starts[s + 1] ?? text.length;
    if (s !== lastSentence) {
      lastAction = null;
      lastEnd = sentenceStart;
      previous = null;
    }
    const { phrase, start, old } = phrases[i]!;
    // The words between the item before and this one's words ("with a new", "and").
    const gap = text.slice(lastEnd, Math.max(lastEnd, start));
    const action = actionFor(
      text,
      Math.max(sentenceStart, lastEnd),
      h,
      lastAction,
      Math.min(hits[i + 1]?.start ?? sentenceEnd, sentenceEnd),
      gap,
    );
    const previousEnd = lastEnd;
    let replaces: number | null = null;
    if (previous && action.action === 'install') {
      // "Replace the carpet with hardwood": the carpet is taken out, the hardwood goes in.
      if (lastAction?.action === 'replace' && REPLACED_WITH.test(gap) && previous.action === 'replace') {
        previous.action = 'remove';
        previous.verb = 'remove';
        previous.replaced = true;
        replaces = previous.index;
      } else if (previous.replaces !== null && LISTED.test(gap)) replaces = previous.replaces; // "... with a composite deck and railing"
    }
    const secondary = !!previous && (replaces !== null || partWith(gap) || (previous.secondary && LISTED.test(gap)));
    lastSentence = s;
    lastAction = action;
    lastEnd = h.end;
    const same = mentions.find((m) => m.item.id === h.c.item.id && (m.action === 'remove') === (action.action === 'remove'));
    if (same) {
      // "walls and ceilings": one item named twice in a row reads as one phrase.
      const between = text.slice(previousEnd, h.start);
      if (hits[i - 1]?.c.item.id === h.c.item.id && /^\s*(?:,|and|&|or|,\s*and)\s*$/i.test(between))
        same.phrase = `${same.phrase}${between}${h.text}`.replace(/\s+/g, ' ');
      previous = same;
      return;
    }
    const mention: ItemMention = {
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
      replaced: false,
      replaces,
      secondary,
    };
    if (old) oldWord.set(mention, old);
    head.set(mention, headNoun(h.text));
    mentions.push(mention);
    previous = mention;
  });
  for (const m of mentions) {
    if (m.action !== 'remove') continue;
    // Taken out where a new one of its kind goes in: "remove the old furnace and install a new furnace", "tear out the cabinets, install shaker cabinets".
    m.replaced ||= mentions.some(
      (o) => o.action !== 'remove' && o.index > m.index && (o.item.id === m.item.id || head.get(o) === head.get(m)),
    );
    // What is taken out keeps the request's "old": "old wooden deck".
    const old = oldWord.get(m);
    if (old) m.phrase = `${old} ${m.phrase}`;
  }
  return mentions;
}

export function readJobDescription(description: string, persona?: string): JobFacts {
  const text = tidy(description);
  const starts = sentenceStarts(text);
  const { hits: allHits, things } = itemHits(text, starts);

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
