import type { Collection, DocumentStore } from '@homepact/kit';

export interface Admin2SessionDoc {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  _id: string;
  /** Ties the session to the password it was opened with. */
  passwordTag: string;
  ipAddress: string;
  createdAt: Date;
  /** A TTL index removes it after this; reads check it against the clock too. */
  expiresAt: Date;
}

/** The development panel's sessions, by the hash of the cookie's token. */
export class Admin2SessionsRepository {
  private readonly sessions: Collection<Admin2SessionDoc>;
  constructor(store: DocumentStore) {
    this.sessions = store.collection<Admin2SessionDoc>('admin2_sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
  }

  async open(session: Admin2SessionDoc): Promise<void> {
    await this.sessions.insertOne(session);
  }

  findByTokenHash(tokenHash: string): Promise<Admin2SessionDoc | null> {
    return this.sessions.findOne({ _id: tokenHash });
  }

  async end(tokenHash: string): Promise<void> {
    await this.sessions.deleteOne({ _id: tokenHash });
  }
}
