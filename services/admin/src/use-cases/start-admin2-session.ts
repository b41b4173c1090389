import { AppError } from '@homepact/kit';
import { newSessionToken, passwordMatches, passwordTag, sessionTokenHash } from '../domain/admin2.ts';
import type { AdminDeps } from './deps.ts';

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
export const PANEL_OFF_MESSAGE = 'The development admin panel is switched off on this server (ADMIN2_PASSWORD is not set).';
export const panelOff = () => new AppError('panel_off', 403, PANEL_OFF_MESSAGE);

/**
 * Checks the development panel's password and opens a session of its own.
 * Each try is counted (per client IP, before the comparison) so guessing is
 * limited; the comparison is constant-time. Returns the cookie's token; only
 * its hash is stored.
 */
export async function startAdmin2Session(
  deps: AdminDeps,
  input: { password: string; clientIp: string },
): Promise<{ token: string; expiresAt: Date }> {
  const expected = deps.admin2.password;
  if (!expected) throw panelOff();
  const now = deps.now();
  await deps.budgets.consume(
    [
      {
        key: `admin2-auth:ip:${input.clientIp}`,
        limit: deps.admin2.authLimit,
        windowMs: AUTH_WINDOW_MS,
        message: 'Too many password attempts. Please wait a few minutes and try again.',
      },
    ],
    now,
  );
  if (!passwordMatches(input.password, expected)) throw new AppError('invalid_password', 401, 'Invalid password');
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.admin2.sessionMs);
  await deps.c.admin2Sessions.insertOne({
    _id: sessionTokenHash(token),
    passwordTag: passwordTag(deps.admin2.tagSecret, expected),
    ipAddress: input.clientIp,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}
