import type { Preferences } from '@homepact/proto';
import { eventVersion } from '@homepact/kit/read-model-version';
import type { NotificationRepositories } from '../store/repositories.ts';

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
  deps: { repos: Pick<NotificationRepositories, 'recipients'> },
  event: { id: string; occurredAt: string },
  fact: Fact,
): Promise<void> {
  const v = eventVersion(event.occurredAt, event.id);
  await deps.repos.recipients.record(
    fact.userId,
    v,
    fact.kind === 'profile'
      ? { kind: 'profile', email: fact.email, firstName: fact.firstName, lastName: fact.lastName }
      : { kind: 'preferences', email: fact.email, preferences: fact.preferences },
  );
}
