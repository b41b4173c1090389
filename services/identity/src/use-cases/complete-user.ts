import { AppError, type UserContext } from '@homepact/kit';
import { sameEmail, type CompleteUserBody, type User } from '@homepact/proto';
import type { IdentityRepositories } from '../store/repositories.ts';
import { updateProfile } from './update-profile.ts';

/**
 * The profile stage of sign-in: only the signed-in user, for their own e-mail.
 * The write and its UserUpdated event are update-profile's, so both screens
 * change a profile the one way.
 */
export async function completeUser(
  deps: { repos: IdentityRepositories; now?: () => Date },
  actor: UserContext,
  input: CompleteUserBody,
): Promise<User> {
  if (!sameEmail(input.email, actor.email)) {
    throw AppError.forbidden('You can only complete your own profile.');
  }
  const { firstName, lastName, userType } = input;
  return (await updateProfile(deps, actor, { firstName, lastName, userType })).user;
}
