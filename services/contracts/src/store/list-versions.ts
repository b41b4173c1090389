import type { Collection, Doc, Filter, FindOptions, IndexSpec, Update } from '@homepact/kit';
import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';

export const LIST_VERSIONS = 'contract_list_versions';

/** The statuses the dashboard counts; anything else only counts in `total`. */
export const COUNTED_STATUSES = ['draft', 'pending_signatures', 'signed', 'completed'] as const;
export type CountedStatus = (typeof COUNTED_STATUSES)[number];
const OTHER = 'other';

/**
 * One document per owner: the list version, bumped after every write to one
 * of their contracts, and the counters the dashboard's summary shows. Both
 * move in the same single-document update, so a summary read under version v
 * is the summary of version v.
 */
export interface ListVersionDoc {
  _id: string;
  v: number;
  /** Live contracts, and how many of them are in each status (`other`: any status outside COUNTED_STATUSES). */
  total?: number;
  byStatus?: Partial<Record<CountedStatus | typeof OTHER, number>>;
  /**
   * Set once the counters have been computed from the contracts themselves.
   * A document without it (an owner from before the counters existed) is
   * counted once before its figures are trusted.
   */
  counted?: boolean;
  [k: string]: unknown;
}

type Owned = Doc & { createdBy: string };

/** Where a contract counts: its status bucket while live, nowhere once (soft-)deleted. */
type CountState = CountedStatus | typeof OTHER | null;

const bucketOf = (status: unknown): CountedStatus | typeof OTHER =>
  (COUNTED_STATUSES as readonly unknown[]).includes(status) ? (status as CountedStatus) : OTHER;
const stateOf = (doc: Doc): CountState => (doc._deleted === true ? null : bucketOf(doc.status));

/** The counter increments for a contract moving from one state to another (empty when nothing moves). */
function delta(before: CountState, after: CountState): Record<string, number> {
  if (before === after) return {};
  const inc: Record<string, number> = {};
  if (before) inc[`byStatus.${before}`] = -1;
  if (after) inc[`byStatus.${after}`] = 1;
  if (!before) inc.total = 1;
  if (!after) inc.total = -1;
  return inc;
}

/**
 * Marks a contract whose write moved the counters until the matching counter
 * update has landed. A marker left behind (the process died in between) is
 * what the drift repair looks for; in the normal path it lives a few ms.
 */
export const COUNT_PENDING = '_countPending';

/** A write that may move a contract between count states: it sets status or (un)sets _deleted. */
const touchesCountState = (update: Update) =>
  [update.$set, update.$unset, update.$inc].some((part) => part && ('status' in part || '_deleted' in part));

const isLiveFilter = (v: unknown) =>
  typeof v === 'object' && v !== null && Object.keys(v).length === 1 && (v as { $ne?: unknown }).$ne === true;

/**
 * Wraps the contracts collection so every write bumps its owner's list
 * version, and every write that creates, deletes or changes the status of a
 * contract moves the owner's counters by exactly that change, in the same
 * update as the version. Lists can then be cached by (owner, version) in any
 * replica: the version lives in the shared store, and it moves only after the
 * write, so a cached list is never older than the last version it was read
 * under.
 *
 * A counted write knows the contract's state before it: from the filter when
 * the filter pins it (`status: 'draft'` on a live contract, as the use cases
 * write them), otherwise by reading it and making the write conditional on
 * that state, reading again if it moved. The counters are therefore exact
 * without any scan; the pending marker (COUNT_PENDING) covers a crash between
 * the contract's write and the counters' (see repairDrift).
 */
