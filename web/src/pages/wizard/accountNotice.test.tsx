// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp, stubApi, testUser } from '../../test-utils';
import { REDIRECT_KEY, takeLoginDestination } from '../../lib/redirect';
import { DRAFT_KEY } from './draftStorage';

window.scrollTo = vi.fn();
beforeAll(() => Promise.all([import('./ContractWizardPage'), import('../Login')]), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the wizard says up front that saving needs an account', () => {
  it('signed out: a notice before step 1 whose Sign In returns to this step, with the draft kept', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ homeownerFirstName: 'Hana' }));
    stubApi(null);
    renderApp('/contract/parties');
    const notice = await screen.findByRole('complementary', { name: 'You will need an account' });
    expect(notice.textContent).toContain('need a free account to save and send this contract');
    fireEvent.click(within(notice).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath).toBe('/login'));
    // Login sends the user back here; the draft never left local storage.
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contract/parties');
    expect(takeLoginDestination()).toBe('/contract/parties');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ homeownerFirstName: 'Hana' });
  });

  it('not for a signed-in user, and not after step 1', async () => {
    stubApi(testUser);
    renderApp('/contract/parties');
    await screen.findByRole('heading', { name: 'Parties Information' });
    expect(screen.queryByRole('complementary', { name: 'You will need an account' })).toBeNull();
    cleanup();
    stubApi(null);
    renderApp('/contract/licensing');
    await screen.findByRole('heading', { name: 'Licensing & Insurance' });
    expect(screen.queryByRole('complementary', { name: 'You will need an account' })).toBeNull();
  });
});
