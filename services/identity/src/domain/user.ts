import {
  canonicalEmail,
  DEFAULT_PREFERENCES,
  type Preferences,
  type PreferencesResponse,
  type Role,
  type User,
  type UserType,
} from '@homepact/proto';

/** Stored notification preferences: absent until the user first saves Settings. */
export interface StoredPreferences extends Preferences {
  updatedAt: Date;
}

export type UserDoc = {
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  preferences?: StoredPreferences | null;
};

/** The user's preferences, or the spec's defaults when they never saved any. */
export function preferencesOf(doc: Pick<UserDoc, 'preferences'>): PreferencesResponse {
  const p = doc.preferences;
  if (!p) return { ...DEFAULT_PREFERENCES, updatedAt: null };
  return {
    emailNotifications: p.emailNotifications,
    contractUpdates: p.contractUpdates,
    smsNotifications: p.smsNotifications,
    marketing: p.marketing,
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
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
  if (adminEmails.includes(canonicalEmail(email))) return 'admin';
  return current ?? 'user';
}
