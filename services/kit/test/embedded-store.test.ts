import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Datastore from '@seald-io/nedb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, SQLITE_FILE } from '../src/store/embedded.ts';
import { createStore } from '../src/store/index.ts';
import { orderBy, selectSql, tableOf, toSql } from '../src/store/sqlite/sql.ts';
import type { Doc, RawFilter } from '../src/store/types.ts';
import { tempDir } from '../src/testing/index.ts';

/** These tests store documents of any shape: they test the store, not a service's fields. */
type Loose = Doc & Record<string, unknown>;

describe('embedded store specifics', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    data = await tempDir('homepact-embedded-');
  });
  afterEach(async () => {
    await data.remove();
  });

  it('keeps one database file per namespace under DATA_DIR/<namespace>, and the data survives a restart', async () => {
    const first = await createEmbeddedStore(data.dir, 'identity');
    await first.collection<Loose>('users').insertOne({ _id: 'u1', email: 'a@x', createdAt: new Date('2024-01-01T00:00:00Z') });
    await first.collection<Loose>('users').findOneAndUpdate({ _id: 'u1' }, { $set: { name: 'Ann' } });
    await first.close();
    expect(existsSync(path.join(data.dir, 'identity', SQLITE_FILE))).toBe(true);

    const second = await createEmbeddedStore(data.dir, 'identity');
    expect(await second.collection<Loose>('users').findOne({ _id: 'u1' })).toEqual({
      _id: 'u1',
      email: 'a@x',
      name: 'Ann',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    // Another namespace is another database.
    const other = await createEmbeddedStore(data.dir, 'contracts');
    expect(await other.collection<Loose>('users').count({})).toBe(0);
    await second.close();
    await other.close();
  });

  it('a unique index persists across a restart', async () => {
    const first = await createEmbeddedStore(data.dir, 'svc');
    await first.collection<Loose>('users').ensureIndexes([{ fields: { email: 1 }, unique: true }]);
    await first.collection<Loose>('users').insertOne({ _id: 'u1', email: 'a@x' });
    await first.close();
    const second = await createEmbeddedStore(data.dir, 'svc');
    await expect(second.collection<Loose>('users').insertOne({ _id: 'u2', email: 'a@x' })).rejects.toMatchObject({ status: 409 });
    await second.close();
  });

  it('a TTL index hides documents whose date is past at once, and the sweep deletes them', async () => {
    const store = await createEmbeddedStore(data.dir, 'svc');
    const c = store.collection<Loose>('otp');
    await c.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
    await c.insertOne({ _id: 'old', expiresAt: new Date(Date.now() - 60_000) });
    await c.insertOne({ _id: 'new', expiresAt: new Date(Date.now() + 60_000) });
    await c.insertOne({ _id: 'no-date', expiresAt: 'not a date' });
    expect((await c.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['new', 'no-date']);
    expect(await c.count({})).toBe(2);
    await store.close();
    const raw = new DatabaseSync(path.join(data.dir, 'svc', SQLITE_FILE));
    expect(raw.prepare(`SELECT count(*) AS n FROM ${tableOf('otp')}`).get()?.n).toBe(3);
    raw.close();
    // Re-declaring the index at start-up sweeps what has expired.
    const again = await createEmbeddedStore(data.dir, 'svc');
    await again.collection<Loose>('otp').ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
    await again.close();
    const after = new DatabaseSync(path.join(data.dir, 'svc', SQLITE_FILE));
    expect(
      after
        .prepare(`SELECT id FROM ${tableOf('otp')} ORDER BY id`)
        .all()
        .map((r) => r.id),
    ).toEqual(['new', 'no-date']);
    after.close();
  });

  it('a read by _id alone (its own cached statement) answers as a full query would, TTL included', async () => {
    const store = await createEmbeddedStore(data.dir, 'svc');
    const c = store.collection<Loose>('docs');
    const at = new Date('2024-05-06T07:08:09.010Z');
    await c.insertOne({ _id: 'a', at, n: 1, s: '$date:not a date' });
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', at, n: 1, s: '$date:not a date' });
    await c.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } });
    expect(await c.find({ _id: 'a' })).toEqual([{ _id: 'a', at, n: 2, s: '$date:not a date' }]);
    expect(await c.find({ _id: 'a' }, { fields: ['n'] })).toEqual([{ _id: 'a', n: 2 }]);
    expect(await c.find({ _id: 'a' }, { skip: 1 })).toEqual([]);
    expect(await c.findOne({ _id: 'missing' })).toBeNull();
    expect(await c.deleteOne({ _id: 'a' })).toBe(true);
    expect(await c.findOne({ _id: 'a' })).toBeNull();

    const otp = store.collection<Loose>('otp');
    await otp.insertOne({ _id: 'old', expiresAt: new Date(Date.now() - 60_000) });
    await otp.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 3600 }]);
    expect(await otp.findOne({ _id: 'old' })).not.toBeNull();
    await otp.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
    // Past its TTL: hidden by id too, as by any other filter.
    await otp.insertOne({ _id: 'gone', expiresAt: new Date(Date.now() - 1_000) });
    expect(await otp.findOne({ _id: 'gone' })).toBeNull();
    await store.close();
  });

  it('a field that becomes an array later is matched by element from then on', async () => {
    const store = await createEmbeddedStore(data.dir, 'svc');
    const c = store.collection<Loose>('things');
    await c.insertOne({ _id: 'a', tag: 'red' });
    expect(await c.count({ tag: 'red' })).toBe(1);
    await c.insertOne({ _id: 'b', tag: ['blue', 'red'] });
    expect((await c.find({ tag: 'red' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'b']);
    expect(await c.count({ tag: { $ne: 'red' } })).toBe(0);
    await store.close();
    // The knowledge is kept with the data.
    const again = await createEmbeddedStore(data.dir, 'svc');
    expect(await again.collection<Loose>('things').count({ tag: 'blue' })).toBe(1);
    await again.close();
  });

  it('strings that look like stored Dates stay strings', async () => {
    const store = await createEmbeddedStore(data.dir, 'svc');
    const c = store.collection<Loose>('things');
    const doc = { _id: 'a', s: '$date:2024-01-01T00:00:00.000Z', t: '$str:x', d: new Date('2024-01-01T00:00:00Z') };
    await c.insertOne(doc);
    expect(await c.findOne({ s: '$date:2024-01-01T00:00:00.000Z' })).toEqual(doc);
    expect(await c.count({ d: { $gte: new Date('2023-01-01T00:00:00Z') } })).toBe(1);
    expect(await c.count({ s: { $gte: '$' } })).toBe(1);
    await store.close();
  });

  it('createStore picks the embedded store when no MONGO_URL is given', async () => {
    const store = await createStore({ dataDir: data.dir, namespace: 'svc' });
    expect(store.kind).toBe('embedded');
    expect(await store.ping()).toBe(true);
    await store.close();
  });
});

