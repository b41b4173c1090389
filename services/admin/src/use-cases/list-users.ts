import type { AdminUser } from '@homepact/proto';
import { tallyContracts, toAdminUser, type ContractTally } from '../domain/users.ts';
import type { AdminDeps } from './deps.ts';

/** Contract counts are derived from the live contract rows, never kept as running totals. */
export async function contractTally(deps: Pick<AdminDeps, 'repos'>, createdBy?: string): Promise<ContractTally> {
  return tallyContracts(await deps.repos.contracts.live(createdBy));
}

/** Every user, newest first, with contractCount and contractsByCategory. */
export async function listUsers(deps: AdminDeps): Promise<AdminUser[]> {
  const [users, tally] = await Promise.all([deps.repos.users.newestFirst(5000), contractTally(deps)]);
  return users.map((u) => toAdminUser(u, tally));
}
