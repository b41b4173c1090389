import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '@homepact/kit';
import { ListCache, withListVersions, type ListVersionDoc } from '../../src/store/list-versions.ts';

const answer = (text: string, next?: string) => ({ body: Buffer.from(text), next });
const text = (a: { body: Buffer } | undefined) => a?.body.toString();

describe('ListCache', () => {
  it('serves an answer only for the version and key it was stored under', () => {
    const cache = new ListCache();
    cache.set('u1', 3, answer('[1]'));
    cache.set('u1', 3, answer('[2]', 'cur'), 'page 20');
    expect(text(cache.get('u1', 3))).toBe('[1]');
    expect(cache.get('u1', 3, 'page 20')).toEqual(answer('[2]', 'cur'));
    expect(cache.get('u1', 4)).toBeUndefined();
    expect(cache.get('u1', 3, 'page 5')).toBeUndefined();
    expect(cache.get('u2', 3)).toBeUndefined();
  });

  it('stays within its byte budget, dropping the least recently used entry', () => {
    const cache = new ListCache(10);
    cache.set('a', 1, answer('12345'));
    cache.set('b', 1, answer('12345'));
    expect(text(cache.get('a', 1))).toBe('12345');
    cache.set('c', 1, answer('12345'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(text(cache.get('a', 1))).toBe('12345');
    expect(text(cache.get('c', 1))).toBe('12345');
    // Too big for the whole budget: not kept at all.
    cache.set('d', 1, answer('12345678901'));
    expect(cache.get('d', 1)).toBeUndefined();
  });
});

describe('withListVersions', () => {
  it('bumps the owner’s list version after every kind of write', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-lv-'));
    const store = await createEmbeddedStore(dir, 'contracts');
    const versions = store.collection<ListVersionDoc>('contract_list_versions');
    const c = withListVersions(store.collection<{ _id: string; createdBy: string; n: number }>('contracts'), versions);
    const v = async (owner: string) => (await versions.findOne({ _id: owner }))?.v ?? 0;

    await c.insertOne({ _id: 'x', createdBy: 'u1', n: 0 });
    expect(await v('u1')).toBe(1);
    await c.findOneAndUpdate({ _id: 'x' }, { $inc: { n: 1 } });
    expect(await v('u1')).toBe(2);
    await c.findOneAndUpdate({ _id: 'missing' }, { $inc: { n: 1 } });
    expect(await v('u1')).toBe(2);
    await c.updateMany({ createdBy: 'u1' }, { $set: { n: 5 } });
    expect(await v('u1')).toBe(3);
    await c.deleteOne({ _id: 'x' });
    expect(await v('u1')).toBe(4);
    expect(await v('u2')).toBe(0);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
