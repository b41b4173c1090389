/**
 * What the browser keeps of a person's unfinished work (docs/decisions/0005-drafts-belong-to-one-person.md): the wizard's draft (names,
 * addresses, phones, e-mails) and contract id, the home page's quick setup (and the scope editor's scope
 * with it), and the page to return to after sign-in. None of it may outlive the person on a shared
 * browser: it is cleared on Log out, and when a different user signs in (the draft remembers whose it is).
 * Plain keys only, no schemas: the header's Log out loads this with the first page.
 */
export const DRAFT_KEY = 'contract-wizard-draft';
export const CONTRACT_ID_KEY = 'contract-wizard-contract-id';
/** The user id the stored draft belongs to; absent while a signed-out visitor drafts. */
export const DRAFT_OWNER_KEY = 'contract-wizard-owner';
/** The home page's quick setup (QuickSetupForm's QUICK_SETUP_KEY). */
export const QUICK_SETUP_DATA_KEY = 'quick-setup-data';
/** The page to return to after sign-in (lib/redirect's REDIRECT_KEY). */
const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** The wizard's draft: the parties' names, addresses, phones and e-mails, and the contract it saves to. */
const OWNED_KEYS = [DRAFT_KEY, CONTRACT_ID_KEY, DRAFT_OWNER_KEY];
/**
 * Everything else a session leaves. Not dropped on a change of user: a visitor's quick setup or return page
 * written while signed out is the one signing in now (and holds no names or addresses).
 */
const PERSONAL_KEYS = [...OWNED_KEYS, QUICK_SETUP_DATA_KEY, REDIRECT_AFTER_LOGIN_KEY];

function removeAll(storage: Storage, keys: readonly string[]) {
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // blocked: nothing to forget
    }
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked: nothing was kept
  }
}

/** Forgets every personal draft (Log out). */
export function clearPersonalDrafts(storage: Storage | undefined = browserStorage()): void {
  if (storage) removeAll(storage, PERSONAL_KEYS);
}

/**
 * The signed-in user takes the stored wizard draft: a signed-out visitor's draft becomes theirs, another
 * user's is dropped. Returns true when another user's drafts were dropped (a page holding one in memory resets).
 */
export function claimPersonalDrafts(userId: string, storage: Storage | undefined = browserStorage()): boolean {
  if (!storage) return false;
  try {
    const owner = storage.getItem(DRAFT_OWNER_KEY);
    const dropped = owner !== null && owner !== userId;
    if (dropped) removeAll(storage, OWNED_KEYS);
    storage.setItem(DRAFT_OWNER_KEY, userId);
    return dropped;
  } catch {
    return false;
  }
}
