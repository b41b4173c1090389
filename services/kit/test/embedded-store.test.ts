import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded.ts';
import { createStore } from '../src/store/index.ts';
import { tempDir } from '../src/testing/index.ts';

describe('embedded store specifics', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    data = await tempDir('homepact-embedded-');
  });
  afterEach(async () => {
    await data.remove();
  });

  it('keeps one file per collection under DATA_DIR/<namespace>, and the data survives a restart', async () => {
    const first = await createEmbeddedStore(data.dir, 'identity');
    await first.collection('users').insertOne({ _id: 'u1', email: 'a@x', createdAt: new Date('2024-01-01T00:00:00Z') });
    await first.collection('users').findOneAndUpdate({ _id: 'u1' }, { $set: { name: 'Ann' } });
    await first.close();
    expect(existsSync(path.join(data.dir, 'identity', 'users.db'))).toBe(true);

    const second = await createEmbeddedStore(data.dir, 'identity');
    expect(await second.collection('users').findOne({ _id: 'u1' })).toEqual({
      _id: 'u1',
      email: 'a@x',
      name: 'Ann',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    // Another namespace is another set of files.
    const other = await createEmbeddedStore(data.dir, 'contracts');
    expect(await other.collection('users').count({})).toBe(0);
    await second.close();
    await other.close();
  });

  it('a unique index persists across a restart', async () => {
    const first = await createEmbeddedStore(data.dir, 'svc');
    await first.collection('users').ensureIndexes([{ fields: { email: 1 }, unique: true }]);
    await first.collection('users').insertOne({ _id: 'u1', email: 'a@x' });
    await first.close();
    const second = await createEmbeddedStore(data.dir, 'svc');
    await second.collection('users').ensureIndexes([{ fields: { email: 1 }, unique: true }]);
    await expect(second.collection('users').insertOne({ _id: 'u2', email: 'a@x' })).rejects.toMatchObject({ status: 409 });
    await second.close();
  });

  it('a TTL index removes documents whose date is past', async () => {
    const store = await createEmbeddedStore(data.dir, 'svc');
    const c = store.collection('otp');
    await c.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
    await c.insertOne({ _id: 'old', expiresAt: new Date(Date.now() - 60_000) });
    await c.insertOne({ _id: 'new', expiresAt: new Date(Date.now() + 60_000) });
    expect((await c.find({})).map((d) => d._id)).toEqual(['new']);
    await store.close();
  });

  it('createStore picks the embedded store when no MONGO_URL is given', async () => {
    const store = await createStore({ dataDir: data.dir, namespace: 'svc' });
    expect(store.kind).toBe('embedded');
    expect(await store.ping()).toBe(true);
    await store.close();
  });
});
