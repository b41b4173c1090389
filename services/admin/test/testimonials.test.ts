import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startAdmin, validTestimonial, type AdminHarness } from './harness.ts';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdmin();
});
afterAll(() => h.close());

const create = async (over: Record<string, unknown> = {}) => {
  const res = await h.request({ method: 'POST', url: '/api/admin/testimonials', user: admin, body: validTestimonial(over) });
  expect(res.status).toBe(201);
  h.clock.now = new Date(h.clock.now.getTime() + 1000);
  return res.body;
};
const publicList = async (q = '?featured=true') => {
  const res = await h.request({ method: 'GET', url: `/api/testimonials${q}` });
  expect(res.status).toBe(200);
  return res.body as Array<Record<string, unknown>>;
};
const patch = (id: string, body: unknown) => h.request({ method: 'PATCH', url: `/api/admin/testimonials/${id}`, user: admin, body });

describe('testimonials', () => {
  it('start with none: the home carousel stays hidden', async () => {
    expect(await publicList()).toEqual([]);
    expect((await h.request({ method: 'GET', url: '/api/admin/testimonials', user: admin })).body).toEqual([]);
  });

  it('only featured ones are public, newest first, with the public fields only', async () => {
    const a = await create({ name: 'Ann', featured: true });
    const b = await create({ name: 'Ben' });
    const c = await create({ name: 'Cy', featured: true, company: null, rating: 5 });

    const shown = await publicList();
    expect(shown.map((t) => t.name)).toEqual(['Cy', 'Ann']);
    expect(Object.keys(shown[0]!).sort()).toEqual(['company', 'content', 'id', 'name', 'rating', 'title']);
    expect(shown[0]).toMatchObject({ id: c.id, rating: '5', company: null });
    expect(shown[1]).toMatchObject({ id: a.id, rating: '4.5', company: 'Austin, TX' });
    // The public list never shows unfeatured ones, whatever the query says.
    expect((await publicList('')).map((t) => t.name)).toEqual(['Cy', 'Ann']);
    expect((await publicList('?featured=false')).map((t) => t.name)).toEqual(['Cy', 'Ann']);

    const all = (await h.request({ method: 'GET', url: '/api/admin/testimonials', user: admin })).body;
    expect(all.map((t: { name: string }) => t.name)).toEqual(['Cy', 'Ben', 'Ann']);
    expect(all[1]).toMatchObject({ id: b.id, featured: false, imageUrl: null, createdAt: expect.any(String) });
  });

  it('PATCH changes only the fields sent; featuring one puts it on the home page', async () => {
    const t = await create({ name: 'Dee', company: 'Dee Homes', imageUrl: 'https://img.example/dee.png' });
    const res = await patch(t.id, { featured: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ featured: true, company: 'Dee Homes', imageUrl: 'https://img.example/dee.png', name: 'Dee' });
    expect((await publicList()).map((x) => x.name)).toContain('Dee');
    const cleared = await patch(t.id, { company: '', rating: '3' });
    expect(cleared.body).toMatchObject({ company: null, rating: '3', imageUrl: 'https://img.example/dee.png' });
    expect((await patch(t.id, { featured: false })).body.featured).toBe(false);
    expect((await publicList()).map((x) => x.name)).not.toContain('Dee');
  });

  it('DELETE removes it (204), then 404; unknown ids are 404, malformed ids 400', async () => {
    const t = await create({ name: 'Eve', featured: true });
    expect((await h.request({ method: 'DELETE', url: `/api/admin/testimonials/${t.id}`, user: admin })).status).toBe(204);
    expect((await publicList()).map((x) => x.name)).not.toContain('Eve');
    const again = await h.request({ method: 'DELETE', url: `/api/admin/testimonials/${t.id}`, user: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Testimonial not found');
    expect((await patch(t.id, { featured: true })).status).toBe(404);
    const bad = await patch('not-an-id', { featured: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/must be a UUID/);
  });

  it('validates the body: rating 1 to 5 in halves, https images, nothing-to-update', async () => {
    const t = await create();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Nothing to update/],
      [{ rating: 6 }, /Rating must be a number from 1 to 5/],
      [{ rating: 4.3 }, /whole or half/],
      [{ rating: 'great' }, /Rating must be a number/],
      [{ imageUrl: 'http://img.example/x.png' }, /https/],
      [{ imageUrl: 'javascript:alert(1)' }, /https/],
      [{ featured: 'yes' }, /featured/],
      [{ content: 'short' }, /at least 10 characters/],
      [{ views: 5 }, /views/],
    ];
    for (const [body, message] of cases) {
      const res = await patch(t.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const missing = await h.request({
      method: 'POST',
      url: '/api/admin/testimonials',
      user: admin,
      body: { content: 'Only the text given here.' },
    });
    expect(missing.status).toBe(400);
  });
});
