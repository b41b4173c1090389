import type { UsState } from '@homepact/proto';
import { readJobDescription, type JobFacts } from './job-description.ts';
import { stateTips } from './state-tips.ts';
import type { Trade } from './trades.ts';

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
const QUOTE_LIMIT = 600;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The description as a quotation, shortened at a sentence or word boundary if very long. */
function quote(text: string): string {
  const t = text.replace(/[.\s]+$/, '');
  if (t.length <= QUOTE_LIMIT) return t;
  const cut = t.slice(0, QUOTE_LIMIT);
  const sentence = cut.lastIndexOf('. ');
  const end = sentence > QUOTE_LIMIT / 2 ? sentence : cut.lastIndexOf(' ');
  return `${cut.slice(0, end > 0 ? end : QUOTE_LIMIT)} …`;
}

function jobTitle(facts: JobFacts): string {
  const labels = facts.items.map((i) => i.label);
  if (labels.length === 0) return capitalise(facts.trade.noun);
  const shown = labels.slice(0, 3);
  return `${facts.trade.title}: ${listOf(labels.length > 3 ? [...shown, 'related work'] : shown)}`;
}

const preparedFor: Record<Persona, (state: UsState) => string> = {
  homeowner: (s) =>
    `Prepared for: the homeowner, describing the work they want done at their home in ${s.name}, to be agreed with the contractor before signing.`,
  contractor: (s) =>
    `Prepared for: the contractor, setting out exactly what the quoted price covers for the homeowner’s property in ${s.name}.`,
  'property-manager': (s) =>
    `Prepared for: the property manager, arranging the work for the owner of a managed property in ${s.name} that may be occupied by tenants.`,
};

const customer: Record<Persona, string> = {
  homeowner: 'the homeowner',
  contractor: 'the homeowner',
  'property-manager': 'the property manager',
};

function personaSteps(persona: Persona): string[] {
  if (persona === 'property-manager') {
    return [
      'Agree work days and hours with the property manager in advance, so occupants can be given the notice their leases and local law require before anyone enters a unit.',
    ];
  }
  return [];
}

function hasHiddenConditions(trade: Trade): boolean {
  return trade.id !== 'cleaning' && trade.id !== 'pest-control';
}

