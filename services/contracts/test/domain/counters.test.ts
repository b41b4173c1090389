import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type Collection, type DocumentStore } from '@homepact/kit';
import { decodeCursor, encodeCursor, ifNoneMatch, listEtag } from '../../src/domain/list-cursor.ts';
import { INDEXES } from '../../src/store/collections.ts';
import { COUNT_PENDING, summaryOf, withListVersions, type ListVersionDoc } from '../../src/store/list-versions.ts';

type C = { _id: string; createdBy: string; status: string; _deleted?: boolean; n?: number };

let dir: string;
let store: DocumentStore;
let versions: Collection<ListVersionDoc>;
let raw: Collection<C>;
let c: Collection<C>;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-counters-'));
  store = await createEmbeddedStore(dir, 'contracts');
  versions = store.collection<ListVersionDoc>('contract_list_versions');
  raw = store.collection<C>('contracts');
  c = withListVersions(raw, versions);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const figures = async (owner: string) => summaryOf(await versions.findOne({ _id: owner }));
const draft = (id: string, owner = 'u1', status = 'draft'): C => ({ _id: id, createdBy: owner, status });

describe('withListVersions counters', () => {
  it('counts inserts, status changes and soft deletes through any filter, and hard deletes of live contracts', async () => {
    await c.insertOne(draft('a'));
    await c.insertOne(draft('b'));
    await c.insertOne(draft('c', 'u1', 'on_hold'));
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { draft: 2, pending_signatures: 0, signed: 0, completed: 0 } });

    // A filter that does not pin the status: the wrapper reads it first.
    expect(await c.findOneAndUpdate({ _id: 'a' }, { $set: { status: 'pending_signatures' } })).toMatchObject({
      status: 'pending_signatures',
    });
    await c.updateMany({ createdBy: 'u1', status: 'draft' }, { $set: { status: 'completed' } });
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { draft: 0, pending_signatures: 1, signed: 0, completed: 1 } });

    // Setting the same status again moves nothing; a write missing its filter changes nothing.
    await c.findOneAndUpdate({ _id: 'a' }, { $set: { status: 'pending_signatures' } });
    expect(await c.findOneAndUpdate({ _id: 'a', status: 'draft', _deleted: { $ne: true } }, { $set: { status: 'signed' } })).toBeNull();
    expect(await figures('u1')).toEqual({ total: 3, byStatus: { draft: 0, pending_signatures: 1, signed: 0, completed: 1 } });

    // Soft delete, then the relay's hard delete: counted once.
    await c.findOneAndUpdate({ _id: 'b', _deleted: { $ne: true } }, { $set: { _deleted: true } });
    expect((await figures('u1')).total).toBe(2);
    await c.deleteOne({ _id: 'b' });
    expect((await figures('u1')).total).toBe(2);
    // A hard delete of a live contract counts; so does deleteMany.
    await c.deleteMany({ createdBy: 'u1' });
    expect(await figures('u1')).toEqual({ total: 0, byStatus: { draft: 0, pending_signatures: 0, signed: 0, completed: 0 } });
    expect(await raw.count({ [COUNT_PENDING]: { $exists: true } })).toBe(0);
  });

  it('does not return its pending marker and writes without status changes only bump the version', async () => {
    const saved = await c.insertOne(draft('a'));
    expect(saved).not.toHaveProperty(COUNT_PENDING);
    const v = (await versions.findOne({ _id: 'u1' }))!.v;
    const updated = await c.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } });
    expect(updated).not.toHaveProperty(COUNT_PENDING);
    const after = (await versions.findOne({ _id: 'u1' }))!;
    expect(after.v).toBe(v + 1);
    expect(after.total).toBe(1);
  });

  it('counts a status change exactly once when the contract moves between the read and the write', async () => {
    await c.insertOne(draft('a'));
    // Another writer moves the contract right after the wrapper has read it.
    let interfered = false;
    const racing: Collection<C> = {
      ...raw,
      name: raw.name,
      find: async (f, o) => {
        const out = await raw.find(f, o);
        if (!interfered) {
          interfered = true;
          await c.findOneAndUpdate({ _id: 'a', status: 'draft', _deleted: { $ne: true } }, { $set: { status: 'signed' } });
        }
        return out;
      },
      findOne: (f) => raw.findOne(f),
      count: (f) => raw.count(f),
      insertOne: (d) => raw.insertOne(d),
      findOneAndUpdate: (f, u, o) => raw.findOneAndUpdate(f, u, o),
      updateMany: (f, u) => raw.updateMany(f, u),
      deleteOne: (f) => raw.deleteOne(f),
      deleteMany: (f) => raw.deleteMany(f),
      ensureIndexes: (i) => raw.ensureIndexes(i),
    };
    const wrapped = withListVersions(racing, versions);
    await wrapped.findOneAndUpdate({ _id: 'a' }, { $set: { status: 'completed' } });
    expect(await figures('u1')).toEqual({ total: 1, byStatus: { draft: 0, pending_signatures: 0, signed: 0, completed: 1 } });
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
