import { queryOptions } from '@tanstack/react-query';
import type { User } from '@homepact/proto';
import { apiRequest, UnexpectedAnswerError } from './http';

/**
 * Who is signed in: the one identity query every page's header makes. Kept apart from ./auth and checked by hand,
 * not with proto's UserSchema: the home page's first load must not pull in zod and the proto index
 * (src/firstLoad.test.ts).
 */

export const authKeys = {
  /** The signed-in user, or null when nobody is. */
  user: ['auth', 'user'] as const,
  preferences: ['auth', 'preferences'] as const,
};

const USER_URL = '/api/auth/user';

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === 'string' && typeof u.email === 'string' && typeof u.userType === 'string';
}

/** GET /api/auth/user: a 401 here is not an error, it means nobody is signed in. */
async function fetchCurrentUser(): Promise<User | null> {
  const res = await fetch(USER_URL, { credentials: 'include' });
  if (res.status === 401) {
    // Read to the end: an unread body keeps the request (and its connection) open.
    await res.text().catch(() => '');
    return null;
  }
  const body: unknown = await (res.ok ? res : await apiRequest('GET', USER_URL)).json();
  if (!isUser(body)) throw new UnexpectedAnswerError(USER_URL, []);
  return body;
}

export const currentUserQuery = () => queryOptions({ queryKey: authKeys.user, queryFn: fetchCurrentUser });
