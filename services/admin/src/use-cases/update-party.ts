import { AppError, isAppError } from '@homepact/kit';
import type { Party } from '@homepact/proto';
import { editParty, partyKey, toParty, type PartyFields, type PartyRow } from '../domain/parties.ts';
import type { AdminDeps } from './deps.ts';
import { duplicateParty } from './create-party.ts';
import { liveContractCounts } from './list-parties.ts';

const notFound = () => AppError.notFound('Party not found');

/**
 * Replaces a party's details (PUT: the whole PartyBodySchema). The edit wins
 * over later contracts naming the party. Moving it to a (type, e-mail) another
 * live party has is a 409; a tombstone holding that pair is dropped, since the
 * edited party now stands for that person.
 */
export async function updateParty(deps: AdminDeps, id: string, body: PartyFields): Promise<Party> {
  const now = deps.now();
  const current = await deps.repos.parties.findLive(id);
  if (!current) throw notFound();
  const key = partyKey(body.partyType, body.email);
  if (key !== current.key) {
    const other = await deps.repos.parties.findByKey(key);
    if (other && !other.deletedAt) throw duplicateParty(body.partyType);
    if (other) await deps.repos.parties.dropTombstone(other._id);
  }
  let row: PartyRow | null;
  try {
    row = await deps.repos.parties.reduceById(id, (r) => {
      if (!r || r.deletedAt) throw notFound();
      return editParty(r, body, now);
    });
  } catch (e) {
    if (isAppError(e) && e.code === 'duplicate') throw duplicateParty(body.partyType);
    throw e;
  }
  const counts = await liveContractCounts(deps, [row!]);
  return toParty(row!, counts.get(row!._id) ?? 0);
}