function section(heading: string, lines: string[]): string {
  return `${heading}:\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

const dedupe = (list: string[]) => [...new Set(list)];

/**
 * Writes a scope of work from the job description, the persona and the state,
 * with 4 to 6 editing tips. Deterministic: the same request always gives the
 * same text.
 */
export function writeScope(req: ScopeRequest): WrittenScope {
  const facts = readJobDescription(req.contractDetails);
  const { trade, state } = { trade: facts.trade, state: req.state };
  const who = customer[req.persona];
  const otherTrades = facts.otherTrades;
  const permitsApply = trade.permitsUsual || otherTrades.some((t) => t.permitsUsual);

  // Project overview
  const overview: string[] = [
    `The contractor will carry out ${trade.noun} at the property in ${state.name}, as requested: “${quote(facts.text)}”.`,
  ];
  if (otherTrades.length > 0) overview.push(`The job also involves ${listOf(otherTrades.map((t) => t.noun))}.`);
  if (facts.areas.length > 0) overview.push(`Areas of the property: ${listOf(facts.areas)}.`);
  if (facts.quantities.length > 0) overview.push(`Quantities and sizes stated in the request: ${facts.quantities.join('; ')}.`);

  // Work included
  const itemSteps = dedupe(facts.items.flatMap((i) => i.steps));
  // An item without steps of its own ("fence", "new deck") is the trade's core work.
  const needsCore = trade.coreAlways || itemSteps.length === 0 || facts.items.some((i) => i.steps.length === 0);
  const work = dedupe([
    ...trade.prep,
    ...(needsCore ? trade.core : []),
    ...itemSteps,
    ...personaSteps(req.persona),
    ...(facts.quantities.length > 0
      ? ['The work covers the quantities stated above; more or less work is priced by written change order.']
      : []),
    ...trade.finish,
  ]);

  // Materials
  const materials: string[] = [];
  if (facts.materials.length > 0) materials.push(`Materials and products named in the request: ${listOf(facts.materials)}.`);
  materials.push(...trade.materials.map((m) => `${m}.`));
  materials.push(
    'All materials are new and of the grade stated unless agreed otherwise in writing; who supplies them, and any markup, is set in the contract’s materials terms.',
  );

  // Exclusions
  const exclusions = [...trade.exclusions.map((e) => `${e}.`)];
  if (hasHiddenConditions(trade)) {
    exclusions.push(
      `Repair of hidden conditions found once work starts (for example rot, mold or defective existing work): the contractor stops, shows ${who} and agrees a price in writing before repairing them.`,
    );
  }
  exclusions.push(
    'Any work not listed under Work included; extra work is done only on a written change order signed by both parties, stating its price and effect on the schedule.',
  );

  // Site protection and clean-up
  const protection = [...trade.siteProtection];
  const rooms = facts.areas.filter(
    (a) => !['exterior', 'yard', 'front yard', 'backyard', 'roof', 'driveway', 'whole house', 'rental unit'].includes(a),
  );
  if (rooms.length > 0) protection.push(`Protect floors and finishes along the path between the entrance and the ${listOf(rooms)}.`);
  protection.push(
    'Keep the work area tidy at the end of each day, store tools and materials safely, and keep children and pets out of it.',
  );
  if (req.persona === 'property-manager') protection.push('Keep hallways, exits and shared areas clear for occupants at all times.');
  protection.push(
    trade.id === 'cleaning'
      ? 'Take away the cleaner’s own equipment and any rubbish collected, and leave the property ready for use.'
      : 'Remove all debris, packaging and old materials from the property at the end of the job and leave the work area broom-clean.',
  );

  // Permits and inspections
  const permits = [`${trade.permit}; the city or county building department in ${state.name} has the final word.`];
  for (const t of otherTrades)
    if (t.permitsUsual) permits.push(`For the ${t.noun}: ${t.permit.charAt(0).toLowerCase()}${t.permit.slice(1)}.`);
  if (permitsApply) {
    permits.push(
      'The contractor applies for every permit the work needs, in the contractor’s name, before that part of the work starts, and schedules the inspections; permit and inspection fees are part of the price unless the payment terms list them separately.',
      `Work that must be inspected is not covered up until it has passed, and copies of the permits and inspection sign-offs go to ${who}.`,
    );
    if (req.persona === 'homeowner') {
      permits.push(
        'Permits are not taken out as an owner-builder permit in the homeowner’s name, which would make the homeowner responsible for code compliance.',
      );
    }
  } else {
    permits.push(
      `If the building department in ${state.name} does require a permit, the contractor obtains it before that part of the work.`,
    );
  }
  permits.push(
    `The contractor holds any license ${state.name} requires for this work and carries liability insurance for the duration of the job.`,
  );

  // Completion criteria
  const completion = [...trade.completion];
  if (permitsApply) completion.push('Every required inspection has passed and the permit is closed (finaled).');
  completion.push(
    `The contractor and ${who} walk through the finished work together; anything found is written on a punch list and corrected before the final payment.`,
  );

  const scope = [
    `Scope of Work: ${jobTitle(facts)}`,
    preparedFor[req.persona](state),
    section('Project overview', overview),
    section('Work included', work),
    section('Materials', materials),
    section('Exclusions', exclusions),
    section('Site protection and clean-up', protection),
    section(`Permits and inspections in ${state.name}`, permits),
    section('Completion criteria', completion),
  ].join('\n\n');

  return { scope, suggestions: suggestionsFor(facts, req) };
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
    'Note the owner’s authorisation for this work and the spending limit you can approve without the owner.',
  ],
};

function suggestionsFor(facts: JobFacts, req: ScopeRequest): string[] {
  const itemTips = facts.items.map((i) => i.suggestion).filter((s): s is string => !!s);
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
