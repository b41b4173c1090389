import { USER_ROLES } from '@homepact/proto/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesResponse, UpdateProfileBody, User } from '@homepact/proto';
import { AUTH_USER_KEY } from '../../lib/auth';
import { filenameFromDisposition, saveFile } from '../../lib/pdfDownload';
import { apiRequest } from '../../lib/queryClient';

/** GET /api/auth/preferences (the default query function joins the key). */
export const PREFERENCES_KEY = ['/api/auth/preferences'] as const;

export function usePreferences(enabled: boolean) {
  return useQuery<PreferencesResponse>({ queryKey: PREFERENCES_KEY, enabled });
}

/** PUT /api/auth/preferences: all four switches; the answer replaces the cached ones. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: Preferences) =>
      (await (await apiRequest('PUT', '/api/auth/preferences', prefs)).json()) as PreferencesResponse,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}

/** PATCH /api/auth/user: the answer's user replaces the signed-in user everywhere (header, profile, greeting). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      ((await (await apiRequest('PATCH', '/api/auth/user', body)).json()) as { user: User }).user,
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}

/** GET /api/auth/export, saved under the name the server gives it. */
export async function downloadMyData(now = new Date()): Promise<string> {
  const res = await apiRequest('GET', '/api/auth/export');
  const filename =
    filenameFromDisposition(res.headers.get('content-disposition')) ?? `homepact-data-${now.toISOString().slice(0, 10)}.json`;
  saveFile(await res.blob(), filename);
  return filename;
}

/** The user types a profile may have (every account starts as a homeowner): the one list of roles (docs/decisions/0004-one-list-of-roles.md). */
export const USER_TYPE_OPTIONS = USER_ROLES.map(({ value, label }) => ({ value, label }));
