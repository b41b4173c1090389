import { afterEach, describe, expect, it } from 'vitest';
import { CA_FORM, finalContractBody, SCOPE_BODY } from './fixtures.ts';
import { startAi, type Harness } from './harness.ts';

/**
 * The AI endpoints were open to anonymous callers with
 * no budget (in production, unmetered OpenAI spend). Signed-out callers now
 * have a per-IP and a global daily budget, signed-in users a per-user one.
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const ann = { userId: 'user-ann', email: 'ann@example.com', role: 'user' as const };
/** One AI call (the final contract; the scope endpoint spends the same budget). */
const scope = (opts: { ip?: string; user?: typeof ann } = {}) =>
  h.request({ url: '/api/generate-final-contract', body: finalContractBody(CA_FORM), ...opts });

describe('AI budgets', () => {
  it('signed out: a budget per IP (AI_ANON_DAILY_PER_IP), 429 with a clear message and Retry-After', async () => {
    h = await startAi({ env: { AI_ANON_DAILY_PER_IP: '3' } });
    for (let i = 0; i < 3; i++) expect((await scope({ ip: '198.51.100.1' })).status).toBe(200);
    // Both endpoints draw on the same budget.
    expect((await h.request({ url: '/api/generate-scope', body: SCOPE_BODY, ip: '198.51.100.1' })).status).toBe(429);
    const refused = await scope({ ip: '198.51.100.1' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'You have used today’s free AI generations. Sign in to keep going, or try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another address, or the same person signed in, still has a budget.
    expect((await scope({ ip: '198.51.100.2' })).status).toBe(200);
    expect((await scope({ ip: '198.51.100.1', user: ann })).status).toBe(200);
  });

  it('signed out: one pool for every address (AI_ANON_DAILY_TOTAL)', async () => {
    h = await startAi({ env: { AI_ANON_DAILY_TOTAL: '4' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await scope({ ip: `192.0.2.${i + 1}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await scope({ ip: '192.0.2.99' })).body.error.message).toMatch(/signed-out visitors are used up/);
    expect((await scope({ user: ann })).status).toBe(200);
  });

  it('signed in: a budget per user (AI_USER_DAILY)', async () => {
    h = await startAi({ env: { AI_USER_DAILY: '2' } });
    expect((await scope({ user: ann, ip: '192.0.2.1' })).status).toBe(200);
    expect((await scope({ user: ann, ip: '192.0.2.2' })).status).toBe(200);
    const refused = await scope({ user: ann, ip: '192.0.2.3' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('You have used all of today’s AI generations. Please try again later.');
    expect((await scope({ user: { ...ann, userId: 'user-bob' } })).status).toBe(200);
  });

  it('parallel calls cannot exceed a budget', async () => {
    h = await startAi({ env: { AI_ANON_DAILY_PER_IP: '5' } });
    const results = await Promise.all(Array.from({ length: 12 }, () => scope({ ip: '198.51.100.7' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect((await h.logs()).length).toBe(5);
  });

  it('a malformed request costs nothing', async () => {
    h = await startAi({ env: { AI_ANON_DAILY_PER_IP: '1' } });
    for (let i = 0; i < 3; i++)
      expect((await h.request({ url: '/api/generate-scope', body: { nope: 1 }, ip: '198.51.100.9' })).status).toBe(400);
    expect((await scope({ ip: '198.51.100.9' })).status).toBe(200);
  });
});
