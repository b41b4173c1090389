import type { Collection, DocumentStore } from '@homepact/kit';
import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { isNewerVersion } from '@homepact/kit/read-model-version';
import { canonicalEmail, type Preferences } from '@homepact/proto';
import type { RecipientDoc } from '../domain/recipient.ts';

/** What one of identity's events says: the profile (version `v`) or the preferences (version `pv`). */
export type RecipientFact =
  | { kind: 'profile'; email: string; firstName: string | null; lastName: string | null }
  | { kind: 'preferences'; email: string; preferences: Preferences };

/** Our users' names and notification preferences, from identity's events. */
export class RecipientsRepository {
  private readonly recipients: Collection<RecipientDoc>;
  constructor(store: DocumentStore) {
    this.recipients = store.collection<RecipientDoc>('recipients');
  }

  async ensureIndexes(): Promise<void> {
    await this.recipients.ensureIndexes([{ fields: { email: 1 } }]);
  }

  /** Null when we never heard of them. */
  findById(userId: string): Promise<RecipientDoc | null> {
    return this.recipients.findOne({ _id: userId });
  }

  /** By address (compared canonically); null for a party without an account. */
  findByEmail(email: string): Promise<RecipientDoc | null> {
    return this.recipients.findOne({ email: canonicalEmail(email) });
  }

  /**
   * Writes the fact when its version `v` is newer than the one its kind last
   * applied; the write is conditional on the version read, so a concurrent
   * newer fact is never overwritten (read again and compared instead).
   */
  async record(userId: string, v: string, fact: RecipientFact): Promise<void> {
    const set =
      fact.kind === 'profile'
        ? { email: canonicalEmail(fact.email), firstName: fact.firstName, lastName: fact.lastName, v }
        : { email: canonicalEmail(fact.email), preferences: fact.preferences, pv: v };
    await retryOnConflict(
      async () => {
        const row = await this.recipients.findOne({ _id: userId });
        // Inserted meanwhile: compare with that row.
        if (!row)
          return insertOrLost(
            this.recipients.insertOne({ _id: userId, firstName: null, lastName: null, preferences: null, v: '', pv: '', ...set }),
          );
        if (!isNewerVersion(v, fact.kind === 'profile' ? row.v : row.pv)) return row;
        const asRead = fact.kind === 'profile' ? { _id: userId, v: row.v } : { _id: userId, pv: row.pv };
        return (await this.recipients.findOneAndUpdate(asRead, { $set: set })) ?? LOST_RACE;
      },
      () => {
        throw new Error(`recipients: user ${userId} kept changing while being recorded`);
      },
    );
  }
}
