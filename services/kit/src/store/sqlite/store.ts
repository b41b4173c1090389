import { randomBytes } from 'node:crypto';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { AppError } from '../../errors.ts';
import { definedSort, undefinedToNull } from '../filter.ts';
import type {
  Collection,
  Doc,
  DocumentStore,
  IndexSpec,
  RawFilter as Filter,
  RawFindOptions as FindOptions,
  RawUpdate as Update,
} from '../types.ts';
import { DATE_END, DATE_TAG, decode, encode, encodeScalar, reviveEncoded } from './codec.ts';
import { applyUpdate, compareValues, matches, upsertBase, valueAt } from './match.ts';
import { fieldExpr, orderBy, selectSql, tableOf, toSql } from './sql.ts';

/** How often documents past their TTL are deleted (they are hidden from reads at once). */
const TTL_SWEEP_MS = 60_000;
/** Prepared statements kept per database; filter shapes are few, $in lists of new lengths add some. */
const STATEMENT_CACHE = 500;

const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;
const newId = () => randomBytes(12).toString('base64url');

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && /UNIQUE constraint failed|PRIMARY KEY/.test(String((e as { message?: unknown }).message));

/**
 * One SQLite database file (one service's namespace): a table per collection,
 * `(id TEXT PRIMARY KEY, doc TEXT)` holding the document as JSON. See
 * ../embedded.ts for why SQLite, and sql.ts for how filters become SQL.
 */
export function openSqliteStore(file: string): DocumentStore {
  const db = new DatabaseSync(file);
  // WAL: readers never wait for the writer; NORMAL: a commit is durable once
  // the WAL is synced at checkpoint (a power cut may lose the last commits, never corrupt).
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec('CREATE TABLE IF NOT EXISTS _array_paths (coll TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (coll, path)) WITHOUT ROWID');

  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let s = statements.get(sql);
    if (!s) {
      if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      s = db.prepare(sql);
      // Rows as arrays, read by column position: node:sqlite builds an object row through V8's API, which
      // left old-generation garbage on every read (75 % of what a dashboard load promoted; docs/performance.md).
      s.setReturnArrays(true);
      statements.set(sql, s);
    }
    return s;
  };
  const arrayPaths = new Map<string, Set<string>>();
  for (const row of db.prepare('SELECT coll, path FROM _array_paths').all()) {
    const coll = String(row.coll);
    if (!arrayPaths.has(coll)) arrayPaths.set(coll, new Set());
    arrayPaths.get(coll)!.add(String(row.path));
  }
  const collections = new Map<string, SqliteCollection<Doc>>();
  const ctx: StoreContext = { db, prepare, arrayPaths };
  let open = true;

  const sweep = setInterval(() => {
    for (const c of collections.values()) c.sweepExpired();
  }, TTL_SWEEP_MS);
  sweep.unref();

  return {
    kind: 'embedded',
    collection<T extends Doc>(name: string): Collection<T> {
      let c = collections.get(name);
      if (!c) {
        c = new SqliteCollection<Doc>(name, ctx);
        collections.set(name, c);
      }
      return c as unknown as Collection<T>;
    },
    async ping() {
      return open && rowOf(prepare('SELECT 1').get())?.[0] === 1;
    },
    async close() {
      if (!open) return;
      open = false;
      clearInterval(sweep);
      collections.clear();
      statements.clear();
      db.exec('PRAGMA optimize');
      db.close();
    },
  };
}

interface StoreContext {
  db: DatabaseSync;
  prepare(sql: string): StatementSync;
  /** Per collection: the dotted paths where some document has held an array. */
  arrayPaths: Map<string, Set<string>>;
}

/** A row as the store's statements return it: its columns in SELECT order (setReturnArrays). */
type Row = unknown[];
const rowOf = (row: unknown) => row as Row | undefined;
const rowsOf = (rows: unknown[]) => rows as Row[];

