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

const PURPOSES: ReadonlyArray<[RegExp, string]> = [
  [/^\/contract(\/|$|\?)/, 'with your contract'],
  [/^\/preview\//, 'to the contract and its comments'],
  [/^\/scope-editor/, 'with your scope of work'],
  [/^\/(dashboard|contracts)(\/|$|\?)/, 'to your contracts'],
  [/^\/profile/, 'to your profile'],
  [/^\/settings/, 'to your settings'],
  [/^\/admin2?(\/|$|\?)/, 'to the admin dashboard'],
];

/**
 * Why someone is on the sign-in page, from the page they were sent from (docs/decisions/0006-wording-and-small-decisions.md): "Sign in to
 * continue with your contract." A neutral notice, not an error; undefined when nothing sent them.
 */
export function signInPurpose(storage: Storage = localStorage): string | undefined {
  let stored: string | null = null;
  try {
    stored = storage.getItem(REDIRECT_KEY);
  } catch {
    return undefined;
  }
  if (!stored || !isSafePath(stored)) return undefined;
  const what = PURPOSES.find(([pattern]) => pattern.test(stored))?.[1];
  return `Sign in to continue ${what ?? 'where you left off'}.`;
}
