import { randomUUID } from 'node:crypto';
import { AppError, isAppError } from '@homepact/kit';
import type { Party } from '@homepact/proto';
import { editParty, manualParty, partyKey, toParty, type PartyFields, type PartyRow, type PartyType } from '../domain/parties.ts';
import type { AdminDeps } from './deps.ts';
import { liveContractCounts } from './list-parties.ts';

const label = (t: PartyType) => (t === 'homeowner' ? 'homeowner' : 'service provider');
export const duplicateParty = (t: PartyType) => AppError.conflict(`A ${label(t)} with this e-mail address is already in the directory.`);

/**
 * A party created by hand. Parties are unique by (type, e-mail): a live one
 * with the same pair is a 409. One deleted earlier (a tombstone) is brought
 * back with the new details, keeping the contracts it was named in.
 */
export async function createParty(deps: AdminDeps, body: PartyFields, createdBy: string): Promise<Party> {
  const now = deps.now();
  const key = partyKey(body.partyType, body.email);
  let row: PartyRow | null;
  try {
    row = await deps.repos.parties.reduceByKey(key, (current) => {
      if (!current) return manualParty(randomUUID(), body, createdBy, now);
      if (!current.deletedAt) throw duplicateParty(body.partyType);
      return editParty(current, body, now, { revive: true });
    });
  } catch (e) {
    if (isAppError(e) && e.code === 'duplicate') throw duplicateParty(body.partyType);
    throw e;
  }
  const counts = await liveContractCounts(deps, [row!]);
  return toParty(row!, counts.get(row!._id) ?? 0);
}
