import type { Role, User, UserType } from '@homepact/proto';

export interface UserDoc {
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  [k: string]: unknown;
}

export function toUser(doc: UserDoc): User {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    profileImageUrl: doc.profileImageUrl,
    userType: doc.userType,
    role: doc.role,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A user is new until they have told us their name. */
export const needsProfile = (doc: Pick<UserDoc, 'firstName' | 'lastName'>) => !doc.firstName || !doc.lastName;

/** ADMIN_EMAILS promotes; it never demotes (an admin may have been made in the app). */
export function roleAtSignIn(current: Role | undefined, email: string, adminEmails: string[]): Role {
  if (adminEmails.includes(email.toLowerCase())) return 'admin';
  return current ?? 'user';
}