export function withListVersions<T extends Owned>(inner: Collection<T>, versions: Collection<ListVersionDoc>): Collection<T> {
  const bump = async (owner: string, inc: Record<string, number> = {}) => {
    await versions.findOneAndUpdate({ _id: owner }, { $inc: { v: 1, ...inc } }, { upsert: true });
  };
  const clearPending = async (id: string, mark: number) => {
    await inner.findOneAndUpdate({ _id: id, [COUNT_PENDING]: mark }, { $unset: { [COUNT_PENDING]: true } });
  };
  const withoutMark = (doc: T): T => {
    const { [COUNT_PENDING]: _mark, ...rest } = doc;
    return rest as T;
  };

  /** One contract, through a write that may change its count state. */
  async function countedUpdate(filter: Filter, update: Update): Promise<T | null> {
    const mark = Date.now();
    const marked: Update = { ...update, $set: { ...update.$set, [COUNT_PENDING]: mark } };
    return retryOnConflict(
      async () => {
        let before: CountState;
        let pinned: Filter;
        if (typeof filter.status === 'string' && isLiveFilter(filter._deleted)) {
          before = bucketOf(filter.status);
          pinned = filter;
        } else {
          const [cur] = await inner.find(filter, { limit: 1, fields: ['status', '_deleted'] });
          if (!cur) return null;
          before = stateOf(cur);
          // The filter matched `cur`, so pinning its fields to cur's values only narrows it.
          pinned = { ...filter, _id: cur._id, status: cur.status ?? null, _deleted: cur._deleted === true ? true : { $ne: true } };
        }
        const doc = await inner.findOneAndUpdate(pinned, marked);
        if (!doc) {
          if (pinned === filter) return null; // the filter alone decided: nothing matched
          return LOST_RACE; // it changed between our read and our write: read it again
        }
        await bump(doc.createdBy, delta(before, stateOf(doc)));
        await clearPending(doc._id, mark);
        return withoutMark(doc);
      },
      () => {
        throw new Error(`contract kept changing while being written (${JSON.stringify(Object.keys(filter))})`);
      },
    );
  }

  /** Removes matching contracts one by one, each conditional on the state it was counted in. */
  async function countedDelete(filter: Filter, limit?: number): Promise<number> {
    let removed = 0;
    return retryOnConflict(
      async () => {
        const docs = await inner.find(filter, { fields: ['createdBy', 'status', '_deleted'], ...(limit ? { limit } : {}) });
        if (docs.length === 0) return removed;
        let missed = false;
        for (const d of docs) {
          const gone = await inner.deleteOne({
            _id: d._id,
            status: d.status ?? null,
            _deleted: d._deleted === true ? true : { $ne: true },
          });
          if (!gone) {
            missed = true;
            continue;
          }
          removed++;
          await bump(d.createdBy, delta(stateOf(d), null));
          if (limit && removed >= limit) return removed;
        }
        return missed ? LOST_RACE : removed;
      },
      // Still missing some after every try: what was removed is the answer.
      () => removed,
    );
  }

  return {
    name: inner.name,
    findOne: (filter: Filter) => inner.findOne(filter),
    find: (filter: Filter, options?: FindOptions) => inner.find(filter, options),
    count: (filter: Filter) => inner.count(filter),
    ensureIndexes: (indexes: IndexSpec[]) => inner.ensureIndexes(indexes),
    async insertOne(doc: T) {
      const mark = Date.now();
      const saved = await inner.insertOne({ ...doc, [COUNT_PENDING]: mark });
      await bump(saved.createdBy, delta(null, stateOf(saved)));
      await clearPending(saved._id, mark);
      return withoutMark(saved);
    },
    async findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }) {
      if (touchesCountState(update)) {
        if (options?.upsert) throw new Error('an upsert that sets a contract’s status is not supported');
        return countedUpdate(filter, update);
      }
      const doc = await inner.findOneAndUpdate(filter, update, options);
      if (doc) await bump(doc.createdBy);
      return doc;
    },
    async updateMany(filter: Filter, update: Update) {
      if (touchesCountState(update)) {
        let n = 0;
        for (const { _id } of await inner.find(filter, { fields: ['_id'] })) if (await countedUpdate({ ...filter, _id }, update)) n++;
        return n;
      }
      const owners = (await inner.find(filter, { fields: ['createdBy'] })).map((d) => d.createdBy);
      const n = await inner.updateMany(filter, update);
      for (const owner of new Set(owners)) await bump(owner);
      return n;
    },
    async deleteOne(filter: Filter) {
      return (await countedDelete(filter, 1)) > 0;
    },
    deleteMany: (filter: Filter) => countedDelete(filter),
  };
}

export interface OwnerSummary {
  total: number;
  byStatus: Record<CountedStatus, number>;
}

