import type { Collection, DocumentStore } from '@homepact/kit';

export type SessionDoc = {
  /** sha256 of the session id: the id itself is never stored. */
  _id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** When it dies (idle or absolute, whichever first); a TTL index removes it. */
  expire: Date;
  ipAddress: string;
  userAgent: string;
};

/** Sign-in sessions, keyed by the hash of their id (domain/session.ts). */
export class SessionsRepository {
  private readonly sessions: Collection<SessionDoc>;
  constructor(store: DocumentStore) {
    this.sessions = store.collection<SessionDoc>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.ensureIndexes([{ fields: { userId: 1 } }, { fields: { expire: 1 }, expireAfterSeconds: 0 }]);
  }

  async start(doc: SessionDoc): Promise<void> {
    await this.sessions.insertOne(doc);
  }

  find(key: string): Promise<SessionDoc | null> {
    return this.sessions.findOne({ _id: key });
  }

  async end(key: string): Promise<void> {
    await this.sessions.deleteOne({ _id: key });
  }

  async touch(key: string, lastSeenAt: Date, expire: Date): Promise<void> {
    await this.sessions.findOneAndUpdate({ _id: key }, { $set: { lastSeenAt, expire } });
  }

  /** The user's sessions not expired at `now`, most recently used first. */
  liveOf(userId: string, now: Date, limit: number): Promise<SessionDoc[]> {
    return this.sessions.find({ userId, expire: { $gt: now } }, { sort: { lastSeenAt: -1 }, limit });
  }
}
