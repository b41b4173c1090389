import { afterEach, describe, expect, it } from 'vitest';
import { ChangeOrderEvents, SigningEvents } from '@homepact/proto';
import {
  admin,
  create,
  currentToken,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  validBody,
  type Harness,
} from '../harness.ts';

let h: Harness;
afterEach(async () => h?.close());

const CHANGE = { scopeChange: 'Add a second sink on the island, with its plumbing.', priceChange: '+1500', newEndDate: '2025-07-15' };

/** Creates, sends and has both parties sign a contract of owner's; returns its id. */
async function executedContract(x: Harness) {
  const { id } = await create(x, owner);
  await signBoth(x, id);
  return id;
}

/** Sends a contract (or change order) for signature and has both parties sign it by their links. */
async function signBoth(x: Harness, id: string) {
  const { tokens } = await sendForSignature(x, id);
  const a = await x.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('homeowner', { token: tokens.homeowner }) });
  expect(a.status).toBe(200);
  const b = await x.request({
    method: 'POST',
    url: `/api/contracts/${id}/sign`,
    body: signBody('provider', { token: await currentToken(x, id, 'provider') }),
  });
  expect(b.status).toBe(200);
  expect(b.body.fullyExecuted).toBe(true);
  await x.settle();
}

const propose = (x: Harness, id: string, user: typeof owner | null, body: Record<string, unknown> = CHANGE) =>
  x.request({ method: 'POST', url: `/api/contracts/${id}/change-orders`, ...(user ? { user } : {}), body });

