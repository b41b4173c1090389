import { queryOptions } from '@tanstack/react-query';
import {
  OtpVerifyResponseSchema,
  PreferencesResponseSchema,
  UpdateProfileResponseSchema,
  type CompleteUserBody,
  type Preferences,
  type UpdateProfileBody,
  type User,
} from '@homepact/proto';
import { apiRequest, requestJson } from './http';
import { authKeys } from './session';

/** The signed-in user's account and the sign-in calls (identity, through the gateway's /api/auth). */

export { authKeys };

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
