import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { AppError } from '../errors.ts';
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

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  private readonly db: Datastore<T>;
  private readonly loaded: Promise<void>;

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

  async insertOne(doc: T): Promise<T> {
    const db = await this.ready();
    try {
      return (await db.insertAsync(structuredClone(doc))) as T;
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('duplicate', 409, `Duplicate key in ${this.name}`, { cause: e });
      throw e;
    }
  }

  async findOne(filter: Filter): Promise<T | null> {
    const db = await this.ready();
    return ((await db.findOneAsync(filter)) as T | null) ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const db = await this.ready();
    let cursor = db.findAsync(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as T[];
  }

  async count(filter: Filter): Promise<number> {
    const db = await this.ready();
    return db.countAsync(filter);
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    const db = await this.ready();
    try {
      const res = await db.updateAsync(filter, toNedbUpdate(update), {
        upsert: options.upsert ?? false,
        multi: false,
        returnUpdatedDocs: true,
      });
      return ((res.affectedDocuments as T | null) ?? null) as T | null;
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('duplicate', 409, `Duplicate key in ${this.name}`, { cause: e });
      throw e;
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const db = await this.ready();
    const res = await db.updateAsync(filter, toNedbUpdate(update), { multi: true });
    return res.numAffected;
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const db = await this.ready();
    return (await db.removeAsync(filter, { multi: false })) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const db = await this.ready();
    return db.removeAsync(filter, { multi: true });
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
