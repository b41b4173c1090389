import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startAdmin, validContact, validParty, validTestimonial, type AdminHarness, type Answer } from './harness.ts';

/** Junk at every new route: always a 400 (413 for oversize bodies) with a clear message, never a 500. */
let h: AdminHarness;
let cookie: string;
let ids: { contact: string; testimonial: string; party: string };

beforeAll(async () => {
  h = await startAdmin({ env: { CONTACT_LIMIT_PER_HOUR: '1000', ADMIN2_AUTH_LIMIT: '1000' } });
  cookie = await h.unlock();
  ids = {
    contact: (await h.request({ method: 'POST', url: '/api/contact', body: validContact() })).body.id,
    testimonial: (await h.request({ method: 'POST', url: '/api/admin/testimonials', user: admin, body: validTestimonial() })).body.id,
    party: (await h.request({ method: 'POST', url: '/api/admin2/parties', cookie, body: validParty() })).body.id,
  };
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  /** With `:id` / `:userId` where the route takes one. */
  path: string;
  /** Bodies that must be refused (routes that read a body). */
  junk?: unknown[];
}

const huge = 'x'.repeat(20_000);
const commonJunk = [{}, [], 'text', 42, null, true, { $where: '1' }, { __proto__: { admin: true } }];

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/contact',
    junk: [...commonJunk, validContact({ email: ['a@b.c'] }), validContact({ name: { $ne: null } }), validContact({ extra: 1 })],
  },
  { method: 'GET', path: '/api/testimonials' },
  { method: 'GET', path: '/api/admin/users' },
  {
    method: 'PATCH',
    path: '/api/admin/users/:userId/role',
    junk: [...commonJunk, { role: 'root' }, { role: ['admin'] }, { role: 'admin', x: 1 }],
  },
  { method: 'GET', path: '/api/admin/chatgpt-logs' },
  { method: 'GET', path: '/api/admin/contact-submissions' },
  {
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id',
    junk: [...commonJunk, { status: 'done' }, { status: 1 }, { status: 'new', priority: 'high' }],
  },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/testimonials' },
  {
    method: 'POST',
    path: '/api/admin/testimonials',
    junk: [...commonJunk, validTestimonial({ rating: null }), validTestimonial({ name: huge }), validTestimonial({ featured: 'true' })],
  },
  {
    method: 'PATCH',
    path: '/api/admin/testimonials/:id',
    junk: [...commonJunk.filter((b) => JSON.stringify(b) !== '{}'), { rating: Infinity }, { content: huge }, { imageUrl: 'ftp://x' }],
  },
  { method: 'DELETE', path: '/api/admin/testimonials/:id' },
  {
    method: 'POST',
    path: '/api/admin2/auth',
    junk: [...commonJunk, { password: '' }, { password: 42 }, { password: 'x'.repeat(2000) }, { password: 'p', extra: 1 }],
  },
  { method: 'GET', path: '/api/admin2/session' },
  { method: 'POST', path: '/api/admin2/logout', junk: [[], 'text', 42, { password: 'x' }] },
  { method: 'GET', path: '/api/admin2/users' },
  { method: 'PATCH', path: '/api/admin2/users/:userId/role', junk: [...commonJunk, { role: 'root' }] },
  { method: 'GET', path: '/api/admin2/chatgpt-logs' },
  { method: 'GET', path: '/api/admin2/contact-submissions' },
  { method: 'PATCH', path: '/api/admin2/contact-submissions/:id', junk: [...commonJunk, { status: 'reviewed!' }] },
  { method: 'GET', path: '/api/admin2/stats' },
  { method: 'GET', path: '/api/admin2/parties' },
  {
    method: 'POST',
    path: '/api/admin2/parties',
    junk: [
      ...commonJunk,
      validParty({ partyType: 'contractor' }),
      validParty({ email: 'nope' }),
      validParty({ state: 'Atlantis' }),
      validParty({ insuranceAmount: '12.345' }),
      validParty({ hasInsurance: 'yes' }),
      validParty({ status: 'deleted' }),
      validParty({ notes: huge }),
    ],
  },
  { method: 'PUT', path: '/api/admin2/parties/:id', junk: [...commonJunk, validParty({ phone: '1' }), validParty({ firstName: '   ' })] },
  { method: 'DELETE', path: '/api/admin2/parties/:id' },
];

const fill = (path: string) =>
  path
    .replace(':userId', '22222222-2222-4222-8222-222222222222')
    .replace(':id', path.includes('testimonials') ? ids.testimonial : path.includes('parties') ? ids.party : ids.contact);

const call = (method: Method, url: string, extra: { body?: unknown; rawBody?: string; contentType?: string } = {}) =>
  h.request({ method, url, user: admin, cookie, ...extra });

function expectClear400(res: Answer, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
  const message = res.body.error?.message ?? res.body.message;
  expect(typeof message, what).toBe('string');
  expect(message.length, what).toBeGreaterThan(5);
}

describe('malformed input to every admin route', () => {
  for (const r of ROUTES) {
    describe(`${r.method} ${r.path}`, () => {
      it('an unknown query parameter is a 400', async () => {
        expectClear400(await call(r.method, `${fill(r.path)}?debug=1`, r.junk ? { body: {} } : {}), 'query');
      });

      if (r.path.includes(':')) {
        it('a malformed id is a 400', async () => {
          for (const bad of ['x', '123', 'not-a-uuid-at-all', '%00', "1'--", '../../etc', '11111111-1111-4111-8111-11111111111g']) {
            const url = r.path.replace(/:(userId|id)/, encodeURIComponent(bad));
            const res = await call(r.method, url, r.junk ? { body: {} } : {});
            expectClear400(res, `id ${bad}`);
          }
          // Longer than the router's parameter limit: Fastify's own 414, with the same error body.
          const long = await call(r.method, r.path.replace(/:(userId|id)/, 'a'.repeat(300)), r.junk ? { body: {} } : {});
          expect(long.status).toBe(414);
          expect(long.body.error.code).toBe('uri_too_long');
        });
      }

      if (r.junk) {
        it('junk bodies are 400s', async () => {
          for (const body of r.junk!) expectClear400(await call(r.method, fill(r.path), { body }), JSON.stringify(body).slice(0, 80));
        });
      }

      if (r.method !== 'GET') {
        it('invalid JSON is a 400, a non-JSON content type 415, never a 500', async () => {
          expectClear400(await call(r.method, fill(r.path), { rawBody: '{"status":' }), 'invalid JSON');
          const form = await call(r.method, fill(r.path), { rawBody: 'a=b', contentType: 'application/x-www-form-urlencoded' });
          expect(form.status).toBe(415);
        });
      }
    });
  }

  it('an oversize body is a 413 with a JSON error', async () => {
    const res = await call('POST', '/api/admin2/parties', { rawBody: JSON.stringify(validParty({ notes: 'y'.repeat(100_000) })) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});
