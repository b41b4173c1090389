import { z } from 'zod';
import { appliance } from './appliance.ts';
import { bathroomRemodel } from './bathroom-remodel.ts';
import { carpentry } from './carpentry.ts';
import { cleaning } from './cleaning.ts';
import { concrete } from './concrete.ts';
import { decking } from './decking.ts';
import { demolition } from './demolition.ts';
import { drywall } from './drywall.ts';
import { electrical } from './electrical.ts';
import { fencing } from './fencing.ts';
import { flooring } from './flooring.ts';
import { gutters } from './gutters.ts';
import { handyman } from './handyman.ts';
import { hvac } from './hvac.ts';
import { insulation } from './insulation.ts';
import { kitchenRemodel } from './kitchen-remodel.ts';
import { landscaping } from './landscaping.ts';
import { LOCATION_NAMES, LOCATIONS as RAW_LOCATIONS } from './locations.ts';
import { masonry } from './masonry.ts';
import { painting } from './painting.ts';
import { pestControl } from './pest-control.ts';
import { plumbing } from './plumbing.ts';
import { pool } from './pool.ts';
import { roofing } from './roofing.ts';
import { siding } from './siding.ts';
import { solar } from './solar.ts';
import {
  ACTIONS,
  LOCATION_IDS,
  LocationSchema,
  TRADE_IDS,
  TradeSchema,
  type Item,
  type Line,
  type Location,
  type Trade,
  type TradeId,
} from './schema.ts';
import { windowsDoors } from './windows-doors.ts';

export * from './schema.ts';
export { LOCATION_NAMES };

/** Every trade module, as written (before parsing). */
export const TRADE_MODULES = [
  plumbing,
  electrical,
  hvac,
  roofing,
  solar,
  painting,
  flooring,
  carpentry,
  kitchenRemodel,
  bathroomRemodel,
  appliance,
  landscaping,
  fencing,
  decking,
  concrete,
  masonry,
  drywall,
  windowsDoors,
  gutters,
  siding,
  insulation,
  pool,
  demolition,
  pestControl,
  cleaning,
  handyman,
];

/** An item with the trades it belongs to: its module's trade first, then `alsoFor`. */
export type TradeItem = Item & { trades: TradeId[] };

/**
 * Keywords that two trades share on purpose. Any other keyword found in two
 * trades is an error: it would score for both and make the trade a coin toss.
 */
export const SHARED_KEYWORDS: Record<string, TradeId[]> = {
  // Wall plaster and pool plaster: the items ("plaster walls", "re-plaster the pool") decide.
  plaster: ['drywall', 'pool'],
};

