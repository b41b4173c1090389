import { AppError } from '@homepact/kit';
import type { User } from '@homepact/proto';
import { toUser } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

/** The signed-in user's record; a session whose user is gone is no session (401). */
export async function getCurrentUser(deps: { repos: IdentityRepositories }, userId: string): Promise<User> {
  const user = await deps.repos.users.findById(userId);
  if (!user) throw AppError.unauthorized();
  return toUser(user);
}
