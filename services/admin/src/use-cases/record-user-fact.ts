import { applyUserFact, type UserFact, type UserRow } from '../domain/users.ts';
import { upsertRow } from '../store/upsert-row.ts';
import type { AdminDeps } from './deps.ts';

/** Applies one fact from identity's events to the users read model (idempotent and order-independent). */
export async function recordUserFact(deps: Pick<AdminDeps, 'c'>, fact: UserFact): Promise<UserRow | null> {
  return upsertRow(
    deps.c.users,
    () => deps.c.users.findOne({ _id: fact.userId }),
    (row) => applyUserFact(row, fact),
  );
}