describe('migration from the nedb store', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    data = await tempDir('homepact-migrate-');
  });
  afterEach(async () => {
    await data.remove();
  });

  /** Old data written by nedb itself: inserts, an update, a removal and an index line in the append-only file. */
  async function writeNedbFixture(dir: string) {
    const contracts = new Datastore({ filename: path.join(dir, 'contracts.db') });
    await contracts.loadDatabaseAsync();
    await contracts.ensureIndexAsync({ fieldName: 'createdBy' });
    await contracts.insertAsync({
      _id: 'c1',
      createdBy: 'u1',
      status: 'draft',
      createdAt: new Date('2024-01-01T00:00:00Z'),
      parties: ['a@x'],
    });
    await contracts.insertAsync({ _id: 'c2', createdBy: 'u1', status: 'draft', createdAt: new Date('2024-02-01T00:00:00Z'), parties: [] });
    await contracts.insertAsync({ _id: 'c3', createdBy: 'u2', status: 'signed', createdAt: new Date('2024-03-01T00:00:00Z'), parties: [] });
    await contracts.updateAsync({ _id: 'c2' }, { $set: { status: 'signed' }, $push: { parties: 'b@x' } });
    await contracts.removeAsync({ _id: 'c3' }, {});
    const users = new Datastore({ filename: path.join(dir, 'users.db') });
    await users.loadDatabaseAsync();
    await users.insertAsync({ _id: 'u1', email: 'a@x' });
    // Leave the files as a stopped process would: the appended lines, not compacted.
  }

  it('imports every collection once, honouring updates and removals, and keeps the old files as *.db.migrated', async () => {
    const dir = path.join(data.dir, 'contracts');
    await mkdir(dir, { recursive: true });
    await writeNedbFixture(dir);
    const raw = await readFile(path.join(dir, 'contracts.db'), 'utf8');
    expect(raw).toContain('"$$deleted":true');

    const store = await createEmbeddedStore(data.dir, 'contracts');
    const contracts = store.collection<Loose>('contracts');
    expect(await contracts.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'c1', createdBy: 'u1', status: 'draft', createdAt: new Date('2024-01-01T00:00:00Z'), parties: ['a@x'] },
      { _id: 'c2', createdBy: 'u1', status: 'signed', createdAt: new Date('2024-02-01T00:00:00Z'), parties: ['b@x'] },
    ]);
    // Array fields keep MongoDB's element matching after the import.
    expect((await contracts.find({ parties: 'b@x' })).map((d) => d._id)).toEqual(['c2']);
    expect(await contracts.count({ createdAt: { $gte: new Date('2024-01-15T00:00:00Z') } })).toBe(1);
    expect(await store.collection<Loose>('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', email: 'a@x' });
    expect((await readdir(dir)).filter((f) => !/-(wal|shm)$/.test(f)).sort()).toEqual(
      ['contracts.db.migrated', SQLITE_FILE, 'users.db.migrated'].sort(),
    );

    // Reopening does not import again: a write made after the import stays, nothing is doubled.
    await contracts.deleteOne({ _id: 'c1' });
    await store.close();
    const again = await createEmbeddedStore(data.dir, 'contracts');
    expect(await again.collection<Loose>('contracts').count({})).toBe(1);
    await again.close();
  });

  it('a namespace without old files starts empty', async () => {
    const store = await createEmbeddedStore(data.dir, 'fresh');
    expect(await store.collection<Loose>('contracts').count({})).toBe(0);
    await store.close();
  });
});

