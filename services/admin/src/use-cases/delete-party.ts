import { AppError } from '@homepact/kit';
import type { AdminDeps } from './deps.ts';

/**
 * Deletes a party from the directory by tombstoning it: a replay of the
 * contract events that named it cannot bring it back, but a new contract
 * naming the same e-mail does (see domain/parties.ts).
 */
export async function deleteParty(deps: AdminDeps, id: string): Promise<void> {
  if (!(await deps.repos.parties.softDelete(id, deps.now()))) throw AppError.notFound('Party not found');
}
