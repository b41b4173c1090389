// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { DRAFT_OWNER_KEY } from '../../lib/personalDrafts';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { CONTRACT_ID_KEY, DRAFT_KEY } from './draftStorage';
import { completeDraft } from './testFixtures';

window.scrollTo = vi.fn();
beforeAll(() => import('./ContractWizardPage'), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The wizard showed the previous user's names, address, phone and e-mails on the same browser. */
describe('the wizard draft belongs to one user', () => {
  function leave(owner: string | null) {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft({ homeownerFirstName: 'Olivia', homeownerAddress: '77 Secret Lane' })));
    localStorage.setItem(CONTRACT_ID_KEY, 'c-olivia');
    if (owner) localStorage.setItem(DRAFT_OWNER_KEY, owner);
  }
  const firstName = () => screen.findAllByLabelText<HTMLInputElement>(/First name/).then((l) => l[0]!);

  it('another user signing in on the same browser starts with an empty wizard', async () => {
    leave('someone-else');
    stubApi(testUser);
    renderApp('/contract/parties');
    const input = await firstName();
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.queryByDisplayValue('77 Secret Lane')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY) ?? '').not.toContain('Olivia'));
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_OWNER_KEY)).toBe(testUser.id);
  });

  it('the same user finds their draft; a signed-out visitor’s draft becomes theirs on sign-in', async () => {
    leave(testUser.id);
    stubApi(testUser);
    renderApp('/contract/parties');
    expect((await firstName()).value).toBe('Olivia');
    cleanup();
    localStorage.clear();

    leave(null);
    stubApi(testUser);
    renderApp('/contract/parties');
    expect((await firstName()).value).toBe('Olivia');
    await waitFor(() => expect(localStorage.getItem(DRAFT_OWNER_KEY)).toBe(testUser.id));
  });
});
