import { AppError, makeEvent, routed } from '@homepact/kit';
import { LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { IdentityEvents, type Role, type RoleChangeAnswer } from '@homepact/proto';
import { toUser } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

export const SELF_DEMOTION = "You can't remove your own admin role. Ask another admin to do it, so someone can always manage roles.";
export const LAST_ADMIN = 'This is the only admin. Make another user an admin first, so someone can still manage roles.';

/**
 * Changes a user's role for the admin service (POST /internal/users/:id/role).
 * The new role and its UserRoleChanged event are one write (the event rides
 * on the user document; the relay publishes it). Refused with 409: an admin
 * demoting themself, and demoting the last admin (nobody could promote anyone
 * again until an ADMIN_EMAILS address signs in), also when demotions race. Setting the role a user
 * already has writes nothing and answers `change: null`.
 */
export async function changeRole(
  deps: { repos: IdentityRepositories; now?: () => Date },
  input: { userId: string; role: Role; changedBy: string },
): Promise<RoleChangeAnswer> {
  const now = deps.now?.() ?? new Date();
  return retryOnConflict(
    async () => {
      const current = await deps.repos.users.findLive(input.userId);
      if (!current) throw AppError.notFound('User not found');
      if (current.role === input.role) return { user: toUser(current), change: null };
      const demotion = current.role === 'admin' && input.role !== 'admin';
      if (demotion) {
        if (input.changedBy === current._id) throw AppError.conflict(SELF_DEMOTION);
        // The last-admin rule in one atomic step (store/admin-count.ts), not a count and then a write.
        if (!(await deps.repos.adminCount.takeForDemotion())) throw AppError.conflict(LAST_ADMIN);
      }
      const event = makeEvent(IdentityEvents.UserRoleChanged, {
        key: current._id,
        producer: 'identity',
        // The same time as the document's updatedAt: read models date the role change by the event.
        occurredAt: now,
        data: { userId: current._id, email: current.email, from: current.role, to: input.role },
      });
      // Conditional on the role read above: a concurrent change makes this miss, and we look again.
      const updated = await deps.repos.users.setRole(current._id, { from: current.role, to: input.role }, now, [
        routed(IdentityEvents.UserRoleChanged.topic, event),
      ]);
      if (!updated) {
        if (demotion) await deps.repos.adminCount.giveBack();
        return LOST_RACE;
      }
      if (input.role === 'admin') await deps.repos.adminCount.added();
      return { user: toUser(updated), change: { eventId: event.id, occurredAt: event.occurredAt, from: current.role, to: input.role } };
    },
    () => {
      throw AppError.conflict('The user changed meanwhile. Please try again.');
    },
  );
}
