import { LRUCache } from 'lru-cache';
import type { Collection, Filter, Update } from '@homepact/kit';
import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import type { ContractStored } from './collections.ts';

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
}

/** Where a contract counts: its status bucket while live, nowhere once (soft-)deleted. */
export type CountState = CountedStatus | typeof OTHER | null;

export const bucketOf = (status: string): CountedStatus | typeof OTHER =>
  (COUNTED_STATUSES as readonly string[]).includes(status) ? (status as CountedStatus) : OTHER;

/** The counter increments for a contract moving from one state to another (empty when nothing moves). */
export function countDelta(before: CountState, after: CountState): Update<ListVersionDoc>['$inc'] & {} {
  const inc: Partial<Record<'total' | `byStatus.${CountedStatus | typeof OTHER}`, number>> = {};
  if (before === after) return inc;
  if (before) inc[`byStatus.${before}`] = -1;
  if (after) inc[`byStatus.${after}`] = 1;
  if (!before) inc.total = 1;
  if (!after) inc.total = -1;
  return inc;
}

/**
 * Marks a contract whose write moved the counters until the matching counter
 * update has landed (the time of the write, on the service's clock). A marker
 * left behind (the process died in between) is what the drift repair looks
 * for; in the normal path it lives a few ms.
 */
export const COUNT_PENDING = '_countPending';
export interface CountMarker {
  _countPending?: number;
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
  contracts: Collection<ContractStored>,
  versions: Collection<ListVersionDoc>,
  owner: string,
): Promise<ListVersionDoc> {
  return retryOnConflict(
    async () => {
      const current = await versions.findOne({ _id: owner });
      const live: Filter<ContractStored> = { createdBy: owner, _deleted: { $ne: true } };
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
  contracts: Collection<ContractStored>,
  versions: Collection<ListVersionDoc>,
  opts: { staleMs: number; now: Date },
): Promise<{ owners: number; contracts: number }> {
  const cutoff = opts.now.getTime() - opts.staleMs;
  const stale = await contracts.find({ _countPending: { $lt: cutoff } }, { fields: ['createdBy', '_countPending'] });
  const owners = new Set(stale.map((d) => d.createdBy));
  for (const owner of owners) await recountOwner(contracts, versions, owner);
  for (const d of stale)
    await contracts.findOneAndUpdate({ _id: d._id, _countPending: d._countPending ?? null }, { $unset: { _countPending: true } });
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
 *
 * lru-cache keeps its recency order in arrays it updates in place. The Map
 * idiom (delete and set again on every hit) made V8 rebuild the Map's table
 * on each read, and a long-lived Map's new table goes straight to the old
 * generation: half of what a dashboard load promoted, and so of the
 * mark-compacts that set its p99 (docs/performance.md).
 */
export class ListCache {
  private readonly entries: LRUCache<string, { v: number; answer: CachedAnswer }>;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.answer.body.length) });
  }

  get(owner: string, v: number, key = ''): CachedAnswer | undefined {
    const hit = this.entries.get(`${owner}\n${key}`);
    return hit?.v === v ? hit.answer : undefined;
  }

  set(owner: string, v: number, answer: CachedAnswer, key = ''): void {
    // An answer bigger than the whole cache is not kept, and lru-cache drops the older one under the key.
    this.entries.set(`${owner}\n${key}`, { v, answer });
  }
}
