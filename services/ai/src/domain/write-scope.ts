import type { UsState } from '@homepact/proto';
import { readJobDescription, type ItemMention, type JobFacts, type Place } from './job-description.ts';
import { removeMetaLines } from './scope-text.ts';
import { licenseNote, stateJobNotes, stateTips } from './state-tips.ts';
import { LOCATION_NAMES, LOCATIONS, tradeById, type Line, type LocationId, type Trade, type TradeItem } from './trades/index.ts';

export type Persona = 'homeowner' | 'contractor' | 'property-manager';

export interface ScopeRequest {
  contractDetails: string;
  persona: Persona;
  state: UsState;
}

export interface WrittenScope {
  scope: string;
  suggestions: string[];
}

const MIN_SUGGESTIONS = 4;
const MAX_SUGGESTIONS = 6;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** Lower-cases a sentence's first letter to continue it ("Drain the tank" after a colon), unless it starts an acronym. */
const continueWith = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const dedupe = (list: string[]) => [...new Set(list)];

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const OWNER: Record<Persona, string> = {
  homeowner: 'the owner’s',
  contractor: 'the customer’s',
  'property-manager': 'the managed',
};

const customer: Record<Persona, string> = {
  homeowner: 'the homeowner',
  contractor: 'the customer',
  'property-manager': 'the property manager',
};

/** Trades whose work disturbs painted surfaces (the EPA lead-safe rules apply in homes built before 1978). */
const DISTURBS_PAINT = new Set([
  'painting',
  'carpentry',
  'kitchen-remodel',
  'bathroom-remodel',
  'drywall',
  'windows-doors',
  'siding',
  'demolition',
]);

const OUTDOOR_KINDS = new Set(['outdoor', 'roof', 'exterior']);
/** Services rather than building work: no building department, no materials to order. */
const NOT_BUILDING_WORK = new Set(['cleaning', 'pest-control']);
const COUNTED_START =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a dozen|a pair of)\s(?!kw\b|kilowatt|tons?\b|amps?\b|gallons?\b|inch|ft\b|foot|feet|sq|x\b|×|by\b)/i;
/** Sizes of equipment ("50-gallon", "200 amps") rather than amounts of work. */
const SIZE = /gallon|\bgal\b|amp|\bton|btu|\bkw|years? old|inch|\bin\.|-foot|\bft\b.*(?:tall|high)/i;

function section(heading: string, lines: string[]): string {
  return `${heading}:\n${dedupe(lines)
    .map((l) => `- ${l}`)
    .join('\n')}`;
}

/** The places a line of the scope speaks about, with their names. */
interface Where {
  ids: Set<LocationId>;
  /** "the garage", "the living room and bedrooms"; null when nothing is known. */
  the: string | null;
  /** " in the garage", "" when nothing is known. */
  suffix: string;
}

function whereOf(places: Place[]): Where {
  const named = dedupe(places.map((p) => p.name));
  if (places.length === 0) return { ids: new Set(), the: null, suffix: '' };
  const the = `the ${listOf(named)}`;
  return { ids: new Set(places.map((p) => p.id)), the, suffix: ` ${places[0]!.prep} ${the}` };
}

function defaultPlace(id: LocationId): Place {
  const loc = LOCATIONS.find((l) => l.id === id)!;
  return { id, name: LOCATION_NAMES[id], prep: loc.prep, kind: loc.kind, index: -1, end: -1 };
}

/** Whether a place name is already said by a phrase ("kitchen faucet" and "kitchen"). */
const saidIn = (phrase: string, place: Place) => {
  const head = place.name.split(' ').pop()!.replace(/s$/, '');
  return new RegExp(`\\b${head}`, 'i').test(phrase);
};

/** "them" for a plural label ("countertops"), "it" otherwise. */
const pronoun = (label: string) => (/[^s]s$/.test(label) ? 'them' : 'it');

/** The job of replacing an item, as a title: "deck construction" gives "deck replacement"; other tasks say it already ("repiping"). */
const replacementTask = (item: TradeItem) => item.task.replace(/ (?:installation|construction|build-out)$/, ' replacement');

