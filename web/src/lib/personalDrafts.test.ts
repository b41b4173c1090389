// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '../components/layout/navigation';
import {
  CONTRACT_ID_KEY,
  DRAFT_KEY,
  DRAFT_OWNER_KEY,
  QUICK_SETUP_DATA_KEY,
  claimPersonalDrafts,
  clearPersonalDrafts,
} from './personalDrafts';
import { REDIRECT_KEY } from './redirect';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PRIVATE = JSON.stringify({ homeownerFirstName: 'Olivia', homeownerAddress: '77 Secret Lane', homeownerPhone: '2175550177' });

function leaveDrafts(owner?: string) {
  localStorage.setItem(DRAFT_KEY, PRIVATE);
  localStorage.setItem(CONTRACT_ID_KEY, 'c-1');
  localStorage.setItem(QUICK_SETUP_DATA_KEY, '{"contractDetails":"Fix the fence"}');
  localStorage.setItem(REDIRECT_KEY, '/contract/payment');
  if (owner) localStorage.setItem(DRAFT_OWNER_KEY, owner);
}

describe('personal drafts', () => {
  it('Log out forgets the wizard draft, its contract, the quick setup and the return page before leaving', () => {
    leaveDrafts('u1');
    const location = { href: '/contract/parties' };
    vi.stubGlobal('location', location);
    logOut();
    expect(location.href).toBe('/api/logout');
    for (const key of [DRAFT_KEY, CONTRACT_ID_KEY, DRAFT_OWNER_KEY, QUICK_SETUP_DATA_KEY, REDIRECT_KEY])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('a different user signing in drops the draft another user left, and takes the browser', () => {
    leaveDrafts('u1');
    expect(claimPersonalDrafts('u2')).toBe(true);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_OWNER_KEY)).toBe('u2');
    // What the one signing in did while signed out stays theirs.
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contract/payment');
    expect(localStorage.getItem(QUICK_SETUP_DATA_KEY)).not.toBeNull();
  });

  it('the same user keeps their draft; a signed-out visitor’s draft becomes the user’s', () => {
    leaveDrafts('u1');
    expect(claimPersonalDrafts('u1')).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBe(PRIVATE);
    localStorage.clear();
    leaveDrafts();
    expect(claimPersonalDrafts('u3')).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBe(PRIVATE);
    expect(localStorage.getItem(DRAFT_OWNER_KEY)).toBe('u3');
  });

  it('clearPersonalDrafts leaves other keys alone', () => {
    leaveDrafts('u1');
    localStorage.setItem('homepact-greeted', '["u1"]');
    clearPersonalDrafts();
    expect(localStorage.length).toBe(1);
  });
});
