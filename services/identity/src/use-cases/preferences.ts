import { AppError, makeEvent, routed, type UserContext } from '@homepact/kit';
import { IdentityEvents, type Preferences, type PreferencesResponse } from '@homepact/proto';
import { preferencesOf } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

/** GET /api/auth/preferences: the saved switches, or the defaults (updatedAt null) before the first save. */
export async function getPreferences(deps: { repos: IdentityRepositories }, actor: UserContext): Promise<PreferencesResponse> {
  const user = await deps.repos.users.findLive(actor.userId);
  if (!user) throw AppError.unauthorized();
  return preferencesOf(user);
}

/**
 * PUT /api/auth/preferences: stores the four switches on the user and emits
 * PreferencesChanged in the same write (outbox), so notifications' read
 * model honours them. Saving unchanged switches again writes nothing.
 */
export async function updatePreferences(
  deps: { repos: IdentityRepositories; now?: () => Date },
  actor: UserContext,
  input: Preferences,
): Promise<{ preferences: PreferencesResponse; changed: boolean }> {
  const now = deps.now?.() ?? new Date();
  const current = await deps.repos.users.findLive(actor.userId);
  if (!current) throw AppError.unauthorized();
  const before = current.preferences;
  const same =
    !!before &&
    before.emailNotifications === input.emailNotifications &&
    before.contractUpdates === input.contractUpdates &&
    before.smsNotifications === input.smsNotifications &&
    before.marketing === input.marketing;
  if (same) return { preferences: preferencesOf(current), changed: false };
  const preferences = {
    emailNotifications: input.emailNotifications,
    contractUpdates: input.contractUpdates,
    smsNotifications: input.smsNotifications,
    marketing: input.marketing,
  };
  const event = makeEvent(IdentityEvents.PreferencesChanged, {
    key: current._id,
    producer: 'identity',
    data: { userId: current._id, email: current.email, preferences, updatedAt: now.toISOString() },
  });
  const updated = await deps.repos.users.setPreferences(current._id, { ...preferences, updatedAt: now }, [
    routed(IdentityEvents.PreferencesChanged.topic, event),
  ]);
  if (!updated) throw AppError.unauthorized();
  return { preferences: preferencesOf(updated), changed: true };
}