/** An item's job as a title, for what the request asks to do with it. */
function taskOf(m: ItemMention): string {
  const { item } = m;
  if (m.replaced) return replacementTask(item);
  switch (m.action) {
    case 'repair':
      return item.action === 'repair' ? item.task : `${item.label} repair`;
    case 'inspect':
      return item.action === 'inspect' ? item.task : `${item.label} service`;
    case 'install':
    case 'build':
      return item.task.replace(/ replacement$/, ' installation');
    case 'replace':
      return replacementTask(item);
    case 'remove':
      return item.action === 'remove' ? item.task : `${item.label} removal`;
    default:
      return item.task;
  }
}

class Writer {
  readonly facts: JobFacts;
  readonly req: ScopeRequest;
  readonly trade: Trade;
  /** Item and trade ids present in the job, for conditional lines. */
  readonly present: Set<string>;
  /** The job's places (or the trade's own), for trade-level lines. */
  readonly jobWhere: Where;

  constructor(req: ScopeRequest) {
    this.req = req;
    this.facts = readJobDescription(req.contractDetails, req.persona);
    this.trade = this.facts.trade;
    this.present = new Set([
      this.trade.id,
      ...this.facts.otherTrades.map((t) => t.id),
      ...this.facts.items.map((m) => m.item.id),
      ...this.facts.items.map((m) => `action:${m.action}`),
    ]);
    this.jobWhere = whereOf(this.jobPlaces());
  }

  /** Places named in the request; the whole-house fallback ("the house") only when nothing more specific is named. */
  jobPlaces(): Place[] {
    const specific = this.facts.places.filter((p) => p.kind !== 'whole');
    const chosen = specific.length > 0 ? specific : this.facts.places;
    if (chosen.length > 0) return chosen;
    return this.trade.location ? [defaultPlace(this.trade.location)] : [];
  }

  itemWhere(m: ItemMention): Where {
    return m.places.length > 0 ? whereOf(m.places) : this.jobWhere;
  }

  /** Applies a line's conditions and fills its placeholders; null when it does not apply. */
  line(l: Line, where: Where): string | null {
    const text = typeof l === 'string' ? l : l.text;
    if (typeof l !== 'string') {
      if (l.rooms && !l.rooms.some((r) => where.ids.has(r))) return null;
      if (l.notRooms && l.notRooms.some((r) => where.ids.has(r))) return null;
      if (l.only && !l.only.some((id) => this.present.has(id))) return null;
      if (l.unless && l.unless.some((id) => this.present.has(id))) return null;
    }
    return text.replaceAll('{room}', where.the ?? 'the work area').replaceAll('{state}', this.req.state.name);
  }

  lines(list: Line[] | undefined, where: Where = this.jobWhere): string[] {
    return (list ?? []).map((l) => this.line(l, where)).filter((s): s is string => s !== null);
  }

