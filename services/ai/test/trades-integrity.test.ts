import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  catalogProblems,
  ITEMS,
  LOCATION_IDS,
  LOCATIONS,
  LocationSchema,
  SHARED_KEYWORDS,
  TRADE_IDS,
  TRADE_MODULES,
  TradeSchema,
  TRADES,
  type Line,
  type Trade,
} from '../src/domain/trades/index.ts';

const TRADES_DIR = fileURLToPath(new URL('../src/domain/trades/', import.meta.url));
const NOT_TRADES = new Set(['index.ts', 'schema.ts', 'locations.ts']);

const lineText = (l: Line) => (typeof l === 'string' ? l : l.text);
const LIST_KEYS = ['prep', 'core', 'finish', 'materials', 'exclusions', 'siteProtection', 'completion', 'schedule'] as const;
const ITEM_LIST_KEYS = ['steps', 'repairSteps', 'materials', 'exclusions', 'completion', 'schedule'] as const;

/** Every sentence in the catalog, with where it comes from. */
function allTexts(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const t of TRADES) {
    for (const key of LIST_KEYS) for (const l of t[key]) out.push([`${t.id}.${key}`, lineText(l)]);
    out.push([`${t.id}.permit`, t.permit.text], [`${t.id}.noun`, t.noun], [`${t.id}.title`, t.title]);
    for (const s of t.suggestions) out.push([`${t.id}.suggestions`, s]);
    for (const i of t.items) {
      for (const key of ITEM_LIST_KEYS) for (const l of i[key] ?? []) out.push([`${t.id}/${i.id}.${key}`, lineText(l)]);
      out.push([`${t.id}/${i.id}.label`, i.label], [`${t.id}/${i.id}.task`, i.task]);
      if (i.permit) out.push([`${t.id}/${i.id}.permit`, i.permit]);
      if (i.suggestion) out.push([`${t.id}/${i.id}.suggestion`, i.suggestion]);
    }
  }
  for (const l of LOCATIONS) if (l.protection) out.push([`location ${l.id}`, l.protection]);
  return out;
}

