import { afterEach, describe, expect, it } from 'vitest';
import { readModelHandlers } from '../src/events/consumers.ts';
import { repositories } from '../src/store/repositories.ts';
import { C1, C2, C3, contractCreated, history, homeowner, provider, U1, U2 } from './fixtures.ts';
import { admin, startAdmin, type AdminHarness } from './harness.ts';

const open: AdminHarness[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
async function fresh() {
  const h = await startAdmin();
  open.push(h);
  return h;
}

/** Everything the read models show, through the API both panels use. */
async function snapshot(h: AdminHarness) {
  const cookie = await h.unlock();
  const get = async (url: string) => {
    const res = await h.request({ method: 'GET', url, user: admin });
    expect(res.status, url).toBe(200);
    return res.body;
  };
  const parties = await h.request({ method: 'GET', url: '/api/admin2/parties', cookie, user: admin });
  expect(parties.status).toBe(200);
  return {
    users: await get('/api/admin/users'),
    logs: await get('/api/admin/chatgpt-logs'),
    stats: await get('/api/admin/stats'),
    parties: parties.body as Array<Record<string, any>>,
  };
}

describe('read models fed by events', () => {
  it('users, contracts per user and category, AI usage and parties as the events say', async () => {
    const h = await fresh();
    await h.deliver(history());
    const s = await snapshot(h);

    expect(s.users.map((u: { id: string }) => u.id)).toEqual([U2, U1]);
    const [bob, ann] = s.users;
    expect(bob).toMatchObject({
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Baker',
      userType: 'landlord',
      role: 'user',
      contractCount: 1,
      contractsByCategory: { 'Kitchen Remodeling': 1 },
      createdAt: '2025-01-05T12:02:00.000Z',
      updatedAt: '2025-01-05T12:05:00.000Z',
    });
    // C2 (Roofing) was deleted: counts are derived from the live contracts.
    expect(ann).toMatchObject({ role: 'admin', contractCount: 1, contractsByCategory: { 'Kitchen Remodeling': 1 } });

    expect(s.logs.map((l: { tokensUsed: string | null }) => l.tokensUsed)).toEqual(['10', null, '1500']);
    expect(s.logs[1]).toMatchObject({ status: 'failed', errorMessage: 'Rate limited', cost: '0.000000' });
    expect(s.logs[0]).toMatchObject({ userId: null, endpoint: '/api/generate-final-contract' });

    expect(s.stats).toEqual({
      totalUsers: 2,
      aiRequests: 3,
      totalTokens: 1510,
      aiCost: '1.501234',
      contactRequests: 0,
      pendingContacts: 0,
      totalParties: 4,
      homeowners: 2,
      providers: 2,
    });

    const byEmail = new Map(s.parties.map((p) => [`${p.partyType}:${p.email}`, p]));
    expect([...byEmail.keys()].sort()).toEqual([
      'homeowner:bob@example.com',
      'homeowner:hana.owens@example.com',
      'service_provider:pat@builders.example',
      'service_provider:rita@roofs.example',
    ]);
    // Deduplicated by (type, lower-cased e-mail); details from the newest contract; deleted contracts stop counting.
    expect(byEmail.get('homeowner:hana.owens@example.com')).toMatchObject({
      firstName: 'Hana',
      phone: '555-999-0000',
      state: 'TX',
      source: 'contract',
      contractCount: 1,
      createdBy: U1,
      createdAt: '2025-01-05T12:10:00.000Z',
    });
    expect(byEmail.get('service_provider:pat@builders.example')).toMatchObject({
      firstName: 'Pat',
      lastName: 'Builder',
      companyName: 'Pat Builds LLC',
      licenseNumber: 'TX-4411',
      hasInsurance: true,
      insuranceAmount: '1000000',
      contractCount: 2,
    });
    // A party of a deleted contract stays in the directory.
    expect(byEmail.get('service_provider:rita@roofs.example')).toMatchObject({ contractCount: 0, companyName: null, hasInsurance: false });
    expect(byEmail.get('homeowner:bob@example.com')).toMatchObject({ state: 'CA' });
  });

  it('a redelivered event changes nothing (through the consumer, and even past its processed-event record)', async () => {
    const h = await fresh();
    const events = history();
    await h.deliver(events);
    const first = await snapshot(h);

    // The bus delivers every event again.
    await h.deliver(events);
    expect(await snapshot(h)).toEqual(first);

    // Each effect is itself idempotent: run the handlers directly, as if the processed-event records were lost.
    const handlers = readModelHandlers({ repos: repositories(h.rt.store) });
    for (const e of events) await handlers[e.type]!(e, { topic: 'replay', attempt: 1 });
    expect(await snapshot(h)).toEqual(first);
  });

  it('replay into a fresh store rebuilds the same state, in the same order or even reversed', async () => {
    const events = history();
    const a = await fresh();
    await a.deliver(events);
    const expected = await snapshot(a);

    const b = await fresh();
    await b.deliver(events);
    expect(await snapshot(b)).toEqual(expected);

    // Reversed: a role change before the registration, a deletion before its creation.
    const c = await fresh();
    for (const e of [...events].reverse()) await c.deliver([e]);
    expect(await snapshot(c)).toEqual(expected);
  });

  it('UserRoleChanged for a user not registered yet makes a row that UserRegistered completes', async () => {
    const h = await fresh();
    const events = history().slice(0, 5);
    await h.deliver([events[4]!, events[3]!]);
    let users = (await h.request({ method: 'GET', url: '/api/admin/users', user: admin })).body;
    expect(users).toEqual([expect.objectContaining({ id: U2, email: 'bob@example.com', role: 'user', firstName: null })]);
    await h.deliver([events[1]!, events[2]!]);
    users = (await h.request({ method: 'GET', url: '/api/admin/users', user: admin })).body;
    expect(users[0]).toMatchObject({ id: U2, role: 'user', firstName: 'Bob', createdAt: '2025-01-05T12:02:00.000Z' });
  });

  it('events of other types, and ContractCreated without parties (older events), are handled without harm', async () => {
    const h = await fresh();
    await h.deliver([contractCreated(C1, U1, 'Plumbing', 1)]);
    const s = await snapshot(h);
    expect(s.parties).toEqual([]);
    expect(s.stats.totalParties).toBe(0);
    // ContractDeleted for a contract never seen: recorded, counts nothing.
    await h.deliver([
      {
        id: crypto.randomUUID(),
        type: 'ContractUpdated',
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'contracts',
        key: C1,
        data: { whatever: true },
      },
    ]);
    expect((await snapshot(h)).stats).toEqual(s.stats);
  });
});

describe('parties directory: dedup, manual CRUD, tombstones', () => {
  const partyBody = (over: Record<string, unknown> = {}) => ({
    partyType: 'homeowner',
    firstName: 'Hana',
    lastName: 'Owens',
    email: 'hana.owens@example.com',
    phone: '555-010-2030',
    address: '12 Elm Street, Austin',
    state: 'Texas',
    ...over,
  });

  it('a party deleted by hand stays deleted on replay, and comes back with a NEW contract naming it', async () => {
    const h = await fresh();
    const cookie = await h.unlock();
    await h.deliver([contractCreated(C1, U1, 'Kitchen', 1, { homeowner: homeowner(), provider: provider() })]);
    const list = async () =>
      (await h.request({ method: 'GET', url: '/api/admin2/parties', cookie, user: admin })).body as Array<Record<string, any>>;
    const hana = (await list()).find((p) => p.partyType === 'homeowner')!;
    expect((await h.request({ method: 'DELETE', url: `/api/admin2/parties/${hana.id}`, cookie, user: admin })).status).toBe(204);
    expect((await list()).map((p) => p.email)).toEqual(['pat@builders.example']);
    expect((await h.request({ method: 'DELETE', url: `/api/admin2/parties/${hana.id}`, cookie, user: admin })).status).toBe(404);

    // Replay of the old event (even past the processed-event record): still deleted.
    const handlers = readModelHandlers({ repos: repositories(h.rt.store) });
    await handlers.ContractCreated!(contractCreated(C1, U1, 'Kitchen', 1, { homeowner: homeowner(), provider: provider() }), {
      topic: 'replay',
      attempt: 1,
    });
    expect((await list()).map((p) => p.email)).toEqual(['pat@builders.example']);

    // A new contract naming her brings her back, same id, both contracts counted.
    await h.deliver([contractCreated(C2, U2, 'Roofing', 2, { homeowner: homeowner({ phone: '555-222-3333' }), provider: provider() })]);
    const back = (await list()).find((p) => p.partyType === 'homeowner')!;
    expect(back).toMatchObject({ id: hana.id, phone: '555-222-3333', contractCount: 2 });
  });

  it('creates, edits and deletes parties by hand; (type, e-mail) stays unique', async () => {
    const h = await fresh();
    const cookie = await h.unlock();
    const post = (body: unknown) => h.request({ method: 'POST', url: '/api/admin2/parties', cookie, user: admin, body });
    const put = (id: string, body: unknown) => h.request({ method: 'PUT', url: `/api/admin2/parties/${id}`, cookie, user: admin, body });

    const created = await post(partyBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      partyType: 'homeowner',
      state: 'TX',
      source: 'manual',
      status: 'active',
      verified: false,
      hasInsurance: false,
      companyName: null,
      contractCount: 0,
      createdBy: 'admin2',
    });
    // Same type and e-mail (any case): 409. The same e-mail as a provider is another party.
    const dup = await post(partyBody({ email: 'HANA.OWENS@example.com', firstName: 'H' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/already in the directory/);
    expect((await post(partyBody({ partyType: 'service_provider' }))).status).toBe(201);

    // A contract naming her merges into the hand-made row, and does not overwrite what was typed.
    await h.deliver([contractCreated(C3, U1, 'Kitchen', 3, { homeowner: homeowner({ firstName: 'Hannah' }), provider: provider() })]);
    const list = (await h.request({ method: 'GET', url: '/api/admin2/parties', cookie, user: admin })).body as Array<Record<string, any>>;
    const hana = list.find((p) => p.id === created.body.id)!;
    expect(hana).toMatchObject({ firstName: 'Hana', contractCount: 1, source: 'manual' });
    expect(list).toHaveLength(3);

    const edited = await put(hana.id, partyBody({ verified: true, companyName: 'Owens Family Trust', insuranceAmount: '$250,000' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ verified: true, companyName: 'Owens Family Trust', insuranceAmount: '250000', contractCount: 1 });
    // Moving it onto another live party's (type, e-mail): 409.
    const pat = list.find((p) => p.email === 'pat@builders.example')!;
    expect((await put(pat.id, partyBody())).status).toBe(409);
    // Unknown id 404, malformed id 400, bad body 400.
    expect((await put('00000000-0000-4000-8000-000000000000', partyBody())).status).toBe(404);
    expect((await put('nope', partyBody())).status).toBe(400);
    const bad = await put(hana.id, partyBody({ phone: '123' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Valid phone number is required/);

    // Delete by hand, then create again by hand: the tombstone is taken over.
    expect((await h.request({ method: 'DELETE', url: `/api/admin2/parties/${hana.id}`, cookie, user: admin })).status).toBe(204);
    const again = await post(partyBody({ firstName: 'Hana B.' }));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: hana.id, firstName: 'Hana B.', source: 'manual' });

    const stats = (await h.request({ method: 'GET', url: '/api/admin2/stats', cookie, user: admin })).body;
    expect(stats).toMatchObject({ totalParties: 3, homeowners: 1, providers: 2 });
  });

  it('learning the same contract twice in parallel counts it once', async () => {
    const h = await fresh();
    const handlers = readModelHandlers({ repos: repositories(h.rt.store) });
    const e = contractCreated(C1, U1, 'Kitchen', 1, { homeowner: homeowner(), provider: provider() });
    const e2 = contractCreated(C2, U1, 'Kitchen', 2, { homeowner: homeowner(), provider: provider() });
    await Promise.all([e, e, e2, e2, e].map((x) => handlers.ContractCreated!(x, { topic: 't', attempt: 1 })));
    const cookie = await h.unlock();
    const list = (await h.request({ method: 'GET', url: '/api/admin2/parties', cookie, user: admin })).body as Array<Record<string, any>>;
    expect(list.map((p) => p.contractCount)).toEqual([2, 2]);
  });
});
