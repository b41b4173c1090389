import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from './harness.ts';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdmin();
});
afterAll(() => h.close());

describe('OpenAPI document (development only)', () => {
  it('is generated from the route schemas and lists every admin route', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of [
      '/api/contact',
      '/api/testimonials',
      '/api/admin/users',
      '/api/admin/users/{userId}/role',
      '/api/admin/testimonials/{id}',
      '/api/admin2/auth',
      '/api/admin2/parties/{id}',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
