import type { Action } from './trades/index.ts';

/**
 * The words the built-in writer reads a job description with: quantities,
 * materials and brands, timing, property context, the verbs that say what to
 * do and the words that end a noun phrase. Data only; the reading itself is in
 * job-description.ts.
 */

export const wordRe = (source: string, flags = 'gi') => new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, flags);

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen|a couple of|a pair of';
const NUMBER = `(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${NUMBER_WORDS})`;

/** Measured quantities: area, length, volume, capacity, electrical and HVAC sizes. */
export const MEASURE = new RegExp(
  `(?<![\\w.])${NUMBER}\\s*-?\\s*(?:sq\\.?\\s*ft\\.?|sqft|square[ -]f(?:ee|oo)t|sf|linear[ -]f(?:ee|oo)t|lin\\.? ?ft|lf|cubic yards?|yards?|f(?:ee|oo)t|ft\\.?|inch(?:es)?|in\\.|gallons?|gal\\.?|tons?|amps?|btu|kw|squares|stor(?:y|ies)|years? old)(?![\\w])`,
  'gi',
);
/** Dimensions: "12x16", "12' x 14'", "10 by 12 feet". */
export const DIMENSION = /(?<![\w.])\d+(?:\.\d+)?\s*(?:'|ft|feet)?\s*(?:x|×|by)\s*\d+(?:\.\d+)?\s*(?:'|ft\.?|feet)?(?![\w])/gi;
/** Counted things: "3 bedrooms", "two new toilets", "4 double-hung windows". */
const COUNTED_NOUNS =
  'rooms?|bedrooms?|bathrooms?|baths?|half[- ]baths?|windows?|doors?|outlets?|receptacles?|switch(?:es)?|fixtures?|lights?|fans?|toilets?|sinks?|faucets?|showers?|tubs?|vanit(?:y|ies)|cabinets?|drawers?|trees?|shrubs?|bushes|plants?|units?|apartments?|floors?|levels?|walls?|closets?|steps|stairs?|panels?|gates?|posts?|zones?|heads?|appliances?|tasks?|items?|holes?|leaks?|downspouts?|skylights?|vents?|ceilings?|decks?|chargers?|circuits?|detectors?|alarms?|visits?|layers?|stumps?|shelves|treads?';
export const COUNTED = new RegExp(`(?<![\\w.])${NUMBER}\\s+(?:[a-z]+(?:-[a-z]+)?\\s+){0,2}(?:${COUNTED_NOUNS})(?![\\w])`, 'gi');

