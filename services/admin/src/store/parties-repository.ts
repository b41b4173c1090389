import type { Collection, DocumentStore } from '@homepact/kit';
import type { PartyRow, PartyType } from '../domain/parties.ts';
import { upsertRow, type RevisionedRows } from './upsert-row.ts';

/** A pure step from the row as read (null: none yet) to the row to write; null or the same row: no write. */
type Reduce = (row: PartyRow | null) => PartyRow | null;

/**
 * The parties directory. Parties are unique by `key` (type + canonical
 * e-mail; a unique index); a party deleted by hand is a tombstone
 * (`deletedAt`), which the live reads leave out.
 */
export class PartiesRepository {
  private readonly parties: Collection<PartyRow>;
  /** The row writes upsertRow needs: an insert, and a replace conditional on `rev`. */
  private readonly revisioned: RevisionedRows<PartyRow>;
  constructor(store: DocumentStore) {
    const coll = store.collection<PartyRow>('parties');
    this.parties = coll;
    this.revisioned = {
      name: coll.name,
      insertOne: (row) => coll.insertOne(row),
      replaceAtRev: ({ _id, rev, ...fields }) => coll.findOneAndUpdate({ _id, rev }, { $set: fields, $inc: { rev: 1 } }),
    };
  }

  async ensureIndexes(): Promise<void> {
    await this.parties.ensureIndexes([{ fields: { key: 1 }, unique: true }, { fields: { deletedAt: 1 } }]);
  }

  /** Live or tombstone. */
  findByKey(key: string): Promise<PartyRow | null> {
    return this.parties.findOne({ key });
  }

  findLive(id: string): Promise<PartyRow | null> {
    return this.parties.findOne({ _id: id, deletedAt: null });
  }

  /** Newest first, tombstones left out. */
  live(limit: number): Promise<PartyRow[]> {
    return this.parties.find({ deletedAt: null }, { sort: { createdAt: -1 }, limit });
  }

  countLive(partyType: PartyType): Promise<number> {
    return this.parties.count({ deletedAt: null, partyType });
  }

  /**
   * Read, reduce and write the party with this key, with optimistic
   * concurrency (store/upsert-row.ts). Throws AppError 409 'duplicate' when
   * the write clashes with another party's key.
   */
  reduceByKey(key: string, reduce: Reduce): Promise<PartyRow | null> {
    return upsertRow(this.revisioned, () => this.parties.findOne({ key }), reduce);
  }

  /** As reduceByKey, for the party with this id. */
  reduceById(id: string, reduce: Reduce): Promise<PartyRow | null> {
    return upsertRow(this.revisioned, () => this.parties.findOne({ _id: id }), reduce);
  }

  /** Tombstones a live party; false when there is none. */
  async softDelete(id: string, now: Date): Promise<boolean> {
    const done = await this.parties.findOneAndUpdate(
      { _id: id, deletedAt: null },
      { $set: { deletedAt: now, updatedAt: now }, $inc: { rev: 1 } },
    );
    return !!done;
  }

  /** Removes a tombstone for good (a live party is never removed). */
  async dropTombstone(id: string): Promise<void> {
    await this.parties.deleteOne({ _id: id, deletedAt: { $ne: null } });
  }
}
