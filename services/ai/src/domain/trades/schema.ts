import { z } from 'zod';

/**
 * The shape of the built-in scope writer's knowledge. Each trade is one module
 * in this folder (`plumbing.ts`, `roofing.ts`, ...) holding the trade and the
 * specific jobs ("items") inside it; `index.ts` parses every module with these
 * schemas when it loads, so a malformed entry fails at start-up and in
 * `test/trades-integrity.test.ts`, never in a user's scope.
 *
 * Patterns are regular-expression fragments, matched case-insensitively on word
 * boundaries. Texts are whole sentences; the only placeholders allowed are
 * `{room}` (the item's room or area, "the garage", else "the work area") and
 * `{state}` (the state's name).
 */

export const TRADE_IDS = [
  'plumbing',
  'electrical',
  'hvac',
  'roofing',
  'solar',
  'painting',
  'flooring',
  'carpentry',
  'kitchen-remodel',
  'bathroom-remodel',
  'appliance',
  'landscaping',
  'fencing',
  'decking',
  'concrete',
  'masonry',
  'drywall',
  'windows-doors',
  'gutters',
  'siding',
  'insulation',
  'pool',
  'demolition',
  'pest-control',
  'cleaning',
  'handyman',
] as const;
const TradeIdSchema = z.enum(TRADE_IDS);
export type TradeId = z.infer<typeof TradeIdSchema>;

/** Where on the property the work is. Several patterns may share one id ("powder room" is a bathroom). */
export const LOCATION_IDS = [
  'kitchen',
  'bathroom',
  'bedroom',
  'living-area',
  'dining-room',
  'office',
  'laundry',
  'hallway',
  'stairs',
  'closet',
  'basement',
  'attic',
  'crawl-space',
  'garage',
  'whole-house',
  'exterior',
  'roof',
  'yard',
  'patio',
  'porch',
  'deck',
  'driveway',
  'walkway',
  'pool',
  'shed',
] as const;
const LocationIdSchema = z.enum(LOCATION_IDS);
export type LocationId = z.infer<typeof LocationIdSchema>;

export const ACTIONS = [
  'install',
  'replace',
  'repair',
  'relocate',
  'remove',
  'build',
  'paint',
  'refinish',
  'clean',
  'treat',
  'inspect',
] as const;
const ActionSchema = z.enum(ACTIONS);
export type Action = z.infer<typeof ActionSchema>;

const PLACEHOLDERS = new Set(['{room}', '{state}']);
const BANNED = /\b(?:TODO|TBD|TBA|FIXME|XXX+|lorem|ipsum|placeholder|undefined|null|NaN)\b|\[[^\]]*\]|<[a-z_ ]+>/i;

/** A regular-expression fragment that compiles and cannot match an empty string. */
const PatternSchema = z
  .string()
  .min(2)
  .refine(
    (p) => {
      try {
        return !new RegExp(`^(?:${p})$`, 'i').test('');
      } catch {
        return false;
      }
    },
    { message: 'must be a valid regular expression that does not match the empty string' },
  );

/** A sentence as it will appear in a scope. */
const SentenceSchema = z
  .string()
  .min(8)
  .refine((s) => s === s.trim(), { message: 'has leading or trailing whitespace' })
  .refine((s) => !/\s{2,}/.test(s), { message: 'has a double space' })
  .refine((s) => /^[A-Z0-9{]/.test(s), { message: 'must start with a capital letter' })
  .refine((s) => /[.)]$/.test(s), { message: 'must end with a full stop' })
  .refine((s) => !BANNED.test(s), { message: 'has placeholder or filler text' })
  .refine((s) => (s.match(/\{[^}]*\}/g) ?? []).every((p) => PLACEHOLDERS.has(p)), {
    message: 'uses a placeholder other than {room} and {state}',
  });

