import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { Collection, Doc, DocumentStore, Filter } from '../store/types.ts';
import { uniqueSuffix, type ContractOptions } from './helpers.ts';

/** The suite stores documents of any shape: it tests the adapters' query language, not a service's fields. */
type Loose = Doc & Record<string, unknown>;

const expectDuplicate = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => {
      throw new Error('expected a duplicate-key AppError, but the write succeeded');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: 'duplicate', status: 409 });
};

const ids = (docs: Loose[]) => docs.map((d) => d._id).sort();

const d = (iso: string) => new Date(iso);

/** Documents the filter cases below run against. */
const PEOPLE: Loose[] = [
  {
    _id: 'p1',
    name: 'alpha',
    n: 1,
    tags: ['red', 'blue'],
    owner: { email: 'a@x', role: 'admin' },
    at: d('2024-01-01T00:00:00Z'),
    opt: 'yes',
  },
  { _id: 'p2', name: 'beta', n: 2, tags: ['green'], owner: { email: 'b@x', role: 'user' }, at: d('2024-02-01T00:00:00Z'), opt: null },
  { _id: 'p3', name: 'gamma', n: 3, tags: [], owner: { email: 'c@x', role: 'user' }, at: d('2024-03-01T00:00:00Z') },
  { _id: 'p4', name: 'delta', n: 4, tags: ['red'], owner: { email: 'd@x', role: 'admin' }, at: d('2024-04-01T00:00:00Z'), opt: 'no' },
];

/** [description, filter, matching ids]: MongoDB's meaning, which both adapters must give. */
const FILTER_CASES: Array<[string, Filter<Loose>, string[]]> = [
  ['empty filter', {}, ['p1', 'p2', 'p3', 'p4']],
  ['equality', { name: 'beta' }, ['p2']],
  ['equality on a dotted path', { 'owner.role': 'admin' }, ['p1', 'p4']],
  ['equality against an array field matches an element', { tags: 'red' }, ['p1', 'p4']],
  ['equality with an array is exact (order matters)', { tags: ['red', 'blue'] }, ['p1']],
  ['equality with an array in another order', { tags: ['blue', 'red'] }, []],
  ['equality on a Date', { at: d('2024-03-01T00:00:00Z') }, ['p3']],
  ['$in', { n: { $in: [1, 3, 5] } }, ['p1', 'p3']],
  ['$in against an array field', { tags: { $in: ['green', 'blue'] } }, ['p1', 'p2']],
  ['$in on a dotted path', { 'owner.email': { $in: ['a@x', 'c@x'] } }, ['p1', 'p3']],
  ['$nin', { n: { $nin: [1, 2] } }, ['p3', 'p4']],
  ['$nin against an array field: no element may match', { tags: { $nin: ['red'] } }, ['p2', 'p3']],
  ['$ne', { name: { $ne: 'alpha' } }, ['p2', 'p3', 'p4']],
  ['$ne against an array field: no element may match', { tags: { $ne: 'red' } }, ['p2', 'p3']],
  ['$ne matches a missing field', { opt: { $ne: 'yes' } }, ['p2', 'p3', 'p4']],
  ['null matches null and missing', { opt: null }, ['p2', 'p3']],
  ['$ne null matches only present, non-null values', { opt: { $ne: null } }, ['p1', 'p4']],
  ['an undefined value means null, never "match everything"', { opt: undefined }, ['p2', 'p3']],
  ['$ne undefined means $ne null', { opt: { $ne: undefined } }, ['p1', 'p4']],
  ['$in with null matches missing too', { opt: { $in: [null, 'no'] } }, ['p2', 'p3', 'p4']],
  ['$nin with null excludes missing too', { opt: { $nin: [null] } }, ['p1', 'p4']],
  ['$exists true (null counts as present)', { opt: { $exists: true } }, ['p1', 'p2', 'p4']],
  ['$exists false', { opt: { $exists: false } }, ['p3']],
  ['$exists false on a dotted path', { 'owner.missing': { $exists: false } }, ['p1', 'p2', 'p3', 'p4']],
  ['$gt', { n: { $gt: 2 } }, ['p3', 'p4']],
  ['$gte', { n: { $gte: 2 } }, ['p2', 'p3', 'p4']],
  ['$lt', { n: { $lt: 2 } }, ['p1']],
  ['$lte', { n: { $lte: 2 } }, ['p1', 'p2']],
  ['a range on one field', { n: { $gt: 1, $lt: 4 } }, ['p2', 'p3']],
  ['$gt on strings', { name: { $gt: 'beta' } }, ['p3', 'p4']],
  ['$gte on Dates', { at: { $gte: d('2024-02-01T00:00:00Z') } }, ['p2', 'p3', 'p4']],
  ['$lt on Dates', { at: { $lt: d('2024-02-15T00:00:00Z') } }, ['p1', 'p2']],
  ['$size 0', { tags: { $size: 0 } }, ['p3']],
  ['$size 2', { tags: { $size: 2 } }, ['p1']],
  ['$or', { $or: [{ name: 'alpha' }, { n: { $gte: 4 } }] }, ['p1', 'p4']],
  ['$and', { $and: [{ 'owner.role': 'user' }, { n: { $gt: 2 } }] }, ['p3']],
  ['$or holding null and $size', { $or: [{ opt: null }, { tags: { $size: 2 } }] }, ['p1', 'p2', 'p3']],
  ['$and nested in $or', { $or: [{ $and: [{ n: { $gte: 2 } }, { n: { $lte: 3 } }] }, { name: 'delta' }] }, ['p2', 'p3', 'p4']],
  ['field conditions beside $or', { 'owner.role': 'admin', $or: [{ n: 1 }, { n: 3 }] }, ['p1']],
  ['no match', { name: 'omega' }, []],
];