/** Checks that span trades (the schemas check each entry on its own). Returns every problem found. */
export function catalogProblems(trades: Trade[], locations: Location[]): string[] {
  const problems: string[] = [];
  const tradeIds = new Set<string>(trades.map((t) => t.id));
  for (const id of TRADE_IDS) if (trades.filter((t) => t.id === id).length !== 1) problems.push(`trade ${id} must be defined exactly once`);
  for (const id of LOCATION_IDS) if (!locations.some((l) => l.id === id)) problems.push(`location ${id} has no pattern`);

  const items = trades.flatMap((t) => t.items.map((i) => ({ trade: t, item: i })));
  const itemIds = new Set<string>();
  for (const { trade, item } of items) {
    if (itemIds.has(item.id)) problems.push(`item id ${item.id} is used twice`);
    if (tradeIds.has(item.id)) problems.push(`item id ${item.id} is also a trade id`);
    itemIds.add(item.id);
    if (item.alsoFor?.includes(trade.id)) problems.push(`item ${item.id} lists its own trade ${trade.id} in alsoFor`);
    if (new Set(item.alsoFor).size !== (item.alsoFor?.length ?? 0)) problems.push(`item ${item.id} repeats a trade in alsoFor`);
  }

  // Conditions name items, trades, or what the request asks to do ("action:build").
  const known = (id: string) => itemIds.has(id) || tradeIds.has(id) || ACTIONS.some((a) => id === `action:${a}`);
  const checkLines = (where: string, lines: Line[] | undefined) => {
    const seen = new Set<string>();
    for (const line of lines ?? []) {
      const text = typeof line === 'string' ? line : line.text;
      if (seen.has(text)) problems.push(`${where} repeats "${text.slice(0, 50)}"`);
      seen.add(text);
      if (typeof line === 'string') continue;
      for (const ref of [...(line.only ?? []), ...(line.unless ?? [])])
        if (!known(ref)) problems.push(`${where} refers to unknown item or trade "${ref}"`);
    }
  };
  for (const t of trades) {
    for (const key of ['prep', 'core', 'finish', 'materials', 'exclusions', 'siteProtection', 'completion', 'schedule'] as const)
      checkLines(`${t.id}.${key}`, t[key]);
    if (new Set(t.suggestions).size !== t.suggestions.length) problems.push(`${t.id}.suggestions repeats a tip`);
    if (t.items.length === 0) problems.push(`trade ${t.id} has no items`);
  }
  for (const { trade, item } of items) {
    const where = `${trade.id}/${item.id}`;
    for (const key of ['steps', 'repairSteps', 'materials', 'exclusions', 'completion', 'schedule'] as const)
      checkLines(`${where}.${key}`, item[key]);
    for (const ref of item.yieldsTo ?? [])
      if (!itemIds.has(ref) || ref === item.id) problems.push(`${where} yields to unknown item "${ref}"`);
    if (item.steps.length === 0 && item.weak === undefined && trade.core.length === 0)
      problems.push(`${where} has no steps and its trade no core`);
  }

  // Keywords: a literal keyword of one trade must not be matched by another trade's keyword, unless shared on purpose.
  const keywordPatterns = trades.map((t) => ({
    id: t.id,
    patterns: t.keywords.map((k) => (typeof k === 'string' ? k : k.pattern)),
  }));
  const overlaps = (a: (typeof keywordPatterns)[number], b: (typeof keywordPatterns)[number]) => {
    for (const pa of a.patterns) {
      const re = new RegExp(`^(?:${pa})$`, 'i');
      for (const pb of b.patterns) {
        const literal = /^[a-z0-9 -]+$/i.test(pb);
        const shared = SHARED_KEYWORDS[pb]?.includes(a.id) && SHARED_KEYWORDS[pb]?.includes(b.id);
        if ((pa === pb || (literal && re.test(pb))) && !shared)
          problems.push(`keyword "${pb}" of ${b.id} is also matched by ${a.id}'s "${pa}"`);
      }
    }
  };
  keywordPatterns.forEach((a, i) =>
    keywordPatterns.slice(i + 1).forEach((b) => {
      overlaps(a, b);
      overlaps(b, a);
    }),
  );
  return problems;
}

function load(): { trades: Trade[]; locations: Location[] } {
  const parsed = z.array(TradeSchema).safeParse(TRADE_MODULES);
  if (!parsed.success) throw new Error(`A trade module is malformed:\n${z.prettifyError(parsed.error)}`);
  const trades = parsed.data;
  const locations = z.array(LocationSchema).parse(RAW_LOCATIONS);
  const problems = catalogProblems(trades, locations);
  if (problems.length > 0) throw new Error(`The trade catalog is inconsistent:\n- ${problems.join('\n- ')}`);
  trades.sort((a, b) => TRADE_IDS.indexOf(a.id) - TRADE_IDS.indexOf(b.id));
  return { trades, locations };
}

const catalog = load();

/** All trades, parsed and checked, in the order that breaks ties between equal scores. */
export const TRADES: readonly Trade[] = catalog.trades;
export const LOCATIONS: readonly Location[] = catalog.locations;
export const ITEMS: readonly TradeItem[] = TRADES.flatMap((t) => t.items.map((i) => ({ ...i, trades: [t.id, ...(i.alsoFor ?? [])] })));
/** The trade for a request with no signal at all. */
export const DEFAULT_TRADE: TradeId = 'handyman';

const byId = new Map(TRADES.map((t) => [t.id, t]));
export function tradeById(id: TradeId): Trade {
  return byId.get(id)!;
}
