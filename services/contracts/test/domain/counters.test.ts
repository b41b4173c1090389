import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type DocumentStore } from '@homepact/kit';
import { decodeCursor, encodeCursor, ifNoneMatch, listEtag } from '../../src/domain/list-cursor.ts';
import { collections, INDEXES, type ContractsCollections, type ContractStored } from '../../src/store/collections.ts';
import { ContractsRepository } from '../../src/store/contracts-repository.ts';
import { summaryOf } from '../../src/store/list-versions.ts';

let dir: string;
let store: DocumentStore;
let stored: ContractsCollections;
let repo: ContractsRepository;
let clock: Date;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-counters-'));
  store = await createEmbeddedStore(dir, 'contracts');
  stored = collections(store);
  clock = new Date('2026-03-01T10:00:00Z');
  repo = new ContractsRepository(stored, () => clock);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const figures = async (owner: string) => summaryOf(await stored.listVersions.findOne({ _id: owner }));
const version = async (owner: string) => (await stored.listVersions.findOne({ _id: owner }))?.v ?? 0;
/** Only the fields the counters read; a real contract has many more. */
const draft = (id: string, owner = 'u1', status = 'draft') => ({ _id: id, createdBy: owner, status, createdAt: clock }) as ContractStored;
const none = { draft: 0, pending_signatures: 0, signed: 0, completed: 0 };

describe('contract counters (ContractsRepository)', () => {
  it('counts inserts, status changes and soft deletes, each from the status the filter pins', async () => {
    await repo.insertDraft(draft('a'), []);
    await repo.insertDraft(draft('b'), []);
    await repo.insertDraft(draft('c', 'u1', 'on_hold'), []);
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { ...none, draft: 2 } });

    expect(await repo.setStatus({ _id: 'a', status: 'draft' }, 'pending_signatures')).toMatchObject({ status: 'pending_signatures' });
    await repo.setStatus({ _id: 'b', status: 'draft' }, 'completed', { $set: { updatedAt: clock } });
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { ...none, pending_signatures: 1, completed: 1 } });

    // The same status again moves nothing; a filter that no longer matches changes nothing.
    await repo.setStatus({ _id: 'a', status: 'pending_signatures' }, 'pending_signatures');
    expect(await repo.setStatus({ _id: 'a', status: 'draft' }, 'signed')).toBeNull();
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { ...none, pending_signatures: 1, completed: 1 } });

    // A soft delete counts once; the relay's later hard delete does not go through the counters.
    expect(await repo.softDelete('c', 'on_hold', [])).toMatchObject({ _deleted: true });
    expect(await repo.softDelete('c', 'on_hold', [])).toBeNull();
    expect(await figures('u1')).toEqual({ total: 2, byStatus: { ...none, pending_signatures: 1, completed: 1 } });
    expect(await stored.contracts.count({ _countPending: { $exists: true } })).toBe(0);
  });

  it('never returns its pending marker, and a write that leaves the status alone only bumps the version', async () => {
    await repo.insertDraft(draft('a'), []);
    const v = await version('u1');
    const moved = await repo.setStatus({ _id: 'a', status: 'draft' }, 'signed');
    expect(moved).not.toHaveProperty('_countPending');
    await repo.recordLatestPdf('a', 'doc-1', clock);
    expect(await repo.findLive('a')).toMatchObject({ latestDocumentId: 'doc-1' });
    const after = (await stored.listVersions.findOne({ _id: 'u1' }))!;
    expect(after.v).toBe(v + 2);
    expect(summaryOf(after)).toEqual({ total: 1, byStatus: { ...none, signed: 1 } });
  });

  it('refuses a change that would move a contract between buckets unseen (the types already do)', async () => {
    await repo.insertDraft(draft('a'), []);
    const sneaky = { status: 'signed' } as unknown as Parameters<ContractsRepository['saveDraftEdits']>[1];
    await expect(repo.saveDraftEdits('a', sneaky, clock, [])).rejects.toThrow(/setStatus or softDelete/);
    expect(await figures('u1')).toEqual({ total: 1, byStatus: { ...none, draft: 1 } });
  });

  it('marks on the injected clock, and the drift repair recounts an owner whose counter update never landed', async () => {
    await repo.insertDraft(draft('a'), []);
    await repo.insertDraft(draft('b'), []);
    // A process died between the contract's write and the counters' update: the marker stays, the counters are stale.
    await stored.contracts.findOneAndUpdate({ _id: 'a' }, { $set: { status: 'signed', _countPending: clock.getTime() } });
    expect(await figures('u1')).toEqual({ total: 2, byStatus: { ...none, draft: 2 } });

    // Not stale yet on the service's clock: nothing to repair.
    expect(await repo.repairDrift(60_000)).toEqual({ owners: 0, contracts: 0 });
    clock = new Date(clock.getTime() + 61_000);
    expect(await repo.repairDrift(60_000)).toEqual({ owners: 1, contracts: 1 });
    expect(await figures('u1')).toEqual({ total: 2, byStatus: { ...none, draft: 1, signed: 1 } });
    expect(await stored.contracts.count({ _countPending: { $exists: true } })).toBe(0);
  });
});

describe('list versions (ContractsRepository)', () => {
  it('bumps the owner’s list version after every kind of write, and only the owner’s', async () => {
    await repo.insertDraft(draft('x'), []);
    expect(await version('u1')).toBe(1);
    await repo.saveDraftEdits('x', { serviceDescription: 'Roof' }, clock, []);
    expect(await version('u1')).toBe(2);
    expect(await repo.saveDraftEdits('missing', { serviceDescription: 'Roof' }, clock, [])).toBeNull();
    expect(await version('u1')).toBe(2);
    await repo.setOwnerName('u1', 'Ann Lee');
    expect(await version('u1')).toBe(3);
    expect(await repo.findLive('x')).toMatchObject({ createdByName: 'Ann Lee' });
    await repo.softDelete('x', 'draft', []);
    expect(await version('u1')).toBe(4);
    expect(await repo.findLive('x')).toBeNull();
    expect(await version('u2')).toBe(0);
  });
});

describe('index declarations', () => {
  it('declares the dashboard’s keyset index (both stores create it as declared)', () => {
    expect(INDEXES.contracts).toContainEqual({ fields: { createdBy: 1, createdAt: -1, _id: -1 } });
  });
});

describe('list cursors and tags', () => {
  const key = Buffer.alloc(32, 7);
  const pos = { createdAt: new Date('2025-01-05T12:00:00.123Z'), id: '6f1c2d3e-0000-4000-8000-000000000001' };

  it('round-trips a position for its owner only', () => {
    const cursor = encodeCursor(key, 'u1', pos);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(decodeCursor(key, 'u1', cursor)).toEqual(pos);
    expect(() => decodeCursor(key, 'u2', cursor)).toThrow(/cursor is not valid/);
    expect(() => decodeCursor(Buffer.alloc(32, 8), 'u1', cursor)).toThrow(/cursor is not valid/);
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    const tag = listEtag('u1', 3, 'list');
    expect(ifNoneMatch(undefined, tag)).toBe(false);
    expect(ifNoneMatch(tag, tag)).toBe(true);
    expect(ifNoneMatch(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(ifNoneMatch('*', tag)).toBe(true);
    expect(ifNoneMatch(listEtag('u1', 4, 'list'), tag)).toBe(false);
    expect(ifNoneMatch(listEtag('u2', 3, 'list'), tag)).toBe(false);
  });
});
