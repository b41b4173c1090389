// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractCounts, SignerProgress } from '@homepact/proto';
import { currentPath, renderApp, stubApi, testUser } from '../../test-utils';
import { dashboardNav, isNewUser } from '../dashboard/DashboardPage';
import { summary } from '../dashboard/testData';
import { filterContracts } from './filterContracts';

window.scrollTo = vi.fn();
beforeAll(() => Promise.all([import('./ContractsPage'), import('../dashboard/DashboardPage')]), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signers = (
  homeowner: SignerProgress['status'],
  provider: SignerProgress['status'],
  names = ['Hana Owens', 'Ace Plumbing'],
): SignerProgress[] => [
  { role: 'homeowner', name: names[0]!, status: homeowner, at: homeowner === 'not_sent' ? null : '2025-01-06T10:00:00Z' },
  { role: 'provider', name: names[1]!, status: provider, at: provider === 'not_sent' ? null : '2025-01-07T10:00:00Z' },
];

const LIST = [
  summary({ id: 'c1', serviceType: 'Kitchen faucet', status: 'draft', signers: signers('not_sent', 'not_sent') }),
  summary({
    id: 'c2',
    serviceType: 'Deck repair',
    providerName: 'Bright Decks',
    homeownerFirstName: 'Zoë',
    homeownerLastName: 'Quinn',
    status: 'pending_signatures',
    signers: signers('opened', 'sent', ['Zoë Quinn', 'Bright Decks']),
  }),
  summary({ id: 'c3', serviceType: 'Roof patch', status: 'signed', signers: signers('signed', 'signed') }),
];

function openContracts(list = LIST, path = '/contracts') {
  const fetchMock = stubApi(testUser, (url) => (url === '/api/contracts' ? Response.json(list) : undefined));
  renderApp(path);
  return fetchMock;
}
const rows = () =>
  within(screen.getByRole('list', { name: 'Contracts' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/contracts', () => {
  it('lists every contract with each signer’s status, and searches service type and party names', async () => {
    const fetchMock = openContracts();
    expect(await screen.findByRole('heading', { name: 'Your contracts' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['Kitchen faucet', 'Deck repair', 'Roof patch']));
    // The whole list, once (not the dashboard's page of five).
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/contracts')).map(([u]) => u)).toEqual(['/api/contracts']);

    const deck = screen.getByRole('heading', { name: 'Deck repair' }).closest('li')!;
    const signerList = within(deck).getByRole('list', { name: 'Signers' });
    expect(signerList.textContent).toContain('Homeowner: Zoë Quinn');
    expect(signerList.textContent).toContain('Opened');
    expect(signerList.textContent).toContain('Provider: Bright Decks');
    expect(signerList.textContent).toContain('Sent');

    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'zoe' } }); // accents ignored
    expect(rows()).toEqual(['Deck repair']);
    expect(screen.getByText('Showing 1 of 3 contracts')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'roof owens' } }); // every word, any field
    expect(rows()).toEqual(['Roof patch']);
    fireEvent.change(search, { target: { value: 'plumbing' } }); // provider name
    expect(rows()).toEqual(['Kitchen faucet', 'Roof patch']);
  });

  it('filters by status, keeps the choice in the URL, and offers a way out of an empty result', async () => {
    openContracts(LIST, '/contracts?status=pending_signatures');
    await waitFor(() => expect(rows()).toEqual(['Deck repair']));
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('pending_signatures');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'signed' } });
    expect(rows()).toEqual(['Roof patch']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing like this' } });
    expect(screen.getByText('No contracts match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(rows()).toEqual(['Kitchen faucet', 'Deck repair', 'Roof patch']));
  });

  it('an empty account gets the way to its first contract; signed out goes to sign in', async () => {
    openContracts([]);
    expect(await screen.findByText('No contracts yet')).toBeInTheDocument();
    cleanup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toLogin = vi.spyOn(dashboardNav, 'toLogin').mockImplementation(() => {});
    stubApi(null);
    renderApp('/contracts');
    await waitFor(() => expect(toLogin).toHaveBeenCalled());
    vi.useRealTimers();
  });

  it('is linked from the dashboard', async () => {
    stubApi(testUser, (url) => {
      if (url === '/api/contracts/summary')
        return Response.json({ total: 0, byStatus: { draft: 0, pending_signatures: 0, signed: 0, completed: 0 } });
      if (url === '/api/contracts?limit=5') return Response.json([]);
      if (url === '/api/contracts') return Response.json([]);
      return undefined;
    });
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: /View all contracts/ }));
    await waitFor(() => expect(currentPath).toBe('/contracts'));
  });
});

describe('filterContracts', () => {
  it('matches every word in service type or either party, case- and accent-blind, within the status', () => {
    expect(filterContracts(LIST, '', 'all').map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(filterContracts(LIST, 'DECK quinn', 'all').map((c) => c.id)).toEqual(['c2']);
    expect(filterContracts(LIST, 'deck', 'draft')).toEqual([]);
    expect(filterContracts(LIST, '  ', 'signed').map((c) => c.id)).toEqual(['c3']);
  });
});

describe('the dashboard greeting', () => {
  const counts = (total: number): ContractCounts => ({ total, byStatus: { draft: total, pending_signatures: 0, signed: 0, completed: 0 } });
  const now = Date.parse('2025-03-01T12:00:00Z');

  it('"Welcome" for someone who just joined with no contract; "Welcome back" otherwise', () => {
    expect(isNewUser({ createdAt: '2025-03-01T11:00:00Z' }, counts(0), now)).toBe(true);
    expect(isNewUser({ createdAt: '2025-03-01T11:00:00Z' }, undefined, now)).toBe(true);
    expect(isNewUser({ createdAt: '2025-03-01T11:00:00Z' }, counts(1), now)).toBe(false);
    expect(isNewUser({ createdAt: '2025-02-20T11:00:00Z' }, counts(0), now)).toBe(false);
    expect(isNewUser({ createdAt: 'garbage' }, counts(0), now)).toBe(false);
  });

  it('a brand-new user is greeted "Welcome", not "Welcome back"', async () => {
    stubApi({ ...testUser, createdAt: new Date().toISOString() }, (url) => {
      if (url === '/api/contracts/summary') return Response.json(counts(0));
      if (url === '/api/contracts?limit=5') return Response.json([]);
      return undefined;
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe!' })).toBeInTheDocument();
    // The next visit is a return.
    cleanup();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane Doe!' })).toBeInTheDocument();
  });
});
