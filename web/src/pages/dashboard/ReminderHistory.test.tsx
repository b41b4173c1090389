// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ContractCounts } from '@homepact/proto';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { polyfillRadix } from '../marketing/testHelpers';
import { summary } from './testData';

/** Each sent, unsigned contract's signing deadline and reminder history, on the dashboard and on /contracts. */
window.scrollTo = vi.fn();
beforeAll(() => Promise.all([import('../contracts/ContractsPage'), import('./DashboardPage')]), 20_000);
beforeEach(() => polyfillRadix());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEADLINE = '2026-12-10T12:00:00.000Z';
const LAST_REMINDER = '2026-11-28T12:00:00.000Z';
const CONTRACTS = [
  summary({
    id: 'c2',
    serviceType: 'Deck repair',
    status: 'pending_signatures',
    workflowStage: 'sent_for_signature',
    signingDeadline: DEADLINE,
    reminders: { count: 2, lastAt: LAST_REMINDER },
  }),
  summary({
    id: 'c3',
    serviceType: 'Gutter clean',
    status: 'pending_signatures',
    workflowStage: 'sent_for_signature',
    signingDeadline: DEADLINE,
    reminders: { count: 1, lastAt: LAST_REMINDER },
  }),
  summary({
    id: 'c4',
    serviceType: 'Fence paint',
    status: 'pending_signatures',
    workflowStage: 'sent_for_signature',
    signingDeadline: DEADLINE,
  }),
  // Signed: the reminders are history, no longer shown on the row.
  summary({
    id: 'c5',
    serviceType: 'Roof patch',
    status: 'signed',
    signingDeadline: DEADLINE,
    reminders: { count: 3, lastAt: LAST_REMINDER },
  }),
];
const counts: ContractCounts = { total: 4, byStatus: { draft: 0, pending_signatures: 3, signed: 1, completed: 0 } };

function open(path: '/dashboard' | '/contracts') {
  stubApi(testUser, (url) => {
    if (url === '/api/contracts/summary') return Response.json(counts);
    if (url === '/api/contracts?limit=5' || url === '/api/contracts') return Response.json(CONTRACTS);
    return undefined;
  });
  renderApp(path);
}
const row = async (serviceType: string) => (await screen.findByRole('heading', { name: serviceType, level: 3 })).closest('li')!;

describe.each(['/dashboard', '/contracts'] as const)('deadline and reminders on %s', (path) => {
  it('shows when signing closes, how many reminders went and when the last did', async () => {
    open(path);
    const deck = await row('Deck repair');
    expect(within(deck).getByText('Sign by')).toBeInTheDocument();
    expect(
      within(deck)
        .getByText(/Dec 10, 2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', DEADLINE);
    const reminders = within(deck).getByText('Reminders').nextElementSibling;
    expect(reminders).toHaveTextContent('2 reminders, last Nov 28, 2026');
    expect(within(reminders as HTMLElement).getByText('Nov 28, 2026')).toHaveAttribute('datetime', LAST_REMINDER);

    expect(within(await row('Gutter clean')).getByText('Reminders').nextElementSibling).toHaveTextContent(
      /^1 reminder, last Nov 28, 2026$/,
    );
  });

  it('says nothing of reminders before the first, nor once the contract is signed', async () => {
    open(path);
    const fence = await row('Fence paint');
    expect(within(fence).getByText('Sign by')).toBeInTheDocument();
    expect(within(fence).queryByText('Reminders')).not.toBeInTheDocument();
    const roof = await row('Roof patch');
    expect(within(roof).queryByText('Reminders')).not.toBeInTheDocument();
    expect(within(roof).queryByText('Sign by')).not.toBeInTheDocument();
  });
});
