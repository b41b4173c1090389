import { describe, expect, it } from 'vitest';
import { createMongoStore, databaseInUrl, MongoCollection, type NativeCollection } from '../src/store/mongo.ts';
import { freePort } from '../src/testing/index.ts';

describe('MongoDB store: connection string handling', () => {
  it.each([
    ['mongodb://localhost:27017', false],
    ['mongodb://localhost:27017/', false],
    ['mongodb://localhost:27017/?replicaSet=rs0', false],
    ['mongodb://mongo-0.mongo,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin', false],
    ['mongodb://user:p%40ss@h1:1,h2:2/identity?authSource=admin', true],
    ['mongodb+srv://cluster0.example.net/contracts?retryWrites=true', true],
    ['mongodb://localhost/%61b', true],
  ])('%s names a database: %s', (url, named) => {
    expect(databaseInUrl(url)).toBe(named);
  });

  // The adapter's behaviour against a server is the shared contract suite
  // (store.contract.test.ts), run when MONGO_URL or a Docker engine is there.
  it('fails at start-up, within the server-selection timeout, when no server answers', { timeout: 30_000 }, async () => {
    const port = await freePort();
    await expect(createMongoStore(`mongodb://127.0.0.1:${port}/?directConnection=true`, 'nobody')).rejects.toThrow();
  });
});

/**
 * The driver calls the adapter makes, against a recording stand-in for a
 * native collection: what a real server cannot be asked here.
 */
describe('MongoDB store: driver calls', () => {
  function recorder(overrides: Record<string, (...args: unknown[]) => unknown> = {}) {
    const calls: Array<{ method: string; args: unknown[] }> = [];
    const native = new Proxy(
      {},
      {
        get:
          (_t, method: string) =>
          (...args: unknown[]) => {
            calls.push({ method, args });
            if (overrides[method]) return overrides[method](...args);
            if (method === 'find') return { toArray: async () => [] };
            if (method === 'updateMany') return Promise.resolve({ matchedCount: 2, modifiedCount: 1 });
            if (method === 'deleteOne') return Promise.resolve({ deletedCount: 0 });
            return Promise.resolve(null);
          },
      },
    );
    return { calls, collection: new MongoCollection('things', native as unknown as NativeCollection) };
  }
  const duplicateKey = () => Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });

  it('an upsert whose filter does not pin _id supplies a string _id on insert and asks for the document after', async () => {
    const { calls, collection } = recorder();
    await collection.findOneAndUpdate({ email: 'x@y' }, { $inc: { n: 1 } }, { upsert: true });
    const [filter, update, options] = calls[0]!.args as [unknown, Record<string, Record<string, unknown>>, unknown];
    expect(calls[0]!.method).toBe('findOneAndUpdate');
    expect(filter).toEqual({ email: 'x@y' });
    expect(update.$inc).toEqual({ n: 1 });
    expect(typeof update.$setOnInsert?._id).toBe('string');
    expect(options).toEqual({ upsert: true, returnDocument: 'after' });
  });

  it('an upsert on an _id, or a plain update, adds no _id of its own', async () => {
    const { calls, collection } = recorder();
    await collection.findOneAndUpdate({ _id: 'a' }, { $set: { n: 1 } }, { upsert: true });
    await collection.findOneAndUpdate({ $and: [{ _id: 'a' }, { n: 1 }] }, { $set: { n: 2 } }, { upsert: true });
    await collection.findOneAndUpdate({ email: 'x' }, { $set: { n: 1 } });
    for (const call of calls) expect((call.args[1] as Record<string, unknown>).$setOnInsert).toBeUndefined();
    expect(calls[2]!.args[2]).toEqual({ upsert: false, returnDocument: 'after' });
  });

  it('empty operators are dropped; an update with none left is a no-op $set', async () => {
    const { calls, collection } = recorder();
    await collection.findOneAndUpdate({ _id: 'a' }, { $set: {}, $inc: { n: 1 } });
    await collection.updateMany({}, {});
    expect(calls[0]!.args[1]).toEqual({ $inc: { n: 1 } });
    expect(calls[1]!.args[1]).toEqual({ $set: {} });
  });

  it('E11000 from any write becomes AppError duplicate 409', async () => {
    const fail = () => Promise.reject(duplicateKey());
    const { collection } = recorder({ insertOne: fail, findOneAndUpdate: fail, updateMany: fail });
    for (const write of [
      () => collection.insertOne({ _id: 'a' }),
      () => collection.findOneAndUpdate({ _id: 'a' }, { $set: { x: 1 } }, { upsert: true }),
      () => collection.updateMany({}, { $set: { x: 1 } }),
    ]) {
      await expect(write()).rejects.toMatchObject({ name: 'AppError', code: 'duplicate', status: 409 });
    }
    const other = recorder({ insertOne: () => Promise.reject(new Error('network')) });
    await expect(other.collection.insertOne({ _id: 'a' })).rejects.toThrow('network');
  });

  it("insertOne sends a copy with a string _id and never touches the caller's object", async () => {
    const { calls, collection } = recorder({ insertOne: async () => ({ acknowledged: true }) });
    const input = { name: 'n', at: new Date(0) } as unknown as { _id: string };
    const stored = await collection.insertOne(input);
    expect(input).not.toHaveProperty('_id');
    expect(typeof stored._id).toBe('string');
    expect(calls[0]!.args[0]).toEqual(stored);
    expect(calls[0]!.args[0]).not.toBe(input);
    expect((stored as unknown as { at: Date }).at).toBeInstanceOf(Date);
  });

  it('find passes sort, skip and limit; counts come from the driver results', async () => {
    const { calls, collection } = recorder();
    await collection.find({ a: 1 }, { sort: { b: -1 }, skip: 5, limit: 10 });
    await collection.find({});
    expect(calls[0]!.args).toEqual([{ a: 1 }, { sort: { b: -1 }, skip: 5, limit: 10 }]);
    expect(calls[1]!.args).toEqual([{}, {}]);
    expect(await collection.updateMany({}, { $set: { x: 1 } })).toBe(2);
    expect(await collection.deleteOne({ _id: 'nope' })).toBe(false);
  });

  it('an undefined filter value is sent as null, so it can never match every document', async () => {
    const { calls, collection } = recorder({ deleteMany: async () => ({ deletedCount: 0 }) });
    await collection.deleteMany({ ownerId: undefined, $or: [{ a: { $ne: undefined } }, { b: { $in: [undefined, 1] } }] });
    expect(calls[0]!.args[0]).toEqual({ ownerId: null, $or: [{ a: { $ne: null } }, { b: { $in: [null, 1] } }] });
    expect(Object.hasOwn(calls[0]!.args[0] as object, 'ownerId')).toBe(true);
  });

  it('ensureIndexes passes only the options that are set', async () => {
    const { calls, collection } = recorder({ createIndex: async () => 'name' });
    await collection.ensureIndexes([
      { fields: { email: 1 }, unique: true },
      { fields: { a: 1, b: -1 } },
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
    expect(calls.map((c) => c.args)).toEqual([
      [{ email: 1 }, { unique: true }],
      [{ a: 1, b: -1 }, {}],
      [{ expiresAt: 1 }, { expireAfterSeconds: 0 }],
    ]);
  });
});
