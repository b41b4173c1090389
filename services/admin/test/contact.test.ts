import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxFields } from '@homepact/kit';
import { AdminEvents, Topics } from '@homepact/proto';
import type { ContactDoc } from '../src/domain/contact.ts';
import { CONTACT_SUBMISSIONS } from '../src/store/contact-submissions-repository.ts';
import { admin, startAdmin, validContact, type AdminHarness } from './harness.ts';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdmin({ env: { CONTACT_LIMIT_PER_HOUR: '3' } });
});
afterAll(() => h.close());

let ipNo = 0;
/** A fresh client address per test, so the per-IP limit only bites where a test means it to. */
const freshIp = () => `192.0.2.${++ipNo}`;
const send = (body: unknown, ip = freshIp()) => h.request({ method: 'POST', url: '/api/contact', body, ip });
const list = async (query = '') => (await h.request({ method: 'GET', url: `/api/admin/contact-submissions${query}`, user: admin })).body;

describe('POST /api/contact', () => {
  it('stores the message as new / medium and answers 201 {success, id}', async () => {
    const res = await send(validContact());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const mine = (await list()).find((s: { id: string }) => s.id === res.body.id);
    expect(mine).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      phone: '555-0100',
      subject: 'Question about pricing',
      category: 'billing',
      status: 'new',
      priority: 'medium',
      assignedTo: null,
      tags: [],
      adminNotes: null,
      respondedAt: null,
    });
  });

  it('emits ContactSubmitted through the outbox (for notifications to mail the support address)', async () => {
    const res = await send(validContact({ phone: '', subject: 'Partnership idea', category: 'partnership' }));
    await h.settle();
    const events = h.events.filter((e) => e.key === res.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('ContactSubmitted');
    expect(events[0]!.producer).toBe('admin');
    expect(AdminEvents.ContactSubmitted.topic).toBe(Topics.admin);
    expect(AdminEvents.ContactSubmitted.schema.parse(events[0]!.data)).toMatchObject({
      submissionId: res.body.id,
      email: 'vera@example.com',
      phone: null,
      subject: 'Partnership idea',
      category: 'partnership',
    });
    // Published once: the pending flag is cleared.
    const [doc] = await h.rt.store.collection<ContactDoc & OutboxFields>(CONTACT_SUBMISSIONS).find({ _id: res.body.id });
    expect(doc!._outboxPending).toBe(false);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['short name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['bad e-mail', { email: 'vera@' }, 'Please enter a valid email address'],
    ['short subject', { subject: 'Hey' }, 'Subject must be at least 5 characters'],
    ['unknown category', { category: 'sales' }, 'Please select a category'],
    ['short message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['blank message', { message: '           ' }, 'Message must be at least 10 characters'],
    ['huge message', { message: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    ['extra field', { status: 'resolved' }, 'status'],
  ];
  for (const [what, over, message] of invalid) {
    it(`refuses ${what} with 400 "${message}"`, async () => {
      const res = await send(validContact(over));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });
  }

  it('stores the form as shown: format characters removed, NFKC, the message’s lines kept', async () => {
    const res = await send(
      validContact({ name: 'Vera\u202Erotisiv\u202C', phone: '５５５-０１００\u200B', message: 'Line one\r\nLine\u200D two\u00AD here' }),
    );
    expect(res.status).toBe(201);
    const mine = (await list()).find((s: { id: string }) => s.id === res.body.id);
    expect(mine).toMatchObject({ name: 'Verarotisiv', phone: '555-0100', message: 'Line one\nLine two here' });
  });

  for (const [what, bad] of [
    ['NUL', 'Hello\u0000 there, a message'],
    ['a lone surrogate', 'Hello \uD800 there, a message'],
  ]) {
    it(`refuses ${what} with 400 and says why`, async () => {
      const res = await send(validContact({ message: bad }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('Contains characters that cannot be shown (a lone surrogate or NUL)');
    });
  }

  it('refuses a body over 32 KB with 413', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/contact',
      rawBody: JSON.stringify(validContact({ message: 'x'.repeat(40_000) })),
      ip: freshIp(),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('limits messages per client IP (CONTACT_LIMIT_PER_HOUR) with 429 and Retry-After; other IPs are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(validContact(), ip)).status).toBe(201);
    const limited = await send(validContact(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(limited.body.error.message).toMatch(/Too many messages/);
    expect((await send(validContact())).status).toBe(201);
    // An hour later the address may write again.
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + 3600_000 + 1000);
    try {
      expect((await send(validContact(), ip)).status).toBe(201);
    } finally {
      h.clock.now = start;
    }
  });
});

describe('contact submissions in the admin', () => {
  it('lists newest first and filters by ?status= (absent or all = every status)', async () => {
    const a = (await send(validContact({ subject: 'First message here' }))).body.id;
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const b = (await send(validContact({ subject: 'Second message here' }))).body.id;
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const c = (await send(validContact({ subject: 'Third message here' }))).body.id;

    const all = await list();
    const order = all.map((s: { id: string }) => s.id).filter((id: string) => [a, b, c].includes(id));
    expect(order).toEqual([c, b, a]);
    expect((await list('?status=all')).length).toBe(all.length);

    const patch = (id: string, status: string) =>
      h.request({ method: 'PATCH', url: `/api/admin/contact-submissions/${id}`, user: admin, body: { status } });
    expect((await patch(a, 'in_progress')).body.status).toBe('in_progress');
    const resolved = await patch(b, 'resolved');
    expect(resolved.body).toMatchObject({ id: b, status: 'resolved', respondedAt: expect.any(String) });

    const ids = (rows: Array<{ id: string }>) => rows.map((s) => s.id);
    expect(ids(await list('?status=in_progress'))).toEqual([a]);
    expect(ids(await list('?status=resolved'))).toEqual([b]);
    expect(ids(await list('?status=new'))).toContain(c);
    expect(ids(await list('?status=new'))).not.toContain(a);
    expect(await list('?status=closed')).toEqual([]);
    // Any status may be set directly, back to new too (the development panel toggles new / reviewed).
    expect((await patch(b, 'new')).body.status).toBe('new');
    expect((await patch(b, 'reviewed')).body.status).toBe('reviewed');
    expect(ids(await list('?status=reviewed'))).toEqual([b]);
  });

  it('an unknown status filter, an unknown id and a bad status are 400 / 404 / 400', async () => {
    const bad = await h.request({ method: 'GET', url: '/api/admin/contact-submissions?status=pending', user: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Status must be one of/);
    const unknown = await h.request({
      method: 'PATCH',
      url: '/api/admin/contact-submissions/3f1c2a9e-0b7d-4e8a-9c3f-2d5e8a7b1c40',
      user: admin,
      body: { status: 'closed' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Contact submission not found');
  });
});