  /**
   * The overview's clauses, one per item ("replace the 50-gallon gas water
   * heater in the garage"); items with the same verb and place are joined
   * ("install the tub, the tile and the vanity in the hall bathroom").
   */
  summaries(): string[] {
    type Group = { verb: string; objects: string[]; where: string; key: string; said: boolean };
    const clauses: Array<Group | string> = [];
    const { items } = this.facts;
    // Counted things read without the article: "install 4 GFCI outlets".
    const objectOf = (m: ItemMention) => (COUNTED_START.test(m.phrase) ? m.phrase : `the ${m.phrase}`);
    for (const m of items) {
      const said = m.places.some((p) => saidIn(m.phrase, p));
      const where = m.places.length > 0 ? whereOf(m.places).suffix : '';
      // "Replace the old wooden deck with the composite deck and the railing": the new things are said with the old one.
      const by = m.replaced ? items.filter((o) => o.replaces === m.index) : [];
      if (by.length > 0) {
        clauses.push(`replace ${objectOf(m)} with ${listOf(by.map(objectOf))}${said ? '' : where}`);
        continue;
      }
      if (m.replaces !== null && items.some((o) => o.index === m.replaces && o.replaced)) continue;
      if (m.item.summary) {
        const place = whereOf(m.places.length > 0 ? m.places : this.jobPlaces()).the ?? 'the home';
        const clause = m.item.summary.replace('{verb}', m.verb).replace('{phrase}', m.phrase).replace('{place}', place);
        // "resurface the pool", not "resurface the pool at the pool".
        const named = said || m.places.some((p) => saidIn(clause.replace('{where}', ''), p));
        clauses.push(clause.replace('{where}', named ? '' : where));
        continue;
      }
      const object = objectOf(m);
      const key = m.places.map((p) => p.name).join('|');
      const last = clauses[clauses.length - 1];
      if (last && typeof last !== 'string' && last.verb === m.verb && last.key === key) {
        last.objects.push(object);
        last.said ||= said;
      } else clauses.push({ verb: m.verb, objects: [object], where, key, said });
    }
    const groups = clauses.filter((c): c is Group => typeof c !== 'string');
    // One place for every clause: say it once, at the end ("move the sink and install the island in the galley kitchen").
    const shared = groups.length > 1 && groups.length === clauses.length && groups.every((g) => g.key === groups[0]!.key && !g.said);
    const out = clauses.map((c) => (typeof c === 'string' ? c : `${c.verb} ${listOf(c.objects)}${shared || c.said ? '' : c.where}`));
    if (shared) out[out.length - 1] += groups[0]!.where;
    return out;
  }

  /**
   * The items the headline names: the main objects of the request's main
   * verbs. An old thing taken out for a new one names a replacement, and the
   * new one is part of it; a removal that only makes way for new work, and a
   * part named after "with", are not the job.
   */
  principalItems(): ItemMention[] {
    const { items } = this.facts;
    const building = items.some((m) => m.action !== 'remove');
    const replacedIds = new Set(items.filter((m) => m.replaced).map((m) => m.item.id));
    const main = items.filter((m) =>
      m.action === 'remove' ? m.replaced || !building : m.replaces === null && !replacedIds.has(m.item.id),
    );
    const primary = main.filter((m) => !m.secondary);
    return primary.length > 0 ? primary : main.length > 0 ? main : items;
  }

  title(): string {
    const { items } = this.facts;
    const trade = this.trade;
    const places = this.jobPlaces();
    if (trade.id === 'kitchen-remodel' || trade.id === 'bathroom-remodel') {
      // "Hall bathroom remodel: tub, tile and vanity": the remodel, then what it puts in (not what it takes out).
      const room = places.find((p) => p.id === trade.location);
      const head = room ? `${capitalise(room.name)} remodel` : trade.title;
      const things = dedupe(items.filter((m) => m.action !== 'remove').map((m) => (m.phrase.length <= 30 ? m.phrase : m.item.label)));
      return things.length > 0 ? `${head}: ${listOf(things.slice(0, 4))}` : head;
    }
    const tasks = dedupe(this.principalItems().map(taskOf));
    let title = tasks.length === 0 ? trade.title : capitalise(listOf(tasks.length > 3 ? [...tasks.slice(0, 3), 'related work'] : tasks));
    // The place the request named (not one the trade implies), when there is exactly one.
    const named = places.filter((p) => p.index >= 0);
    const names = dedupe(named.map((p) => p.name));
    if (names.length === 1 && !saidIn(title, named[0]!)) title += ` (${names[0]})`;
    return title;
  }