/** A short noun phrase ("water heater", "roof leak repair"). */
const PhraseSchema = z
  .string()
  .min(2)
  .max(60)
  .regex(
    /^(?:[a-z0-9]|[A-Z]{2})(?:[a-zA-Z0-9 ,'’&/-]*[a-zA-Z0-9])?$/,
    'must be a noun phrase (lower case, or starting with an acronym) without punctuation at either end',
  )
  .refine((s) => !BANNED.test(s) && !/\s{2,}/.test(s), { message: 'has placeholder text or a double space' });

/**
 * A line of text, optionally conditional:
 * - `rooms`: only when the work is in one of these locations (the item's own, or the job's);
 * - `notRooms`: not when the work is in one of these locations;
 * - `only`: only when the job includes one of these items or trades (ids), or an item the request asks to act on that way ("action:build");
 * - `unless`: not when the job includes one of these.
 */
const LineSchema = z.union([
  SentenceSchema,
  z.strictObject({
    text: SentenceSchema,
    rooms: z.array(LocationIdSchema).min(1).optional(),
    notRooms: z.array(LocationIdSchema).min(1).optional(),
    only: z.array(z.string().min(2)).min(1).optional(),
    unless: z.array(z.string().min(2)).min(1).optional(),
  }),
]);
export type Line = z.infer<typeof LineSchema>;
const Lines = z.array(LineSchema);
const SomeLines = Lines.min(1);

/**
 * A clause of the overview's first sentence, after "The contractor will":
 * `{verb}` (install, replace, ...), `{phrase}` (the request's words for the item),
 * `{where}` (" in the garage", or nothing) and `{place}` ("the garage", or "the home").
 */
const SummarySchema = z
  .string()
  .regex(/^[a-z{][a-z {}'-]+$/, 'must be a lower-case clause')
  .refine((s) => (s.match(/\{[^}]*\}/g) ?? []).every((p) => ['{verb}', '{phrase}', '{where}', '{place}'].includes(p)), {
    message: 'uses a placeholder other than {verb}, {phrase}, {where} and {place}',
  });

const ItemSchema = z.strictObject({
  /** kebab-case, unique across all trades. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The thing as a person names it: "water heater". Used when the words of the request do not make a noun phrase. */
  label: PhraseSchema,
  /** The job as a title: "water heater replacement". */
  task: PhraseSchema,
  pattern: PatternSchema,
  /** The mention counts only when this fragment matches the words just before it in the same sentence. */
  after: PatternSchema.optional(),
  /** The mention does not count when this fragment matches the words just before it ("under the" sink). */
  notAfter: PatternSchema.optional(),
  /** Other trades this item belongs to (the owning module's trade comes first). */
  alsoFor: z.array(TradeIdSchema).optional(),
  /** Common words ("walls", "tub", "range"): used only when one of its trades is the job's main trade, and never decides it. */
  weak: z.literal(true).optional(),
  /** The item is dropped when the job also names one of these items (a new deck yields to "deck boards"). */
  yieldsTo: z.array(z.string()).min(1).optional(),
  /** Where the item naturally is (shingles: the roof), used when the request names no place for it. */
  location: LocationIdSchema.optional(),
  /** What is done to it when the request says nothing ("install" an EV charger, "repair" a leak). */
  action: ActionSchema,
  /** How the overview names the job: see SummarySchema. Default "{verb} the {phrase}{where}". */
  summary: SummarySchema.optional(),
  /** Install or replace steps; empty: the trade's core steps describe it. */
  steps: Lines,
  /** Steps when the request asks for a repair (fix, leaking, broken); without them a repair step is written from the label. */
  repairSteps: Lines.optional(),
  materials: Lines.optional(),
  exclusions: Lines.optional(),
  completion: Lines.optional(),
  schedule: Lines.optional(),
  /** A permit note for this item, written as a sentence. */
  permit: SentenceSchema.optional(),
  suggestion: SentenceSchema.optional(),
});
export type Item = z.infer<typeof ItemSchema>;

const KeywordSchema = z.union([PatternSchema, z.strictObject({ pattern: PatternSchema, weight: z.number().int().min(1).max(5) })]);

export const TradeSchema = z.strictObject({
  id: TradeIdSchema,
  /** "plumbing work": used in sentences. */
  noun: PhraseSchema,
  /** "Plumbing": used in titles. */
  title: z.string().regex(/^[A-Z][A-Za-z ,&-]+$/),
  /** Words that point to the trade; each hit scores its weight (1 unless given). */
  keywords: z.array(KeywordSchema).min(1),
  /** How the overview names the job when no specific item is recognised (see SummarySchema; no {phrase}). */
  summary: SummarySchema.optional(),
  /** Where the trade works when the request names no place (roofing: the roof). */
  location: LocationIdSchema.optional(),
  /** The core steps are always part of the job; items only add to them (a deep clean is still a clean). */
  coreAlways: z.literal(true).optional(),
  /** Whether opening up work can reveal hidden damage (rot, mold) that needs a change order. */
  hiddenConditions: z.boolean(),
  /** First steps, before the item-specific ones. */
  prep: SomeLines,
  /** Used when no specific item of the trade was recognised. */
  core: SomeLines,
  /** Last steps, after the item-specific ones. */
  finish: SomeLines,
  materials: SomeLines,
  exclusions: SomeLines,
  siteProtection: SomeLines,
  completion: SomeLines,
  /** Schedule assumptions: durations, lead times, weather, curing. */
  schedule: SomeLines,
  permit: z.strictObject({
    /** Whether building permits and inspections usually apply at all. */
    usual: z.boolean(),
    /** How permits usually apply to this trade, as a sentence without the state's name. */
    text: SentenceSchema,
  }),
  suggestions: z.array(SentenceSchema).min(2),
  items: z.array(ItemSchema),
});
export type Trade = z.infer<typeof TradeSchema>;
type TradeInput = z.input<typeof TradeSchema>;

/** Identity helper: lets each trade module be type-checked against the schema's input type. */
export const defineTrade = <T extends TradeInput>(trade: T): T => trade;

export const LocationSchema = z.strictObject({
  id: LocationIdSchema,
  pattern: PatternSchema,
  /** How the place is introduced: "in the garage", "on the roof", "throughout the house". */
  prep: z.enum(['in', 'on', 'at', 'throughout', 'under', 'over', 'above', 'behind', 'around', 'along', 'near', 'outside']),
  kind: z.enum(['room', 'utility', 'exterior', 'outdoor', 'roof', 'whole']),
  /** Only when the request names no other place ("the house"). */
  fallback: z.literal(true).optional(),
  /** A site-protection line for work in this place. */
  protection: SentenceSchema.optional(),
});
export type Location = z.infer<typeof LocationSchema>;
