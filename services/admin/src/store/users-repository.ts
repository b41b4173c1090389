import type { Collection, DocumentStore } from '@homepact/kit';
import type { UserRow } from '../domain/users.ts';
import { upsertRow, type RevisionedRows } from './upsert-row.ts';

/** The read model of identity's users. */
export class UsersRepository {
  private readonly users: Collection<UserRow>;
  /** The row writes upsertRow needs: an insert, and a replace conditional on `rev`. */
  private readonly revisioned: RevisionedRows<UserRow>;
  constructor(store: DocumentStore) {
    const coll = store.collection<UserRow>('admin_users');
    this.users = coll;
    this.revisioned = {
      name: coll.name,
      insertOne: (row) => coll.insertOne(row),
      replaceAtRev: ({ _id, rev, ...fields }) => coll.findOneAndUpdate({ _id, rev }, { $set: fields, $inc: { rev: 1 } }),
    };
  }

  async ensureIndexes(): Promise<void> {
    await this.users.ensureIndexes([{ fields: { createdAt: -1 } }]);
  }

  /**
   * Read, reduce and write one user's row, with optimistic concurrency
   * (store/upsert-row.ts). `reduce` is pure: null or the same row means no write.
   */
  reduce(id: string, reduce: (row: UserRow | null) => UserRow | null): Promise<UserRow | null> {
    return upsertRow(this.revisioned, () => this.users.findOne({ _id: id }), reduce);
  }

  findById(id: string): Promise<UserRow | null> {
    return this.users.findOne({ _id: id });
  }

  newestFirst(limit: number): Promise<UserRow[]> {
    return this.users.find({}, { sort: { createdAt: -1 }, limit });
  }

  count(): Promise<number> {
    return this.users.count({});
  }
}
