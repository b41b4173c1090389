import { errorStatus } from '../api/errors';
import { ApiError } from '../api/http';
import { REDIRECT_KEY, isSafePath } from './redirect';
import { toast } from './toast';

/** What a screen does when the session is gone (docs/product/public-site-accounts-dashboard.md#8-error-catalogue). */

export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;

/** The one test of a 401 answer. */
export const isUnauthorized = (error: unknown) => errorStatus(error) === 401;

/** A 401 that says the account's session is gone: not the /admin2 panel's own password session. */
export const isSessionRefusal = (error: unknown) =>
  isUnauthorized(error) && !(error instanceof ApiError && error.url.startsWith('/api/admin2/'));

/** Full-page navigations, kept on an object so tests can watch them. */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The one way to the sign-in page: remembers where the person was (the
 * sign-in page sends them back there), then goes to /login after `delayMs`,
 * inside the app when given the router's `navigate`, else by a full load.
 */
export function goToSignIn(returnPath: string = here(), delayMs = LOGGED_OUT_REDIRECT_DELAY_MS, navigate?: (path: string) => void): void {
  try {
    if (isSafePath(returnPath) && returnPath !== '/login' && returnPath !== '/') localStorage.setItem(REDIRECT_KEY, returnPath);
  } catch {
    // Storage blocked: they sign in and land on the dashboard.
  }
  setTimeout(() => (navigate ? navigate('/login') : browserLocation.assign('/login')), delayMs);
}

/** "Unauthorized: You are logged out. Logging in again..." then the sign-in page. */
export function sessionLost(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  goToSignIn();
}
