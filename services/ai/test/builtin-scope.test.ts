import { describe, expect, it } from 'vitest';
import { findState, US_STATES } from '@homepact/proto';
import { readJobDescription } from '../src/domain/job-description.ts';
import { writeScope, type Persona } from '../src/domain/write-scope.ts';
import { createBuiltinAi } from '../src/generators/builtin.ts';

const state = (s: string) => findState(s)!;
const scopeFor = (contractDetails: string, persona: Persona = 'homeowner', s = 'california') =>
  writeScope({ contractDetails, persona, state: state(s) });

/** Text no real scope should contain. */
const PLACEHOLDER =
  /\[[^\]]*\]|\{\{|\}\}|<[a-z_ ]+>|\bTBD\b|\bTBA\b|\bXXX+\b|lorem ipsum|\bN\/A\b|\bplaceholder\b|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/i;

const SECTIONS = [
  'Project overview:',
  'Work included:',
  'Materials:',
  'Exclusions:',
  'Site protection and clean-up:',
  'Schedule assumptions:',
  'Completion criteria:',
];

const JOBS: Record<string, string> = {
  plumbing: 'Replace our 50-gallon gas water heater in the garage and install a new Moen kitchen faucet',
  electrical: 'Add 4 GFCI outlets in the kitchen and install a Level 2 EV charger in the garage',
  roofing: 'Tear off and replace the asphalt shingle roof, about 22 squares, two layers',
  painting: 'Paint 3 bedrooms and the hallway, about 1,200 sq ft of walls, Sherwin-Williams eggshell',
  hvac: 'Replace the 3-ton central AC condenser and the gas furnace, and install a Nest thermostat',
  flooring: 'Install 800 sq ft of luxury vinyl plank in the living room and dining room',
  'kitchen-remodel': 'Remodel our kitchen: new shaker cabinets, quartz countertops, subway tile backsplash and a dishwasher',
  'bathroom-remodel': 'Remodel the master bathroom with a walk-in shower, porcelain tile, double vanity and new toilet',
  landscaping: 'Lay new sod in the backyard, plant 12 shrubs and install drip irrigation for the flower beds',
  fencing: 'Install 150 linear feet of 6 ft cedar privacy fence with two gates around the backyard',
  cleaning: 'Deep cleaning of a 3 bedroom house before we move out, including inside the oven and fridge',
  handyman: 'Mount a TV, hang shelves in the office and re-caulk the tub',
  'pest-control': 'We have mice in the attic and termites near the back porch',
};

