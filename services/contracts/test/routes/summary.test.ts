import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContractCountsSchema, SigningEvents } from '@homepact/proto';
import { collections } from '../../src/store/collections.ts';
import { LIST_VERSIONS } from '../../src/store/list-versions.ts';
import { repositories } from '../../src/store/repositories.ts';
import {
  create,
  currentToken,
  owner,
  pdfGenerated,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  type Harness,
} from '../harness.ts';
import type { ContractStored } from '../../src/store/collections.ts';
import type { ListVersionDoc } from '../../src/store/list-versions.ts';

let h: Harness;
beforeEach(async () => {
  h = await startContracts();
});
afterEach(async () => {
  await h.close();
});

const summary = async (user = owner, headers: Record<string, string> = {}) =>
  h.request({ method: 'GET', url: '/api/contracts/summary', user, headers });
const counts = async (user = owner) => {
  const res = await summary(user);
  expect(res.status).toBe(200);
  return ContractCountsSchema.parse(res.body);
};
const expected = (draft: number, pending = 0, signed = 0, completed = 0) => ({
  total: draft + pending + signed + completed,
  byStatus: { draft, pending_signatures: pending, signed, completed },
});
const sign = (id: string, role: 'homeowner' | 'provider', token: string) =>
  h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody(role, { token }) });
const raw = () => h.rt.store.collection<ContractStored>('contracts');
const versions = () => h.rt.store.collection<ListVersionDoc>(LIST_VERSIONS);

describe('GET /api/contracts/summary', () => {
  it('is all zeros for a new user, and 401 signed out', async () => {
    expect(await counts(stranger)).toEqual(expected(0));
    expect((await summary(null as never)).status).toBe(401);
  });

  it('is served by its own route, not taken for a contract id', async () => {
    await create(h, owner);
    const res = await summary();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['byStatus', 'total']);
    expect((await h.request({ method: 'GET', url: '/api/contracts/summary?x=1', user: owner })).status).toBe(400);
  });

  it('follows create, send for signature, each signature and delete', async () => {
    const a = (await create(h, owner)).id;
    const b = (await create(h, owner)).id;
    const c = (await create(h, owner)).id;
    await create(h, stranger);
    expect(await counts()).toEqual(expected(3));
    expect(await counts(stranger)).toEqual(expected(1));

    // Generate (PdfGenerated from documents) sends a draft for signature.
    const { tokens } = await sendForSignature(h, a);
    expect(await counts()).toEqual(expected(2, 1));
    // Another PDF of a contract already sent moves nothing.
    await h.publish(SigningEvents.PdfGenerated, pdfGenerated(a));
    await h.settle();
    expect(await counts()).toEqual(expected(2, 1));
    await sendForSignature(h, b);
    expect(await counts()).toEqual(expected(1, 2));

    // The first signature leaves it pending, the second makes it signed.
    expect((await sign(a, 'homeowner', tokens.homeowner)).status).toBe(200);
    expect(await counts()).toEqual(expected(1, 2));
    expect((await sign(a, 'provider', await currentToken(h, a, 'provider'))).status).toBe(200);
    expect(await counts()).toEqual(expected(1, 1, 1));

    // Deleting the remaining draft.
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${c}`, user: owner })).status).toBe(204);
    expect(await counts()).toEqual(expected(0, 1, 1));
    // The relay removes the soft-deleted record for good; the counts stay.
    await h.settle();
    expect(await raw().count({ _id: c })).toBe(0);
    expect(await counts()).toEqual(expected(0, 1, 1));
    expect(await counts(stranger)).toEqual(expected(1));

    // They agree with the list itself.
    const list = (await h.request({ method: 'GET', url: '/api/contracts', user: owner })).body as Array<{ status: string }>;
    expect(list.map((s) => s.status).sort()).toEqual(['pending_signatures', 'signed']);
    // No write left a pending marker behind.
    expect(await raw().count({ _countPending: { $exists: true } })).toBe(0);
  });

  it('stays exact under concurrent creates and deletes', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => create(h, owner)));
    expect(await counts()).toEqual(expected(20));
    await Promise.all(made.slice(0, 8).map((c) => h.request({ method: 'DELETE', url: `/api/contracts/${c.id}`, user: owner })));
    expect(await counts()).toEqual(expected(12));
  });

  it('reads the counters, it does not count: a count the writes did not make is not seen', async () => {
    await create(h, owner);
    await counts();
    // A contract slipped in behind the service's back is invisible to the summary (and visible to the list).
    await raw().insertOne({ _id: 'sneaked', createdBy: owner.userId, status: 'draft', createdAt: new Date() } as ContractStored);
    expect(await counts()).toEqual(expected(1));
  });
});

describe('ETag and If-None-Match on the summary', () => {
  it('answers 304 while the counters are unchanged, and 200 with a new tag after a write', async () => {
    await create(h, owner);
    const first = await summary();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await summary(owner, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(Number(again.headers['content-length'] ?? 0)).toBe(0);

    await create(h, owner);
    const changed = await summary(owner, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(expected(2));
    expect(changed.headers.etag).not.toBe(etag);
    // The list and the summary never share a tag.
    expect((await h.request({ method: 'GET', url: '/api/contracts', user: owner })).headers.etag).not.toBe(changed.headers.etag);
  });
});

describe('counter repair (not the normal path)', () => {
  it('counts an owner once when their counters predate this feature', async () => {
    await create(h, owner);
    await create(h, owner);
    // As stored before the counters existed: a version and nothing else.
    await versions().deleteOne({ _id: owner.userId });
    await versions().insertOne({ _id: owner.userId, v: 7 });
    const res = await summary();
    expect(res.body).toEqual(expected(2));
    const doc = (await versions().findOne({ _id: owner.userId }))!;
    expect(doc.counted).toBe(true);
    expect(doc.v).toBe(8);
  });

  it('recounts an owner whose contract write landed without its counter update (a crash in between)', async () => {
    const a = (await create(h, owner)).id;
    await create(h, owner);
    expect(await counts()).toEqual(expected(2));
    const before = (await summary()).headers.etag as string;
    // The contract moved, the process died before the counters did: only the marker tells.
    await raw().findOneAndUpdate({ _id: a }, { $set: { status: 'signed', _countPending: h.clock.now.getTime() - 120_000 } });
    expect(await counts()).toEqual(expected(2));

    // A marker younger than the stale age belongs to a write still in flight: left alone.
    const c = repositories(collections(h.rt.store), () => h.clock.now);
    expect(await c.contracts.repairDrift(60 * 60_000)).toEqual({ owners: 0, contracts: 0 });

    expect(await c.contracts.repairDrift(60_000)).toEqual({ owners: 1, contracts: 1 });
    expect(await counts()).toEqual(expected(1, 0, 1));
    expect(await raw().count({ _countPending: { $exists: true } })).toBe(0);
    // The figures changed, so the tag did: a client holding the old one gets the repaired figures.
    expect((await summary(owner, { 'if-none-match': before })).status).toBe(200);
  });

  it('repairs at start-up', async () => {
    await h.close();
    h = await startContracts({ start: false });
    const a = (await create(h, owner)).id;
    await raw().findOneAndUpdate({ _id: a }, { $set: { _deleted: true, _countPending: h.clock.now.getTime() - 120_000 } });
    await h.service.start();
    expect(await counts()).toEqual(expected(0));
  });
});
