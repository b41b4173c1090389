import type { Collection } from '@homepact/kit';
import { insertOrLost, LOST_RACE, type LostRace } from '@homepact/kit/backoff';
import type { UserProfileDoc } from '../domain/user-profile.ts';

/** user_profiles: the read model of users' names, from identity's events (see domain/user-profile.ts). */
export class ProfilesRepository {
  constructor(private readonly profiles: Collection<UserProfileDoc>) {}

  findById(userId: string): Promise<UserProfileDoc | null> {
    return this.profiles.findOne({ _id: userId });
  }

  /** The first row for a user; LOST_RACE when another writer inserted it meanwhile. */
  async insertFirst(profile: UserProfileDoc): Promise<LostRace | null> {
    return (await insertOrLost(this.profiles.insertOne(profile))) === LOST_RACE ? LOST_RACE : null;
  }

  /** Replaces the row if it is still at version `v`; false when a concurrent write moved it. */
  async replaceAtVersion(v: string, next: UserProfileDoc): Promise<boolean> {
    const { _id, ...fields } = next;
    return (await this.profiles.findOneAndUpdate({ _id, v }, { $set: fields })) !== null;
  }
}
