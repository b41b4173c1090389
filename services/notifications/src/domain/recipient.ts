import type { Preferences } from '@homepact/proto';

/**
 * notifications' read model of our users (identity's UserRegistered,
 * UserUpdated and PreferencesChanged): enough to name a creator and to
 * honour their notification preferences. Never read from identity's store.
 */
export interface RecipientDoc {
  /** The user id. */
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** null until the user saves Settings (the defaults apply). */
  preferences: Preferences | null;
  /** `${occurredAt}|${event id}` of the newest profile event applied, and of the newest preferences event. */
  v: string;
  pv: string;
}

export const recipientName = (r: Pick<RecipientDoc, 'firstName' | 'lastName'> | null | undefined): string | null =>
  (r && [r.firstName?.trim(), r.lastName?.trim()].filter(Boolean).join(' ')) || null;
