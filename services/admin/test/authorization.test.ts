import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityEvents } from '@homepact/proto';
import { admin, PASSWORD, startAdmin, user, validContact, validParty, validTestimonial, type AdminHarness } from './harness.ts';

/**
 * The authorization matrix of every admin route: anonymous, signed-in user,
 * admin, development-panel session, wrong password, expired session, and the
 * panel switched off.
 */
let h: AdminHarness;
let off: AdminHarness;
let contactId: string;
let testimonialId: string;
let partyId: string;
let admin2Cookie: string;

beforeAll(async () => {
  h = await startAdmin();
  off = await startAdmin({ env: { ADMIN2_PASSWORD: undefined } });
  await h.publish(IdentityEvents.UserRegistered, {
    userId: user.userId,
    email: user.email,
    firstName: 'Wes',
    lastName: 'Worker',
    userType: 'tenant',
    role: 'user',
    createdAt: new Date().toISOString(),
  });
  await h.settle();
  contactId = (await h.request({ method: 'POST', url: '/api/contact', body: validContact() })).body.id;
  testimonialId = (await h.request({ method: 'POST', url: '/api/admin/testimonials', user: admin, body: validTestimonial() })).body.id;
  admin2Cookie = await h.unlock();
  partyId = (await h.request({ method: 'POST', url: '/api/admin2/parties', cookie: admin2Cookie, user: admin, body: validParty() })).body
    .id;
  expect([contactId, testimonialId, partyId].every(Boolean)).toBe(true);
});
afterAll(async () => {
  await h.close();
  await off.close();
});

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  /** What an allowed caller gets. */
  ok: number;
  /** Made before each allowed call (e.g. something to delete). */
  prepare?: (h: AdminHarness, cookie?: string) => Promise<string>;
}

const adminRoutes: Route[] = [
  { method: 'GET', url: () => '/api/admin/users', ok: 200 },
  // Promoting (never self-demotion): allowed for admins.
  { method: 'PATCH', url: () => `/api/admin/users/${user.userId}/role`, body: () => ({ role: 'admin' }), ok: 200 },
  { method: 'GET', url: () => '/api/admin/chatgpt-logs', ok: 200 },
  { method: 'GET', url: () => '/api/admin/contact-submissions', ok: 200 },
  { method: 'GET', url: () => '/api/admin/contact-submissions?status=new', ok: 200 },
  { method: 'PATCH', url: () => `/api/admin/contact-submissions/${contactId}`, body: () => ({ status: 'in_progress' }), ok: 200 },
  { method: 'GET', url: () => '/api/admin/stats', ok: 200 },
  { method: 'GET', url: () => '/api/admin/testimonials', ok: 200 },
  { method: 'POST', url: () => '/api/admin/testimonials', body: () => validTestimonial(), ok: 201 },
  { method: 'PATCH', url: () => `/api/admin/testimonials/${testimonialId}`, body: () => ({ featured: true }), ok: 200 },
  { method: 'DELETE', url: () => `/api/admin/testimonials/${randomUUID()}`, ok: 404 },
];

const admin2Routes: Route[] = [
  { method: 'GET', url: () => '/api/admin2/users', ok: 200 },
  { method: 'PATCH', url: () => `/api/admin2/users/${user.userId}/role`, body: () => ({ role: 'user' }), ok: 200 },
  { method: 'GET', url: () => '/api/admin2/chatgpt-logs', ok: 200 },
  { method: 'GET', url: () => '/api/admin2/contact-submissions', ok: 200 },
  { method: 'PATCH', url: () => `/api/admin2/contact-submissions/${contactId}`, body: () => ({ status: 'reviewed' }), ok: 200 },
  { method: 'GET', url: () => '/api/admin2/stats', ok: 200 },
  { method: 'GET', url: () => '/api/admin2/parties', ok: 200 },
  { method: 'POST', url: () => '/api/admin2/parties', body: () => validParty({ email: `${randomUUID()}@example.com` }), ok: 201 },
  { method: 'PUT', url: () => `/api/admin2/parties/${partyId}`, body: () => validParty({ notes: 'Prefers e-mail' }), ok: 200 },
  { method: 'DELETE', url: () => `/api/admin2/parties/${randomUUID()}`, ok: 404 },
];

const name = (r: Route) => `${r.method} ${r.url().replace(/[0-9a-f-]{36}/g, ':id')}`;
const call = (target: AdminHarness, r: Route, extra: { user?: typeof admin | null; cookie?: string }) =>
  target.request({ method: r.method, url: r.url(), ...(r.body ? { body: r.body() } : {}), ...extra });

describe('/api/admin/*: role admin only, from the signed user context', () => {
  for (const r of adminRoutes) {
    it(`${name(r)}: anonymous 401, user 403, admin ${r.ok}, development-panel session 401`, async () => {
      const anon = await call(h, r, { user: null });
      expect(anon.status).toBe(401);
      expect(anon.body.error.code).toBe('unauthorized');
      const plain = await call(h, r, { user });
      expect(plain.status).toBe(403);
      expect(plain.body.error.message).toBe("You don't have permission to access this page.");
      // The panel's password session grants nothing on the role-based routes.
      expect((await call(h, r, { user: null, cookie: admin2Cookie })).status).toBe(401);
      expect((await call(h, r, { user: admin })).status).toBe(r.ok);
    });
  }
});