describe('built-in scope writer', () => {
  it('finds the trade of each kind of job', () => {
    for (const [trade, text] of Object.entries(JOBS)) {
      expect(readJobDescription(text).trade.id, text).toBe(trade);
    }
  });

  it('reads quantities, areas and materials as written', () => {
    const facts = readJobDescription(
      'Install 800 sq ft of luxury vinyl plank in the living room and 2 bedrooms, plus a 12 x 16 ft deck of Trex',
    );
    expect(facts.quantities).toEqual(expect.arrayContaining(['800 sq ft', '2 bedrooms', '12 x 16 ft']));
    // Places in the request's own words.
    expect(facts.areas).toEqual(expect.arrayContaining(['living room', 'bedrooms', 'deck']));
    expect(facts.materials).toEqual(expect.arrayContaining(['luxury vinyl plank', 'Trex']));
  });

  it('writes every section, naming the job in its own words, the persona and the state', () => {
    const { scope } = scopeFor(JOBS.plumbing!, 'homeowner', 'california');
    for (const heading of SECTIONS) expect(scope).toContain(heading);
    expect(scope).toContain('Permits and inspections in California:');
    expect(scope).toMatch(/^Scope of Work: Water heater replacement and faucet installation\n/);
    // Each item with its own place and the words the request used for it.
    expect(scope).toContain('The contractor will replace the 50-gallon gas water heater in the garage and install the Moen kitchen faucet');
    // Contract text between the parties: no note about whom it was prepared for, no quotation of the request.
    expect(scope).not.toContain('Replace our 50-gallon gas water heater in the garage and install a new Moen kitchen faucet');
    expect(scope).not.toMatch(/Prepared for|As requested|describing the work/);
    expect(scope.split('\n')[2]).toBe('Project overview:');
    expect(scope).toContain('50-gallon');
    expect(scope).toContain('Moen');
    expect(scope).toMatch(/garage and kitchen/);
  });

  it('writes for the persona', () => {
    const job = JOBS.painting!;
    const homeowner = scopeFor(job, 'homeowner').scope;
    const contractor = scopeFor(job, 'contractor').scope;
    const manager = scopeFor(job, 'property-manager').scope;
    expect(homeowner).toContain('at the owner’s home in California');
    expect(contractor).toContain('at the customer’s home in California');
    expect(manager).toContain('at the managed property in California');
    for (const scope of [homeowner, contractor, manager]) expect(scope).not.toMatch(/Prepared for/);
    expect(manager).toMatch(/tenants|occupants/);
    expect(new Set([homeowner, contractor, manager]).size).toBe(3);
  });

  it('gives different trades different steps', () => {
    const work = (text: string) => scopeFor(text).scope.split('Work included:\n')[1]!.split('\n\n')[0]!;
    const plumbing = work(JOBS.plumbing!);
    const roofing = work(JOBS.roofing!);
    const painting = work(JOBS.painting!);
    expect(plumbing).toMatch(/water heater/i);
    expect(plumbing).toMatch(/relief valve/);
    expect(roofing).toMatch(/underlayment/);
    expect(roofing).toMatch(/tear off the existing roofing/i);
    expect(painting).toMatch(/two coats/);
    expect(painting).not.toMatch(/water heater|underlayment/);
    expect(roofing).not.toMatch(/two coats|relief valve/);
    const all = Object.values(JOBS).map(work);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives 4 to 6 tailored suggestions', () => {
    const ca = scopeFor(JOBS.plumbing!, 'homeowner', 'california').suggestions;
    expect(ca.length).toBeGreaterThanOrEqual(4);
    expect(ca.length).toBeLessThanOrEqual(6);
    expect(ca.join('\n')).toMatch(/water heater/);
    expect(ca.join('\n')).toMatch(/California .*license number.*§ 7159/);
    expect(ca.join('\n')).toMatch(/lien waivers/); // homeowner

    const tx = scopeFor(JOBS.roofing!, 'contractor', 'texas').suggestions;
    expect(tx.join('\n')).toMatch(/Texas/);
    expect(tx.join('\n')).toMatch(/change orders/); // contractor
    expect(tx.join('\n')).not.toMatch(/California/);

    const oh = scopeFor('fix a few things', 'property-manager', 'ohio').suggestions;
    expect(oh.join('\n')).toMatch(/Ohio/);
    expect(oh.join('\n')).toMatch(/unit number/); // property manager
    expect(oh.join('\n')).toMatch(/measurements or counts/); // nothing measurable was given
  });

  it('speaks of a rental only when the request or the persona does', () => {
    const said = (text: string, persona: Persona = 'homeowner') =>
      /\brental|\btenant/i.test(scopeFor(text, persona).scope.replace(/“[^”]*”/g, ''));
    expect(said('Replace the 50-gallon water heater unit in the garage')).toBe(false);
    expect(said('Replace the AC unit on the roof')).toBe(false);
    expect(said('Replace the water heater in unit 4B')).toBe(true);
    expect(said('Replace the water heater in our rental house')).toBe(true);
    expect(said('The tenant reports a leaking kitchen faucet')).toBe(true);
    expect(said('Replace the water heater in the garage', 'property-manager')).toBe(true);
    expect(readJobDescription('Replace the water heater unit in the garage').property.rental).toBe(false);
  });

  it('keeps each item in its own place, in the request’s words', () => {
    const facts = readJobDescription('Install 4 GFCI outlets in the kitchen and a Level 2 EV charger in the garage');
    expect(facts.items.map((m) => [m.item.id, m.phrase, m.places.map((p) => p.name)])).toEqual([
      ['outlets', '4 GFCI outlets', ['kitchen']],
      ['ev-charger', 'Level 2 EV charger', ['garage']],
    ]);
    // "hall bathroom" is a bathroom, not a hallway; "under the sink" is a place, not a new sink.
    expect(readJobDescription('Remodel the hall bathroom').places.map((p) => p.id)).toEqual(['bathroom']);
    expect(readJobDescription('Fix the slow drain under the kitchen sink').items.map((m) => m.item.id)).toEqual(['drain']);
  });

  it('is deterministic: the same request gives the same text', () => {
    for (const text of Object.values(JOBS)) {
      expect(scopeFor(text, 'contractor', 'new-york')).toEqual(scopeFor(text, 'contractor', 'new-york'));
    }
  });

  it('never writes placeholders, for any trade, persona or state', () => {
    const personas: Persona[] = ['homeowner', 'contractor', 'property-manager'];
    let i = 0;
    for (const text of [...Object.values(JOBS), 'help', 'We need someone to look at the house']) {
      for (const persona of personas) {
        const s = US_STATES[i++ % US_STATES.length]!;
        const { scope, suggestions } = writeScope({ contractDetails: text, persona, state: s });
        expect(scope, `${text} / ${persona} / ${s.name}`).not.toMatch(PLACEHOLDER);
        for (const tip of suggestions) expect(tip).not.toMatch(PLACEHOLDER);
        expect(scope).toContain(`Permits and inspections in ${s.name}:`);
        expect(suggestions.length).toBeGreaterThanOrEqual(4);
        expect(suggestions.length).toBeLessThanOrEqual(6);
        expect(new Set(suggestions).size).toBe(suggestions.length);
      }
    }
  });

  it('never quotes the description, however long', () => {
    const long = `Replace the kitchen faucet. ${'The old one drips constantly and the handle is loose. '.repeat(40)}`;
    const { scope } = scopeFor(long);
    expect(scope).not.toMatch(/requested: “|The old one drips constantly/);
    expect(scope).toMatch(/^Scope of Work: Faucet replacement\b/);
  });

  it('the built-in adapter logs as homepact-builtin-1 with estimated tokens of its prompt and answer', async () => {
    const ai = createBuiltinAi();
    const r = await ai.generateScope({ contractDetails: JOBS.hvac!, persona: 'homeowner', state: state('florida') });
    expect(ai.model).toBe('homepact-builtin-1');
    expect(r.usage.model).toBe('homepact-builtin-1');
    expect(r.usage.estimated).toBe(true);
    expect(r.usage.promptTokens).toBe(Math.ceil(r.usage.prompt.length / 4));
    expect(r.usage.completionTokens).toBe(Math.ceil(r.usage.response.length / 4));
    expect(r.usage.prompt).toContain(JOBS.hvac);
    expect(r.scope).toContain('Permits and inspections in Florida:');
  });
});
