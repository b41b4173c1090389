import { IdentityEvents, type Envelope } from '@homepact/proto';
import { makeEvent } from '../events/make-event.ts';

/**
 * identity's UserRegistered (sign-up) or UserUpdated (the profile form) for a person, as identity publishes it on
 * homepact.identity: a homeowner with the role user, stamped (and occurring) at `at`.
 */
export function userEvent(
  type: 'UserRegistered' | 'UserUpdated',
  user: { userId: string; email: string },
  names: { firstName: string | null; lastName: string | null },
  at = new Date(),
): Envelope {
  const fields = { userId: user.userId, email: user.email, ...names, userType: 'homeowner' as const, role: 'user' as const };
  const event =
    type === 'UserRegistered'
      ? makeEvent(IdentityEvents.UserRegistered, {
          key: user.userId,
          producer: 'identity',
          data: { ...fields, createdAt: at.toISOString() },
        })
      : makeEvent(IdentityEvents.UserUpdated, { key: user.userId, producer: 'identity', data: { ...fields, updatedAt: at.toISOString() } });
  return { ...event, occurredAt: at.toISOString() };
}
