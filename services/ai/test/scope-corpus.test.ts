import { findState, US_STATES } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import { readJobDescription } from '../src/domain/job-description.ts';
import { writeScope, type Persona } from '../src/domain/write-scope.ts';
import { CORPUS, PRINCIPAL_JOBS, RENTAL_WORDS } from './scope-corpus.ts';

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

/** The lines of the Work included section, without their bullets. */
const workLines = (scope: string) =>
  scope
    .split('Work included:\n')[1]!
    .split('\n\n')[0]!
    .split('\n')
    .map((l) => l.replace(/^- /, ''));
/** The name a Work included line starts with ("Shaker cabinets (kitchen): install ..."), lower case; "" when it names nothing. */
const nameOf = (line: string) => (/^([^:]{2,80}): /.exec(line)?.[1] ?? '').toLowerCase();
const INSTALLING = /\b(?:install|set|lay|build|hang|mount|pour|template|place|fit)\b/i;
const REMOVING = /\b(?:remove|tear (?:out|off)|demolish|take out)\b/i;

/** Text about the document or to its writer, which has no place in a signed contract. */
const META =
  /\bPrepared (?:for|by)\b|describing the work|\bAs requested\b|before signing\b|\b(?:in|by) the request\b|\bthe request (?:names|says|asks|dates)\b|\bthis (?:draft|document) (?:is|was)\b/i;
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
/** Quotations in the scope that repeat the person's description (a sentence or more of it). */
function quotesOf(scope: string, job: string): string[] {
  const said = words(job);
  return [...scope.matchAll(/[“"]([^”"]+)[”"]/g)].map((m) => m[1]!).filter((q) => words(q).length >= 12 && said.includes(words(q)));
}

describe('the scope names the job the person described, and every new thing in it', () => {
  it('covers at least 12 jobs across the trades people describe this way', () => {
    expect(PRINCIPAL_JOBS.length).toBeGreaterThanOrEqual(12);
    const trades = new Set(PRINCIPAL_JOBS.map((c) => c.trade));
    for (const t of [
      'decking',
      'kitchen-remodel',
      'bathroom-remodel',
      'roofing',
      'hvac',
      'plumbing',
      'fencing',
      'windows-doors',
      'painting',
      'electrical',
      'flooring',
      'siding',
    ] as const)
      expect(trades.has(t), t).toBe(true);
  });

  for (const c of PRINCIPAL_JOBS) {
    it(`${c.trade} [${c.state}]: ${c.job}`, () => {
      const state = findState(c.state)!;
      const { scope } = writeScope({ contractDetails: c.job, persona: 'homeowner', state });
      expect(readJobDescription(c.job).trade.id).toBe(c.trade);

      const first = scope.split('\n')[0]!;
      expect(first.startsWith('Scope of Work: '), first).toBe(true);
      const headline = first.slice('Scope of Work: '.length);
      expect(headline).toMatch(c.headline);
      for (const w of c.notInHeadline) expect(headline.toLowerCase(), `"${w}" is not the principal job`).not.toContain(w.toLowerCase());

      const work = workLines(scope);
      for (const w of c.installs) {
        // The line that names it, and the item's lines after it up to the next named line.
        const blocks = work
          .map((l, i) => ({ l, i }))
          .filter(({ l }) => nameOf(l).includes(w.toLowerCase()))
          .map(({ i }) => {
            const rest = work.slice(i + 1);
            const next = rest.findIndex((l) => nameOf(l) !== '');
            return [work[i]!, ...(next < 0 ? rest : rest.slice(0, next))].join(' ');
          });
        // Or a step that installs it by name ("Install the lockset and deadbolt").
        const steps = work.filter(
          (l) => l.toLowerCase().includes(w.toLowerCase()) && /^(?:[^:]*: )?(?:install|set|lay|build|hang|mount)\b/i.test(l),
        );
        expect(
          blocks.some((b) => INSTALLING.test(b.slice(b.indexOf(': ')))) || steps.length > 0,
          `Work included installs "${w}":\n${work.join('\n')}`,
        ).toBe(true);
      }
      for (const w of c.removes)
        expect(
          work.some((l) => nameOf(l).includes(w.toLowerCase()) && REMOVING.test(l.slice(l.indexOf(': ')))),
          `Work included removes "${w}":\n${work.join('\n')}`,
        ).toBe(true);
    });
  }
});

describe('the scope reads as contract text between the parties', () => {
  const cases: Array<{ job: string; state: string; persona: Persona }> = [
    ...CORPUS.map((c) => ({ job: c.job, state: c.state, persona: c.persona ?? 'homeowner' })),
    ...PRINCIPAL_JOBS.map((c) => ({ job: c.job, state: c.state, persona: 'contractor' as const })),
  ];
  it('has no line about the document or its writer, and never quotes the description', () => {
    for (const [i, c] of cases.entries()) {
      const persona: Persona = (['homeowner', 'contractor', 'property-manager'] as const)[i % 3]!;
      for (const p of new Set([c.persona, persona])) {
        const { scope } = writeScope({ contractDetails: c.job, persona: p, state: findState(c.state)! });
        const meta = scope.split('\n').filter((l) => META.test(l));
        expect(meta, `${c.job} (${p})`).toEqual([]);
        expect(quotesOf(scope, c.job), `${c.job} (${p})`).toEqual([]);
        // Nor repeats it as a line of its own.
        expect(scope.split('\n').filter((l) => words(l) === words(c.job))).toEqual([]);
      }
    }
  });
});
