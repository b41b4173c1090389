import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import nedbModel from '@seald-io/nedb/lib/model.js';
import { AppError } from '../errors.ts';
import { isPlainObject, undefinedToNull } from './filter.ts';
import type { Collection, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Update } from './types.ts';

/**
 * The embedded default: one append-only file per collection under
 * DATA_DIR/<namespace>/, so data survives a restart. nedb runs its operations
 * one at a time per collection, which makes each single-document update
 * atomic, the same guarantee the outbox relies on with MongoDB.
 */
export async function createEmbeddedStore(dataDir: string, namespace: string): Promise<DocumentStore> {
  const dir = path.resolve(dataDir, namespace);
  await mkdir(dir, { recursive: true });
  const collections = new Map<string, EmbeddedCollection<Doc>>();

  return {
    kind: 'embedded',
    collection<T extends Doc>(name: string): Collection<T> {
      let c = collections.get(name);
      if (!c) {
        c = new EmbeddedCollection<Doc>(name, path.join(dir, `${name}.db`));
        collections.set(name, c);
      }
      return c as unknown as Collection<T>;
    },
    async ping() {
      return true;
    },
    async close() {
      await Promise.all([...collections.values()].map((c) => c.close()));
      collections.clear();
    },
  };
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { errorType?: string }).errorType === 'uniqueViolated';

const duplicate = (name: string, e: unknown) => new AppError('duplicate', 409, `Duplicate key in ${name}`, { cause: e });

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  private readonly db: Datastore<T>;
  private readonly loaded: Promise<void>;
  /**
   * Writes through this collection run one at a time. nedb already serialises
   * each call; the lock also makes our two-step upsert (update, else insert)
   * atomic, as MongoDB's is.
   */
  private writeTail: Promise<unknown> = Promise.resolve();

  constructor(
    readonly name: string,
    filename: string,
  ) {
    this.db = new Datastore<T>({ filename, timestampData: false });
    this.loaded = this.db.loadDatabaseAsync();
    // Compact now and then so the append-only file does not grow forever.
    this.db.setAutocompactionInterval(10 * 60 * 1000);
  }

  private async ready() {
    await this.loaded;
    return this.db;
  }

  private exclusive<R>(fn: (db: Datastore<T>) => Promise<R>): Promise<R> {
    const run = this.writeTail.then(async () => {
      const db = await this.ready();
      try {
        return await fn(db);
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicate(this.name, e);
        throw e;
      }
    });
    this.writeTail = run.catch(() => undefined);
    return run;
  }

  async insertOne(doc: T): Promise<T> {
    return this.exclusive(async (db) => (await db.insertAsync(structuredClone(doc))) as T);
  }

  async findOne(filter: Filter): Promise<T | null> {
    const db = await this.ready();
    return (await db.findOneAsync(toNedbFilter(filter))) ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const db = await this.ready();
    const projection = options.fields ? Object.fromEntries(options.fields.map((f) => [f, 1])) : undefined;
    let cursor = db.findAsync(toNedbFilter(filter), projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return await cursor;
  }

  async count(filter: Filter): Promise<number> {
    const db = await this.ready();
    return db.countAsync(toNedbFilter(filter));
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    return this.exclusive(async (db) => {
      const nedbUpdate = toNedbUpdate(update);
      const res = await db.updateAsync(toNedbFilter(filter), nedbUpdate, { multi: false, returnUpdatedDocs: true });
      const updated = (res.affectedDocuments as T | null | undefined) ?? null;
      if (updated || !options.upsert) return updated;
      // MongoDB's upsert: the new document is the filter's equality conditions
      // (dotted paths expanded, operator conditions left out) with the update
      // applied. nedb's own upsert would copy operator conditions as `{}`.
      const toInsert = nedbModel.modify(upsertBase(undefinedToNull(filter) as Filter), nedbUpdate);
      return await db.insertAsync(toInsert as T);
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return this.exclusive(async (db) => {
      const res = await db.updateAsync(toNedbFilter(filter), toNedbUpdate(update), { multi: true });
      return res.numAffected;
    });
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return this.exclusive(async (db) => (await db.removeAsync(toNedbFilter(filter), { multi: false })) > 0);
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.exclusive((db) => db.removeAsync(toNedbFilter(filter), { multi: true }));
  }

  async ensureIndexes(indexes: IndexSpec[]): Promise<void> {
    const db = await this.ready();
    for (const index of indexes) {
      const fieldNames = Object.keys(index.fields);
      await db.ensureIndexAsync({
        fieldName: fieldNames.length === 1 ? fieldNames[0]! : fieldNames,
        unique: index.unique ?? false,
        ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
      });
    }
  }

  async close(): Promise<void> {
    await this.loaded;
    await this.writeTail;
    this.db.stopAutocompaction();
    await this.db.compactDatafileAsync();
  }
}

/** nedb rejects an update object whose operators are empty; drop them. */
function toNedbUpdate(update: Update): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [op, value] of Object.entries(update)) {
    if (value && Object.keys(value).length > 0) out[op] = value;
  }
  if (Object.keys(out).length === 0) out.$set = {};
  return out;
}

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** `{ field: null }` in MongoDB matches a null value or a missing field. */
const nullOrMissing = (key: string): Filter => ({ $or: [{ [key]: null }, { [key]: { $exists: false } }] });

/**
 * Rewrites the few filter forms where nedb's meaning differs from MongoDB's,
 * so the port means the same thing on both adapters:
 *  - `{ f: null }` (and `$in` holding null) also match a missing field;
 *  - `$ne` / `$nin` on an array field match only when no element matches
 *    (nedb: when any element differs), and match a missing field.
 *  - an undefined value means null (see undefinedToNull).
 * Everything else is passed through unchanged.
 */
function toNedbFilter(filter: Filter): Filter {
  return translateFilter(undefinedToNull(filter) as Filter);
}

function translateFilter(filter: Filter): Filter {
  const out: Filter = {};
  const extra: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      out[key] = (value as Filter[]).map(translateFilter);
      continue;
    }
    if (key.startsWith('$')) {
      out[key] = value;
      continue;
    }
    if (value === null) {
      extra.push(nullOrMissing(key));
      continue;
    }
    if (!isOperatorObject(value)) {
      out[key] = value;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [op, arg] of Object.entries(value)) {
      if (op === '$ne') extra.push({ $not: translateFilter({ [key]: arg }) });
      else if (op === '$nin') extra.push({ $not: translateFilter({ [key]: { $in: arg } }) });
      else if (op === '$in' && Array.isArray(arg) && arg.includes(null)) {
        extra.push({ $or: [{ [key]: { $in: arg } }, { [key]: { $exists: false } }] });
      } else kept[op] = arg;
    }
    if (Object.keys(kept).length > 0) out[key] = kept;
  }
  if (extra.length === 0) return out;
  return { ...out, $and: [...((out.$and as Filter[] | undefined) ?? []), ...extra] };
}

/** The document an upsert starts from: the filter's equality conditions, as MongoDB builds it. */
function upsertBase(filter: Filter): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const visit = (f: Filter) => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and') (value as Filter[]).forEach(visit);
      else if (key.startsWith('$') || isOperatorObject(value)) continue;
      else setPath(base, key, structuredClone(value));
    }
  };
  visit(filter);
  return base;
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}
