// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REDIRECT_KEY } from './lib/redirect';
import { currentPath, renderApp, stubApi, testUser } from './test-utils';

// Newer browsers return a Promise from scrollTo; effects must not pass it on to React.
// eslint-disable-next-line @typescript-eslint/no-misused-promises -- the promise is the point of this double
window.scrollTo = vi.fn(() => Promise.resolve());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the 404 card for an unknown route', async () => {
    stubApi(null);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address. The link may be mistyped, or the page may have moved.')).toBeInTheDocument();
  });

  it('shows the 404 card for an unknown blog article', async () => {
    stubApi(null);
    renderApp('/blog/not-an-article');
    // The blog is a lazy chunk: give it time to load on a busy machine.
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('opens the contract wizard at a step, and a placeholder for an unknown step', async () => {
    stubApi(null);
    renderApp('/contract/payment');
    // The wizard is a lazy chunk with the clause library: give it time to load on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Payment Terms' })).toBeInTheDocument();
    cleanup();
    renderApp('/contract/no-such-step');
    expect(await screen.findByText('This step of the contract wizard does not exist.')).toBeInTheDocument();
  });
});

describe('header', () => {
  it('signed out: Home link, Sign In, and a phone menu that closes on navigation', async () => {
    stubApi(null);
    renderApp('/about');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Sign In' }))[0]).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(mobile).getByRole('link', { name: 'Pricing' }));
    // Pricing loads on demand: the navigation completes once its chunk is in.
    await waitFor(() => expect(currentPath).toBe('/pricing'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false'));
  });

  it('signed in: Dashboard link, initials avatar, and Profile plus Sign Out in the phone menu', async () => {
    stubApi(testUser);
    renderApp('/about');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    await waitFor(() => expect(trigger.querySelector('.avatar-fallback')?.textContent).toBe('JD'));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('account screens', () => {
  it('greets a signed-in user on the dashboard', async () => {
    stubApi({ ...testUser, lastName: null });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor of settings to sign in', async () => {
    stubApi(null);
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  });

  it('follows a stored redirect once signed in', async () => {
    localStorage.setItem(REDIRECT_KEY, '/settings');
    stubApi(testUser);
    renderApp('/dashboard');
    await waitFor(() => expect(currentPath).toBe('/settings'));
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('does not follow a stored redirect to the root', async () => {
    localStorage.setItem(REDIRECT_KEY, '/');
    stubApi(testUser);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Jane Doe!' });
    await new Promise((r) => setTimeout(r, 150));
    expect(currentPath).toBe('/dashboard');
  });
});
