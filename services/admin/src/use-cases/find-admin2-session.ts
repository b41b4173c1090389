import { looksLikeSessionToken, passwordTag, sessionTokenHash } from '../domain/admin2.ts';
import type { Admin2SessionDoc } from '../store/admin2-sessions-repository.ts';
import type { AdminDeps } from './deps.ts';

/** The live session for a cookie's token, or null (none, expired, opened with an earlier password, or the panel is off). */
export async function findAdmin2Session(deps: AdminDeps, token: string | undefined): Promise<Admin2SessionDoc | null> {
  const password = deps.admin2.password;
  if (!password || !looksLikeSessionToken(token)) return null;
  const session = await deps.repos.admin2Sessions.findByTokenHash(sessionTokenHash(token));
  if (!session) return null;
  if (session.expiresAt.getTime() <= deps.now().getTime()) return null;
  if (session.passwordTag !== passwordTag(deps.admin2.tagSecret, password)) return null;
  return session;
}
