import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { AppError } from '../errors.ts';
import { definedSort, undefinedToNull } from './filter.ts';
import type {
  Collection,
  Doc,
  DocumentStore,
  IndexSpec,
  RawFilter as Filter,
  RawFindOptions as FindOptions,
  RawUpdate as Update,
} from './types.ts';

export type NativeCollection = mongoose.mongo.Collection<mongoose.mongo.Document>;
type Native = NativeCollection;
type NativeFilter = mongoose.mongo.Filter<mongoose.mongo.Document>;
type NativeUpdate = mongoose.mongo.UpdateFilter<mongoose.mongo.Document>;

/**
 * The production document store: MongoDB through mongoose's connection, using
 * the native driver collections under it (no schemas: the services' zod types
 * are the schema, and the port's query language is MongoDB's own subset).
 *
 * Each service gets its own database, `homepact_<namespace>`, unless the URL
 * names one (then the URL's owner decided, e.g. one database per service
 * credential). Documents use string `_id`s; the adapter never creates an
 * ObjectId, not even on an upsert.
 */
export async function createMongoStore(url: string, namespace: string): Promise<DocumentStore> {
  const connection = mongoose.createConnection(url, {
    ...(databaseInUrl(url) ? {} : { dbName: `homepact_${namespace}` }),
    appName: `homepact-${namespace}`,
    serverSelectionTimeoutMS: 5_000,
    // Fail fast instead of queueing operations while disconnected; the driver
    // itself waits up to serverSelectionTimeoutMS for a server.
    bufferCommands: false,
    autoIndex: false,
    autoCreate: false,
    // `{ a: undefined }` stores nothing (as the embedded store does), not null.
    ignoreUndefined: true,
  });
  await connection.asPromise();
  const collections = new Map<string, MongoCollection<Doc>>();

  return {
    kind: 'mongo',
    collection<T extends Doc>(name: string): Collection<T> {
      let c = collections.get(name);
      if (!c) {
        c = new MongoCollection<Doc>(name, connection.collection(name));
        collections.set(name, c);
      }
      return c as unknown as Collection<T>;
    },
    async ping() {
      try {
        const db = connection.db;
        if (!db) return false;
        const res = await db.admin().command({ ping: 1 });
        return res.ok === 1;
      } catch {
        return false;
      }
    },
    async close() {
      collections.clear();
      await connection.close();
    },
  };
}

/** True when the connection string names a database (`mongodb://host/db`). */
export function databaseInUrl(url: string): boolean {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?#]*\/([^?#]*)/i.exec(url);
  return Boolean(match?.[1] && decodeURIComponent(match[1]).length > 0);
}

/** The filter as the driver takes it; undefined values mean null, as in the embedded store. */
const native = (filter: Filter) => undefinedToNull(filter) as NativeFilter;

const isDuplicateKey = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: unknown }).code === 11000 || (e as { code?: unknown }).code === 11001);

/** Drops empty operator objects; an update with none left becomes a no-op `$set`. */
function toMongoUpdate(update: Update): NativeUpdate {
  const out: Record<string, unknown> = {};
  for (const [op, value] of Object.entries(update)) {
    if (value && Object.keys(value).length > 0) out[op] = value;
  }
  if (Object.keys(out).length === 0) out.$set = {};
  return out;
}

/** Whether the filter pins `_id` to one value (then an upsert takes `_id` from it). */
function pinsId(filter: Filter): boolean {
  const id = filter._id;
  if (id !== undefined && (typeof id !== 'object' || id === null || id instanceof Date)) return true;
  const and = filter.$and;
  return Array.isArray(and) && and.some((f) => typeof f === 'object' && f !== null && pinsId(f as Filter));
}

/** One collection; exported for the adapter's unit tests, not part of the port. */
export class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly native: Native,
  ) {}

  private duplicate(e: unknown): AppError {
    return new AppError('duplicate', 409, `Duplicate key in ${this.name}`, { cause: e });
  }

  async insertOne(doc: T): Promise<T> {
    // A copy: the driver would otherwise write into the caller's object.
    const copy = structuredClone<T>(doc);
    if (copy._id === undefined) (copy as Doc)._id = randomUUID();
    try {
      await this.native.insertOne(copy as unknown as mongoose.mongo.OptionalId<mongoose.mongo.Document>);
    } catch (e) {
      if (isDuplicateKey(e)) throw this.duplicate(e);
      throw e;
    }
    return copy;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.native.findOne(native(filter))) as unknown as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return (await this.native
      .find(native(filter), {
        ...(options.sort ? { sort: definedSort(options.sort) } : {}),
        ...(options.skip ? { skip: options.skip } : {}),
        ...(options.limit ? { limit: options.limit } : {}),
        ...(options.fields ? { projection: Object.fromEntries(options.fields.map((f) => [f, 1])) } : {}),
      })
      .toArray()) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    return this.native.countDocuments(native(filter));
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    const upsert = options.upsert ?? false;
    const mongoUpdate = toMongoUpdate(update);
    // Without an `_id` in the filter MongoDB would make an ObjectId; ours are strings.
    if (upsert && !pinsId(filter)) mongoUpdate.$setOnInsert = { _id: randomUUID() };
    try {
      return (await this.native.findOneAndUpdate(native(filter), mongoUpdate, {
        upsert,
        returnDocument: 'after',
      })) as unknown as T | null;
    } catch (e) {
      if (isDuplicateKey(e)) throw this.duplicate(e);
      throw e;
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    try {
      const res = await this.native.updateMany(native(filter), toMongoUpdate(update));
      return res.matchedCount;
    } catch (e) {
      if (isDuplicateKey(e)) throw this.duplicate(e);
      throw e;
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const res = await this.native.deleteOne(native(filter));
    return res.deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const res = await this.native.deleteMany(native(filter));
    return res.deletedCount;
  }

  async ensureIndexes(indexes: IndexSpec[]): Promise<void> {
    for (const index of indexes) {
      try {
        // Only options that are set, so the same spec always yields the same
        // index and a repeat call is a no-op.
        await this.native.createIndex(index.fields, {
          ...(index.unique ? { unique: true } : {}),
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        });
      } catch (e) {
        const code = (e as { code?: unknown }).code;
        // 85/86: an index on these keys exists with other options. Changing a
        // unique or TTL index is a migration, not something to do at start-up.
        if (code === 85 || code === 86) {
          throw new Error(`Index ${JSON.stringify(index.fields)} on ${this.name} exists with different options; migrate it by hand`, {
            cause: e,
          });
        }
        throw e;
      }
    }
  }
}