/** The counters as the API shows them (missing buckets are zero). */
export function summaryOf(doc: Pick<ListVersionDoc, 'total' | 'byStatus'> | null): OwnerSummary {
  const n = (k: CountedStatus) => Math.max(0, doc?.byStatus?.[k] ?? 0);
  return {
    total: Math.max(0, doc?.total ?? 0),
    byStatus: { draft: n('draft'), pending_signatures: n('pending_signatures'), signed: n('signed'), completed: n('completed') },
  };
}

/**
 * Repair, not the normal path: sets an owner's counters from their contracts
 * (one indexed count per status). The result is written only if the owner's
 * version has not moved since it was read, so a write landing meanwhile is
 * neither lost nor counted twice: the count is simply taken again.
 */
export async function recountOwner(
  contracts: Collection<Owned>,
  versions: Collection<ListVersionDoc>,
  owner: string,
): Promise<ListVersionDoc> {
  return retryOnConflict(
    async () => {
      const current = await versions.findOne({ _id: owner });
      const live = { createdBy: owner, _deleted: { $ne: true } };
      const [total, ...perStatus] = await Promise.all([
        contracts.count(live),
        ...COUNTED_STATUSES.map((status) => contracts.count({ ...live, status })),
      ]);
      const byStatus: Record<string, number> = Object.fromEntries(COUNTED_STATUSES.map((s, i) => [s, perStatus[i]!]));
      byStatus[OTHER] = total - perStatus.reduce((a, b) => a + b, 0);
      const counts = { total: total, byStatus, counted: true };
      // A write creating it meanwhile makes the insert lose: count again against that document.
      if (!current) return insertOrLost(versions.insertOne({ _id: owner, v: 1, ...counts }));
      // The version moves too: an answer validated under the old figures must not be served as current.
      const saved = await versions.findOneAndUpdate({ _id: owner, v: current.v }, { $set: counts, $inc: { v: 1 } });
      return saved ?? LOST_RACE;
    },
    () => {
      throw new Error(`the contracts of ${owner} kept changing while being counted`);
    },
  );
}

/**
 * Finds contracts whose counter update never landed (a pending marker older
 * than `staleMs`, which a live write clears within milliseconds), recounts
 * their owners, and clears those markers. Cheap when there is nothing to
 * repair: one indexed query that finds nothing.
 */
export async function repairDrift(
  contracts: Collection<Owned>,
  versions: Collection<ListVersionDoc>,
  opts: { staleMs: number; now?: number },
): Promise<{ owners: number; contracts: number }> {
  const cutoff = (opts.now ?? Date.now()) - opts.staleMs;
  const stale = await contracts.find({ [COUNT_PENDING]: { $lt: cutoff } }, { fields: ['createdBy', COUNT_PENDING] });
  const owners = new Set(stale.map((d) => d.createdBy));
  for (const owner of owners) await recountOwner(contracts, versions, owner);
  for (const d of stale)
    await contracts.findOneAndUpdate({ _id: d._id, [COUNT_PENDING]: d[COUNT_PENDING] }, { $unset: { [COUNT_PENDING]: true } });
  return { owners: owners.size, contracts: stale.length };
}

/** A cached answer: the JSON bytes as sent (no re-encoding per request), and a page's next cursor. */
export interface CachedAnswer {
  body: Buffer;
  next?: string | null;
}

/**
 * Serialized lists by owner, valid for one list version. Bounded by total
 * size; the least recently used entry goes first. `key` tells apart the
 * answers kept for one owner (the whole list, a page).
 */
export class ListCache {
  private readonly entries = new Map<string, { v: number; answer: CachedAnswer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(owner: string, v: number, key = ''): CachedAnswer | undefined {
    const id = `${owner}\n${key}`;
    const hit = this.entries.get(id);
    if (!hit || hit.v !== v) return undefined;
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit.answer;
  }

  set(owner: string, v: number, answer: CachedAnswer, key = ''): void {
    const id = `${owner}\n${key}`;
    this.drop(id);
    if (answer.body.length > this.maxBytes) return;
    this.entries.set(id, { v, answer });
    this.bytes += answer.body.length;
    for (const k of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k);
    }
  }

  private drop(id: string) {
    const old = this.entries.get(id);
    if (!old) return;
    this.bytes -= old.answer.body.length;
    this.entries.delete(id);
  }
}
