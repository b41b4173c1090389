export const REDIRECT_KEY = 'redirectAfterLogin';
export const POST_LOGIN_REDIRECT_DELAY_MS = 100;

/**
 * The stored post-login path worth following from `currentPath`: one that
 * leads somewhere new and is not the home page. A path leading to the page we
 * are on, or to `/`, is stale and should just be dropped.
 */
export function pendingRedirect(stored: string | null, currentPath: string): string | null {
  if (!stored || stored === '/' || stored === currentPath) return null;
  return isSafePath(stored) ? stored : null;
}

/** Only same-origin paths: a stored value must never send the user off-site. */
export function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where to go right after signing in; the stored path is used once. */
export function takeLoginDestination(storage: Storage = localStorage): string {
  const stored = storage.getItem(REDIRECT_KEY);
  storage.removeItem(REDIRECT_KEY);
  return stored && isSafePath(stored) && stored !== '/login' ? stored : '/dashboard';
}
