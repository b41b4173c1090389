import { AppError, makeEvent, routed, type UserContext } from '@homepact/kit';
import { IdentityEvents, type UpdateProfileBody, type User } from '@homepact/proto';
import { toUser } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

/**
 * PATCH /api/auth/user: the signed-in user changes their own name and user
 * type. The change and its UserUpdated event are one write (the event rides
 * on the user document; the relay publishes it), as complete-user does, so
 * admin's users list and the names contracts puts on invitations follow.
 * Saving the same values again writes nothing and emits nothing.
 */
export async function updateProfile(
  deps: { repos: IdentityRepositories; now?: () => Date },
  actor: UserContext,
  input: UpdateProfileBody,
): Promise<{ user: User; changed: boolean }> {
  const now = deps.now?.() ?? new Date();
  const current = await deps.repos.users.findLive(actor.userId);
  if (!current) throw AppError.unauthorized();
  if (current.firstName === input.firstName && current.lastName === input.lastName && current.userType === input.userType) {
    return { user: toUser(current), changed: false };
  }
  const event = makeEvent(IdentityEvents.UserUpdated, {
    key: current._id,
    producer: 'identity',
    data: {
      userId: current._id,
      email: current.email,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      role: current.role,
      updatedAt: now.toISOString(),
    },
  });
  const updated = await deps.repos.users.setProfile(current._id, input, now, [routed(IdentityEvents.UserUpdated.topic, event)]);
  if (!updated) throw AppError.unauthorized();
  return { user: toUser(updated), changed: true };
}
