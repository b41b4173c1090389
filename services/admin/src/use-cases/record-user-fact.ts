import { applyUserFact, type UserFact, type UserRow } from '../domain/users.ts';
import type { AdminDeps } from './deps.ts';

/** Applies one fact from identity's events to the users read model (idempotent and order-independent). */
export async function recordUserFact(deps: Pick<AdminDeps, 'repos'>, fact: UserFact): Promise<UserRow | null> {
  return deps.repos.users.reduce(fact.userId, (row) => applyUserFact(row, fact));
}
