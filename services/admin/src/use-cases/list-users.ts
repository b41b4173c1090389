import type { AdminUser } from '@homepact/proto';
import { tallyContracts, toAdminUser, type ContractTally } from '../domain/users.ts';
import type { AdminDeps } from './deps.ts';

/** Contract counts are derived from the live contract rows, never kept as running totals. */
export async function contractTally(deps: Pick<AdminDeps, 'c'>, createdBy?: string): Promise<ContractTally> {
  const rows = await deps.c.contracts.find(
    { ...(createdBy ? { createdBy } : {}), deleted: { $ne: true } },
    { fields: ['createdBy', 'serviceType'] },
  );
  return tallyContracts(rows);
}

/** Every user, newest first, with contractCount and contractsByCategory. */
export async function listUsers(deps: AdminDeps): Promise<AdminUser[]> {
  const [users, tally] = await Promise.all([deps.c.users.find({}, { sort: { createdAt: -1 }, limit: 5000 }), contractTally(deps)]);
  return users.map((u) => toAdminUser(u, tally));
}
