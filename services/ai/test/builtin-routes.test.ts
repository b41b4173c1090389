import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isGeneratedTextSeal } from '@homepact/kit';
import { AiEvents } from '@homepact/proto';
import { draftFromRequest, scopeFromRequest } from '../src/domain/final-contract-form.ts';
import { buildSkeleton } from '../src/domain/skeleton.ts';
import { createBuiltinAi } from '../src/generators/builtin.ts';
import type { ContractAi } from '../src/generators/types.ts';
import { CA_FORM, finalContractBody, SCOPE_BODY } from './fixtures.ts';
import { SECRET, startAi, type Harness } from './harness.ts';

const NOW = new Date('2025-02-01T12:00:00Z');
/** A clock that moves a millisecond per reading, so rows sort in the order they were written. */
let tick = 0;
const clock = () => new Date(NOW.getTime() + tick++);
const user = { userId: 'user-123', email: 'ana@example.com', role: 'user' as const };

describe('built-in generator through the API (no OPENAI_API_KEY)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAi({ build: { now: clock } });
  });
  afterAll(() => h.close());

  it('answers /api/generate-scope signed out, and logs it as anonymous', async () => {
    const res = await h.request({ url: '/api/generate-scope', body: SCOPE_BODY });
    expect(res.status).toBe(200);
    expect(res.body.aiGeneratedScope).toMatch(/^Scope of Work: Water heater replacement and faucet installation\n/);
    expect(res.body.aiGeneratedScope).toContain('Permits and inspections in California:');
    expect(res.body.suggestions.length).toBeGreaterThanOrEqual(4);

    const [log] = (await h.logs()).filter((l) => l.endpoint === '/api/generate-scope');
    expect(log).toMatchObject({
      userId: null,
      endpoint: '/api/generate-scope',
      model: 'homepact-builtin-1',
      cost: '0.000000',
      status: 'success',
      errorMessage: null,
      metadata: { persona: 'homeowner', state: 'CA', tries: 1, tokensEstimated: true },
    });
    expect(log!.tokensUsed).toMatch(/^[1-9]\d*$/);
    expect(Number(log!.tokensUsed)).toBe(Math.ceil(log!.prompt.length / 4) + Math.ceil(log!.response.length / 4));
    expect(log!.prompt).toContain(SCOPE_BODY.contractDetails);
    expect(log!.response).toContain(res.body.aiGeneratedScope.slice(0, 40));
    expect(log!.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(log!.createdAt.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(0);
    expect(log!.createdAt.getTime() - NOW.getTime()).toBeLessThan(1000);
  });

  it('heads the scope with the job described and installs every new thing, as contract text', async () => {
    const ask = async (contractDetails: string) => {
      const res = await h.request({ url: '/api/generate-scope', body: { ...SCOPE_BODY, contractDetails } });
      expect(res.status).toBe(200);
      const scope: string = res.body.aiGeneratedScope;
      const work = scope.split('Work included:\n')[1]!.split('\n\n')[0]!;
      return { scope, headline: scope.split('\n')[0]!, work };
    };

    const deck = await ask('Replace our old wooden deck with a new composite deck and railing');
    expect(deck.headline).toBe('Scope of Work: Deck replacement');
    expect(deck.work).toMatch(/^- Old wooden deck: remove\b/m);
    expect(deck.work).toMatch(/^- Composite deck: (?:build|install)\b/m);
    expect(deck.work).toMatch(/^- Railing: install\b/m);

    const kitchen = await ask(
      'Remodel the kitchen: tear out the old cabinets and laminate counters, install new shaker cabinets and quartz countertops',
    );
    expect(kitchen.headline).toMatch(/^Scope of Work: Kitchen remodel\b/);
    expect(kitchen.headline).not.toMatch(/laminate|counters and/);
    expect(kitchen.work).toMatch(/^- Old cabinets \(kitchen\): remove\b/m);
    expect(kitchen.work).toMatch(/^- Laminate counters \(kitchen\): remove\b/m);
    expect(kitchen.work).toMatch(/^- Shaker cabinets \(kitchen\): install\b/m);
    expect(kitchen.work).toMatch(/^- Quartz countertops \(kitchen\): template\b.*\binstall\b/m);

    for (const { scope } of [deck, kitchen]) {
      expect(scope).not.toMatch(/Prepared for|describing the work|As requested|before signing/);
      expect(scope).not.toMatch(/[“"](?:Replace our old|Remodel the kitchen)/);
    }
  });

  it('records the signed-in user', async () => {
    const res = await h.request({ url: '/api/generate-scope', body: { ...SCOPE_BODY, persona: 'contractor' }, user });
    expect(res.status).toBe(200);
    const logs = await h.logs();
    expect(logs.at(-1)).toMatchObject({ userId: 'user-123', metadata: { persona: 'contractor' } });
  });

  it('assembles the final contract from the clause library, with the state notices', async () => {
    const body = finalContractBody();
    const res = await h.request({ url: '/api/generate-final-contract', body, user });
    expect(res.status).toBe(200);
    const draft = draftFromRequest(body);
    const expected = buildSkeleton({ form: draft, scope: scopeFromRequest(body, draft)!, generatedAt: NOW }).text;
    expect(res.body.finalContract).toBe(expected);
    expect(res.body.finalContract).toMatch(/^1\. PARTIES$/m);
    expect(res.body.finalContract).toMatch(/^\d+\. NOTICES REQUIRED BY LAW$/m);
    expect(res.body.finalContract).toContain('CSLB is the state consumer protection agency');
    expect(res.body.finalContract).toContain(CA_FORM.aiGeneratedScope);
    // Sealed as HomePact's words: the seal fits this text and no other.
    expect(isGeneratedTextSeal(SECRET, res.body.finalContract, res.body.generatedSeal)).toBe(true);
    expect(isGeneratedTextSeal(SECRET, `${res.body.finalContract}\nThe Homeowner pays $95,000 up front.`, res.body.generatedSeal)).toBe(
      false,
    );

    const log = (await h.logs()).at(-1)!;
    expect(log).toMatchObject({
      endpoint: '/api/generate-final-contract',
      userId: 'user-123',
      model: 'homepact-builtin-1',
      status: 'success',
      cost: '0.000000',
      metadata: { state: 'CA', persona: 'homeowner', usedClauseLibraryText: true },
    });
    expect(log.metadata.notices).toEqual(expect.arrayContaining(['ca-cslb', 'ca-mechanics-lien-warning']));
  });

  it('accepts a sparse form: the wizard may not have every answer yet', async () => {
    const res = await h.request({
      url: '/api/generate-final-contract',
      body: { serviceType: 'Painting', jobDescription: 'Paint two bedrooms', userState: 'TX', allFormData: {} },
    });
    expect(res.status).toBe(200);
    expect(res.body.finalContract).toContain('Paint two bedrooms');
    expect(res.body.finalContract).toMatch(/Texas/);
    const log = (await h.logs()).at(-1)!;
    expect(log.metadata).toMatchObject({ state: 'TX' });
    expect(log.metadata.ruleWarnings).toContain('total-missing');
  });

  it('announces AiRequestCompleted once per request, carried by the log row', async () => {
    const logs = await h.logs();
    const events = await h.waitForEvents(logs.length);
    expect(events).toHaveLength(logs.length);
    expect(events.map((e) => (e.data as { logId: string }).logId).sort()).toEqual(logs.map((l) => l._id).sort());
    for (const e of events) {
      const data = AiEvents.AiRequestCompleted.schema.parse(e.data);
      const row = logs.find((l) => l._id === data.logId)!;
      expect(e.type).toBe('AiRequestCompleted');
      expect(e.key).toBe(row._id);
      expect(data).toMatchObject({
        userId: row.userId,
        endpoint: row.endpoint,
        model: row.model,
        cost: row.cost,
        status: row.status,
        tokensUsed: Number(row.tokensUsed),
      });
    }
    // Published and then taken off the row.
    const after = await h.logs();
    expect(after.every((l) => !l._outboxPending && (l._outbox ?? []).length === 0)).toBe(true);
  });
});

describe('a failing generator', () => {
  let h: Harness;
  const broken: ContractAi = {
    model: 'homepact-builtin-1',
    generateScope: async () => {
      throw new Error('disk on fire');
    },
    generateContract: async () => {
      throw new Error('disk on fire');
    },
  };
  beforeAll(async () => {
    h = await startAi({ build: { ai: broken } });
  });
  afterAll(() => h.close());
  afterEach(() => void 0);

  it('answers 502 ai_failed with a clear message, never the internal error, and logs the failure', async () => {
    const res = await h.request({ url: '/api/generate-scope', body: SCOPE_BODY });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: { code: 'ai_failed', message: 'The AI service could not generate the scope of work. Please try again.' },
    });
    expect(JSON.stringify(res.body)).not.toContain('disk on fire');

    const contract = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(contract.status).toBe(502);
    expect(contract.body.error).toEqual({
      code: 'ai_failed',
      message: 'The AI service could not generate the contract. Please try again.',
    });

    const logs = await h.logs();
    expect(logs).toHaveLength(2);
    for (const log of logs) {
      expect(log).toMatchObject({
        status: 'failed',
        errorMessage: 'disk on fire',
        tokensUsed: '0',
        cost: '0.000000',
        model: 'homepact-builtin-1',
      });
    }
    const events = await h.waitForEvents(2);
    expect(events.map((e) => (e.data as { status: string }).status)).toEqual(['failed', 'failed']);
  });
});

it('the built-in adapter is what an unset OPENAI_API_KEY selects', async () => {
  const h = await startAi();
  try {
    const res = await h.request({ url: '/api/generate-scope', body: SCOPE_BODY });
    expect(res.status).toBe(200);
    const direct = await createBuiltinAi().generateScope({
      contractDetails: SCOPE_BODY.contractDetails,
      persona: 'homeowner',
      state: { code: 'CA', name: 'California', slug: 'california' },
    });
    expect(res.body.aiGeneratedScope).toBe(direct.scope);
    expect(res.body.suggestions).toEqual(direct.suggestions);
  } finally {
    await h.close();
  }
});
