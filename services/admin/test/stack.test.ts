import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContractBody } from '@homepact/proto/testing';
import { startEmbeddedStack, type Stack } from '../../../scripts/stack.ts';

/**
 * The admin service in the embedded stack (`make dev`), driven through the
 * gateway as the browser would: a visitor's contact message reaches the admin
 * list and the support mailbox; the panel's cookie works through the gateway;
 * a role change shows on the user's next requests once the gateway's session
 * cache (SESSION_CACHE_SECONDS, 1 s here) turns over.
 */
const PANEL_PASSWORD = 'embedded stack panel password';
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-admin-stack-'));
  stack = await startEmbeddedStack({
    dataDir,
    gatewayPort: 0,
    env: {
      ADMIN_EMAILS: 'chief@example.com',
      ADMIN2_PASSWORD: PANEL_PASSWORD,
      SESSION_CACHE_SECONDS: '1',
      AUTH_RATE_LIMIT_MAX: '1000',
      SUPPORT_EMAIL: 'help@homepact.example',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const api = (p: string, init: RequestInit = {}) => fetch(stack.gatewayUrl + p, { redirect: 'manual', ...init });
const json = (method: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
  api(p, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

type Mail = { to: string[]; subject: string; text: string };
async function mailbox(): Promise<Mail[]> {
  return (await (await api('/api/dev/mailbox')).json()) as Mail[];
}
async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  for (let i = 0; i < 200; i++) {
    const hit = (await mailbox()).find(match);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('mail never arrived');
}

async function signIn(email: string): Promise<{ cookie: string; id: string }> {
  expect((await json('POST', '/api/auth/otp/request', { email })).status).toBe(200);
  const mail = await waitForMail((m) => m.to.includes(email) && /sign-in code/.test(m.subject));
  const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const res = await json('POST', '/api/auth/otp/verify', { email, otp });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, id: body.user.id };
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('admin through the gateway on the embedded stack', () => {
  let chief: { cookie: string; id: string };
  let sam: { cookie: string; id: string };

  it('a visitor sends the contact form; an admin from ADMIN_EMAILS sees it under New; support gets the e-mail', async () => {
    const sent = await json('POST', '/api/contact', {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      subject: 'Question about pricing',
      category: 'billing',
      message: 'How does the Professional plan work for a team?',
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    chief = await signIn('chief@example.com');
    const list = await api('/api/admin/contact-submissions?status=new', { headers: { cookie: chief.cookie } });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as Array<{ id: string; status: string }>;
    expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'new' });

    const moved = await json('PATCH', `/api/admin/contact-submissions/${id}`, { status: 'in_progress' }, { cookie: chief.cookie });
    expect(moved.status).toBe(200);
    const mail = await waitForMail((m) => m.to.includes('help@homepact.example'));
    expect(mail.subject).toBe('[Contact · Billing & Pricing] Question about pricing');
    // Nothing is mailed to the visitor.
    expect((await mailbox()).some((m) => m.to.includes('vera@example.com'))).toBe(false);
  });

  it('a signed-in user gets 403, a visitor 401; after a promotion the next requests carry the role within the cache TTL', async () => {
    sam = await signIn('sam@example.com');
    expect((await api('/api/admin/users')).status).toBe(401);
    expect((await api('/api/admin/users', { headers: { cookie: sam.cookie } })).status).toBe(403);

    // The admin read model learns Sam from UserRegistered.
    const users = await eventually(
      async () => (await (await api('/api/admin/users', { headers: { cookie: chief.cookie } })).json()) as Array<{ id: string }>,
      (u) => u.some((x) => x.id === sam.id),
    );
    expect(users.some((x) => x.id === sam.id)).toBe(true);

    const promoted = await json('PATCH', `/api/admin/users/${sam.id}/role`, { role: 'admin' }, { cookie: chief.cookie });
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as { role: string }).role).toBe('admin');
    // identity answers with the new role at once...
    expect(((await (await api('/api/auth/user', { headers: { cookie: sam.cookie } })).json()) as { role: string }).role).toBe('admin');
    // ...and once the gateway's cached session (1 s here, 5 s by default) has expired, so do the admin routes.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await api('/api/admin/users', { headers: { cookie: sam.cookie } })).status).toBe(200);

    // Self-demotion is refused.
    const self = await json('PATCH', `/api/admin/users/${chief.id}/role`, { role: 'user' }, { cookie: chief.cookie });
    expect(self.status).toBe(409);
  });

  it('the development panel unlocks through the gateway with its own cookie, and lists the parties of saved contracts', async () => {
    const locked = await api('/api/admin2/session');
    expect(await locked.json()).toEqual({ enabled: true, active: false });
    const wrong = await json('POST', '/api/admin2/auth', { password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: 'Invalid password' });

    const ok = await json('POST', '/api/admin2/auth', { password: PANEL_PASSWORD });
    expect(ok.status).toBe(200);
    const panel = ok.headers
      .getSetCookie()
      .find((c) => c.startsWith('hp_admin2='))!
      .split(';')[0]!;
    // The browser sends both cookies; the gateway passes only hp_admin2 on to admin.
    const both = `${chief.cookie}; ${panel}`;
    expect(await (await api('/api/admin2/session', { headers: { cookie: both } })).json()).toEqual({ enabled: true, active: true });

    // A saved contract names two parties; the panel's directory learns them from ContractCreated.
    const created = await json('POST', '/api/contracts', validContractBody({ homeownerEmail: 'hana@example.com' }), { cookie: sam.cookie });
    expect(created.status).toBe(201);
    const parties = await eventually(
      async () =>
        (await (await api('/api/admin2/parties', { headers: { cookie: both } })).json()) as Array<{ email: string; partyType: string }>,
      (p) => p.length >= 2,
    );
    expect(parties.map((p) => `${p.partyType}:${p.email}`).sort()).toEqual([
      'homeowner:hana@example.com',
      'service_provider:pat@builders.example',
    ]);
    const users = (await (await api('/api/admin/users', { headers: { cookie: chief.cookie } })).json()) as Array<Record<string, any>>;
    expect(users.find((u) => u.id === sam.id)).toMatchObject({ contractCount: 1, contractsByCategory: { 'Kitchen Remodeling': 1 } });

    const out = await api('/api/admin2/logout', { method: 'POST', headers: { cookie: both } });
    expect(out.status).toBe(200);
    expect((await api('/api/admin2/parties', { headers: { cookie: both } })).status).toBe(401);
  });

  it('a featured testimonial shows on the public list', async () => {
    expect(await (await api('/api/testimonials?featured=true')).json()).toEqual([]);
    const t = await json(
      'POST',
      '/api/admin/testimonials',
      { content: 'HomePact made our remodel contract painless.', rating: 5, name: 'Dana', title: 'Homeowner' },
      { cookie: chief.cookie },
    );
    expect(t.status).toBe(201);
    const { id } = (await t.json()) as { id: string };
    expect((await json('PATCH', `/api/admin/testimonials/${id}`, { featured: true }, { cookie: chief.cookie })).status).toBe(200);
    expect(await (await api('/api/testimonials?featured=true')).json()).toEqual([
      { id, content: 'HomePact made our remodel contract painless.', rating: '5', name: 'Dana', title: 'Homeowner', company: null },
    ]);
  });
});
