import type { Collection, Doc } from '@homepact/kit';
import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';

type Row = Doc & { rev: number };

/**
 * Read, reduce, write back, with optimistic concurrency on `rev`: a row that
 * changed in between (another event, an admin's write) is read again and the
 * reduction redone, so no update is lost whichever order writers run in.
 * `reduce` returns null (or the same row) when nothing changes. A new row is
 * inserted; losing the race to insert it just means reading it again. The
 * tries are retryOnConflict's (a short jittered wait between them); when every
 * one lost, it throws, and the event is redelivered.
 */
export async function upsertRow<T extends Row>(
  coll: Collection<T>,
  find: () => Promise<T | null>,
  reduce: (row: T | null) => T | null,
): Promise<T | null> {
  return retryOnConflict(
    async () => {
      const row = await find();
      const next = reduce(row);
      if (!next || next === row) return row;
      if (!row) return insertOrLost(coll.insertOne({ ...next, rev: 1 }));
      const { _id, rev, ...fields } = next;
      void _id;
      void rev;
      return (await coll.findOneAndUpdate({ _id: row._id, rev: row.rev }, { $set: fields, $inc: { rev: 1 } })) ?? LOST_RACE;
    },
    () => {
      throw new Error(`${coll.name}: row kept changing under a read-model update`);
    },
  );
}