  overview(): string[] {
    const { facts, req, trade } = this;
    const property = facts.property;
    const at =
      req.persona === 'property-manager'
        ? `at the managed ${property.kind === 'home' ? 'property' : property.kind} in ${req.state.name}`
        : property.rental
          ? `at the rental ${property.kind === 'home' ? 'property' : property.kind} in ${req.state.name}`
          : `at ${OWNER[req.persona]} ${property.kind} in ${req.state.name}`;
    const clauses =
      facts.items.length > 0
        ? this.summaries()
        : [
            (trade.summary ?? 'carry out the {noun} described in this scope{where}')
              .replace('{noun}', trade.noun)
              .replace('{where}', this.jobWhere.suffix)
              .replace('{place}', this.jobWhere.the ?? 'the home'),
          ];
    const out = [`The contractor will ${listOf(clauses)} ${at}.`];
    if (facts.otherTrades.length > 0)
      out.push(
        `Besides the ${trade.noun}, the job involves ${listOf(facts.otherTrades.map((t) => t.noun))}, described under Work included.`,
      );
    if (facts.quantities.length > 0) out.push(`Quantities and sizes: ${facts.quantities.join('; ')}.`);
    if (property.rental)
      out.push(
        property.vacant
          ? `The property is a rental, empty between tenants for this work; the contractor arranges access (keys, lockbox, alarm) with ${req.persona === 'property-manager' ? 'the property manager' : 'the owner'}.`
          : `The property is rented: work in occupied areas is arranged around the tenants, with the notice of entry their leases and ${req.state.name} law require.`,
      );
    if (property.association)
      out.push('The property is governed by an association: its rules for contractors (approvals, work hours, use of common areas) apply.');
    if (property.pre1978 && DISTURBS_PAINT.has(trade.id))
      out.push('The home was built before 1978, so painted surfaces may contain lead; the lead-safe steps are under Work included.');
    return out;
  }

  /**
   * The steps for one item, the first naming it in the request's words and its
   * place. Whatever the request puts in gets an installation step: the item's
   * own steps, else its trade's core steps, else a plain one.
   */
  itemSteps(m: ItemMention): string[] {
    const where = this.itemWhere(m);
    const { item } = m;
    const own = item.steps.length > 0 ? item.steps : tradeById(item.trades[0]!).core;
    let steps = this.lines(m.action === 'repair' && item.repairSteps ? item.repairSteps : own, where);
    if (m.action === 'repair' && !item.repairSteps && item.action !== 'repair') {
      steps = [
        `Diagnose the ${item.label}, show the customer the cause, and repair it with parts that match the existing ones; if repair is not practical, replacement is priced as a change order.`,
      ];
    } else if (m.action === 'remove' && item.action !== 'remove') {
      // Taken out to make way for what the job puts in, or only taken away.
      const makesWay = m.replaced || this.facts.items.some((o) => o.action !== 'remove');
      // "the deck", not "the deck on the deck".
      const at = m.places.some((p) => saidIn(item.label, p)) ? '' : where.suffix;
      steps = [
        `Remove the ${m.replaced ? 'existing ' : ''}${item.label}${at} and haul ${pronoun(item.label)} away, leaving the area ${makesWay ? 'ready for the new work' : 'broom-clean'}.`,
      ];
    } else if (m.action === 'inspect' && item.action !== 'inspect') {
      steps = [
        `Inspect and service the ${item.label}: clean, test and adjust it to the manufacturer’s instructions, and report any repair it needs in writing, with its price, before doing it.`,
      ];
    } else if (steps.length === 0 && (m.action === 'install' || m.action === 'replace' || m.action === 'build')) {
      steps = [`Install the ${item.label}${where.suffix} to the manufacturer’s instructions and the code.`];
    }
    if (steps.length === 0) return [];
    const name = m.phrase.length <= 48 && (!item.summary || item.summary.includes('{phrase}')) ? m.phrase : item.label;
    const place = m.places.length > 0 && !m.places.some((p) => saidIn(name, p)) ? ` (${listOf(dedupe(m.places.map((p) => p.name)))})` : '';
    return [`${capitalise(name)}${place}: ${continueWith(steps[0]!)}`, ...steps.slice(1)];
  }

