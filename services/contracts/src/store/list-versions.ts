import type { Collection, Doc, Filter, FindOptions, IndexSpec, Update } from '@homepact/kit';

export const LIST_VERSIONS = 'contract_list_versions';

/** One counter per owner, bumped after every write to one of their contracts. */
export interface ListVersionDoc {
  _id: string;
  v: number;
  [k: string]: unknown;
}

type Owned = Doc & { createdBy: string };

/**
 * Wraps the contracts collection so every write bumps its owner's list
 * version. Lists can then be cached by (owner, version) in any replica: the
 * version lives in the shared store, and it moves only after the write, so a
 * cached list is never older than the last version it was read under.
 */
export function withListVersions<T extends Owned>(inner: Collection<T>, versions: Collection<ListVersionDoc>): Collection<T> {
  const bump = async (owners: Iterable<string>) => {
    for (const owner of new Set(owners)) await versions.findOneAndUpdate({ _id: owner }, { $inc: { v: 1 } }, { upsert: true });
  };
  const ownersOf = async (filter: Filter) => (await inner.find(filter, { fields: ['createdBy'] })).map((d) => d.createdBy);
  return {
    name: inner.name,
    findOne: (filter: Filter) => inner.findOne(filter),
    find: (filter: Filter, options?: FindOptions) => inner.find(filter, options),
    count: (filter: Filter) => inner.count(filter),
    ensureIndexes: (indexes: IndexSpec[]) => inner.ensureIndexes(indexes),
    async insertOne(doc: T) {
      const saved = await inner.insertOne(doc);
      await bump([saved.createdBy]);
      return saved;
    },
    async findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }) {
      const doc = await inner.findOneAndUpdate(filter, update, options);
      if (doc) await bump([doc.createdBy]);
      return doc;
    },
    async updateMany(filter: Filter, update: Update) {
      const owners = await ownersOf(filter);
      const n = await inner.updateMany(filter, update);
      await bump(owners);
      return n;
    },
    async deleteOne(filter: Filter) {
      const owners = await ownersOf(filter);
      const deleted = await inner.deleteOne(filter);
      if (deleted) await bump(owners);
      return deleted;
    },
    async deleteMany(filter: Filter) {
      const owners = await ownersOf(filter);
      const n = await inner.deleteMany(filter);
      await bump(owners);
      return n;
    },
  };
}

/**
 * Serialized lists by owner, valid for one list version. Bounded by total
 * size; the least recently used owner goes first.
 */
export class ListCache {
  private readonly entries = new Map<string, { v: number; json: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(owner: string, v: number): string | undefined {
    const hit = this.entries.get(owner);
    if (!hit || hit.v !== v) return undefined;
    this.entries.delete(owner);
    this.entries.set(owner, hit);
    return hit.json;
  }

  set(owner: string, v: number, json: string): void {
    this.drop(owner);
    if (json.length > this.maxBytes) return;
    this.entries.set(owner, { v, json });
    this.bytes += json.length;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key);
    }
  }

  private drop(owner: string) {
    const old = this.entries.get(owner);
    if (!old) return;
    this.bytes -= old.json.length;
    this.entries.delete(owner);
  }
}
