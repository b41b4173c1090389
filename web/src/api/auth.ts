import { queryOptions } from '@tanstack/react-query';
import {
  OtpVerifyResponseSchema,
  PreferencesResponseSchema,
  UpdateProfileResponseSchema,
  UserSchema,
  type CompleteUserBody,
  type Preferences,
  type UpdateProfileBody,
  type User,
} from '@homepact/proto';
import { apiRequest, parseAnswer, requestJson } from './http';

/** The signed-in user, their account and the sign-in calls (identity, through the gateway's /api/auth). */

export const authKeys = {
  /** The signed-in user, or null when nobody is. */
  user: ['auth', 'user'] as const,
  preferences: ['auth', 'preferences'] as const,
};

/** GET /api/auth/user: a 401 here is not an error, it means nobody is signed in. */
async function fetchCurrentUser(): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  if (res.status === 401) {
    // Read to the end: an unread body keeps the request (and its connection) open.
    await res.text().catch(() => '');
    return null;
  }
  return parseAnswer(res.ok ? res : await apiRequest('GET', '/api/auth/user'), UserSchema, '/api/auth/user');
}

export const currentUserQuery = () => queryOptions({ queryKey: authKeys.user, queryFn: fetchCurrentUser });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: authKeys.preferences,
    queryFn: () => requestJson('GET', '/api/auth/preferences', PreferencesResponseSchema),
  });

/** PUT /api/auth/preferences: all four switches; the answer is the saved set. */
export const savePreferences = (prefs: Preferences) => requestJson('PUT', '/api/auth/preferences', PreferencesResponseSchema, prefs);

/** PATCH /api/auth/user: the user as saved. */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  return (await requestJson('PATCH', '/api/auth/user', UpdateProfileResponseSchema, body)).user;
}

/** GET /api/auth/export: the answer itself (a file to save). */
export const exportMyData = () => apiRequest('GET', '/api/auth/export');

export const requestSignInCode = async (email: string) => void (await apiRequest('POST', '/api/auth/otp/request', { email }));

/** Only isNewUser drives the sign-in page; the user itself is read again through currentUserQuery. */
export const verifySignInCode = (email: string, otp: string) =>
  requestJson('POST', '/api/auth/otp/verify', OtpVerifyResponseSchema.pick({ isNewUser: true }), { email, otp });

export const completeUser = async (body: CompleteUserBody) => void (await apiRequest('POST', '/api/auth/complete-user', body));