export const MATERIALS: string[] = [
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
export const SCHEDULE = new RegExp(
  `\\b(?:asap|as soon as possible|urgent(?:ly)?|deadline|next (?:week|month)|this (?:week|month|weekend)|(?:in|within) \\d+\\s*(?:days?|weeks?|months?)|(?:by|before|in|starting|after) (?:${MONTHS}|may)\\b(?: \\d{1,2})?|\\d{1,2}/\\d{1,2}|(?:by|before|within|starting|no later than) (?:the )?(?:end of |mid-?)?(?:spring|summer|fall|autumn|winter|christmas|thanksgiving|holidays?|the month|the year))\\b`,
  'i',
);
export const BUDGET = /\$\s?\d|\b\d[\d,.]*\s?(?:dollars|usd|k)\b|\bbudget\b/i;
export const MODEL_NUMBER = /\b(?:model|part|sku)\s*(?:no\.?|number|#)?\s*[:#]?\s*[a-z0-9-]{3,}|\b[a-z]{1,4}\d{2,}[a-z0-9-]*\b/i;

/** Remodel words next to a room decide between a kitchen or bathroom remodel and a single trade. */
const REMODEL_NEAR = (room: string) =>
  new RegExp(
    `\\b(?:remodel|renovat|gut|makeover|overhaul)\\w*\\b[^.;!?]{0,40}\\b(?:${room})\\b|\\b(?:${room})\\b[^.;!?]{0,15}\\b(?:remodel|renovation|makeover|overhaul|gut)\\w*`,
    'i',
  );
export const KITCHEN_REMODEL = REMODEL_NEAR('kitchens?');
export const BATH_REMODEL = REMODEL_NEAR('bath(?:room)?s?|powder room|en-?suite');

export const RENTAL =
  /\b(?:rentals?|rented|renting|tenants?|tenant's|landlords?|leases?|leased|leasing|section 8|apartment complex|between occupants|turnover)\b/i;
/** "Unit" as a dwelling, not as equipment ("AC unit"): a numbered unit, or a rental/apartment/each unit. */
export const DWELLING_UNIT =
  /\bunits?\s*#?\s*\d+[a-z]?\b|\bunit\s*#\s*\w+|\b(?:rental|apartment|vacant|occupied|tenant'?s?|each|every|all|both|upstairs|downstairs|basement|in-law|adu|condo|other) units?\b/i;
export const PROPERTY_KINDS: Array<[RegExp, string]> = [
  [/\bcondo(?:minium)?s?\b/i, 'condominium'],
  [/\btown ?(?:house|home)s?\b/i, 'townhouse'],
  [/\b(?:duplex|triplex|fourplex|multi-?family)\b/i, 'multi-family building'],
  [/\bapartments?\b/i, 'apartment'],
  [/\b(?:mobile|manufactured) homes?\b/i, 'manufactured home'],
];
export const VACANT =
  /\b(?:vacant|empty|unoccupied|move-?out|moving out|between (?:tenants|occupants)|turnover|before the (?:new )?tenants? moves? in)\b/i;
export const ASSOCIATION = /\b(?:hoa|homeowners?'? association|condo(?:minium)? (?:association|board)|co-?op board|building management)\b/i;
export const PRE_1978 =
  /\b(?:built in (?:1[89]\d\d|19[0-7]\d)|(?:1[89]\d0|19[0-6]0|1970)'?s (?:home|house|bungalow|colonial|ranch|victorian)|(?:1[89]\d\d|19[0-7]\d) (?:home|house|bungalow|colonial|ranch|victorian)|historic (?:home|house)|pre-?1978)\b/i;

/** Verbs that say what to do, strongest evidence of the action. */
export const VERBS: Array<[string, Action]> = [
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
export const FAULT =
  /\b(?:leak(?:s|ing|y)?|drip(?:s|ping)?|broken|cracked|not (?:working|cooling|heating|draining|flushing|closing|opening|latching|turning on|blowing(?: cold| hot)?)|stopped (?:working|closing|opening|cooling|heating)|won'?t (?:start|turn on|close|open|latch|drain|flush|heat|cool)|doesn'?t (?:work|drain|flush|close|latch)|keeps? (?:running|tripping|leaking|dripping)|runs? (?:constantly|nonstop|all the time)|drains? slowly|slow to drain|backing up|backed up|sticking|stuck|sagging|loose|damaged|failed|failing|clogged|noisy|tripping)\b/i;

export const VERB_RES = VERBS.map(([p, a]) => ({ re: wordRe(p), action: a }));
/** How the overview says a verb the request used, where it is more precise than the action's own verb. */
export const VERB_DISPLAY: Array<[RegExp, string]> = [
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
export const ACTION_VERB: Record<Action, string> = {
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
export const STOP = new Set(
  `the a an our my your their his her its this that these those some all any each every both and or but plus with without in on onto into at to from for of by under over above below behind near around along beside next inside outside off through across about approximately roughly new old existing current also too then so is are was be been has have had need needs want wants like would please get got i we you they it me us just only as than same another other more few several lot lots up out down it's that's there here including include includes except excluding such reports reported report says said noticed notice found see saw seen shows showing tenant tenants owner homeowner landlord customer client`.split(
    ' ',
  ),
);
/** A locative preposition just before an item makes it a place, not a job ("under the sink", "off the back door"). */
export const LOCATIVE =
  /(?:^|[^\w-])(?<!\b(?:put|blow|plug|fill|hook|move|pour|set|bring|lay|wire|pipe|vent|rough|swap|trade|tuck|turn|check|log|break|cut|drop|hand|sign|pitch)\s)(?:in|into|inside|under|underneath|beneath|below|behind|near|around|along|beside|next to|across|against|above|over|outside|off)\s+(?:(?:the|a|an|our|my|their|this|that)\s+)?(?:[\w'-]+\s+){0,2}$/i;

/** Verbs whose object is a surface being worked on, not a thing being built or installed. */
export const OBJECT_ONLY = new Set<Action>(['clean', 'paint', 'treat']);
