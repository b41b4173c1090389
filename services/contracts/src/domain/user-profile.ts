/**
 * What contracts knows about a user's name: a read model built from
 * identity's UserRegistered / UserUpdated events (contracts never reads
 * identity's collections). It names people in invitations, annotations and
 * the contract's history: "Jane Doe (jane@example.com)" rather than a bare
 * address.
 */
export interface UserProfileDoc {
  /** The user id. */
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** `${occurredAt ISO}|${event id}` of the newest event applied (see isNewerVersion in @homepact/kit/read-model-version). */
  v: string;
}

/** "Jane Doe", or null while the user has not given a name. */
export function profileName(p: Pick<UserProfileDoc, 'firstName' | 'lastName'> | null | undefined): string | null {
  if (!p) return null;
  const name = [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** "Jane Doe (jane@example.com)", or the address alone when there is no name. */
export function nameWithEmail(name: string | null | undefined, email: string): string {
  const n = name?.trim();
  return n ? `${n} (${email})` : email;
}