describe('trade catalog (services/ai/src/domain/trades)', () => {
  it('has one module per trade, named after it, and every module parses with the schema', () => {
    const files = readdirSync(TRADES_DIR)
      .filter((f) => f.endsWith('.ts') && !NOT_TRADES.has(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...TRADE_IDS].sort());
    expect(TRADE_MODULES.map((m) => m.id).sort()).toEqual([...TRADE_IDS].sort());
    for (const m of TRADE_MODULES) {
      const parsed = TradeSchema.safeParse(m);
      expect(parsed.success, `${m.id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    }
    for (const l of LOCATIONS) expect(LocationSchema.safeParse(l).success, l.id).toBe(true);
  });

  it('is consistent across trades: unique ids, known references, no keyword claimed by two trades', () => {
    expect(catalogProblems([...TRADES], [...LOCATIONS])).toEqual([]);
    // The deliberate exceptions name trades that exist and really share the keyword.
    for (const [kw, trades] of Object.entries(SHARED_KEYWORDS)) {
      for (const id of trades) {
        const t = TRADES.find((x) => x.id === id)!;
        expect(
          t.keywords.map((k) => (typeof k === 'string' ? k : k.pattern)),
          `${id} shares "${kw}"`,
        ).toContain(kw);
      }
    }
  });

  it('leaves no list empty: every trade has keywords, items and every section of a scope', () => {
    for (const t of TRADES) {
      expect(t.keywords.length, `${t.id}.keywords`).toBeGreaterThan(0);
      expect(t.items.length, `${t.id}.items`).toBeGreaterThan(0);
      expect(t.suggestions.length, `${t.id}.suggestions`).toBeGreaterThanOrEqual(2);
      // A list made only of conditional lines could come out empty for a job with no items.
      for (const key of ['prep', 'finish', 'materials', 'exclusions', 'siteProtection', 'completion', 'schedule'] as const)
        expect(
          t[key].some((l) => typeof l === 'string' || (!l.only && !l.rooms)),
          `${t.id}.${key} has a line that always applies`,
        ).toBe(true);
      for (const i of t.items) {
        expect(i.steps.length + t.core.length, `${t.id}/${i.id} has steps or relies on the trade's core steps`).toBeGreaterThan(0);
        const empty = ITEM_LIST_KEYS.filter((key) => key !== 'steps' && i[key]?.length === 0);
        expect(empty, `${t.id}/${i.id}: lists present but empty`).toEqual([]);
      }
    }
  });

  it('has no placeholder or filler text, and only the {room} and {state} placeholders', () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(500);
    for (const [where, text] of texts) {
      expect(text, where).not.toMatch(/\b(?:TODO|TBD|TBA|FIXME|XXX+|lorem|ipsum|undefined|null|NaN)\b/i);
      expect(text, where).not.toMatch(/\s{2,}|^\s|\s$/);
      expect(text, where).not.toMatch(/\[[^\]]*\]|<[a-z_ ]+>/i);
      const placeholders = text.match(/\{[^}]*\}/g) ?? [];
      expect(
        placeholders.filter((p) => p !== '{room}' && p !== '{state}'),
        where,
      ).toEqual([]);
    }
  });

  it('references only places that exist, and every place has a pattern and a name', () => {
    const ids = new Set<string>(LOCATION_IDS);
    for (const t of TRADES) {
      expect(t.location === undefined || ids.has(t.location), `${t.id}.location`).toBe(true);
      const lines: Line[] = [...LIST_KEYS.flatMap((k) => t[k]), ...t.items.flatMap((i) => ITEM_LIST_KEYS.flatMap((k) => i[k] ?? []))];
      for (const l of lines) {
        if (typeof l === 'string') continue;
        for (const r of [...(l.rooms ?? []), ...(l.notRooms ?? [])])
          expect(ids.has(r), `${t.id}: ${l.text.slice(0, 40)} -> ${r}`).toBe(true);
      }
      const unknown = t.items.filter((i) => i.location !== undefined && !ids.has(i.location));
      expect(
        unknown.map((i) => `${i.id}.location`),
        t.id,
      ).toEqual([]);
    }
    for (const id of LOCATION_IDS)
      expect(
        LOCATIONS.some((l) => l.id === id),
        id,
      ).toBe(true);
  });

  it('lets every item be found by its own name: its pattern matches its label or its task', () => {
    for (const i of ITEMS) {
      const re = new RegExp(`(?<![\\w-])(?:${i.pattern})(?![\\w-])`, 'i');
      expect(re.test(i.label) || re.test(i.task), `${i.id}: "${i.label}" / "${i.task}"`).toBe(true);
    }
  });

  it('catches the mistakes it is there to catch', () => {
    const plumbing = TRADES.find((t) => t.id === 'plumbing')!;
    const electrical = TRADES.find((t) => t.id === 'electrical')!;
    const withItem = (t: Trade, item: Trade['items'][number]): Trade => ({ ...t, items: [...t.items, item] });
    const rest = TRADES.filter((t) => t.id !== 'plumbing' && t.id !== 'electrical');

    // The same item id in two trades.
    const dup = withItem(electrical, { ...plumbing.items[0]! });
    expect(catalogProblems([plumbing, dup, ...rest], [...LOCATIONS]).join('\n')).toMatch(/item id water-heater is used twice/);
    // A condition naming an item that does not exist.
    const badRef: Trade = { ...plumbing, finish: [...plumbing.finish, { text: 'Flush the heater once a year.', only: ['boiler-room'] }] };
    expect(catalogProblems([badRef, electrical, ...rest], [...LOCATIONS]).join('\n')).toMatch(/unknown item or trade "boiler-room"/);
    // A keyword both trades claim.
    const shared: Trade = { ...electrical, keywords: [...electrical.keywords, 'pipes?'] };
    expect(catalogProblems([plumbing, shared, ...rest], [...LOCATIONS]).join('\n')).toMatch(/keyword "pipes\?"/);
    // A missing trade.
    expect(catalogProblems([plumbing, ...rest], [...LOCATIONS]).join('\n')).toMatch(/trade electrical must be defined exactly once/);
    // Placeholder text, an empty list and an unknown placeholder are refused by the schema.
    expect(TradeSchema.safeParse({ ...plumbing, prep: [] }).success).toBe(false);
    expect(TradeSchema.safeParse({ ...plumbing, core: ['Install the TODO here.'] }).success).toBe(false);
    expect(TradeSchema.safeParse({ ...plumbing, finish: ['Replace the {fixture} in {room}.'] }).success).toBe(false);
    expect(TradeSchema.safeParse({ ...plumbing, keywords: ['(unclosed'] }).success).toBe(false);
  });
});
