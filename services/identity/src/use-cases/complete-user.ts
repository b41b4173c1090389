import { AppError, makeEvent, outbox, routed, type UserContext } from '@homepact/kit';
import { IdentityEvents, type CompleteUserBody, type User } from '@homepact/proto';
import { toUser } from '../domain/user.ts';
import type { IdentityCollections } from '../store/collections.ts';

/** The profile stage of sign-in: only the signed-in user, for their own e-mail. */
export async function completeUser(
  deps: { c: IdentityCollections; now?: () => Date },
  actor: UserContext,
  input: CompleteUserBody,
): Promise<User> {
  if (input.email !== actor.email.toLowerCase()) {
    throw AppError.forbidden('You can only complete your own profile.');
  }
  const now = deps.now?.() ?? new Date();
  const current = await deps.c.users.findOne({ _id: actor.userId });
  if (!current) throw AppError.unauthorized();
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
  const updated = await deps.c.users.findOneAndUpdate(
    { _id: current._id },
    outbox.update({ $set: { firstName: input.firstName, lastName: input.lastName, userType: input.userType, updatedAt: now } }, [
      routed(IdentityEvents.UserUpdated.topic, event),
    ]),
  );
  if (!updated) throw AppError.unauthorized();
  return toUser(updated);
}