describe('query plans on the dashboard’s queries', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    data = await tempDir('homepact-plan-');
  });
  afterEach(async () => {
    await data.remove();
  });

  const plan = async (filter: RawFilter, sort: Record<string, 1 | -1>) => {
    const store = await createEmbeddedStore(data.dir, 'contracts');
    const c = store.collection<Loose>('contracts');
    await c.ensureIndexes([{ fields: { createdBy: 1, createdAt: -1, _id: -1 } }, { fields: { createdBy: 1, status: 1 } }]);
    await c.insertOne({ _id: 'x', createdBy: 'u1', status: 'draft', createdAt: new Date(), parties: [] });
    await store.close();
    const q = toSql(filter, () => false);
    const db = new DatabaseSync(path.join(data.dir, 'contracts', SQLITE_FILE));
    const sql = selectSql(
      tableOf('contracts'),
      q.where,
      orderBy(sort, () => false)!,
      ['status'],
    );
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...q.params, 21, 0);
    db.close();
    return { exact: q.exact, detail: rows.map((r) => String(r.detail)).join('\n') };
  };

  it('one owner’s live contracts, newest first, is an index range in order (no scan, no sort)', async () => {
    const { exact, detail } = await plan({ createdBy: 'u1', _deleted: { $ne: true } }, { createdAt: -1, _id: -1 });
    expect(exact).toBe(true);
    expect(detail).toMatch(/USING INDEX "?ix_contracts_i_createdBy_createdAt-__id-/);
    expect(detail).not.toMatch(/TEMP B-TREE|SCAN/);
  });

  it('the next page after a cursor too', async () => {
    const at = new Date('2024-01-01T00:00:00Z');
    const { exact, detail } = await plan(
      { createdBy: 'u1', _deleted: { $ne: true }, $or: [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: 'x' } }] },
      { createdAt: -1, _id: -1 },
    );
    expect(exact).toBe(true);
    expect(detail).toMatch(/USING INDEX/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });
  it('the outbox relay’s pending query is an index read', async () => {
    const store = await createEmbeddedStore(data.dir, 'contracts');
    await store.collection<Loose>('contracts').ensureIndexes([{ fields: { _outboxPending: 1 } }]);
    await store.close();
    const q = toSql({ _outboxPending: true }, () => false);
    const db = new DatabaseSync(path.join(data.dir, 'contracts', SQLITE_FILE));
    const sql = selectSql(tableOf('contracts'), q.where, '');
    const detail = db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...q.params, 100, 0)
      .map((r) => String(r.detail))
      .join('\n');
    db.close();
    expect(detail).toMatch(/USING INDEX/);
    expect(detail).not.toMatch(/^SCAN/m);
  });

  it('the counters’ drift repair (a number below a cutoff) and per-status count are index reads', async () => {
    const store = await createEmbeddedStore(data.dir, 'contracts');
    await store.collection<Loose>('contracts').ensureIndexes([{ fields: { _countPending: 1 } }, { fields: { createdBy: 1, status: 1 } }]);
    await store.close();
    const db = new DatabaseSync(path.join(data.dir, 'contracts', SQLITE_FILE));
    const explain = (filter: RawFilter, sql: (where: string) => string) => {
      const q = toSql(filter, () => false);
      expect(q.exact).toBe(true);
      return db
        .prepare(`EXPLAIN QUERY PLAN ${sql(q.where)}`)
        .all(...q.params)
        .map((r) => String(r.detail))
        .join('\n');
    };
    const sweep = explain({ _countPending: { $lt: Date.now() } }, (w) => `SELECT id FROM ${tableOf('contracts')} WHERE ${w}`);
    const count = explain(
      { createdBy: 'u1', _deleted: { $ne: true }, status: 'draft' },
      (w) => `SELECT count(*) FROM ${tableOf('contracts')} WHERE ${w}`,
    );
    db.close();
    expect(sweep).toMatch(/USING INDEX "?ix_contracts_i__countPending/);
    expect(count).toMatch(/USING INDEX "?ix_contracts_i_createdBy_status/);
    expect(`${sweep}\n${count}`).not.toMatch(/^SCAN/m);
  });
});

describe('filter to SQL', () => {
  it('states exactly what SQL can, and leaves array semantics to the matcher', () => {
    const none = () => false;
    expect(toSql({ a: 'x', n: { $gte: 1, $lt: 3 }, b: null, c: { $exists: true } }, none).exact).toBe(true);
    expect(toSql({ a: { $in: ['x', 1, null] }, b: { $nin: ['y'] }, $or: [{ d: true }, { e: new Date() }] }, none).exact).toBe(true);
    expect(toSql({ tags: 'red' }, (p) => p === 'tags').exact).toBe(false);
    expect(toSql({ 'items.id': 'i1' }, (p) => p.split('.')[0] === 'items').exact).toBe(false);
    expect(toSql({ tags: { $size: 2 } }, none).exact).toBe(false);
    expect(toSql({ sub: { a: 1 } }, none).exact).toBe(false);
  });
});
