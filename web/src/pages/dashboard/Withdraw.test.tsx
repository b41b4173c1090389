// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractCounts } from '@homepact/proto';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { statusLabel } from '../../lib/contractFormat';
import { polyfillRadix } from '../marketing/testHelpers';
import { actionsFor } from './ContractRow';
import { summary } from './testData';

/** The signing deadline on the dashboard row, and Withdraw with its reason. */
window.scrollTo = vi.fn();
beforeEach(() => polyfillRadix());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEADLINE = '2025-01-19T12:00:00.000Z';
const CONTRACTS = [
  summary({
    id: 'c2',
    serviceType: 'Deck repair',
    status: 'pending_signatures',
    workflowStage: 'sent_for_signature',
    signingDeadline: DEADLINE,
  }),
  summary({ id: 'c8', serviceType: 'Porch light', status: 'expired', workflowStage: 'sent_for_signature', signingDeadline: DEADLINE }),
  summary({
    id: 'c9',
    serviceType: 'Attic fan',
    status: 'withdrawn',
    workflowStage: 'sent_for_signature',
    withdrawnReason: 'Job cancelled',
  }),
];
const counts: ContractCounts = { total: 3, byStatus: { draft: 0, pending_signatures: 1, signed: 0, completed: 0 } };

function renderDashboard() {
  const fetchMock = stubApi(testUser, (url, init) => {
    if (url === '/api/contracts/summary') return Response.json(counts);
    if (url === '/api/contracts?limit=5') return Response.json(CONTRACTS);
    if (url === '/api/contracts/c8/deadline' && init?.method === 'POST')
      return Response.json({ status: 'pending_signatures', signingDeadline: '2025-01-26T12:00:00.000Z' });
    if (url === '/api/contracts/c2/withdraw' && init?.method === 'POST')
      return Response.json({ status: 'withdrawn', withdrawnAt: '2025-01-07T10:00:00.000Z' });
    return undefined;
  });
  renderApp('/dashboard');
  return fetchMock;
}
const row = async (serviceType: string) => (await screen.findByRole('heading', { name: serviceType, level: 3 })).closest('li')!;

describe('deadlines and withdrawal on the dashboard', () => {
  it('names the new statuses and offers Withdraw while a contract waits or after it expired', () => {
    expect(statusLabel('expired')).toBe('Expired');
    expect(statusLabel('withdrawn')).toBe('Withdrawn');
    expect(actionsFor('pending_signatures')).toEqual(['download', 'resend', 'deadline', 'withdraw']);
    expect(actionsFor('expired')).toEqual(['download', 'deadline', 'withdraw']);
    expect(actionsFor('withdrawn')).toEqual(['download']);
  });

  it('shows the deadline on the row, and the reason of a withdrawn contract', async () => {
    renderDashboard();
    const deck = await row('Deck repair');
    expect(within(deck).getByText('Sign by')).toBeInTheDocument();
    expect(
      within(deck)
        .getByText(/Jan 19, 2025/)
        .closest('time')
        ?.getAttribute('datetime'),
    ).toBe(DEADLINE);
    expect(within(await row('Porch light')).getByText('Signing closed')).toBeInTheDocument();
    expect(within(await row('Attic fan')).getByText('Job cancelled')).toBeInTheDocument();
    expect(within(await row('Attic fan')).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('Withdraw asks for the reason first, refuses a blank one, then posts it', async () => {
    const fetchMock = renderDashboard();
    fireEvent.click(within(await row('Deck repair')).getByRole('button', { name: 'Withdraw Deck repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Deck repair?' });
    expect(within(dialog).getByText(/signing links stop working at once/)).toBeInTheDocument();
    const posted = () => fetchMock.mock.calls.filter(([u, i]) => u === '/api/contracts/c2/withdraw' && i?.method === 'POST');

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Withdraw contract/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason');
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Plans changed ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Withdraw contract/ }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]![1]!.body))).toEqual({ reason: 'Plans changed' });
    expect(await screen.findByText('Contract Withdrawn')).toBeInTheDocument();
  });

  it('Keep it closes the dialog and sends nothing', async () => {
    const fetchMock = renderDashboard();
    fireEvent.click(within(await row('Deck repair')).getByRole('button', { name: 'Withdraw Deck repair' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/withdraw'))).toBe(false);
  });

  it('New deadline on an expired contract asks how many days, refuses 0, then reopens it', async () => {
    const fetchMock = renderDashboard();
    fireEvent.click(within(await row('Porch light')).getByRole('button', { name: 'New deadline for Porch light' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing deadline for Porch light' });
    expect(within(dialog).getByText(/fresh link/)).toBeInTheDocument();
    const posted = () => fetchMock.mock.calls.filter(([u, i]) => u === '/api/contracts/c8/deadline' && i?.method === 'POST');
    fireEvent.change(within(dialog).getByLabelText('Days from now'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Reopen and send/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('days must be at least 1');
    expect(posted()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Days from now'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Reopen and send/ }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]![1]!.body))).toEqual({ days: 10 });
    expect(await screen.findByText('Deadline Set')).toBeInTheDocument();
  });
});
