import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, errorAnswer, scopeAnswer, startFakeOpenAi, type FakeOpenAi, type Recorded } from './fake-openai.ts';
import { CA_FORM, finalContractBody, SCOPE_BODY } from './fixtures.ts';
import { isGenerationSeal } from '@homepact/kit';
import { GenerationRecordSchema } from '@homepact/proto';
import { SECRET, startAi, type Harness } from './harness.ts';

const KEY = 'sk-test-homepact-0123456789';
const SCOPE_FAILED = { error: { code: 'ai_failed', message: 'The AI service could not generate the scope of work. Please try again.' } };
const GOOD_SCOPE =
  'Scope of Work: Water heater and faucet\n\nWork included:\n- Replace the 50-gallon gas water heater in the garage.\n- Install the Moen kitchen faucet.';
const GOOD_TIPS = [
  'Add the water heater model number.',
  'Add the contractor license number (Bus. & Prof. Code § 7159).',
  'Add a start date.',
  'Ask for lien waivers.',
];

let fake: FakeOpenAi;
let h: Harness;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  h = await startAi({ env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-4o-mini', OPENAI_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

let logsBefore = 0;
beforeEach(async () => {
  fake.reset();
  h.sleeps.length = 0;
  logsBefore = (await h.logs()).length;
});

/** The rows written by the current test. */
const newLogs = async () => (await h.logs()).slice(logsBefore);
const scope = () => h.request({ url: '/api/generate-scope', body: SCOPE_BODY });

describe('OpenAI adapter against an OpenAI-compatible server on loopback', () => {
  it('sends a chat completion with the model, the prompt, a strict JSON schema and the bearer key', async () => {
    fake.reply(scopeAnswer(GOOD_SCOPE, GOOD_TIPS));
    const res = await scope();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ aiGeneratedScope: GOOD_SCOPE, suggestions: GOOD_TIPS });

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.headers['content-type']).toMatch(/application\/json/);
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.stream).toBeFalsy();
    expect(req.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(req.body.messages[1].content).toContain(SCOPE_BODY.contractDetails);
    expect(req.body.messages[1].content).toContain('California');
    expect(req.body.messages[1].content).toContain('homeowner');
    expect(req.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'scope_of_work',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            scope: expect.objectContaining({ type: 'string' }),
            suggestions: expect.objectContaining({ type: 'array', items: { type: 'string' } }),
          },
          required: ['scope', 'suggestions'],
          additionalProperties: false,
        },
      },
    });
  });

  it('asks for contract text naming the principal job, and strips notes about the document or quotes of the request', async () => {
    const answer = [
      'Scope of Work: Water heater replacement and faucet installation',
      '',
      'Prepared for: the homeowner, describing the work they want done at their home in California, to be agreed with the contractor before signing.',
      '',
      'Project overview:',
      `- As requested: “${SCOPE_BODY.contractDetails}”.`,
      '- The contractor will replace the 50-gallon gas water heater in the garage and install the Moen kitchen faucet.',
      '',
      'Work included:',
      '- Replace the 50-gallon gas water heater in the garage.',
      '- Install the Moen kitchen faucet.',
    ].join('\n');
    fake.reply(scopeAnswer(answer, GOOD_TIPS));
    const res = await scope();
    expect(res.status).toBe(200);
    expect(res.body.aiGeneratedScope).toBe(
      [
        'Scope of Work: Water heater replacement and faucet installation',
        '',
        'Project overview:',
        '- The contractor will replace the 50-gallon gas water heater in the garage and install the Moen kitchen faucet.',
        '',
        'Work included:',
        '- Replace the 50-gallon gas water heater in the garage.',
        '- Install the Moen kitchen faucet.',
      ].join('\n'),
    );
    const system: string = fake.requests[0]!.body.messages[0].content;
    expect(system).toMatch(/principal job/);
    expect(system).toMatch(/its own line under Work included/);
    expect(system).toMatch(/Do not write who the scope is prepared for/);
    expect(system).toMatch(/do not quote the request/);
    // The log keeps the answer as the model gave it.
    expect(JSON.parse((await newLogs())[0]!.response).scope).toBe(answer);
  });

  it('refuses an answer that is only notes about the document', async () => {
    fake.reply(
      scopeAnswer(
        `Prepared for: the homeowner, describing the work they want done.\nAs requested: “${SCOPE_BODY.contractDetails}”.\nHere is the scope of work you asked for.`,
        GOOD_TIPS,
      ),
    );
    const res = await scope();
    expect(res.status).toBe(502);
    expect((await newLogs())[0]!.errorMessage).toMatch(/notes about the document/);
  });

  it('logs the tokens the server reported and their exact cost from the price table', async () => {
    fake.reply(scopeAnswer(GOOD_SCOPE, GOOD_TIPS, { promptTokens: 1000, completionTokens: 500, model: 'gpt-4o-mini-2024-07-18' }));
    expect((await scope()).status).toBe(200);
    const [log] = await newLogs();
    expect(log).toMatchObject({
      userId: null,
      endpoint: '/api/generate-scope',
      model: 'gpt-4o-mini-2024-07-18',
      tokensUsed: '1500',
      cost: '0.000450',
      status: 'success',
      errorMessage: null,
      metadata: { persona: 'homeowner', state: 'CA', tries: 1, promptTokens: 1000, completionTokens: 500, tokensEstimated: false },
    });
    expect(log!.prompt).toContain(SCOPE_BODY.contractDetails);
    expect(JSON.parse(log!.response)).toEqual({ scope: GOOD_SCOPE, suggestions: GOOD_TIPS });
    expect(log!.prompt).not.toContain(KEY);
  });

  it('estimates tokens when the server reports none', async () => {
    fake.reply(scopeAnswer(GOOD_SCOPE, GOOD_TIPS, { usage: false }));
    expect((await scope()).status).toBe(200);
    const [log] = await newLogs();
    expect(log!.metadata).toMatchObject({ tokensEstimated: true });
    expect(Number(log!.tokensUsed)).toBeGreaterThan(0);
  });

  it('retries a 429, waiting as long as Retry-After says, and records the tries', async () => {
    fake.reply(errorAnswer(429, 'Rate limit reached', { 'retry-after': '1' }), scopeAnswer(GOOD_SCOPE, GOOD_TIPS));
    const res = await scope();
    expect(res.status).toBe(200);
    expect(res.body.aiGeneratedScope).toBe(GOOD_SCOPE);
    expect(fake.requests).toHaveLength(2);
    expect(h.sleeps).toEqual([1000]);
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'success', metadata: { tries: 2 }, tokensUsed: '1500', cost: '0.000450' });
  });

  it('gives up after three 500s: 502 with a clear message, and a failed row with the error', async () => {
    fake.reply(
      errorAnswer(500, 'The server had an error'),
      errorAnswer(500, 'The server had an error'),
      errorAnswer(500, 'The server had an error'),
    );
    const res = await scope();
    expect(res.status).toBe(502);
    expect(res.body).toEqual(SCOPE_FAILED);
    expect(fake.requests).toHaveLength(3);
    expect(h.sleeps).toHaveLength(2);
    // Exponential backoff with jitter: the second wait is drawn from a range twice as high.
    expect(h.sleeps[0]).toBeGreaterThanOrEqual(250);
    expect(h.sleeps[0]).toBeLessThanOrEqual(500);
    expect(h.sleeps[1]).toBeGreaterThanOrEqual(500);
    expect(h.sleeps[1]).toBeLessThanOrEqual(1000);
    const [log] = await newLogs();
    expect(log).toMatchObject({
      status: 'failed',
      model: 'gpt-4o-mini',
      tokensUsed: '0',
      cost: '0.000000',
      metadata: { tries: 3, errorKind: 'upstream' },
    });
    expect(log!.errorMessage).toMatch(/HTTP 500.*The server had an error.*after 3 tries/);
  });

  it('does not retry a request the server refuses (400), and fails it', async () => {
    fake.reply(errorAnswer(400, "Invalid schema for response_format 'scope_of_work'"));
    const res = await scope();
    expect(res.status).toBe(502);
    expect(fake.requests).toHaveLength(1);
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'failed', metadata: { tries: 1 } });
    expect(log!.errorMessage).toMatch(/HTTP 400/);
  });

  it('treats a malformed answer as a failure, and still logs the tokens it cost', async () => {
    fake.reply(completion('Sure! Here is your scope of work: ...'));
    const res = await scope();
    expect(res.status).toBe(502);
    expect(res.body).toEqual(SCOPE_FAILED);
    expect(fake.requests).toHaveLength(1);
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'failed', tokensUsed: '1500', cost: '0.000450', metadata: { errorKind: 'bad_answer', tries: 1 } });
    expect(log!.errorMessage).toMatch(/not JSON/);
    expect(log!.response).toBe('Sure! Here is your scope of work: ...');
  });

  it('rejects JSON that does not match the schema', async () => {
    fake.reply(completion(JSON.stringify({ scope: GOOD_SCOPE })), completion(JSON.stringify({ scope: 'ok', suggestions: ['a'] })));
    expect((await scope()).status).toBe(502);
    expect((await scope()).status).toBe(502);
    const logs = await newLogs();
    expect(logs.map((l) => l.status)).toEqual(['failed', 'failed']);
    expect(logs[0]!.errorMessage).toMatch(/suggestions/);
    expect(logs[1]!.errorMessage).toMatch(/scope is empty or too short/);
  });

  it('rejects an answer cut off at the token limit', async () => {
    fake.reply(scopeAnswer(GOOD_SCOPE, GOOD_TIPS, { finishReason: 'length' }));
    expect((await scope()).status).toBe(502);
    expect((await newLogs())[0]!.errorMessage).toMatch(/cut off/);
  });

  it('retries a timeout and fails after three', async () => {
    const slow = { ...scopeAnswer(GOOD_SCOPE, GOOD_TIPS), delayMs: 2_000 };
    fake.reply(slow, slow, slow);
    const res = await scope();
    expect(res.status).toBe(502);
    expect(fake.requests).toHaveLength(3);
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'failed', metadata: { tries: 3 } });
    expect(log!.errorMessage).toMatch(/did not answer in time.*after 3 tries/);
  });

  it('publishes AiRequestCompleted once per request, failed ones included', async () => {
    const all = await h.logs();
    const events = await h.waitForEvents(all.length);
    expect(events).toHaveLength(all.length);
    expect(new Set(events.map((e) => (e.data as { logId: string }).logId)).size).toBe(all.length);
    const statuses = events.map((e) => (e.data as { status: string }).status);
    expect(statuses).toContain('failed');
    expect(statuses).toContain('success');
  });
});

