// @vitest-environment jsdom
// The smaller wording and screen decisions (docs/decisions/0006-wording-and-small-decisions.md), each shown failing before its fix.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from './api/http';
import { Footer } from './components/layout/Footer';
import { stageLabel, statusLabel } from './lib/contractFormat';
import { REDIRECT_KEY, signInPurpose } from './lib/redirect';
import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from './lib/support';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from './lib/useUnsavedChanges';
import { failureWithReason, humanError } from './pages/admin/format';
import { partyName } from './pages/admin/PartiesTab';
import { filterContracts, STATUS_FILTERS } from './pages/contracts/filterContracts';
import { renderApp, stubApi, testUser } from './test-utils';

window.scrollTo = vi.fn();
beforeAll(() => Promise.all([import('./pages/Login'), import('./pages/dashboard/DashboardPage')]), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('status words (one per status)', () => {
  it('a contract both parties signed is "Signed" in its badge, its stage and the list filter; Completed no longer finds nothing', () => {
    expect(statusLabel('signed')).toBe('Signed');
    expect(stageLabel('executed')).toBe('Signed by both parties');
    expect(stageLabel('signed')).toBe('Signed by one party');
    expect(STATUS_FILTERS.map((f) => f.label)).not.toContain('Completed');
    const list = [
      { status: 'signed', serviceType: 'A' },
      { status: 'completed', serviceType: 'B' },
      { status: 'draft', serviceType: 'C' },
    ] as unknown as Parameters<typeof filterContracts>[0];
    expect(filterContracts(list, '', 'signed').map((c) => c.serviceType)).toEqual(['A', 'B']);
  });
});

describe('the footer', () => {
  it('promises the contact page’s reply time and claims no rating or user count', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/2 hours|24\/7|4\.9\/5|10,000\+/);
    expect(text).toContain('within 24 hours');
    expect(text).toContain(SUPPORT_HOURS);
    expect(SUPPORT_RESPONSE_TIME).toBe('Within 24 hours');
  });
});

describe('the 404', () => {
  it('speaks to a visitor, with a way home', async () => {
    stubApi(null);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('router');
    expect(screen.getByRole('link', { name: /home page/ }).getAttribute('href')).toBe('/');
  });
});

describe('Create Service Contract', () => {
  it('goes to the quick-setup form on the home page, not its top', async () => {
    stubApi(testUser, (url) => (url.startsWith('/api/contracts') ? Response.json(url.includes('summary') ? undefined : []) : undefined));
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: /Create Service Contract/ });
    expect(link.getAttribute('href')).toBe('/#quick-setup');
  });
});

describe('the sign-in page says why the person is there', () => {
  it('a neutral notice naming what sign-in continues', async () => {
    expect(signInPurpose(localStorage)).toBeUndefined();
    localStorage.setItem(REDIRECT_KEY, '/contract/review');
    expect(signInPurpose(localStorage)).toBe('Sign in to continue with your contract.');
    stubApi(null);
    renderApp('/login');
    const notice = await screen.findByText('Sign in to continue with your contract.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.closest('[role="alert"]')).toBeNull();
  });
});

describe('unsaved settings', () => {
  function Page({ dirty, confirm }: { dirty: boolean; confirm: (q: string) => boolean }) {
    useUnsavedChanges(dirty, confirm);
    return <a href="/dashboard">Dashboard</a>;
  }
  it('asks before a link leaves unsaved changes, and cancels the navigation when declined', () => {
    const confirm = vi.fn(() => false);
    render(<Page dirty confirm={confirm} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Dashboard').dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(click.defaultPrevented).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
  it('lets the person go when nothing changed', () => {
    const confirm = vi.fn(() => false);
    render(<Page dirty={false} confirm={confirm} />);
    fireEvent.click(screen.getByText('Dashboard'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('/admin2 speaks people’s words', () => {
  const refused = (status: number, message: string) =>
    new ApiError(`${status}: ${JSON.stringify({ error: { code: 'x', message } })}`, status, undefined);
  it('party errors without the validator’s field paths', () => {
    expect(humanError(refused(400, 'First name is required (body.firstName)'))).toBe('First name is required');
    expect(humanError(refused(400, 'Invalid input: expected string, received undefined (body.phone)'))).toBe(
      'Phone: the value is not valid',
    );
  });
  it('a refused role change says why; an outage does not show its body', () => {
    expect(failureWithReason('Failed to update user role', refused(409, 'The last admin cannot lose the role.'))).toBe(
      'Failed to update user role: The last admin cannot lose the role.',
    );
    expect(failureWithReason('Failed to update user role', new ApiError('500: no', 500, undefined))).toBe('Failed to update user role');
  });
  it('the delete dialog names the party', () => {
    expect(partyName({ firstName: 'Ann', lastName: 'Lee', companyName: 'Lee Roofing', partyType: 'service_provider' })).toBe(
      'Ann Lee (Lee Roofing), service provider',
    );
  });
});
