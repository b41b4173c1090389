import { USER_ROLES } from '@homepact/proto/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys, exportMyData, preferencesQuery, savePreferences, updateProfile } from '../../api/auth';
import { filenameFromDisposition, saveFile } from '../../lib/pdfDownload';

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQuery(), enabled });
}

/** PUT /api/auth/preferences: all four switches; the answer replaces the cached ones. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(authKeys.preferences, saved),
  });
}

/** PATCH /api/auth/user: the answer's user replaces the signed-in user everywhere (header, profile, greeting). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}

/** GET /api/auth/export, saved under the name the server gives it. */
export async function downloadMyData(now = new Date()): Promise<string> {
  const res = await exportMyData();
  const filename =
    filenameFromDisposition(res.headers.get('content-disposition')) ?? `homepact-data-${now.toISOString().slice(0, 10)}.json`;
  saveFile(await res.blob(), filename);
  return filename;
}

/** The user types a profile may have (every account starts as a homeowner): the one list of roles (docs/decisions/0004-one-list-of-roles.md). */
export const USER_TYPE_OPTIONS = USER_ROLES.map(({ value, label }) => ({ value, label }));
