import type { Party } from '@homepact/proto';
import { toParty, type PartyRow } from '../domain/parties.ts';
import type { AdminDeps } from './deps.ts';

/** How many of each party's contracts are still live (a deleted contract stops counting). */
export async function liveContractCounts(deps: Pick<AdminDeps, 'repos'>, rows: PartyRow[]): Promise<Map<string, number>> {
  const deleted = await deps.repos.contracts.deletedAmong([...new Set(rows.flatMap((r) => r.contractIds))]);
  return new Map(rows.map((r) => [r._id, r.contractIds.filter((id) => !deleted.has(id)).length]));
}

/** The directory (tombstoned parties left out), newest first. */
export async function listParties(deps: AdminDeps): Promise<Party[]> {
  const rows = await deps.repos.parties.live(5000);
  const counts = await liveContractCounts(deps, rows);
  return rows.map((r) => toParty(r, counts.get(r._id) ?? 0));
}