describe('POST /api/contracts/:id/change-orders', () => {
  it('drafts CO-1 from an executed contract: the new total from the old, the text stating both, events through the outbox', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const parent = (await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner })).body;
    const res = await propose(h, id, owner);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number: 'CO-1',
      parentId: id,
      status: 'draft',
      previousTotal: parent.totalAmount,
      priceChange: '1500.00',
      previousEndDate: parent.projectEndDate,
      newEndDate: '2025-07-15',
      proposedBy: { role: 'owner' },
    });
    const cents = (t: string) => Math.round(Number(t) * 100);
    expect(cents(res.body.newTotal)).toBe(cents(parent.totalAmount) + 150_000);

    // A contract record of its own, naming its parent, signed like a contract.
    const record = (await h.request({ method: 'GET', url: `/api/contracts/${res.body.id}`, user: owner })).body;
    expect(record.changeOrder).toMatchObject({ number: 'CO-1', parentId: id, newTotal: res.body.newTotal });
    expect(record.finalContract).toContain('CHANGE ORDER CO-1');
    expect(record.finalContract).toContain('Add a second sink');
    expect(record.homeownerEmail).toBe(parent.homeownerEmail);

    await h.settle();
    const created = h.events.filter((e) => e.type === ChangeOrderEvents.ChangeOrderCreated.type);
    expect(created).toHaveLength(1);
    expect(ChangeOrderEvents.ChangeOrderCreated.schema.parse(created[0]!.data)).toMatchObject({
      changeOrderId: res.body.id,
      parentId: id,
      number: 'CO-1',
    });
  });

  it('once both sign it: ChangeOrderSigned, and the parent’s current price and end date include it; CO-2 starts from there', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const co1 = (await propose(h, id, owner)).body;
    const before = (await h.request({ method: 'GET', url: `/api/contracts/${id}/change-orders`, user: owner })).body;
    expect(before.currentTotal).toBe(before.originalTotal);
    expect(before.canPropose).toBe(false);
    expect(before.cannotProposeReason).toMatch(/CO-1 is still waiting for signatures/);

    await signBoth(h, co1.id);
    // Its invitation says it is a change order, with the totals before and after.
    const invite = h.events.find(
      (e) => e.type === SigningEvents.InvitesRequested.type && (e.data as { contractId: string }).contractId === co1.id,
    );
    expect(SigningEvents.InvitesRequested.schema.parse(invite!.data).changeOrder).toEqual({
      number: 'CO-1',
      parentServiceType: expect.any(String),
      previousTotal: co1.previousTotal,
      newTotal: co1.newTotal,
    });
    const signed = h.events.filter((e) => e.type === ChangeOrderEvents.ChangeOrderSigned.type);
    expect(signed).toHaveLength(1);
    expect(h.events.filter((e) => e.type === SigningEvents.ContractExecuted.type)).toHaveLength(2);

    const after = (await h.request({ method: 'GET', url: `/api/contracts/${id}/change-orders`, user: homeowner })).body;
    expect(after).toMatchObject({ currentTotal: co1.newTotal, currentEndDate: '2025-07-15', canPropose: true });
    expect(after.changeOrders.map((c: { number: string; status: string }) => [c.number, c.status])).toEqual([['CO-1', 'signed']]);

    const co2 = await propose(h, id, provider, { scopeChange: 'Leave out the pantry shelving.', newTotal: '1000' });
    expect(co2.status).toBe(201);
    expect(co2.body).toMatchObject({
      number: 'CO-2',
      previousTotal: co1.newTotal,
      newTotal: '1000.00',
      previousEndDate: '2025-07-15',
      newEndDate: '2025-07-15',
    });
    expect(co2.body.proposedBy.role).toBe('provider');

    // The parent's history (the certificate's timeline) names the change order's proposal and its signing.
    const evidence = await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true });
    const actions = (evidence.body.timeline as Array<{ action: string }>).map((t) => t.action);
    expect(actions.filter((a) => a.startsWith('change_order_'))).toEqual([
      'change_order_created',
      'change_order_signed',
      'change_order_created',
    ]);
  });

  it('the authorization matrix: owner, each party and an admin may propose; a stranger gets 404, anonymous 401', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    expect((await propose(h, id, stranger)).status).toBe(404);
    expect((await propose(h, id, null)).status).toBe(401);
    expect((await propose(h, id, homeowner)).status).toBe(201);
    // One open at a time: the next proposer is told which one is waiting.
    const open = await propose(h, id, provider);
    expect(open.status).toBe(409);
    expect(open.body.error).toMatchObject({ code: 'change_order_open' });
    expect(open.body.error.message).toMatch(/CO-1/);
  });

  it('each of owner, provider and admin may propose on their own executed contract', async () => {
    h = await startContracts();
    for (const user of [owner, provider, admin]) {
      const id = await executedContract(h);
      const res = await propose(h, id, user);
      expect(res.status).toBe(201);
    }
  });

  it('GET: owner, parties (signed in or by their link) and admin read the list; a stranger 404, anonymous 401', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    await propose(h, id, owner);
    const get = (user: typeof owner | null, token?: string) =>
      h.request({ method: 'GET', url: `/api/contracts/${id}/change-orders${token ? `?token=${token}` : ''}`, ...(user ? { user } : {}) });
    for (const user of [owner, homeowner, provider, admin]) {
      const res = await get(user);
      expect(res.status).toBe(200);
      expect(res.body.changeOrders).toHaveLength(1);
    }
    expect((await get(stranger)).status).toBe(404);
    expect((await get(null)).status).toBe(401);
    const link = await get(null, await currentToken(h, id, 'provider'));
    expect(link.status).toBe(200);
    expect(link.body.cannotProposeReason).toMatch(/CO-1|Sign in/);
  });

  it('the proposer who is a party manages their change order (the owner too); the other party does not', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const co = (await propose(h, id, homeowner)).body;
    const authorize = (user: typeof owner) =>
      h.request({ method: 'POST', url: `/internal/contracts/${co.id}/authorize`, internal: true, body: { user } });
    expect((await authorize(homeowner)).body.access).toMatchObject({ read: true, manage: true });
    expect((await authorize(owner)).body.access).toMatchObject({ read: true, manage: true });
    expect((await authorize(provider)).body.access).toMatchObject({ read: true, manage: false });
    expect((await authorize(stranger)).body.access).toMatchObject({ read: false, manage: false });
    // A change order's draft is sent without the terms check (its text states old and new prices by construction).
    expect((await authorize(homeowner)).body.terms).toEqual({ differences: [], ownerChanges: [] });
  });

  it('a parent not fully signed answers 409 with a clear message', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const draft = await propose(h, id, owner);
    expect(draft.status).toBe(409);
    expect(draft.body.error).toMatchObject({ code: 'parent_not_executed' });
    expect(draft.body.error.message).toMatch(/both parties have signed/);
    await sendForSignature(h, id);
    expect((await propose(h, id, owner)).body.error.code).toBe('parent_not_executed');
  });

  it('a change order cannot itself be changed', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const co = (await propose(h, id, owner)).body;
    await signBoth(h, co.id);
    const res = await propose(h, co.id, owner);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('parent_is_change_order');
  });

  it.each([
    ['no scope', { priceChange: '10' }, 'scopeChange'],
    ['a short scope', { scopeChange: 'sink', priceChange: '10' }, 'scopeChange'],
    ['neither price field', { scopeChange: CHANGE.scopeChange }, 'priceChange'],
    ['both price fields', { scopeChange: CHANGE.scopeChange, priceChange: '10', newTotal: '10' }, 'priceChange'],
    ['a price that is not money', { scopeChange: CHANGE.scopeChange, priceChange: '12abc' }, 'priceChange'],
    ['three decimals', { scopeChange: CHANGE.scopeChange, newTotal: '10.001' }, 'newTotal'],
    ['a negative new total', { scopeChange: CHANGE.scopeChange, newTotal: '-5' }, 'newTotal'],
    ['a date that is not one', { scopeChange: CHANGE.scopeChange, priceChange: '0', newEndDate: '2025-02-30' }, 'newEndDate'],
    ['an unknown field', { ...CHANGE, price: 5 }, 'price'],
  ])('400 for %s', async (_name, body, field) => {
    h = await startContracts();
    const id = await executedContract(h);
    const res = await propose(h, id, owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(res.body.error)).toContain(field);
  });

  it('400 when the cut takes the total below $0, or the end date before the start', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const below = await propose(h, id, owner, { scopeChange: CHANGE.scopeChange, priceChange: '-99999999' });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toMatch(/cannot go below \$0/);
    const early = await propose(h, id, owner, { scopeChange: CHANGE.scopeChange, priceChange: '0', newEndDate: '2000-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toMatch(/before the project's start date/);
  });

  it('the executed parent stays impossible to edit or delete, with change orders or without', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    await propose(h, id, owner);
    const put = await h.request({ method: 'PUT', url: `/api/contracts/${id}`, user: owner, body: validBody() });
    expect(put.status).toBe(409);
    const patch = await h.request({
      method: 'PATCH',
      url: `/api/contracts/${id}/content`,
      user: owner,
      body: { editedContractContent: 'Anything else.' },
    });
    expect(patch.status).toBe(409);
    const del = await h.request({ method: 'DELETE', url: `/api/contracts/${id}`, user: owner });
    expect(del.status).toBe(409);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner })).status).toBe(200);
  });

  it('a draft change order can be deleted by its proposer, which frees the next number’s way', async () => {
    h = await startContracts();
    const id = await executedContract(h);
    const co = (await propose(h, id, provider)).body;
    // The other party reads it but may not delete it.
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${co.id}`, user: homeowner })).status).toBe(403);
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${co.id}`, user: provider })).status).toBe(204);
    const list = (await h.request({ method: 'GET', url: `/api/contracts/${id}/change-orders`, user: owner })).body;
    expect(list.changeOrders).toHaveLength(0);
    expect(list.canPropose).toBe(true);
  });
});
