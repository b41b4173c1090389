// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ContractRecord } from '@homepact/proto';
import { ContractLifecycle } from './ContractLifecycle';

afterEach(cleanup);

const window = {
  state: 'OH',
  lastDay: 'Wednesday, January 8, 2025',
  endsAt: '2025-01-09T05:00:00.000Z',
  noWorkDuringPeriod: true,
  source: '16 C.F.R. § 429.1; Ohio Rev. Code § 1345.22',
  closedAt: null as string | null,
  cancelledAt: null as string | null,
};
const contract = (over: Partial<ContractRecord> = {}) => ({ id: 'c-1', status: 'signed', cancellation: window, ...over }) as ContractRecord;
const show = (c: ContractRecord, yourRole: 'homeowner' | 'provider' | null, token: string | null = null) =>
  render(
    <MemoryRouter>
      <ContractLifecycle contract={c} yourRole={yourRole} token={token} />
    </MemoryRouter>,
  );

describe('the contract page after signing', () => {
  it('the homeowner sees "cancellable until" and the cancel link, with their link’s token', () => {
    show(contract(), 'homeowner', 'tok');
    expect(screen.getByRole('status')).toHaveTextContent('Cancellable until midnight at the end of Wednesday, January 8, 2025.');
    expect(screen.getByRole('link', { name: 'Cancel this contract' })).toHaveAttribute('href', '/contracts/c-1/cancel?token=tok');
    expect(screen.getByRole('link', { name: 'See the contract’s timeline' })).toHaveAttribute('href', '/contracts/c-1/timeline?token=tok');
    expect(screen.queryByText(/work may start/)).not.toBeInTheDocument();
  });

  it('the provider is told when work may start (Ohio) and gets no cancel link', () => {
    show(contract(), 'provider');
    expect(
      screen.getByText(
        'The law of OH does not allow work to start before the window closes: work may start after Wednesday, January 8, 2025.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this contract' })).not.toBeInTheDocument();
  });

  it('says "in force" once the window closed, and "cancelled" after a cancellation', () => {
    show(contract({ cancellation: { ...window, closedAt: '2025-01-09T05:00:00.000Z' } }), 'homeowner');
    expect(screen.getByRole('status')).toHaveTextContent('In force: the cancellation window closed.');
    expect(screen.queryByRole('link', { name: 'Cancel this contract' })).not.toBeInTheDocument();
    cleanup();
    show(contract({ status: 'cancelled', cancellation: { ...window, cancelledAt: '2025-01-06T15:00:00.000Z' } }), 'provider');
    expect(screen.getByRole('status')).toHaveTextContent(/^Cancelled by the homeowner on January 6, 2025/);
  });

  it('a contract without a right to cancel shows only the timeline link', () => {
    show(contract({ cancellation: undefined }), 'homeowner');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the contract’s timeline' })).toBeInTheDocument();
  });
});
