import { findState, US_STATES } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import { readJobDescription } from '../src/domain/job-description.ts';
import { writeScope, type Persona } from '../src/domain/write-scope.ts';
import { CORPUS, RENTAL_WORDS } from './scope-corpus.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A forbidden term as a word or the start of one ("tenant" also catches "tenants"). */
const termRe = (term: string) => new RegExp(`(?<![\\w-])${escape(term)}`, 'i');

const SECTIONS = [
  'Project overview:',
  'Work included:',
  'Materials:',
  'Exclusions:',
  'Site protection and clean-up:',
  'Schedule assumptions:',
  'Completion criteria:',
];

/** Checks every scope must pass, whatever the job. */
function genericProblems(scope: string): string[] {
  const problems: string[] = [];
  for (const [name, re] of [
    ['undefined', /\bundefined\b/],
    ['null', /\bnull\b/i],
    ['NaN', /\bNaN\b/],
    ['TODO', /\bTODO\b|\bTBD\b|\bFIXME\b/],
    ['lorem', /lorem|ipsum/i],
    ['double space', / {2}/],
    ['unfilled placeholder', /\{[^}]*\}|\[[^\]]*\]|<[a-z_ ]+>/i],
    ['[object Object]', /\[object Object\]/],
    ['empty bullet', /^- *$/m],
    ['doubled word', /\b(\w+) \1\b/i],
    ['space before punctuation', / [.,;:]/],
  ] as const) {
    if (re.test(scope)) problems.push(`${name}: ${scope.split('\n').find((l) => re.test(l)) ?? ''}`);
  }
  return problems;
}

describe('built-in scope corpus', () => {
  it('has at least 60 jobs across the trades and states the brief names', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    const trades = new Set(CORPUS.map((c) => c.trade));
    expect(trades.size).toBeGreaterThanOrEqual(25);
    const states = new Set(CORPUS.map((c) => c.state));
    for (const s of ['CA', 'TX', 'FL', 'NY', 'IL']) expect(states.has(s), s).toBe(true);
    expect(states.size).toBeGreaterThanOrEqual(15);
    for (const c of CORPUS) expect(findState(c.state), c.state).toBeTruthy();
  });

  for (const c of CORPUS) {
    const persona: Persona = c.persona ?? 'homeowner';
    it(`${c.trade} [${c.state}${c.persona ? `, ${c.persona}` : ''}]: ${c.job}`, () => {
      const state = findState(c.state)!;
      const { scope, suggestions } = writeScope({ contractDetails: c.job, persona, state });
      expect(readJobDescription(c.job, persona).trade.id).toBe(c.trade);

      for (const heading of SECTIONS) expect(scope).toContain(heading);
      expect(scope).toContain(`Permits and inspections in ${state.name}:`);
      const lower = scope.toLowerCase();
      for (const m of c.mentions) expect(lower, `mentions "${m}"`).toContain(m.toLowerCase());
      // Forbidden terms are checked outside the quotation of the request, which is the user's own words.
      const written = scope.replace(/“[^”]*”/g, '“…”');
      for (const f of c.forbidden) {
        const line = written.split('\n').find((l) => termRe(f).test(l));
        expect(line, `"${f}" does not belong in this job`).toBeUndefined();
      }
      // No rental words unless the request or the persona is about a rented property.
      const rentalAllowed = persona === 'property-manager' || RENTAL_WORDS.some((w) => termRe(w).test(c.job));
      expect(rentalAllowed ? [] : RENTAL_WORDS.filter((w) => termRe(w).test(written))).toEqual([]);

      expect(genericProblems(scope)).toEqual([]);
      expect(suggestions.length).toBeGreaterThanOrEqual(4);
      expect(suggestions.length).toBeLessThanOrEqual(6);
      for (const tip of suggestions) expect(genericProblems(tip)).toEqual([]);
    });
  }

  it('writes each job differently: no two jobs share a Work included section', () => {
    const works = CORPUS.map((c) => {
      const { scope } = writeScope({ contractDetails: c.job, persona: c.persona ?? 'homeowner', state: findState(c.state)! });
      return scope.split('Work included:\n')[1]!.split('\n\n')[0]!;
    });
    expect(new Set(works).size).toBe(works.length);
  });

  it('is deterministic and fast: the same request gives the same text, in under 5 ms of CPU', () => {
    const personas: Persona[] = ['homeowner', 'contractor', 'property-manager'];
    // Warm up (the catalog's patterns are compiled on first use).
    for (const c of CORPUS) writeScope({ contractDetails: c.job, persona: 'homeowner', state: US_STATES[0]! });
    const requests = CORPUS.map((c, i) => ({ contractDetails: c.job, persona: personas[i % 3]!, state: US_STATES[i % US_STATES.length]! }));
    const first = requests.map((r) => writeScope(r));
    // CPU time rather than wall time: the test machine is shared, and waiting for a core is not the writer's cost.
    const rounds = 3;
    const before = process.cpuUsage();
    for (let k = 0; k < rounds; k++) requests.forEach((r, i) => expect(writeScope(r)).toEqual(first[i]));
    const used = process.cpuUsage(before);
    const perScopeMs = (used.user + used.system) / 1000 / (rounds * requests.length);
    expect(perScopeMs).toBeLessThan(5);
  });

  it('keeps a scope from a 5,000-character request within what a contract holds (50,000 characters)', () => {
    const long = CORPUS.map((c) => c.job)
      .join(' and ')
      .slice(0, 5000);
    const { scope } = writeScope({ contractDetails: long, persona: 'contractor', state: findState('CA')! });
    expect(scope.length).toBeLessThan(50_000);
    expect(genericProblems(scope.replace(/“[^”]*”/g, '“…”'))).toEqual([]);
  });
});
