import type { Envelope } from '@homepact/proto';
import type { Collection, Doc, Filter, FindOptions, RawFilter } from '../store/types.ts';
import { outbox, type OutboxFields } from './outbox.ts';

type Routed = Envelope & { topic: string };

/**
 * Re-publishes the current state of every aggregate in `collection` (POST /internal/republish): for each live
 * document (not soft-deleted, matching `filter`), `toEvent` builds the event that states it, and the event is
 * pushed onto that document's outbox, so the service's own relay publishes it like any other. Nothing about
 * the aggregate changes. Pages by `_id` so a large collection is never loaded at once; an aggregate that
 * changes meanwhile gets its own newer event as well, which wins at the consumer (versions are times).
 * Returns how many events were written.
 */
export async function republishAggregates<T extends Doc & OutboxFields>(opts: {
  collection: Collection<T>;
  toEvent: (doc: T) => Routed | null;
  filter?: Filter<T>;
  pageSize?: number;
}): Promise<number> {
  const pageSize = opts.pageSize ?? 200;
  let after: string | null = null;
  let written = 0;
  for (;;) {
    // Built untyped: T is generic here; _id and _deleted are fields every such T has.
    const live: RawFilter = { ...opts.filter, _deleted: { $ne: true }, ...(after === null ? {} : { _id: { $gt: after } }) };
    const page: T[] = await opts.collection.find(live as Filter<T>, { sort: { _id: 1 } as FindOptions<T>['sort'], limit: pageSize });
    for (const doc of page) {
      const event = opts.toEvent(doc);
      if (!event) continue;
      // Conditional on the document still being live: one deleted meanwhile is not announced again.
      const stillLive: RawFilter = { _id: doc._id, _deleted: { $ne: true } };
      const updated = await opts.collection.findOneAndUpdate(stillLive as Filter<T>, outbox.update<T>({}, [event]));
      if (updated) written += 1;
    }
    if (page.length < pageSize) return written;
    after = page.at(-1)!._id;
  }
}
