import type { Party } from '@homepact/proto';
import { toParty, type PartyRow } from '../domain/parties.ts';
import type { AdminDeps } from './deps.ts';

/** How many of each party's contracts are still live (a deleted contract stops counting). */
export async function liveContractCounts(deps: Pick<AdminDeps, 'c'>, rows: PartyRow[]): Promise<Map<string, number>> {
  const ids = [...new Set(rows.flatMap((r) => r.contractIds))];
  const deleted = ids.length
    ? new Set((await deps.c.contracts.find({ _id: { $in: ids }, deleted: true }, { fields: ['_id'] })).map((r) => r._id))
    : new Set<string>();
  return new Map(rows.map((r) => [r._id, r.contractIds.filter((id) => !deleted.has(id)).length]));
}

/** The directory (tombstoned parties left out), newest first. */
export async function listParties(deps: AdminDeps): Promise<Party[]> {
  const rows = await deps.c.parties.find({ deletedAt: null }, { sort: { createdAt: -1 }, limit: 5000 });
  const counts = await liveContractCounts(deps, rows);
  return rows.map((r) => toParty(r, counts.get(r._id) ?? 0));
}
