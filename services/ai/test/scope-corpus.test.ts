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
      if (persona !== 'property-manager' && !RENTAL_WORDS.some((w) => termRe(w).test(c.job)))
        for (const w of RENTAL_WORDS) expect(written, `"${w}"`).not.toMatch(termRe(w));

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

  it('is deterministic and fast: the same request gives the same text, in under 5 ms', () => {
    const personas: Persona[] = ['homeowner', 'contractor', 'property-manager'];
    // Warm up (the catalog is compiled on first use).
    for (const c of CORPUS) writeScope({ contractDetails: c.job, persona: 'homeowner', state: US_STATES[0]! });
    const times: number[] = [];
    CORPUS.forEach((c, i) => {
      const req = { contractDetails: c.job, persona: personas[i % 3]!, state: US_STATES[i % US_STATES.length]! };
      const t0 = performance.now();
      const first = writeScope(req);
      times.push(performance.now() - t0);
      expect(writeScope(req)).toEqual(first);
    });
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    // The median on a shared, busy machine; the budget is 5 ms per scope.
    expect(median).toBeLessThan(5);
  });
});
