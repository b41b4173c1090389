import { findState } from '@homepact/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSkeleton, checkAgainstSkeleton } from '../src/domain/skeleton.ts';
import { createBuiltinAi } from '../src/generators/builtin.ts';
import { CA_FORM, finalContractBody } from './fixtures.ts';
import { startAi, type Harness } from './harness.ts';

/**
 * The built-in scope is what most users put into their contract when no
 * OPENAI_API_KEY is set: the clause library must take it as the detailed
 * scope, keep it word for word, and the contract must still pass its own
 * skeleton check.
 */
const AT = new Date('2025-02-01T12:00:00Z');
const JOBS: Array<[string, string]> = [
  ['CA', 'Remodel the hall bathroom: new tub, tile surround and vanity'],
  ['TX', 'Tear off and replace the asphalt shingle roof, about 24 squares'],
  ['FL', 'Replace the pool pump and filter'],
  ['NY', 'Install a Level 2 EV charger in the garage'],
  ['IL', 'Gut and renovate our galley kitchen and move the sink to a new island'],
  ['OH', 'Replace the water heater in the rental unit, the tenant has had no hot water since Monday'],
];

describe('a built-in scope inside the final contract', () => {
  for (const [code, job] of JOBS) {
    it(`${code}: the contract carries the scope verbatim and passes the skeleton check`, async () => {
      const state = findState(code)!;
      const { scope } = await createBuiltinAi().generateScope({ contractDetails: job, persona: 'homeowner', state });
      const form = { ...CA_FORM, homeownerState: code, governingLaw: state.name, serviceDescription: job, aiGeneratedScope: scope };
      const sk = buildSkeleton({ form, scope, generatedAt: AT });
      const { text } = await createBuiltinAi().generateContract({ details: {}, scope, skeleton: sk });
      expect(text).toBe(sk.text);
      expect(text).toContain(`Detailed scope of work:\n${scope}`);
      expect(checkAgainstSkeleton(text, sk)).toEqual({ ok: true, missing: [] });
      // The scope's own section lines do not pose as the contract's numbered headings.
      const headings = text.split('\n').filter((l) => /^\d+\. [A-Z][A-Z ,&'/-]+$/.test(l));
      expect(headings).toEqual(sk.headings);
    });
  }

  describe('through the API', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startAi({ build: { now: () => AT } });
    });
    afterAll(() => h.close());

    it('generate-scope, then generate-final-contract with that scope as the form’s aiGeneratedScope', async () => {
      const scopeRes = await h.request({
        url: '/api/generate-scope',
        body: { contractDetails: JOBS[0]![1], persona: 'homeowner', selectedState: 'california' },
      });
      expect(scopeRes.status).toBe(200);
      const scope: string = scopeRes.body.aiGeneratedScope;
      expect(scope).toMatch(/^Scope of Work: Hall bathroom remodel/);

      const body = finalContractBody({ ...CA_FORM, serviceDescription: JOBS[0]![1], aiGeneratedScope: scope });
      const res = await h.request({ url: '/api/generate-final-contract', body });
      expect(res.status).toBe(200);
      expect(res.body.finalContract).toContain(scope);
      expect(res.body.finalContract).toMatch(/^\d+\. SCOPE OF WORK$/m);
      const log = (await h.logs()).find((l) => l.endpoint === '/api/generate-final-contract')!;
      expect(log.metadata).toMatchObject({ usedClauseLibraryText: true, state: 'CA' });
    });
  });
});
