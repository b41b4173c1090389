// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PreferencesResponse, User } from '@homepact/proto';
import { currentPath, renderApp, stubApi, testUser } from '../../test-utils';

window.scrollTo = vi.fn();
// The pages are lazy-loaded by the router; loading them up front keeps the first findBy fast.
beforeAll(() => Promise.all([import('../Profile'), import('../Settings'), import('../PrivacyPage')]), 20_000);

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const DEFAULTS: PreferencesResponse = {
  emailNotifications: true,
  contractUpdates: true,
  smsNotifications: false,
  marketing: false,
  updatedAt: null,
};

describe('Profile', () => {
  it('Edit Profile checks the fields with the spec’s messages, then saves name and user type with PATCH', async () => {
    let user: User = { ...testUser };
    const fetchMock = stubApi(null, (url, init) => {
      if (url === '/api/auth/user' && init?.method === 'PATCH') {
        user = { ...user, ...(bodyOf(init) as Partial<User>) };
        return Response.json({ user });
      }
      if (url === '/api/auth/user') return Response.json(user);
      return undefined;
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const first = within(dialog).getByLabelText<HTMLInputElement>('First name');
    expect(first.value).toBe('Jane');

    fireEvent.change(first, { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(first, { target: { value: 'Janet' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Dover' } });
    // The same roles as sign-up and the quick setup (Contractor was missing).
    const roles = [...within(dialog).getByLabelText<HTMLSelectElement>('User type').options].filter((o) => o.value);
    expect(roles.map((o) => o.textContent)).toEqual(['Homeowner', 'Contractor', 'Landlord', 'Tenant', 'Property Manager']);
    fireEvent.change(within(dialog).getByLabelText('User type'), { target: { value: 'property_manager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(bodyOf(patch[1])).toEqual({ firstName: 'Janet', lastName: 'Dover', userType: 'property_manager' });
    // The page (and the header) show the saved profile at once.
    expect((await screen.findAllByText('Janet Dover')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Property Manager').length).toBeGreaterThan(0);
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  });

  it('Download My Data saves the export under the server’s file name; there is no Change Password', async () => {
    const fetchMock = stubApi(testUser, (url) =>
      url === '/api/auth/export'
        ? new Response(JSON.stringify({ format: 'homepact-account-export' }), {
            headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="homepact-data-2025-01-06.json"' },
          })
        : undefined,
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByText('Your data was saved as homepact-data-2025-01-06.json.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/auth/export')).toBe(true);
    expect(await saved[0]!.text()).toContain('homepact-account-export');

    expect(screen.queryByRole('button', { name: /Change Password/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'How sign-in works' })).toBeInTheDocument();
    expect(screen.getByText(/HomePact has no passwords/)).toBeInTheDocument();
  });

  it('says when the export fails', async () => {
    stubApi(testUser, (url) =>
      url === '/api/auth/export'
        ? Response.json({ error: { code: 'unavailable', message: 'Please try again later.' } }, { status: 503 })
        : undefined,
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Settings', () => {
  function openSettings(
    prefs: PreferencesResponse = DEFAULTS,
    extra: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
  ) {
    let stored = prefs;
    const fetchMock = stubApi(testUser, (url, init) => {
      const answer = extra(url, init);
      if (answer) return answer;
      if (url === '/api/auth/preferences' && init?.method === 'PUT') {
        stored = { ...(bodyOf(init) as Omit<PreferencesResponse, 'updatedAt'>), updatedAt: '2025-01-07T10:00:00.000Z' };
        return Response.json(stored);
      }
      if (url === '/api/auth/preferences') return Response.json(stored);
      if (url === '/api/auth/user' && init?.method === 'PATCH') return Response.json({ user: { ...testUser, ...bodyOf(init) } });
      return undefined;
    });
    renderApp('/settings');
    return fetchMock;
  }
  const toggle = (name: string) => screen.getByRole('switch', { name });

  it('shows the saved switches, and Save Settings stores all four with PUT and says so', async () => {
    const fetchMock = openSettings({ ...DEFAULTS, contractUpdates: false, marketing: true, updatedAt: '2025-01-06T00:00:00.000Z' });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(toggle('Email notifications').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Contract status updates').getAttribute('aria-checked')).toBe('false');
    expect(toggle('Marketing communications').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle('Contract status updates'));
    fireEvent.click(toggle('SMS notifications'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been updated successfully.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([u, init]) => u === '/api/auth/preferences' && init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toEqual({ emailNotifications: true, contractUpdates: true, smsNotifications: true, marketing: true });
    // The name did not change: no profile call.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves a changed name through PATCH /api/auth/user, and refuses a blank one with the spec’s message', async () => {
    const fetchMock = openSettings();
    const first = await screen.findByLabelText<HTMLInputElement>('First name');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' || init?.method === 'PATCH')).toBe(false);

    fireEvent.change(first, { target: { value: 'Janie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    // The toast store keeps one toast across tests: wait for this save's call, then for its toast.
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    await waitFor(() => expect(screen.getByText('Settings Saved')).toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(bodyOf(patch[1])).toEqual({ firstName: 'Janie', lastName: 'Doe', userType: 'landlord' });
    // The e-mail is the sign-in address: shown, not editable.
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
  });

  it('a failed save says so instead of claiming success', async () => {
    openSettings(DEFAULTS, (url, init) =>
      url === '/api/auth/preferences' && init?.method === 'PUT' ? new Response('Service Unavailable', { status: 503 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Settings Saved')).toBeNull();
  });

  it('links to the privacy policy page', async () => {
    openSettings();
    const link = await screen.findByRole('link', { name: 'Read our privacy policy' });
    expect(link.getAttribute('href')).toBe('/privacy');
  });
});

describe('Privacy policy', () => {
  it('/privacy says what is kept, why, how long, how to export and how to ask for deletion; the footer links to it', async () => {
    stubApi(null);
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    for (const heading of ['What we keep and why', 'Getting a copy of your data', 'Asking us to delete your data']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('columnheader', { name: 'How long' })).toBeInTheDocument();
    expect(screen.getByText('One day')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'support@homepact.com' }).getAttribute('href')).toMatch(
      /^mailto:support@homepact\.com\?subject=Delete/,
    );
    const footerLink = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' });
    expect(footerLink.getAttribute('href')).toBe('/privacy');
  });
});

describe('404', () => {
  it('keeps the spec’s heading and text and leads home', async () => {
    stubApi(null);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address. The link may be mistyped, or the page may have moved.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(currentPath).toBe('/'));
  });
});
