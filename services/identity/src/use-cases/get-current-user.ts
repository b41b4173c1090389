import { AppError } from '@homepact/kit';
import type { User } from '@homepact/proto';
import { toUser } from '../domain/user.ts';
import type { IdentityCollections } from '../store/collections.ts';

/** The signed-in user's record; a session whose user is gone is no session (401). */
export async function getCurrentUser(deps: { c: IdentityCollections }, userId: string): Promise<User> {
  const user = await deps.c.users.findOne({ _id: userId });
  if (!user) throw AppError.unauthorized();
  return toUser(user);
}
