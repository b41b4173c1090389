import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';

/** The writes of one collection of rows carrying an optimistic-concurrency counter `rev`. */
export interface RevisionedRows<T extends { _id: string; rev: number }> {
  readonly name: string;
  /** Throws AppError 409 'duplicate' when a row with that key exists. */
  insertOne(row: T): Promise<T>;
  /** Writes `row` over the stored one while its `rev` is still `row.rev`, and moves `rev` on; null when it moved meanwhile. */
  replaceAtRev(row: T): Promise<T | null>;
}

/**
 * Read, reduce, write back, with optimistic concurrency on `rev`: a row that
 * changed in between (another event, an admin's write) is read again and the
 * reduction redone, so no update is lost whichever order writers run in.
 * `reduce` returns null (or the same row) when nothing changes. A new row is
 * inserted; losing the race to insert it just means reading it again. The
 * tries are retryOnConflict's (a short jittered wait between them); when every
 * one lost, it throws, and the event is redelivered.
 */
export async function upsertRow<T extends { _id: string; rev: number }>(
  rows: RevisionedRows<T>,
  find: () => Promise<T | null>,
  reduce: (row: T | null) => T | null,
): Promise<T | null> {
  return retryOnConflict(
    async () => {
      const row = await find();
      const next = reduce(row);
      if (!next || next === row) return row;
      if (!row) return insertOrLost(rows.insertOne({ ...next, rev: 1 }));
      return (await rows.replaceAtRev({ ...next, _id: row._id, rev: row.rev })) ?? LOST_RACE;
    },
    () => {
      throw new Error(`${rows.name}: row kept changing under a read-model update`);
    },
  );
}
