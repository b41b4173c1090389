import { AppError, isAppError } from '@homepact/kit';
import { newSessionToken, passwordMatches, passwordTag, sessionTokenHash } from '../domain/admin2.ts';
import type { AdminDeps } from './deps.ts';

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
export const PANEL_OFF_MESSAGE = 'The development admin panel is switched off on this server (ADMIN2_PASSWORD is not set).';
export const panelOff = () => new AppError('panel_off', 403, PANEL_OFF_MESSAGE);

/**
 * Checks the development panel's password and opens a session of its own.
 * Each try is counted before the comparison, per client IP and for everyone
 * together (ADMIN2_AUTH_GLOBAL_LIMIT, logged at error level when spent), so
 * guessing is limited; the comparison is constant-time. Returns the cookie's token; only
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
  // Many addresses together: one budget for everyone, so spreading guesses over a botnet does not help.
  try {
    await deps.budgets.consume(
      [
        {
          key: 'admin2-auth:global',
          limit: deps.admin2.authGlobalLimit,
          windowMs: AUTH_WINDOW_MS,
          message: 'Too many password attempts on this server. The panel is locked for a few minutes; please try again later.',
        },
      ],
      now,
    );
  } catch (e) {
    if (isAppError(e) && e.status === 429) {
      deps.logger.error(
        {
          alert: 'admin2_password_guessing',
          limit: deps.admin2.authGlobalLimit,
          windowMinutes: AUTH_WINDOW_MS / 60_000,
          clientIp: input.clientIp,
        },
        'development panel: the global password-attempt budget is spent (someone is guessing ADMIN2_PASSWORD from many addresses); every try is refused until the window passes',
      );
    }
    throw e;
  }
  if (!passwordMatches(input.password, expected)) throw new AppError('invalid_password', 401, 'Invalid password');
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.admin2.sessionMs);
  await deps.repos.admin2Sessions.open({
    _id: sessionTokenHash(token),
    passwordTag: passwordTag(deps.admin2.tagSecret, expected),
    ipAddress: input.clientIp,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}