/** The id of a filter that is exactly `{ _id: <string> }` (the commonest read: a document by its id), else undefined. */
function idOnly(filter: Filter): string | undefined {
  let id: unknown;
  let keys = 0;
  for (const key in filter) {
    if (++keys > 1 || key !== '_id') return undefined;
    id = filter[key];
  }
  return typeof id === 'string' ? id : undefined;
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly table: string;
  private readonly paths: Set<string>;
  /** TTL fields and their delays (seconds), from ensureIndexes. */
  private readonly ttl = new Map<string, number>();
  /** A document by id: held here, not only in the shared statement cache, so it is never evicted and re-prepared. */
  private byIdStatement: StatementSync | undefined;
  private readonly hasArray = (dotted: string) => {
    if (this.paths.size === 0) return false;
    let prefix = '';
    for (const part of dotted.split('.')) {
      prefix = prefix ? `${prefix}.${part}` : part;
      if (this.paths.has(prefix)) return true;
    }
    return false;
  };

  constructor(
    readonly name: string,
    private readonly ctx: StoreContext,
  ) {
    this.table = tableOf(name);
    ctx.db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
    let paths = ctx.arrayPaths.get(name);
    if (!paths) ctx.arrayPaths.set(name, (paths = new Set()));
    this.paths = paths;
  }

  private duplicate(e: unknown): AppError {
    return new AppError('duplicate', 409, `Duplicate key in ${this.name}`, { cause: e });
  }

  /** Runs `fn` in one write transaction: all of it lands, or none. */
  private transaction<R>(fn: () => R): R {
    const { db } = this.ctx;
    db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      db.exec('COMMIT');
      return out;
    } catch (e) {
      // SQLite may have rolled back already (a full disk, say): only an open transaction is ended here.
      if (db.isTransaction) db.exec('ROLLBACK');
      if (isUniqueViolation(e)) throw this.duplicate(e);
      throw e;
    }
  }

  /** The document as stored, with any newly seen array paths recorded (in the caller's transaction). */
  private serialize(doc: object): { text: string; stored: Record<string, unknown> } {
    const seen = new Set<string>();
    const stored = encode(doc, seen) as Record<string, unknown>;
    for (const p of seen) {
      if (this.paths.has(p)) continue;
      this.ctx.prepare('INSERT OR IGNORE INTO _array_paths (coll, path) VALUES (?, ?)').run(this.name, p);
      this.paths.add(p);
    }
    return { text: JSON.stringify(stored), stored };
  }

  /** WHERE for a filter, with documents past their TTL left out (as if already swept). */
  private where(filter: Filter) {
    const sql = toSql(undefinedToNull(filter) as Filter, this.hasArray);
    let where = sql.where;
    const params = [...sql.params];
    for (const [field, seconds] of this.ttl) {
      const x = fieldExpr(field);
      where = `(${where}) AND NOT coalesce(${x} >= '${DATE_TAG}' AND ${x} < ?, 0)`;
      params.push(encodeScalar(new Date(Date.now() - seconds * 1000)));
    }
    return { where, params, exact: sql.exact };
  }

  /** Matching rows as [id, document], in order, lazily: the caller stops when it has enough. */
  private *matching(raw: Filter, sort?: Record<string, 1 | -1>): Generator<[string, T]> {
    const filter = undefinedToNull(raw) as Filter;
    const { where, params, exact } = this.where(filter);
    const order = orderBy(sort, this.hasArray);
    const sql = `SELECT id, doc FROM ${this.table} WHERE ${where}${order ?? ''}`;
    if (order === null) {
      // A sort key may hold arrays: MongoDB's order needs the values themselves.
      const all: [string, T][] = [];
      for (const row of this.ctx.prepare(sql).iterate(...params) as Iterable<Row>) {
        const doc = decode(row[1] as string) as T;
        if (exact || matches(doc, filter)) all.push([row[0] as string, doc]);
      }
      yield* all.sort(([, a], [, b]) => compareBy(a, b, sort!));
      return;
    }
    for (const row of this.ctx.prepare(sql).iterate(...params) as Iterable<Row>) {
      const doc = decode(row[1] as string) as T;
      if (exact || matches(doc, filter)) yield [row[0] as string, doc];
    }
  }

  /**
   * The document with this id, or null, when no TTL applies: one cached
   * statement and one decode, without building or hashing SQL text per call.
   */
  private byId(id: string): T | null {
    this.byIdStatement ??= this.ctx.prepare(`SELECT doc FROM ${this.table} WHERE id = ?`);
    const row = rowOf(this.byIdStatement.get(id));
    return row ? (decode(row[0] as string) as T) : null;
  }

  private first(filter: Filter): [string, T] | null {
    const id = this.ttl.size === 0 ? idOnly(filter) : undefined;
    if (id !== undefined) {
      const doc = this.byId(id);
      return doc ? [id, doc] : null;
    }
    for (const hit of this.matching(filter)) return hit;
    return null;
  }

  async insertOne(doc: T): Promise<T> {
    const withId = { ...doc, _id: doc._id ?? newId() };
    return this.transaction(() => {
      const { text, stored } = this.serialize(withId);
      this.ctx.prepare(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(withId._id, text);
      return reviveEncoded(stored) as T;
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const id = this.ttl.size === 0 && !options.fields && !options.skip ? idOnly(filter) : undefined;
    if (id !== undefined) {
      const doc = this.byId(id);
      return doc ? [doc] : [];
    }
    const { where, params, exact } = this.where(filter);
    const sort = definedSort(options.sort);
    const order = orderBy(sort, this.hasArray);
    const skip = options.skip ?? 0;
    const limit = options.limit && options.limit > 0 ? options.limit : Infinity;
    if (exact && order !== null) {
      // The whole query in SQL: only the page's rows (and only the asked-for fields) leave SQLite.
      const fields = options.fields?.filter((f) => f !== '_id');
      const sql = selectSql(this.table, where, order, fields);
      const rows = rowsOf(this.ctx.prepare(sql).all(...params, Number.isFinite(limit) ? limit : -1, skip));
      if (!fields) return rows.map((r) => decode(r[1] as string) as T);
      return rows.map((r) => projectRow(r, fields) as T);
    }
    const out: T[] = [];
    let skipped = 0;
    for (const [, doc] of this.matching(filter, sort)) {
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(options.fields ? project(doc, options.fields) : doc);
      if (out.length >= limit) break;
    }
    return out;
  }

  async count(filter: Filter): Promise<number> {
    const { where, params, exact } = this.where(filter);
    if (exact) return Number(rowOf(this.ctx.prepare(`SELECT count(*) FROM ${this.table} WHERE ${where}`).get(...params))![0]);
    let n = 0;
    for (const _ of this.matching(filter)) n++;
    return n;
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    return this.transaction(() => {
      const hit = this.first(filter);
      if (hit) return this.rewrite(hit[0], hit[1], update);
      if (!options.upsert) return null;
      // MongoDB's upsert: the filter's equality conditions with the update applied.
      const base = applyUpdate(upsertBase(undefinedToNull(filter) as Filter), update) as T;
      const doc = { ...base, _id: base._id ?? newId() };
      const { text, stored } = this.serialize(doc);
      this.ctx.prepare(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(doc._id, text);
      return reviveEncoded(stored) as T;
    });
  }

  private rewrite(id: string, doc: T, update: Update): T {
    const next = applyUpdate(doc, update);
    const { text, stored } = this.serialize(next);
    this.ctx.prepare(`UPDATE ${this.table} SET doc = ? WHERE id = ?`).run(text, id);
    return reviveEncoded(stored) as T;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return this.transaction(() => {
      const hits = [...this.matching(filter)];
      for (const [id, doc] of hits) this.rewrite(id, doc, update);
      return hits.length;
    });
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return this.transaction(() => {
      const hit = this.first(filter);
      if (!hit) return false;
      this.ctx.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(hit[0]);
      return true;
    });
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.transaction(() => {
      const { where, params, exact } = this.where(filter);
      if (exact) return Number(this.ctx.prepare(`DELETE FROM ${this.table} WHERE ${where}`).run(...params).changes);
      const ids = [...this.matching(filter)].map(([id]) => id);
      const del = this.ctx.prepare(`DELETE FROM ${this.table} WHERE id = ?`);
      for (const id of ids) del.run(id);
      return ids.length;
    });
  }

  async ensureIndexes(indexes: IndexSpec[]): Promise<void> {
    for (const index of indexes) {
      const keys = Object.entries(index.fields);
      const cols = keys.map(([k, dir]) => `${fieldExpr(k)}${dir === -1 ? ' DESC' : ''}`).join(', ');
      const tag = `${index.unique ? 'u' : 'i'}_${keys.map(([k, dir]) => `${k}${dir === -1 ? '-' : ''}`).join('_')}`;
      const name = quoteId(`ix_${this.name}_${tag}`);
      try {
        this.ctx.db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${this.table} (${cols})`);
      } catch (e) {
        if (isUniqueViolation(e)) throw this.duplicate(e);
        throw e;
      }
      if (index.expireAfterSeconds !== undefined && keys.length === 1) this.ttl.set(keys[0]![0], index.expireAfterSeconds);
    }
    this.sweepExpired();
  }

  /** Deletes documents whose TTL field (a Date) is older than its delay. */
  sweepExpired(): void {
    for (const [field, seconds] of this.ttl) {
      const x = fieldExpr(field);
      this.ctx
        .prepare(`DELETE FROM ${this.table} WHERE ${x} >= '${DATE_TAG}' AND ${x} < ? AND ${x} < '${DATE_END}'`)
        .run(encodeScalar(new Date(Date.now() - seconds * 1000)) as SQLInputValue);
    }
  }
}

function compareBy(a: unknown, b: unknown, sort: Record<string, 1 | -1>): number {
  for (const [key, dir] of Object.entries(sort)) {
    const c = compareValues(valueAt(a, key), valueAt(b, key));
    if (c !== 0) return c * dir;
  }
  return compareValues((a as Doc)._id, (b as Doc)._id);
}

function project<T extends Doc>(doc: T, fields: string[]): T {
  const out: Record<string, unknown> = { _id: doc._id };
  for (const f of fields) if (f in doc) out[f] = (doc as Record<string, unknown>)[f];
  return out as T;
}

/** A row of id and `doc -> '$.field'` columns: SQL NULL is a missing field, the JSON text 'null' a null one. */
function projectRow(row: Row, fields: string[]): Doc {
  const out: Record<string, unknown> = { _id: row[0] };
  fields.forEach((f, i) => {
    const v = row[i + 1];
    if (v !== null && v !== undefined) out[f] = decode(v as string);
  });
  return out as Doc;
}