  work(): string[] {
    const { facts, trade, req } = this;
    // The trade's core steps, unless the job's own items say what is done (an item without steps of its own brings them).
    const needsCore = trade.coreAlways || !facts.items.some((m) => m.item.trades.includes(trade.id) && this.itemSteps(m).length > 0);
    const out = [
      ...this.lines(trade.prep),
      ...(facts.property.pre1978 && DISTURBS_PAINT.has(trade.id)
        ? [
            'Because the home was built before 1978, the work that disturbs paint is done by an EPA Lead-Safe certified firm following the Renovation, Repair and Painting rule (40 CFR Part 745): containment, no dry sanding or open-flame removal, and a cleaning check at the end.',
          ]
        : []),
      ...(needsCore ? this.lines(trade.core) : []),
      ...facts.items.flatMap((m) => this.itemSteps(m)),
    ];
    if (facts.property.rental && !facts.property.vacant)
      out.push(
        `Coordinate every entry with ${req.persona === 'property-manager' ? 'the property manager' : 'the owner'}, so the tenants receive the written notice of entry their leases and ${req.state.name} law require, and keep the home usable for them at the end of each day.`,
      );
    if (facts.quantities.some((q) => !SIZE.test(q)))
      out.push('The work covers the quantities stated above; more or less work is priced by written change order.');
    out.push(...this.lines(trade.finish));
    return out;
  }

  materials(): string[] {
    const { facts, trade } = this;
    const out: string[] = [];
    if (facts.materials.length > 0) out.push(`Materials and products named for this job: ${listOf(facts.materials)}.`);
    for (const m of facts.items) out.push(...this.lines(m.item.materials, this.itemWhere(m)));
    out.push(...this.lines(trade.materials));
    if (trade.id !== 'cleaning')
      out.push(
        'All materials are new and of the grade stated unless agreed otherwise in writing; who supplies them, and any markup, is set in the contract’s materials terms.',
      );
    return out;
  }

  exclusions(): string[] {
    const { facts, trade, req } = this;
    const out: string[] = [];
    for (const m of facts.items) out.push(...this.lines(m.item.exclusions, this.itemWhere(m)));
    out.push(...this.lines(trade.exclusions));
    if (trade.hiddenConditions)
      out.push(
        `Repair of hidden conditions found once work starts (for example rot, mold or defective existing work): the contractor stops, shows ${customer[req.persona]} and agrees a price in writing before repairing them.`,
      );
    out.push(
      'Any work not listed under Work included; extra work is done only on a written change order signed by both parties, stating its price and effect on the schedule.',
    );
    return out;
  }

  protection(): string[] {
    const { facts, trade, req } = this;
    const out = [...this.lines(trade.siteProtection)];
    // Protect the places where the work is done: the items' places, else the job's.
    const itemPlaces = facts.items.flatMap((m) => m.places);
    const places = itemPlaces.length > 0 ? itemPlaces : this.jobPlaces();
    for (const id of trade.id === 'demolition' ? [] : dedupe(places.map((p) => p.id))) {
      const text = LOCATIONS.find((l) => l.id === id && l.protection)?.protection;
      if (text && !out.includes(text)) out.push(text);
    }
    const rooms = dedupe(places.filter((p) => p.kind === 'room').map((p) => p.name));
    if (rooms.length > 0) out.push(`Protect floors and finishes along the path between the entrance and the ${listOf(rooms)}.`);
    const outdoorOnly = places.length > 0 && places.every((p) => OUTDOOR_KINDS.has(p.kind));
    out.push(
      outdoorOnly
        ? 'Keep the work area tidy and fenced or taped off at the end of each day, and keep children and pets away from it.'
        : 'Keep the work area tidy at the end of each day, store tools and materials safely, and keep children and pets out of it.',
    );
    if ((facts.property.rental || req.persona === 'property-manager') && !facts.property.vacant)
      out.push('Keep exits, stairs and shared areas clear for occupants at all times, and secure the work area whenever the crew is away.');
    if (facts.property.rental && facts.property.vacant)
      out.push('Lock the home and return the keys as agreed at the end of each working day.');
    if (facts.property.association)
      out.push('Protect the common areas on the way to the work area and use them only as the association allows.');
    out.push(
      trade.id === 'cleaning'
        ? 'Take away the cleaner’s own equipment and any rubbish collected, and leave the property ready for use.'
        : 'Remove all debris, packaging and old materials from the property at the end of the job and leave the work area broom-clean.',
    );
    return out;
  }

