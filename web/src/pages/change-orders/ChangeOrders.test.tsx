// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChangeOrder, ChangeOrderList } from '@homepact/proto';
import { currentPath, renderApp, stubApi, testUser } from '../../test-utils';
import { record, signingInfo } from '../sign/testData';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const executed = record({
  status: 'signed',
  workflowStage: 'executed',
  totalAmount: '1500.00',
  homeownerSignedAt: '2025-01-06T12:00:00Z',
  providerSignedAt: '2025-01-06T13:00:00Z',
});

const co1: ChangeOrder = {
  id: 'co1',
  number: 'CO-1',
  parentId: 'c1',
  status: 'signed',
  workflowStage: 'executed',
  scopeChange: 'Add a second sink on the island.',
  previousTotal: '1500.00',
  priceChange: '250.00',
  newTotal: '1750.00',
  previousEndDate: '2026-09-05',
  newEndDate: '2026-09-12',
  proposedBy: { name: 'Jane Doe (jane.doe@example.com)', role: 'owner' },
  createdAt: '2025-01-07T12:00:00Z',
  executedAt: '2025-01-08T12:00:00Z',
  signers: [],
};

const list = (overrides: Partial<ChangeOrderList> = {}): ChangeOrderList => ({
  parentId: 'c1',
  originalTotal: '1500.00',
  currentTotal: '1750.00',
  originalEndDate: '2026-09-05',
  currentEndDate: '2026-09-12',
  canPropose: true,
  cannotProposeReason: null,
  changeOrders: [co1],
  ...overrides,
});

describe('change orders on an executed contract’s page', () => {
  it('shows the current total and end date with the signed figures, the change orders in order, and Propose a change', async () => {
    stubApi(testUser, (url) => {
      if (url === '/api/contracts/c1') return Response.json(executed);
      if (url === '/api/contracts/c1/signing-info') return Response.json(signingInfo());
      if (url === '/api/contracts/c1/change-orders') return Response.json(list());
      return undefined;
    });
    renderApp('/sign/c1');
    expect(await screen.findByRole('heading', { name: 'Change orders' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('current-total')).toHaveTextContent('$1,750.00 (signed at $1,500.00)');
    expect(screen.getByTestId('current-end-date')).toHaveTextContent('September 12, 2026 (signed for September 5, 2026)');
    const item = screen.getByRole('link', { name: /CO-1/ });
    expect(item).toHaveAttribute('href', '/sign/co1');
    expect(screen.getByText('+$250.00 → $1,750.00 · ends September 12, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Propose a change' })).toHaveAttribute('href', '/contracts/c1/change-orders/new');
  });

  it('says why no change can be proposed now', async () => {
    stubApi(testUser, (url) => {
      if (url === '/api/contracts/c1') return Response.json(executed);
      if (url === '/api/contracts/c1/signing-info') return Response.json(signingInfo());
      if (url === '/api/contracts/c1/change-orders')
        return Response.json(list({ canPropose: false, cannotProposeReason: 'Change order CO-2 is still waiting for signatures.' }));
      return undefined;
    });
    renderApp('/sign/c1');
    expect(await screen.findByText('Change order CO-2 is still waiting for signatures.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Propose a change' })).not.toBeInTheDocument();
  });

  it('a change order’s own page names the contract it changes and the totals before and after', async () => {
    const co = record({
      id: 'co1',
      serviceType: 'Kitchen faucet (CO-1)',
      changeOrder: {
        number: 'CO-1',
        parentId: 'c1',
        parentServiceType: 'Kitchen faucet',
        scopeChange: co1.scopeChange,
        previousTotal: '1500.00',
        priceChange: '250.00',
        newTotal: '1750.00',
        previousEndDate: '2026-09-05',
        newEndDate: '2026-09-05',
      },
    });
    stubApi(testUser, (url) => {
      if (url === '/api/contracts/co1') return Response.json(co);
      if (url === '/api/contracts/co1/signing-info') return Response.json(signingInfo());
      return undefined;
    });
    renderApp('/sign/co1');
    expect(await screen.findByText('Change order CO-1 for signature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitchen faucet' })).toHaveAttribute('href', '/sign/c1');
    expect(screen.getByTestId('co-totals')).toHaveTextContent('$1,500.00 → $1,750.00 (+$250.00)');
    expect(screen.getByText('September 5, 2026 (unchanged)')).toBeInTheDocument();
  });
});

describe('proposing a change', () => {
  it('shows the old total become the new one as the change is typed, then reviews and sends it', async () => {
    const posted: unknown[] = [];
    stubApi(testUser, (url, init) => {
      if (url === '/api/contracts/c1') return Response.json(executed);
      if (url === '/api/contracts/c1/change-orders' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ ...co1, id: 'co2', number: 'CO-2', status: 'draft' }, { status: 201 });
      }
      if (url === '/api/contracts/c1/change-orders') return Response.json(list());
      if (url === '/api/contracts/co2/generate') return new Response('%PDF', { headers: { 'x-emails-sent': 'true' } });
      return undefined;
    });
    renderApp('/contracts/c1/change-orders/new');
    const scope = await screen.findByLabelText('What changes in the work');
    fireEvent.click(screen.getByRole('button', { name: 'Review the change order' }));
    expect(await screen.findByText('Describe what changes in the work (at least 10 characters)')).toBeInTheDocument();

    fireEvent.change(scope, { target: { value: 'Leave out the pantry shelving.' } });
    fireEvent.change(screen.getByLabelText('Change in price (use - for a reduction)'), { target: { value: '-250.50' } });
    expect(screen.getByTestId('live-totals')).toHaveTextContent('Current total $1,750.00 → new total $1,499.50 (-$250.50)');
    fireEvent.click(screen.getByLabelText('New total'));
    fireEvent.change(screen.getByLabelText('New total price'), { target: { value: '2000' } });
    expect(screen.getByTestId('live-totals')).toHaveTextContent('→ new total $2,000.00 (+$250.00)');

    fireEvent.click(screen.getByRole('button', { name: 'Review the change order' }));
    expect(await screen.findByTestId('review-totals')).toHaveTextContent('$1,750.00 → $2,000.00 (+$250.00)');
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    await waitFor(() => expect(currentPath).toBe('/sign/co2'));
    expect(posted).toEqual([{ scopeChange: 'Leave out the pantry shelving.', newTotal: '2000' }]);
  });

  it('refuses a cut that takes the price below $0 before sending anything', async () => {
    const fetchMock = stubApi(testUser, (url) => {
      if (url === '/api/contracts/c1') return Response.json(executed);
      if (url === '/api/contracts/c1/change-orders') return Response.json(list());
      return undefined;
    });
    renderApp('/contracts/c1/change-orders/new');
    fireEvent.change(await screen.findByLabelText('What changes in the work'), { target: { value: 'Cancel all of the remaining work.' } });
    fireEvent.change(screen.getByLabelText('Change in price (use - for a reduction)'), { target: { value: '-5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change order' }));
    expect(await screen.findByText('The price cannot go below $0: the current total is $1,750.00')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
