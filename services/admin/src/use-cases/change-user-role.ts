import { AppError } from '@homepact/kit';
import type { AdminUser, Role } from '@homepact/proto';
import { eventVersion } from '@homepact/kit/read-model-version';
import { applyUserFact, toAdminUser, type UserRow } from '../domain/users.ts';
import type { AdminDeps } from './deps.ts';
import { contractTally } from './list-users.ts';
import { recordUserFact } from './record-user-fact.ts';

/** Who asks: a signed-in admin (by user id), or the password-gated development panel. */
export type RoleActor = { userId: string } | { panel: 'admin2' };

export const SELF_DEMOTION_MESSAGE =
  "You can't remove your own admin role. Ask another admin to do it, so someone can always manage roles.";

/**
 * Roles belong to identity: the change is made there (it writes
 * UserRoleChanged through its outbox), then applied to this service's read
 * model at once, with the same version the event carries, so the event
 * arriving later changes nothing. The signed-in user's next requests carry the
 * new role once the gateway's session cache (SESSION_CACHE_SECONDS) turns over.
 */
export async function changeUserRole(deps: AdminDeps, actor: RoleActor, userId: string, role: Role): Promise<AdminUser> {
  if ('userId' in actor && actor.userId === userId && role !== 'admin') throw AppError.conflict(SELF_DEMOTION_MESSAGE);
  const answer = await deps.identity.changeRole(userId, { role, changedBy: 'userId' in actor ? actor.userId : 'admin2' });
  const { user, change } = answer;
  let row: UserRow | null = null;
  if (change) {
    row = await recordUserFact(deps, {
      kind: 'role',
      userId: user.id,
      v: eventVersion(change.occurredAt, change.eventId),
      at: new Date(change.occurredAt),
      email: user.email,
      role: change.to,
    });
  }
  row ??= await deps.repos.users.findById(user.id);
  // Not seen by the read model yet (its UserRegistered is still on the way): answer from identity's record.
  const shown =
    row ??
    applyUserFact(null, {
      kind: 'registered',
      userId: user.id,
      v: '',
      at: new Date(user.createdAt),
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      role: user.role,
    });
  return toAdminUser({ ...shown, role: user.role }, await contractTally(deps, user.id));
}