  permitsApply(): boolean {
    const { facts, trade } = this;
    return trade.permit.usual || facts.otherTrades.some((t) => t.permit.usual) || facts.items.some((m) => m.item.permit);
  }

  permits(): string[] {
    const { facts, trade, req } = this;
    const state = req.state;
    const who = customer[req.persona];
    // The items' own permit notes say it for this job; the trade's general note otherwise.
    const itemPermits = dedupe(facts.items.filter((m) => m.item.permit).map((m) => m.item.permit!));
    const ownItemPermit = facts.items.some((m) => m.item.permit && m.item.trades.includes(trade.id));
    const out = ownItemPermit ? [] : [trade.permit.text];
    out.push(...itemPermits);
    if (!NOT_BUILDING_WORK.has(trade.id))
      out.push(`The city or county building department in ${state.name} has the final word on what needs a permit.`);
    for (const t of facts.otherTrades) if (t.permit.usual) out.push(`For the ${t.noun}: ${continueWith(t.permit.text)}`);
    out.push(...stateJobNotes(state, this.present));
    if (this.permitsApply()) {
      out.push(
        'The contractor applies for every permit the work needs, in the contractor’s name, before that part of the work starts, and schedules the inspections; permit and inspection fees are part of the price unless the payment terms list them separately.',
        `Work that must be inspected is not covered up until it has passed, and copies of the permits and inspection sign-offs go to ${who}.`,
      );
      if (req.persona === 'homeowner')
        out.push(
          'Permits are not taken out as an owner-builder permit in the homeowner’s name, which would make the homeowner responsible for code compliance.',
        );
    } else if (!NOT_BUILDING_WORK.has(trade.id)) {
      out.push(
        `If the building department in ${state.name} does require a permit, the contractor obtains it before that part of the work.`,
      );
    }
    if (facts.property.association)
      out.push('The association’s written approval is obtained before work starts where its rules require it.');
    const license = trade.id === 'cleaning' ? null : licenseNote(state, trade.id);
    if (license)
      out.push(
        license,
        'The contractor carries liability insurance, and workers’ compensation where the law requires it, for the duration of the job.',
      );
    else
      out.push(
        trade.id === 'cleaning'
          ? `The contractor holds any business license ${state.name} or the city requires and carries liability insurance for the duration of the job.`
          : `The contractor holds any license ${state.name} requires for this work and carries liability insurance for the duration of the job.`,
      );
    return out;
  }

  schedule(): string[] {
    const { facts, trade, req } = this;
    const out: string[] = [];
    out.push(
      facts.timing
        ? `Target timing: ${facts.timing}; the start and completion dates written in the contract govern.`
        : NOT_BUILDING_WORK.has(trade.id)
          ? 'The dates and times of the work are those written in the contract.'
          : 'The start and completion dates are those written in the contract; the contractor confirms the start date once materials and any permits are in hand.',
    );
    for (const m of facts.items) out.push(...this.lines(m.item.schedule, this.itemWhere(m)));
    out.push(...this.lines(trade.schedule));
    if (this.permitsApply())
      out.push(
        'Work that needs a permit starts once the permit is issued, and the inspection dates the building department gives can add days between stages.',
      );
    out.push(
      facts.property.association
        ? 'Work is done during the hours the association allows, and otherwise on weekdays during normal working hours unless agreed in writing.'
        : 'Work is done on weekdays during normal working hours unless the parties agree other times in writing.',
    );
    if (facts.property.rental && !facts.property.vacant)
      out.push(
        `Work inside an occupied home starts only after the tenants have had the notice of entry their leases and ${req.state.name} law require.`,
      );
    out.push(
      'Delays caused by the customer’s changes, hidden conditions or events outside the contractor’s control extend the schedule by the time lost.',
    );
    return out;
  }