/**
 * The document-store port's contract. Both adapters must pass it unchanged.
 *
 * `makeStore` must open the same data on every call (embedded: the same
 * DATA_DIR and namespace; MongoDB: the same URL and namespace): one test
 * closes a store and reads its data back through a new one.
 */
export function documentStoreContract(name: string, makeStore: () => Promise<DocumentStore>, opts: ContractOptions = {}): void {
  describe.skipIf(Boolean(opts.skip))(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    const fresh = <T extends Loose = Loose>(): Collection<T> => store.collection<T>(`c_${uniqueSuffix()}`);
    // The body is the caller's (each asserts); this wrapper only adds the timeout.
    // eslint-disable-next-line vitest/expect-expect
    const test = (title: string, fn: () => Promise<void>) => it(title, { timeout: opts.timeoutMs ?? 30_000 }, fn);

    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store?.close();
    });

    test('ping() reports a usable store', async () => {
      expect(await store.ping()).toBe(true);
    });

    describe('insert and read', () => {
      test('insertOne returns the document and findOne reads it back as written', async () => {
        const c = fresh();
        const doc = {
          _id: 'a',
          name: 'Ann',
          n: 1.5,
          ok: true,
          nothing: null,
          nested: { x: 1, deeper: { y: 'z' } },
          tags: ['t1', 't2'],
          items: [{ id: 'i1', qty: 2 }],
        };
        expect(await c.insertOne(doc)).toEqual(doc);
        expect(await c.findOne({ _id: 'a' })).toEqual(doc);
        expect(await c.findOne({ _id: 'missing' })).toBeNull();
        expect(await c.find({ _id: 'missing' })).toEqual([]);
      });

      test('insertOne stores a copy: changing the input or the result later changes nothing', async () => {
        const c = fresh();
        const doc = { _id: 'a', nested: { x: 1 }, list: [1] };
        const returned = await c.insertOne(doc);
        doc.nested.x = 2;
        doc.list.push(2);
        (returned.nested as { x: number }).x = 3;
        expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', nested: { x: 1 }, list: [1] });
      });

      test('insertOne without an _id assigns a string _id', async () => {
        const c = fresh();
        const inserted = await c.insertOne({ name: 'no id' } as unknown as Loose);
        expect(typeof inserted._id).toBe('string');
        expect(inserted._id.length).toBeGreaterThan(0);
        expect(await c.findOne({ _id: inserted._id })).toEqual({ _id: inserted._id, name: 'no id' });
      });

      test('a second insert with the same _id fails with AppError duplicate 409 and changes nothing', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', v: 1 });
        await expectDuplicate(c.insertOne({ _id: 'a', v: 2 }));
        expect(await c.find({})).toEqual([{ _id: 'a', v: 1 }]);
      });

      test('collections are separate', async () => {
        const a = fresh();
        const b = fresh();
        await a.insertOne({ _id: 'same' });
        await b.insertOne({ _id: 'same' });
        expect(await a.count({})).toBe(1);
        expect(await b.count({})).toBe(1);
      });
    });

    describe('unique indexes', () => {
      test('a unique index rejects a second document with the same value (409 duplicate)', async () => {
        const c = fresh();
        await c.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
        // Repeating the same index spec is harmless (every service does it at start-up).
        await c.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
        await c.insertOne({ _id: 'u1', email: 'a@x' });
        await c.insertOne({ _id: 'u2', email: 'b@x' });
        await expectDuplicate(c.insertOne({ _id: 'u3', email: 'a@x' }));
        expect(await c.count({ email: 'a@x' })).toBe(1);
        expect(await c.findOne({ _id: 'u3' })).toBeNull();
      });

      test('an update that would clash on a unique index fails with 409 and leaves the document', async () => {
        const c = fresh();
        await c.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
        await c.insertOne({ _id: 'u1', email: 'a@x' });
        await c.insertOne({ _id: 'u2', email: 'b@x' });
        await expectDuplicate(c.findOneAndUpdate({ _id: 'u2' }, { $set: { email: 'a@x' } }));
        expect(await c.findOne({ _id: 'u2' })).toEqual({ _id: 'u2', email: 'b@x' });
        await expectDuplicate(c.updateMany({ _id: 'u2' }, { $set: { email: 'a@x' } }));
        expect(await c.findOne({ _id: 'u2' })).toEqual({ _id: 'u2', email: 'b@x' });
      });

      test('an upsert that would clash on a unique index fails with 409', async () => {
        const c = fresh();
        await c.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
        await c.insertOne({ _id: 'u1', email: 'a@x' });
        await expectDuplicate(c.findOneAndUpdate({ _id: 'u9' }, { $set: { email: 'a@x' } }, { upsert: true }));
        expect(await c.count({})).toBe(1);
      });

      test('a compound unique index is unique on the combination only', async () => {
        const c = fresh();
        await c.ensureIndexes([{ fields: { owner: 1, slug: 1 }, unique: true }]);
        await c.insertOne({ _id: '1', owner: 'o1', slug: 's1' });
        await c.insertOne({ _id: '2', owner: 'o2', slug: 's1' });
        await c.insertOne({ _id: '3', owner: 'o1', slug: 's2' });
        await expectDuplicate(c.insertOne({ _id: '4', owner: 'o1', slug: 's1' }));
        expect(await c.count({})).toBe(3);
      });

      test('a non-unique and a TTL index are accepted and do not reject or hide documents', async () => {
        const c = fresh();
        await c.ensureIndexes([{ fields: { status: 1, createdAt: -1 } }, { fields: { expiresAt: 1 }, expireAfterSeconds: 3600 }]);
        await c.insertOne({ _id: '1', status: 'open', createdAt: new Date(), expiresAt: new Date() });
        await c.insertOne({ _id: '2', status: 'open', createdAt: new Date(), expiresAt: new Date() });
        expect(await c.count({ status: 'open' })).toBe(2);
      });
    });

    describe('filters', () => {
      let people: Collection<Loose>;
      beforeAll(async () => {
        people = fresh();
        for (const p of PEOPLE) await people.insertOne(p);
      });

      it.each(FILTER_CASES)('%s', async (_title, filter, expected) => {
        expect(ids(await people.find(filter))).toEqual(expected);
        expect(await people.count(filter)).toBe(expected.length);
        const one = await people.findOne(filter);
        expect(one?._id ?? null).toBeOneOf(expected.length === 0 ? [null] : expected);
      });

      test('find returns whole documents', async () => {
        expect(await people.find({ _id: 'p2' })).toEqual([PEOPLE[1]]);
      });
    });

    describe('sort, skip and limit', () => {
      let c: Collection<Loose>;
      beforeAll(async () => {
        c = fresh();
        // Inserted out of order on purpose.
        for (const i of [3, 7, 0, 9, 5, 1, 8, 2, 6, 4]) {
          await c.insertOne({ _id: `s${i}`, name: `n${i}`, group: i % 3, nested: { rank: 9 - i }, at: new Date(Date.UTC(2024, 0, 1 + i)) });
        }
      });
      const names = (docs: Loose[]) => docs.map((x) => x.name);

      test('ascending and descending', async () => {
        expect(names(await c.find({}, { sort: { name: 1 } }))).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9']);
        expect(names(await c.find({}, { sort: { name: -1 } }))).toEqual(['n9', 'n8', 'n7', 'n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
      });

      test('on a dotted path and on a Date', async () => {
        expect(names(await c.find({}, { sort: { 'nested.rank': 1 } }))).toEqual([
          'n9',
          'n8',
          'n7',
          'n6',
          'n5',
          'n4',
          'n3',
          'n2',
          'n1',
          'n0',
        ]);
        expect(names(await c.find({}, { sort: { at: -1 }, limit: 3 }))).toEqual(['n9', 'n8', 'n7']);
      });

      test('by several keys in order', async () => {
        expect(names(await c.find({}, { sort: { group: 1, name: -1 } }))).toEqual([
          'n9',
          'n6',
          'n3',
          'n0',
          'n7',
          'n4',
          'n1',
          'n8',
          'n5',
          'n2',
        ]);
      });

      test('skip and limit page through the sorted result', async () => {
        expect(names(await c.find({}, { sort: { name: 1 }, skip: 2, limit: 3 }))).toEqual(['n2', 'n3', 'n4']);
        expect(names(await c.find({}, { sort: { name: 1 }, skip: 8 }))).toEqual(['n8', 'n9']);
        expect(names(await c.find({}, { sort: { name: 1 }, limit: 2 }))).toEqual(['n0', 'n1']);
        expect(await c.find({}, { sort: { name: 1 }, skip: 20 })).toEqual([]);
      });

      test('fields returns only the named fields and _id', async () => {
        const [doc] = await c.find({ name: 'n3' }, { fields: ['name'] });
        expect(doc).toEqual({ _id: expect.any(String), name: 'n3' });
      });

      test('with a filter', async () => {
        expect(names(await c.find({ group: 0 }, { sort: { name: 1 }, skip: 1, limit: 2 }))).toEqual(['n3', 'n6']);
        expect(await c.count({ group: 0 })).toBe(4);
        expect(await c.count({})).toBe(10);
      });
    });

    describe('updates', () => {
      test('$set replaces values and creates nested paths, keeping siblings', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', name: 'old', owner: { email: 'a@x', role: 'user' } });
        const after = await c.findOneAndUpdate(
          { _id: 'a' },
          { $set: { name: 'new', 'owner.role': 'admin', 'profile.address.city': 'Oslo', list: [1, 2] } },
        );
        const expected = {
          _id: 'a',
          name: 'new',
          owner: { email: 'a@x', role: 'admin' },
          profile: { address: { city: 'Oslo' } },
          list: [1, 2],
        };
        expect(after).toEqual(expected);
        expect(await c.findOne({ _id: 'a' })).toEqual(expected);
      });

      test('$unset removes top-level and nested fields (and ignores missing ones)', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', keep: 1, drop: 2, nested: { keep: 3, drop: 4 } });
        const after = await c.findOneAndUpdate({ _id: 'a' }, { $unset: { drop: true, 'nested.drop': 1, missing: '' } });
        expect(after).toEqual({ _id: 'a', keep: 1, nested: { keep: 3 } });
        expect(await c.count({ drop: { $exists: true } })).toBe(0);
      });

      test('$inc adds to numbers and starts missing fields at the increment', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', n: 10, nested: { m: 1 } });
        const after = await c.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 5, 'nested.m': -3, fresh: 2, 'deep.k': 1 } });
        expect(after).toEqual({ _id: 'a', n: 15, nested: { m: -2 }, fresh: 2, deep: { k: 1 } });
      });

      test('$push appends one value, creates missing arrays, and appends several with $each', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', tags: ['x'] });
        await c.findOneAndUpdate({ _id: 'a' }, { $push: { tags: 'y', items: { id: 'i1' } } });
        const after = await c.findOneAndUpdate({ _id: 'a' }, { $push: { tags: { $each: ['z', 'w'] }, items: { $each: [{ id: 'i2' }] } } });
        expect(after).toEqual({ _id: 'a', tags: ['x', 'y', 'z', 'w'], items: [{ id: 'i1' }, { id: 'i2' }] });
      });

      test('$pull removes every element equal to a value', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', tags: ['a', 'b', 'a', 'c'] });
        expect(await c.findOneAndUpdate({ _id: 'a' }, { $pull: { tags: 'a' } })).toEqual({ _id: 'a', tags: ['b', 'c'] });
      });

      test('$pull with { $in } removes every listed value', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', tags: ['a', 'b', 'c', 'd', 'b'] });
        expect(await c.findOneAndUpdate({ _id: 'a' }, { $pull: { tags: { $in: ['b', 'd', 'zz'] } } })).toEqual({
          _id: 'a',
          tags: ['a', 'c'],
        });
      });

      test('$pull with a condition on sub-documents (as the outbox relay uses it)', async () => {
        const c = fresh();
        await c.insertOne({
          _id: 'a',
          items: [
            { id: '1', v: 'a' },
            { id: '2', v: 'b' },
            { id: '3', v: 'c' },
            { id: '4', v: 'b' },
          ],
        });
        const afterIn = await c.findOneAndUpdate({ _id: 'a' }, { $pull: { items: { id: { $in: ['1', '3'] } } } });
        expect(afterIn).toEqual({
          _id: 'a',
          items: [
            { id: '2', v: 'b' },
            { id: '4', v: 'b' },
          ],
        });
        const afterEq = await c.findOneAndUpdate({ _id: 'a' }, { $pull: { items: { v: 'b' } } });
        expect(afterEq).toEqual({ _id: 'a', items: [] });
        expect(await c.count({ items: { $size: 0 } })).toBe(1);
      });

      test('several operators in one update apply together', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', n: 1, tags: ['x', 'y'], gone: true });
        const after = await c.findOneAndUpdate(
          { _id: 'a' },
          { $set: { status: 'done' }, $inc: { n: 1 }, $push: { log: 'l1' }, $pull: { tags: 'x' }, $unset: { gone: true } },
        );
        expect(after).toEqual({ _id: 'a', n: 2, tags: ['y'], status: 'done', log: ['l1'] });
      });

      test('findOneAndUpdate returns null and changes nothing when nothing matches', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', n: 1 });
        expect(await c.findOneAndUpdate({ _id: 'b' }, { $set: { n: 2 } })).toBeNull();
        expect(await c.find({})).toEqual([{ _id: 'a', n: 1 }]);
      });

      test('findOneAndUpdate changes one document even when the filter matches several', async () => {
        const c = fresh();
        for (const id of ['a', 'b', 'c']) await c.insertOne({ _id: id, status: 'open' });
        const after = await c.findOneAndUpdate({ status: 'open' }, { $set: { status: 'taken' } });
        expect(after?.status).toBe('taken');
        expect(await c.count({ status: 'taken' })).toBe(1);
        expect(await c.count({ status: 'open' })).toBe(2);
      });

      test('findOneAndUpdate with an empty update returns the document unchanged', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', n: 1 });
        expect(await c.findOneAndUpdate({ _id: 'a' }, {})).toEqual({ _id: 'a', n: 1 });
        expect(await c.findOneAndUpdate({ _id: 'a' }, { $set: {}, $inc: {} })).toEqual({ _id: 'a', n: 1 });
      });

      test('updateMany updates every match and returns how many matched (changed or not)', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', status: 'open', flag: true });
        await c.insertOne({ _id: 'b', status: 'open' });
        await c.insertOne({ _id: 'c', status: 'open' });
        await c.insertOne({ _id: 'd', status: 'closed' });
        expect(await c.updateMany({ status: 'open' }, { $set: { flag: true } })).toBe(3);
        expect(ids(await c.find({ flag: true }))).toEqual(['a', 'b', 'c']);
        expect(await c.updateMany({ status: 'none' }, { $set: { flag: false } })).toBe(0);
        expect(await c.updateMany({}, { $inc: { seen: 1 } })).toBe(4);
        expect(await c.count({ seen: 1 })).toBe(4);
      });
    });

    describe('upsert', () => {
      test('inserts with the filter _id when nothing matches, then updates that document', async () => {
        const c = fresh();
        const first = await c.findOneAndUpdate({ _id: 'u1' }, { $set: { name: 'A' }, $inc: { n: 1 } }, { upsert: true });
        expect(first).toEqual({ _id: 'u1', name: 'A', n: 1 });
        const second = await c.findOneAndUpdate({ _id: 'u1' }, { $set: { name: 'B' }, $inc: { n: 1 } }, { upsert: true });
        expect(second).toEqual({ _id: 'u1', name: 'B', n: 2 });
        expect(await c.count({})).toBe(1);
      });

      test('builds the new document from the equality conditions (dotted paths expanded, operators left out) and a string _id', async () => {
        const c = fresh();
        const doc = await c.findOneAndUpdate(
          { email: 'x@y', 'profile.tier': 'gold', n: { $gt: 5 }, $and: [{ region: 'eu' }] },
          { $set: { name: 'X' }, $inc: { visits: 1 }, $push: { log: 'created' } },
          { upsert: true },
        );
        expect(doc).toEqual({
          _id: expect.any(String),
          email: 'x@y',
          profile: { tier: 'gold' },
          region: 'eu',
          name: 'X',
          visits: 1,
          log: ['created'],
        });
        expect(await c.findOne({ _id: doc!._id })).toEqual(doc);
      });

      test('an upsert whose filter matches updates instead of inserting', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', email: 'x@y', visits: 4 });
        expect(await c.findOneAndUpdate({ email: 'x@y' }, { $inc: { visits: 1 } }, { upsert: true })).toEqual({
          _id: 'a',
          email: 'x@y',
          visits: 5,
        });
        expect(await c.count({})).toBe(1);
      });
    });

    describe('delete', () => {
      test('deleteOne removes one matching document and says whether it did', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', kind: 'x' });
        await c.insertOne({ _id: 'b', kind: 'x' });
        expect(await c.deleteOne({ kind: 'x' })).toBe(true);
        expect(await c.count({ kind: 'x' })).toBe(1);
        expect(await c.deleteOne({ kind: 'none' })).toBe(false);
        expect(await c.count({})).toBe(1);
      });

      test('deleteMany removes every match and returns the count', async () => {
        const c = fresh();
        for (const [id, kind] of [
          ['a', 'x'],
          ['b', 'x'],
          ['c', 'y'],
          ['d', 'x'],
        ] as const)
          await c.insertOne({ _id: id, kind });
        expect(await c.deleteMany({ kind: 'x' })).toBe(3);
        expect(ids(await c.find({}))).toEqual(['c']);
        expect(await c.deleteMany({ kind: 'x' })).toBe(0);
        expect(await c.deleteMany({})).toBe(1);
        expect(await c.count({})).toBe(0);
      });

      test('a deleted _id can be inserted again', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a', v: 1 });
        await c.deleteOne({ _id: 'a' });
        await c.insertOne({ _id: 'a', v: 2 });
        expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 2 });
      });
    });

    describe('Dates', () => {
      const at = new Date('2024-05-06T07:08:09.010Z');
      const later = new Date('2025-01-02T03:04:05.006Z');
      const expectDates = (doc: Loose | null) => {
        expect(doc).not.toBeNull();
        expect(doc!.at).toBeInstanceOf(Date);
        expect((doc!.at as Date).getTime()).toBe(at.getTime());
        const nested = doc!.nested as { at: unknown };
        expect(nested.at).toBeInstanceOf(Date);
        expect((nested.at as Date).getTime()).toBe(at.getTime());
        const list = doc!.list as unknown[];
        expect(list[0]).toBeInstanceOf(Date);
        expect((list[0] as Date).getTime()).toBe(later.getTime());
      };

      test('round-trip as Date at the top level, nested and in arrays', async () => {
        const c = fresh();
        const inserted = await c.insertOne({ _id: 'a', at, nested: { at }, list: [later] });
        expectDates(inserted);
        expectDates(await c.findOne({ _id: 'a' }));
        expectDates((await c.find({ at }))[0] ?? null);
      });

      test('Dates written by updates and upserts come back as Date', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'a' });
        const updated = await c.findOneAndUpdate({ _id: 'a' }, { $set: { at, 'nested.at': at }, $push: { list: later } });
        expectDates(updated);
        const upserted = await c.findOneAndUpdate({ _id: 'b' }, { $set: { at, nested: { at }, list: [later] } }, { upsert: true });
        expectDates(upserted);
        expectDates(await c.findOne({ _id: 'b' }));
      });

      test('survive closing and reopening the store', async () => {
        const name = `c_${uniqueSuffix()}`;
        const first = await makeStore();
        await first.collection<Loose>(name).insertOne({ _id: 'a', at, nested: { at }, list: [later], n: 1 });
        await first.close();
        const second = await makeStore();
        try {
          const doc = await second.collection<Loose>(name).findOne({ _id: 'a' });
          expectDates(doc);
          expect(doc!.n).toBe(1);
        } finally {
          await second.close();
        }
      });
    });

    describe('atomicity', () => {
      test('50 concurrent $inc through findOneAndUpdate end at exactly 50, each seeing its own result', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'counter', n: 0 });
        const results = await Promise.all(Array.from({ length: 50 }, () => c.findOneAndUpdate({ _id: 'counter' }, { $inc: { n: 1 } })));
        expect((await c.findOne({ _id: 'counter' }))?.n).toBe(50);
        const seen = results.map((r) => r?.n as number).sort((a, b) => a - b);
        expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      });

      test('a guarded decrement keeps its floor: of 10 concurrent `n > 1` decrements from 10, nine win (the last-admin guard)', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'admins', n: 10 });
        const results = await Promise.all(
          Array.from({ length: 10 }, () => c.findOneAndUpdate({ _id: 'admins', n: { $gt: 1 } }, { $inc: { n: -1 } })),
        );
        expect(results.filter((r) => r !== null)).toHaveLength(9);
        expect((await c.findOne({ _id: 'admins' }))?.n).toBe(1);
      });

      test('20 concurrent upserts of one _id make one document', async () => {
        const c = fresh();
        await Promise.all(Array.from({ length: 20 }, () => c.findOneAndUpdate({ _id: 'u' }, { $inc: { n: 1 } }, { upsert: true })));
        expect(await c.find({})).toEqual([{ _id: 'u', n: 20 }]);
      });

      test('of 20 concurrent inserts of one _id exactly one succeeds', async () => {
        const c = fresh();
        const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => c.insertOne({ _id: 'same', i })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'duplicate', status: 409 });
        expect(await c.count({})).toBe(1);
      });

      test('a conditional update applies once: only one of many concurrent claims wins', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'job', status: 'open' });
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, i) => c.findOneAndUpdate({ _id: 'job', status: 'open' }, { $set: { status: 'claimed', by: i } })),
        );
        expect(claims.filter((x) => x !== null)).toHaveLength(1);
      });
    });
  });
}
