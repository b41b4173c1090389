import { AppError } from '@homepact/kit';
import type { AdminDeps } from './deps.ts';

/**
 * Deletes a party from the directory by tombstoning it: a replay of the
 * contract events that named it cannot bring it back, but a new contract
 * naming the same e-mail does (see domain/parties.ts).
 */
export async function deleteParty(deps: AdminDeps, id: string): Promise<void> {
  const now = deps.now();
  const done = await deps.c.parties.findOneAndUpdate(
    { _id: id, deletedAt: null },
    { $set: { deletedAt: now, updatedAt: now }, $inc: { rev: 1 } },
  );
  if (!done) throw AppError.notFound('Party not found');
}
