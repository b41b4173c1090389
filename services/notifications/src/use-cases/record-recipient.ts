import { insertOrLost, LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { canonicalEmail, type Preferences } from '@homepact/proto';
import { eventVersion, isNewerVersion } from '@homepact/kit/read-model-version';
import type { RecipientDoc } from '../domain/recipient.ts';
import type { NotificationCollections } from '../store/collections.ts';

type Fact =
  | { kind: 'profile'; userId: string; email: string; firstName: string | null; lastName: string | null }
  | { kind: 'preferences'; userId: string; email: string; preferences: Preferences };

/**
 * Applies one of identity's events to the recipients read model. Profile and
 * preferences facts are versioned separately (a later event of the same kind
 * wins; the same event again changes nothing), so any delivery order, a
 * replay or a redelivery gives the same row.
 */
export async function recordRecipient(
  deps: { c: Pick<NotificationCollections, 'recipients'> },
  event: { id: string; occurredAt: string },
  fact: Fact,
): Promise<void> {
  const v = eventVersion(event.occurredAt, event.id);
  const versionField = fact.kind === 'profile' ? 'v' : 'pv';
  const set =
    fact.kind === 'profile'
      ? { email: canonicalEmail(fact.email), firstName: fact.firstName, lastName: fact.lastName, v }
      : { email: canonicalEmail(fact.email), preferences: fact.preferences, pv: v };
  await retryOnConflict(
    async () => {
      const row = await deps.c.recipients.findOne({ _id: fact.userId });
      if (!row) {
        const fresh: RecipientDoc = { _id: fact.userId, firstName: null, lastName: null, preferences: null, v: '', pv: '', ...set };
        // Inserted meanwhile: compare with that row.
        return insertOrLost(deps.c.recipients.insertOne(fresh));
      }
      if (!isNewerVersion(v, row[versionField])) return row;
      // Conditional on the version read, so a concurrent newer fact is never overwritten.
      return (
        (await deps.c.recipients.findOneAndUpdate({ _id: fact.userId, [versionField]: row[versionField] }, { $set: set })) ?? LOST_RACE
      );
    },
    () => {
      throw new Error(`recipients: user ${fact.userId} kept changing while being recorded`);
    },
  );
}

/** A user by id, or null when we never heard of them. */
export const recipientById = (c: Pick<NotificationCollections, 'recipients'>, userId: string) => c.recipients.findOne({ _id: userId });

/** The user with this address, or null (a party without an account). */
export const recipientByEmail = (c: Pick<NotificationCollections, 'recipients'>, email: string) =>
  c.recipients.findOne({ email: canonicalEmail(email) });
