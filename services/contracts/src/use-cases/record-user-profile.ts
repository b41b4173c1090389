import { LOST_RACE, retryOnConflict, type LostRace } from '@homepact/kit/backoff';
import { canonicalEmail } from '@homepact/proto';
import { eventVersion, isNewerVersion } from '@homepact/kit/read-model-version';
import { profileName, type UserProfileDoc } from '../domain/user-profile.ts';
import type { ContractsDeps } from './deps.ts';

export interface ProfileFact {
  eventId: string;
  occurredAt: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Applies UserRegistered / UserUpdated to the names read model. Order does
 * not matter (a later event wins, the same one again changes nothing), so a
 * replay or a redelivery leaves the same row. When the name changed, the
 * user's contracts get it too (`createdByName`, which names them in
 * invitations they send), so the invitation path needs no lookup.
 */
export async function recordUserProfile(deps: Pick<ContractsDeps, 'c'>, fact: ProfileFact): Promise<void> {
  const v = eventVersion(fact.occurredAt, fact.eventId);
  const next: UserProfileDoc = {
    _id: fact.userId,
    email: canonicalEmail(fact.email),
    firstName: fact.firstName,
    lastName: fact.lastName,
    v,
  };
  // The row this fact replaced (null when it made the row), or undefined when the row already had it or newer.
  const before = await retryOnConflict(
    async (): Promise<UserProfileDoc | null | undefined | LostRace> => {
      const current = await deps.c.profiles.findById(fact.userId);
      if (current && !isNewerVersion(v, current.v)) return undefined;
      // Someone inserting it meanwhile makes this lose: compare with theirs.
      if (!current) return deps.c.profiles.insertFirst(next);
      // Conditional on the version read: a concurrent newer fact makes this miss, and we look again.
      return (await deps.c.profiles.replaceAtVersion(current.v, next)) ? current : LOST_RACE;
    },
    () => {
      throw new Error(`profiles: user ${fact.userId} kept changing while being recorded`);
    },
  );
  if (before === undefined) return;
  const name = profileName(next);
  if (name && name !== profileName(before)) {
    await deps.c.contracts.setOwnerName(fact.userId, name);
  }
}

/** The user's name as contracts knows it, or null. */
export async function nameOfUser(deps: Pick<ContractsDeps, 'c'>, userId: string): Promise<string | null> {
  return profileName(await deps.c.profiles.findById(userId));
}
