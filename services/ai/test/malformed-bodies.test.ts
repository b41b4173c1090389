import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalContractBody, SCOPE_BODY } from './fixtures.ts';
import { startAi, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAi();
});
afterAll(() => h.close());

const huge = 'x'.repeat(60_000);
const bodies: Record<string, unknown[]> = {
  '/api/generate-scope': [
    {},
    { ...SCOPE_BODY, contractDetails: '' },
    { ...SCOPE_BODY, contractDetails: '  ' },
    { ...SCOPE_BODY, contractDetails: 42 },
    { ...SCOPE_BODY, contractDetails: 'x'.repeat(5001) },
    { ...SCOPE_BODY, persona: 'landlord' },
    { ...SCOPE_BODY, persona: undefined },
    { ...SCOPE_BODY, selectedState: 'atlantis' },
    { ...SCOPE_BODY, selectedState: 7 },
    { ...SCOPE_BODY, extra: true },
    [],
    'text',
    null,
  ],
  '/api/generate-final-contract': [
    {},
    { serviceType: 'Plumbing' },
    { allFormData: 'everything' },
    { allFormData: [] },
    { allFormData: null },
    { ...finalContractBody(), serviceType: 42 },
    { ...finalContractBody(), jobDescription: 'x'.repeat(50_001) },
    { ...finalContractBody(), userState: huge },
    { ...finalContractBody(), finalContract: 'smuggled' },
    [1, 2],
    null,
  ],
};

describe('malformed bodies get 400 with a clear message, never 500', () => {
  for (const [url, list] of Object.entries(bodies)) {
    for (const body of list) {
      it(`${url} ${String(JSON.stringify(body)).slice(0, 70)}`, async () => {
        const res = await h.request({ url, body });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toMatch(/validation_failed|bad_request/);
        expect(res.body.error.message.length).toBeGreaterThan(5);
      });
    }
  }

  it('invalid JSON is a 400 JSON answer', async () => {
    for (const url of Object.keys(bodies)) {
      const res = await h.request({ url, rawBody: '{"contractDetails":' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('says which rule failed, in words the screen can show', async () => {
    const state = await h.request({ url: '/api/generate-scope', body: { ...SCOPE_BODY, selectedState: 'atlantis' } });
    expect(state.body.error.message).toMatch(/Choose one of the 50 US states/);
    const details = await h.request({ url: '/api/generate-scope', body: { ...SCOPE_BODY, contractDetails: '' } });
    expect(details.body.error.message).toMatch(/Describe the job/);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await h.request({ url: '/api/generate-scope', body: { ...SCOPE_BODY, contractDetails: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    const contract = await h.request({
      url: '/api/generate-final-contract',
      body: { ...finalContractBody(), allFormData: { notes: 'x'.repeat(1_100_000) } },
    });
    expect(contract.status).toBe(413);
  });

  it('a refused request costs nothing and is not logged as an AI call', async () => {
    expect(await h.logs()).toHaveLength(0);
  });
});
