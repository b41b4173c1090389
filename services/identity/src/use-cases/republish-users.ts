import { makeEvent, routed } from '@homepact/kit';
import { IdentityEvents, type RepublishAnswer } from '@homepact/proto';
import type { IdentityRepositories } from '../store/repositories.ts';

/**
 * POST /internal/republish: every user as identity holds them now, as a UserSnapshot on its own document's
 * outbox (the relay publishes them). Read models that lost their history (a restore, a topic past its
 * retention) rebuild from these; the snapshot's version is the user's updatedAt, so it never undoes a later
 * change.
 */
export async function republishUsers(deps: { repos: IdentityRepositories }): Promise<RepublishAnswer> {
  const published = await deps.repos.users.republishAll((u) =>
    routed(
      IdentityEvents.UserSnapshot.topic,
      makeEvent(IdentityEvents.UserSnapshot, {
        key: u._id,
        producer: 'identity',
        data: {
          userId: u._id,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          userType: u.userType,
          role: u.role,
          createdAt: new Date(u.createdAt).toISOString(),
          updatedAt: new Date(u.updatedAt).toISOString(),
        },
      }),
    ),
  );
  return { service: 'identity', event: IdentityEvents.UserSnapshot.type, published };
}