  completion(): string[] {
    const { facts, trade, req } = this;
    const out: string[] = [];
    for (const m of facts.items) out.push(...this.lines(m.item.completion, this.itemWhere(m)));
    out.push(...this.lines(trade.completion));
    if (this.permitsApply()) out.push('Every required inspection has passed and the permit is closed (finaled).');
    out.push(
      `The contractor and ${customer[req.persona]} walk through the finished work together; anything found is written on a punch list and corrected before the final payment.`,
    );
    return out;
  }

  write(): string {
    const state = this.req.state;
    return [
      `Scope of Work: ${this.title()}`,
      section('Project overview', this.overview()),
      section('Work included', this.work()),
      section('Materials', this.materials()),
      section('Exclusions', this.exclusions()),
      section('Site protection and clean-up', this.protection()),
      section(`Permits and inspections in ${state.name}`, this.permits()),
      section('Schedule assumptions', this.schedule()),
      section('Completion criteria', this.completion()),
    ].join('\n\n');
  }
}

/**
 * Writes a scope of work from the job description, the persona and the state,
 * with 4 to 6 editing tips. Deterministic: the same request always gives the
 * same text. Only the job's own trade, items and places are named: every line
 * comes from the trade catalog (domain/trades/) and is conditioned on the
 * items, places and property the request describes.
 */
export function writeScope(req: ScopeRequest): WrittenScope {
  const w = new Writer(req);
  // Every line comes from the catalog, none about the document; the same check as the model's answer gets keeps it so.
  return { scope: removeMetaLines(w.write(), req.contractDetails).scope, suggestions: suggestionsFor(w.facts, req) };
}

const PERSONA_TIPS: Record<Persona, string[]> = {
  homeowner: [
    'Ask for lien waivers from the contractor and major suppliers with each payment, so nobody left unpaid can place a lien on your home.',
    'Ask for a certificate of liability insurance naming you as certificate holder before work starts.',
  ],
  contractor: [
    'Spell out how change orders are requested, priced and approved in writing before extra work starts, including how hidden conditions are charged.',
    'List any allowances for items the customer has not chosen yet, so upgrades are priced as changes rather than disputes.',
  ],
  'property-manager': [
    'Add the unit number(s), how the contractor gets keys or access, and the notice tenants receive before entry.',
    'Note the owner’s authorization for this work and the spending limit you can approve without the owner.',
  ],
};

function suggestionsFor(facts: JobFacts, req: ScopeRequest): string[] {
  const itemTips = facts.items.map((m) => m.item.suggestion).filter((s): s is string => !!s);
  const state = stateTips(req.state);
  const persona = PERSONA_TIPS[req.persona];
  const gaps: string[] = [];
  if (facts.quantities.length === 0) {
    gaps.push(
      'Add measurements or counts (for example square footage, linear feet or the number of fixtures or rooms) so the price can be checked against the work.',
    );
  }
  if (facts.materials.length === 0 && !['cleaning', 'pest-control', 'handyman'].includes(facts.trade.id)) {
    gaps.push('Name the materials, brands or product grades you expect; otherwise standard builder-grade products will be used.');
  }
  if (!facts.mentionsSchedule)
    gaps.push('Add a target start date and how many working days the job should take, and what happens if weather delays it.');

  const ordered = [
    itemTips[0] ?? facts.trade.suggestions[0],
    state[0],
    persona[0],
    gaps[0] ?? facts.trade.suggestions[1],
    gaps[1],
    state[1],
    itemTips[1],
    facts.trade.suggestions[0],
    facts.trade.suggestions[1],
    gaps[2],
    persona[1],
  ];
  const out = dedupe(ordered.filter((s): s is string => !!s)).slice(0, MAX_SUGGESTIONS);
  const fill = [
    'Say how long the contractor warrants the workmanship and what the warranty covers.',
    'Attach photos of the work area as it is today, so the starting condition is on record.',
  ];
  for (const f of fill) if (out.length < MIN_SUGGESTIONS) out.push(f);
  return out;
}
