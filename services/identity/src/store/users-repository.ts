import { outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import { republishAggregates } from '@homepact/kit/events';
import type { Envelope, Role, UserType } from '@homepact/proto';
import type { StoredPreferences, UserDoc } from '../domain/user.ts';

export type UserRecord = UserDoc & OutboxFields;

/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

export const USERS = 'users';

const live = (id: string) => ({ _id: id, _deleted: { $ne: true } });

/**
 * The users: every write that changes what other services know of a user
 * carries its events (outbox) in the same single-document write.
 */
export class UsersRepository {
  private readonly users: Collection<UserRecord>;
  constructor(store: DocumentStore) {
    this.users = store.collection<UserRecord>(USERS);
  }

  async ensureIndexes(): Promise<void> {
    await this.users.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
  }

  /** A user not deleted. */
  findLive(id: string): Promise<UserRecord | null> {
    return this.users.findOne(live(id));
  }

  /** A user by id, deleted or not. */
  findById(id: string): Promise<UserRecord | null> {
    return this.users.findOne({ _id: id });
  }

  /** `email` canonical (the unique key). */
  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email });
  }

  countActiveAdmins(): Promise<number> {
    return this.users.count({ role: 'admin', _deleted: { $ne: true } });
  }

  /** Throws AppError 409 'duplicate' when the e-mail is registered already. */
  async register(doc: UserDoc, events: Routed[]): Promise<void> {
    await this.users.insertOne({ ...doc, ...outbox.insert(events) });
  }

  /** Conditional on the role last read (`from`): null when it changed meanwhile, so the caller reads again. */
  setRole(id: string, change: { from: Role; to: Role }, now: Date, events: Routed[]): Promise<UserRecord | null> {
    return this.users.findOneAndUpdate(
      { _id: id, role: change.from },
      outbox.update({ $set: { role: change.to, updatedAt: now } }, events),
    );
  }

  setProfile(
    id: string,
    profile: { firstName: string; lastName: string; userType: UserType },
    now: Date,
    events: Routed[],
  ): Promise<UserRecord | null> {
    const { firstName, lastName, userType } = profile;
    return this.users.findOneAndUpdate({ _id: id }, outbox.update({ $set: { firstName, lastName, userType, updatedAt: now } }, events));
  }

  setPreferences(id: string, preferences: StoredPreferences, events: Routed[]): Promise<UserRecord | null> {
    return this.users.findOneAndUpdate({ _id: id }, outbox.update({ $set: { preferences } }, events));
  }

  /** Every live user's snapshot event on its own document's outbox; how many were written. */
  republishAll(toEvent: (user: UserRecord) => Routed | null): Promise<number> {
    return republishAggregates({ collection: this.users, toEvent });
  }
}
