import { looksLikeSessionToken, sessionTokenHash } from '../domain/admin2.ts';
import type { AdminDeps } from './deps.ts';

/** Logout: the session is deleted, so the cookie is worthless even if kept. */
export async function endAdmin2Session(deps: AdminDeps, token: string | undefined): Promise<void> {
  if (looksLikeSessionToken(token)) await deps.repos.admin2Sessions.end(sessionTokenHash(token));
}