/** The skeleton the service sent, cut out of the prompt. */
const skeletonOf = (req: Recorded): string => {
  const user: string = req.body.messages[1].content;
  return user.slice(user.indexOf('<<<CONTRACT\n') + '<<<CONTRACT\n'.length, user.lastIndexOf('\nCONTRACT>>>'));
};

describe('final contract through OpenAI', () => {
  const IMPROVED =
    'Scope of Work: Replace the gas water heater\n\nWork included:\n- Drain, disconnect and haul away the old 50-gallon tank.\n- Install the new tank with a new temperature and pressure relief valve.';

  it('sends the clause library contract as the skeleton and keeps the model’s improved scope', async () => {
    fake.reply((req) =>
      completion(skeletonOf(req).replace(CA_FORM.aiGeneratedScope, IMPROVED), { promptTokens: 4000, completionTokens: 3000 }),
    );
    const res = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(res.status).toBe(200);
    expect(res.body.finalContract).toContain(IMPROVED);
    expect(res.body.finalContract).not.toContain(CA_FORM.aiGeneratedScope);
    expect(res.body.finalContract).toMatch(/^1\. PARTIES$/m);
    expect(res.body.finalContract).toContain('CSLB is the state consumer protection agency');

    const req = fake.requests[0]!;
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.response_format).toBeUndefined();
    const user: string = req.body.messages[1].content;
    expect(user).toContain('ca-cslb');
    expect(skeletonOf(req)).toMatch(/^\d+\. NOTICES REQUIRED BY LAW$/m);
    expect(skeletonOf(req)).toContain(CA_FORM.aiGeneratedScope);

    const [log] = await newLogs();
    // gpt-4o-mini: 4000 x $0.15 + 3000 x $0.60 per 1M = $0.0024
    expect(log).toMatchObject({
      endpoint: '/api/generate-final-contract',
      status: 'success',
      tokensUsed: '7000',
      cost: '0.002400',
      metadata: { usedClauseLibraryText: false, state: 'CA' },
    });
    expect(log!.metadata.fallbackReason).toBeUndefined();

    // What wrote each section: the model the reworded scope (with its response id), the clause library the rest.
    const generation = GenerationRecordSchema.parse(res.body.generation);
    expect(generation).toMatchObject({ model: 'gpt-4o-mini-2024-07-18', responseId: 'chatcmpl-test', fallbackReason: null });
    const by = new Map(generation.sections.map((s) => [s.section, s]));
    expect(by.get('SCOPE OF WORK')).toMatchObject({
      writer: 'ai',
      name: 'gpt-4o-mini-2024-07-18',
      responseId: 'chatcmpl-test',
      version: null,
    });
    expect(by.get('PARTIES')).toMatchObject({
      writer: 'builtin',
      name: 'HomePact clause library',
      version: 'homepact-builtin-1',
      responseId: null,
    });
    expect(generation.sections.filter((s) => s.writer === 'ai').map((s) => s.section)).toEqual(['SCOPE OF WORK']);
    expect(log!.metadata).toMatchObject({ generationId: generation.generationId, responseId: 'chatcmpl-test' });
    // Sealed with the text, and the seal survives the JSON round trip to contracts.
    expect(isGenerationSeal(SECRET, res.body.finalContract, generation, res.body.generationSeal)).toBe(true);
    expect(isGenerationSeal(SECRET, res.body.finalContract, { ...generation, responseId: 'chatcmpl-other' }, res.body.generationSeal)).toBe(
      false,
    );
  });

  it('falls back to the clause library text when the model drops or rewords a required notice, and says why', async () => {
    let skeleton = '';
    fake.reply((req) => {
      skeleton = skeletonOf(req);
      return completion(
        skeleton.replace(CA_FORM.aiGeneratedScope, IMPROVED).replace('CSLB is the state consumer protection agency', 'CSLB is an agency'),
      );
    });
    const res = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(res.status).toBe(200);
    expect(res.body.finalContract).toBe(skeleton);
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'success', metadata: { usedClauseLibraryText: true } });
    expect(log!.metadata.fallbackReason).toMatch(/NOTICES REQUIRED BY LAW: "CSLB is the state consumer protection agency/);
    // The model's answer was not used: every section is the clause library's.
    expect(res.body.generation.fallbackReason).toMatch(/NOTICES REQUIRED BY LAW/);
    expect(res.body.generation.sections.every((s: { writer: string }) => s.writer === 'builtin')).toBe(true);
  });

  it('falls back when a heading is lost, and accepts a Markdown fence around an otherwise good answer', async () => {
    fake.reply(
      (req) => completion(skeletonOf(req).replace(/^1\. PARTIES$/m, 'PARTIES')),
      (req) => completion('```text\n' + skeletonOf(req).replace(CA_FORM.aiGeneratedScope, IMPROVED) + '\n```'),
    );
    const lost = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(lost.body.finalContract).toContain(CA_FORM.aiGeneratedScope);
    const fenced = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(fenced.body.finalContract).toContain(IMPROVED);
    expect(fenced.body.finalContract).not.toContain('```');
    const logs = await newLogs();
    expect(logs[0]!.metadata.fallbackReason).toMatch(/heading "1\. PARTIES"/);
    expect(logs[1]!.metadata.fallbackReason).toBeUndefined();
  });

  it('fails with 502 when the model server is down', async () => {
    fake.reply(errorAnswer(503, 'overloaded'), errorAnswer(503, 'overloaded'), errorAnswer(503, 'overloaded'));
    const res = await h.request({ url: '/api/generate-final-contract', body: finalContractBody() });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'ai_failed', message: 'The AI service could not generate the contract. Please try again.' });
    const [log] = await newLogs();
    expect(log).toMatchObject({ status: 'failed', metadata: { tries: 3, state: 'CA' } });
  });
});

it('a server that cannot be reached is retried, then logged as failed', async () => {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const down = await startAi({ env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
  try {
    const res = await down.request({ url: '/api/generate-scope', body: SCOPE_BODY });
    expect(res.status).toBe(502);
    expect(down.sleeps).toHaveLength(2);
    const [log] = await down.logs();
    expect(log).toMatchObject({ status: 'failed', model: 'gpt-4o-mini', metadata: { tries: 3 } });
    expect(log!.errorMessage).toMatch(/could not reach the model server/);
  } finally {
    await down.close();
  }
});
