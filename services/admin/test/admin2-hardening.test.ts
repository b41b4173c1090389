import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, PASSWORD, startAdmin, user, type AdminHarness } from './harness.ts';

/**
 * The /admin2 password alone made any user an admin and
 * listed every user and party; guessing was limited per client address only;
 * the chart's production example set a password; the values file said 503
 * where the code answers 403.
 */
let h: AdminHarness;
afterEach(async () => {
  await h.close();
});

describe('the development panel', () => {
  it('the password alone neither changes roles nor shows personal data: a signed-in admin is needed as well', async () => {
    h = await startAdmin();
    const cookie = await h.unlock();
    for (const [method, url, body] of [
      ['PATCH', `/api/admin2/users/${user.userId}/role`, { role: 'admin' }],
      ['GET', '/api/admin2/users', undefined],
      ['GET', '/api/admin2/parties', undefined],
      ['GET', '/api/admin2/contact-submissions', undefined],
    ] as const) {
      for (const who of [null, user]) {
        const res = await h.request({ method, url, cookie, user: who, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${url} as ${who?.role ?? 'nobody'}`).toBe(403);
        expect(res.body.error.code).toBe('admin_required');
      }
      expect((await h.request({ method, url, cookie, user: admin, ...(body ? { body } : {}) })).status).toBe(200);
    }
    // Nobody was promoted by the password alone; the admin's change names the admin.
    expect(h.identity.calls.map((c) => c.body.changedBy)).toEqual([admin.userId]);
  });

  it('password guessing has a global budget across client addresses, and its exhaustion is logged at error level', async () => {
    h = await startAdmin({ env: { ADMIN2_AUTH_LIMIT: '3', ADMIN2_AUTH_GLOBAL_LIMIT: '5' } });
    const errors: unknown[] = [];
    const logger = h.rt.logger;
    const original = logger.error.bind(logger);
    logger.error = (...args: Parameters<typeof original>) => {
      errors.push(args);
      original(...args);
    };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await h.request({ method: 'POST', url: '/api/admin2/auth', body: { password: `guess-${i}` }, ip: `198.51.100.${i}` })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(JSON.stringify(errors)).toMatch(/global/);
    // Right password from a fresh address: still held back until the window passes.
    expect((await h.request({ method: 'POST', url: '/api/admin2/auth', body: { password: PASSWORD }, ip: '203.0.113.99' })).status).toBe(
      429,
    );
  });

  it('the production example sets no password, and the values file says 403 as the code answers', () => {
    const readme = readFileSync(new URL('../../../charts/homepact/README.md', import.meta.url), 'utf8');
    const values = readFileSync(new URL('../../../charts/homepact/values.yaml', import.meta.url), 'utf8');
    expect(readme).not.toMatch(/ADMIN2_PASSWORD=/);
    expect(values).not.toMatch(/admin2[^\n]*\b503\b/i);
  });
});