describe('/api/admin2/*: the development panel’s own session', () => {
  for (const r of admin2Routes) {
    it(`${name(r)}: no session 401 (admins too), wrong cookie 401, session without a signed-in admin 403, both ${r.ok}, panel off 403`, async () => {
      const none = await call(h, r, { user: null });
      expect(none.status).toBe(401);
      expect(none.body.error.message).toMatch(/Unlock the development admin panel/);
      // The admin role alone grants nothing here: the panel's password session comes first.
      expect((await call(h, r, { user: admin })).status).toBe(401);
      expect((await call(h, r, { user: admin, cookie: 'hp_admin2=' + 'A'.repeat(43) })).status).toBe(401);
      expect((await call(h, r, { user: admin, cookie: 'hp_admin2=junk' })).status).toBe(401);
      // And the password alone is not enough (docs/decisions/0007-admin-screens.md): a signed-in admin as well.
      for (const who of [null, user]) {
        const refused = await call(h, r, { user: who, cookie: admin2Cookie });
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('admin_required');
      }
      expect((await call(h, r, { user: admin, cookie: admin2Cookie })).status).toBe(r.ok);

      const off403 = await call(off, r, { user: admin, cookie: admin2Cookie });
      expect(off403.status).toBe(403);
      expect(off403.body.error.message).toMatch(/switched off/);
    });
  }

  it('a session expires after ADMIN2_SESSION_HOURS (4 by default)', async () => {
    const cookie = await h.unlock();
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 4 * 3600_000 - 1000);
      expect((await h.request({ method: 'GET', url: '/api/admin2/users', cookie, user: admin })).status).toBe(200);
      h.clock.now = new Date(start.getTime() + 4 * 3600_000 + 1000);
      expect((await h.request({ method: 'GET', url: '/api/admin2/users', cookie, user: admin })).status).toBe(401);
      expect((await h.request({ method: 'GET', url: '/api/admin2/session', cookie })).body).toEqual({ enabled: true, active: false });
    } finally {
      h.clock.now = start;
    }
  });

  it('a wrong password is 401 {success:false, message:"Invalid password"} and sets no cookie', async () => {
    const res = await h.request({ method: 'POST', url: '/api/admin2/auth', body: { password: 'not the password' }, ip: '198.51.100.1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the right password answers {success:true}, with an HttpOnly SameSite=Strict cookie scoped to /api/admin2 for hours', async () => {
    const res = await h.request({ method: 'POST', url: '/api/admin2/auth', body: { password: PASSWORD }, ip: '198.51.100.2' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Welcome to the development admin panel.' });
    const line = [res.headers['set-cookie']].flat().find((c: string) => c.startsWith('hp_admin2='))!;
    expect(line).toMatch(/^hp_admin2=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/Max-Age=14400/);
    expect(line).toMatch(/Path=\/api\/admin2/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    // Only the token's hash is stored.
    const token = line.split(';')[0]!.split('=')[1]!;
    const stored = await h.rt.store.collection('admin2_sessions').find({});
    expect(stored.some((s) => s._id === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s._id))).toBe(true);
  });

  it('logout ends the session: the same cookie no longer works', async () => {
    const cookie = await h.unlock();
    expect((await h.request({ method: 'GET', url: '/api/admin2/session', cookie })).body).toEqual({ enabled: true, active: true });
    const out = await h.request({ method: 'POST', url: '/api/admin2/logout', cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'You have been logged out successfully.' });
    expect([out.headers['set-cookie']].flat().join()).toMatch(/hp_admin2=;.*Expires=Thu, 01 Jan 1970/);
    expect((await h.request({ method: 'GET', url: '/api/admin2/users', cookie, user: admin })).status).toBe(401);
    expect((await h.request({ method: 'GET', url: '/api/admin2/session', cookie })).body).toEqual({ enabled: true, active: false });
  });

  it('a session opened with an earlier password stops working when ADMIN2_PASSWORD changes', async () => {
    const cookie = await h.unlock();
    const dataDir = h.dataDir;
    const bus = h.bus;
    await h.service.app.close();
    await h.service.stop();
    await h.rt.store.close();
    h = await startAdmin({ dataDir, bus, env: { ADMIN2_PASSWORD: 'a completely new password' }, start: false });
    expect((await h.request({ method: 'GET', url: '/api/admin2/users', cookie, user: admin })).status).toBe(401);
    // Back to the usual password for the remaining tests (the earlier sessions work again with it).
    await h.close({ keepData: true });
    h = await startAdmin({ dataDir, bus, start: false });
    expect((await h.request({ method: 'GET', url: '/api/admin2/users', cookie, user: admin })).status).toBe(200);
  });

  it('session status needs no sign-in: enabled and active', async () => {
    expect((await h.request({ method: 'GET', url: '/api/admin2/session' })).body).toEqual({ enabled: true, active: false });
    expect((await off.request({ method: 'GET', url: '/api/admin2/session' })).body).toEqual({ enabled: false, active: false });
  });

  it('with ADMIN2_PASSWORD unset the panel says it is switched off (403 {success:false,message})', async () => {
    const res = await off.request({ method: 'POST', url: '/api/admin2/auth', body: { password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/switched off.*ADMIN2_PASSWORD/);
  });
});

describe('public routes need no sign-in', () => {
  it('POST /api/contact and GET /api/testimonials answer anonymous visitors', async () => {
    expect((await h.request({ method: 'POST', url: '/api/contact', body: validContact(), ip: '198.51.100.77' })).status).toBe(201);
    expect((await h.request({ method: 'GET', url: '/api/testimonials?featured=true' })).status).toBe(200);
  });
});
