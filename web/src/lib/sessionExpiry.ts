import { toast } from './toast';

/** What a screen does when an action finds the session gone (docs/product/public-site-accounts-dashboard.md#8-error-catalogue). */

export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;

/** An error raised by apiRequest for a 401 answer that says Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401') && /unauthorized/i.test(error.message);
}

/** Full-page navigations, kept on an object so tests can watch them. */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** "Unauthorized: You are logged out. Logging in again..." then /login after half a second. */
export function handleLoggedOut(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => browserLocation.assign('/login'), LOGGED_OUT_REDIRECT_DELAY_MS);
}
