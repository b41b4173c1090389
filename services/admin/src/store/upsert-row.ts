import { isAppError, type Collection, type Doc } from '@homepact/kit';

type Row = Doc & { rev: number };

/**
 * Read, reduce, write back, with optimistic concurrency on `rev`: a row that
 * changed in between (another event, an admin's write) is read again and the
 * reduction redone, so no update is lost whichever order writers run in.
 * `reduce` returns null (or the same row) when nothing changes. A new row is
 * inserted; losing the race to insert it just means reading it again.
 */
export async function upsertRow<T extends Row>(
  coll: Collection<T>,
  find: () => Promise<T | null>,
  reduce: (row: T | null) => T | null,
): Promise<T | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = await find();
    const next = reduce(row);
    if (!next || next === row) return row;
    if (!row) {
      try {
        return await coll.insertOne({ ...next, rev: 1 });
      } catch (e) {
        if (isAppError(e) && e.code === 'duplicate') continue;
        throw e;
      }
    }
    const { _id, rev, ...fields } = next;
    void _id;
    void rev;
    const written = await coll.findOneAndUpdate({ _id: row._id, rev: row.rev }, { $set: fields, $inc: { rev: 1 } });
    if (written) return written;
  }
  throw new Error(`${coll.name}: row kept changing under a read-model update`);
}
