// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { polyfillRadix } from '../marketing/testHelpers';
import { Admin2Page } from './Admin2Page';
import { cancelThenDelete, fakeAdminApi, makeLogs, openTab, plainUser, renderAt, stat } from './testApi';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  toastMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () => renderAt(<Admin2Page />, '/admin2');
const accessButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Access Admin Panel|Authenticating\.\.\./ });
const errorToast = (description: string) => ({ title: 'Error', description, variant: 'destructive' });

async function unlocked(opts: Parameters<typeof fakeAdminApi>[0] = { user: null }) {
  const api = fakeAdminApi({ ...opts, admin2: { active: true, ...opts.admin2 } });
  open();
  await screen.findByRole('button', { name: 'Logout' });
  return api;
}

describe('/admin2 locked', () => {
  it('says the panel is switched off when ADMIN2_PASSWORD is unset', async () => {
    fakeAdminApi({ user: null, admin2: { enabled: false } });
    open();
    expect(await screen.findByText('The development admin panel is switched off.')).toBeInTheDocument();
    expect(screen.getByText('ADMIN2_PASSWORD')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('keeps the button disabled until a password is typed, and shows or hides it', async () => {
    fakeAdminApi({ user: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Development Admin Access' })).toBeInTheDocument();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(accessButton().disabled).toBe(true);
    expect(password.type).toBe('password');
    fireEvent.change(password, { target: { value: 'letmein' } });
    expect(accessButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('reads "Authenticating..." while busy, then unlocks with the welcome toast', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeAdminApi({
      user: null,
      override: async (c) => {
        if (c.url === '/api/admin2/auth') await gate;
        return undefined;
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'letmein' } });
    fireEvent.click(accessButton());
    await waitFor(() => expect(accessButton().textContent).toBe('Authenticating...'));
    expect(accessButton().disabled).toBe(true);
    release();

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Authentication Successful',
        description: 'Welcome to the development admin panel.',
      }),
    );
    expect(api.calls).toContainEqual({ method: 'POST', url: '/api/admin2/auth', body: { password: 'letmein' } });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Data loads once unlocked.
    expect(await screen.findByText('bob@homepact.test')).toBeInTheDocument();
    await waitFor(() => expect(stat('total-users').textContent).toContain('1,234'));
  });

  it('shows the server message on a wrong password', async () => {
    fakeAdminApi({ user: null });
    open();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(accessButton());
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Authentication Failed',
        description: 'Invalid development admin password',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid development admin password');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('switches to the switched-off view when the password check answers 403 panel_off', async () => {
    const off = 'The development admin panel is switched off: ADMIN2_PASSWORD is not set.';
    // The password was unset after the page loaded: the check says so, and the page asks again.
    let switchedOff = false;
    fakeAdminApi({
      user: null,
      override: (c) => {
        if (c.url === '/api/admin2/session' && switchedOff) return Response.json({ enabled: false, active: false });
        if (c.url !== '/api/admin2/auth') return undefined;
        switchedOff = true;
        return Response.json({ success: false, message: off }, { status: 403 });
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'a-long-dev-password' } });
    fireEvent.click(accessButton());
    expect(await screen.findByText('The development admin panel is switched off.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('falls back to "Invalid password", and says when guessing is rate limited', async () => {
    let answer = Response.json({ success: false, message: '' }, { status: 401 });
    fakeAdminApi({ user: null, override: (c) => (c.url === '/api/admin2/auth' ? answer : undefined) });
    open();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(accessButton());
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: 'Authentication Failed', description: 'Invalid password', variant: 'destructive' }),
    );
    answer = Response.json({ success: false, message: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 });
    await waitFor(() => expect(accessButton().disabled).toBe(false));
    fireEvent.click(accessButton());
    await waitFor(() =>
      expect(toastMock).toHaveBeenLastCalledWith({
        title: 'Authentication Failed',
        description: 'Too many attempts. Try again in 15 minutes.',
        variant: 'destructive',
      }),
    );
  });

  it('says "Failed to authenticate" when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      user: null,
      override: (c) => {
        if (c.url === '/api/admin2/auth') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'letmein' } });
    fireEvent.click(accessButton());
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to authenticate. Please try again.')));
    expect(accessButton().disabled).toBe(false);
  });
});

describe('/admin2 unlocked', () => {
  it('opens unlocked when the session is live, with the five cards', async () => {
    await unlocked();
    await waitFor(() => expect(stat('total-users').textContent).toContain('1,234'));
    expect(stat('ai-usage-cost').textContent).toContain('$12.3457');
    expect(stat('total-tokens').textContent).toContain('1,234,567');
    expect(stat('pending-contacts').textContent).toContain('3');
    expect(stat('total-parties').textContent).toContain('3');
    expect(stat('total-parties').textContent).toContain('1 homeowner, 2 providers');
  });

  it('logs out, clears what it loaded and locks again', async () => {
    const api = await unlocked();
    await screen.findByText('bob@homepact.test');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: 'Logged Out', description: 'You have been logged out successfully.' }),
    );
    expect(api.calls).toContainEqual({ method: 'POST', url: '/api/admin2/logout', body: undefined });
    expect(await screen.findByRole('heading', { name: 'Development Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText('bob@homepact.test')).toBeNull();

    // Unlocking again starts from nothing: the lists load afresh.
    const before = api.count('GET', '/api/admin2/users');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'letmein' } });
    fireEvent.click(accessButton());
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    await screen.findByText('bob@homepact.test');
    expect(api.count('GET', '/api/admin2/users')).toBe(before + 1);
  });

  it('says "Failed to load data" when a list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      user: null,
      admin2: { active: true },
      override: (c) => (c.url === '/api/admin2/users' ? new Response('down', { status: 500 }) : undefined),
    });
    open();
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to load data')));
  });

  it('goes back to the lock when the session has run out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({ user: null, admin2: { active: true } });
    open();
    await screen.findByText('bob@homepact.test');
    api.state.admin2.active = false; // the server forgot the session
    openTab('AI Logs');
    expect(await screen.findByRole('heading', { name: 'Development Admin Access' })).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to load data'));
  });

  it('reloads a list when its tab is chosen again', async () => {
    const api = await unlocked();
    await screen.findByText('bob@homepact.test');
    expect(api.count('GET', '/api/admin2/users')).toBe(1);
    openTab('AI Logs');
    await screen.findByText('/api/generate-scope');
    openTab('Users');
    await waitFor(() => expect(api.count('GET', '/api/admin2/users')).toBe(2));
    expect(api.count('GET', '/api/admin2/stats')).toBeGreaterThanOrEqual(3);
  });

  it('toggles a role with Make Admin / Make User and reloads', async () => {
    const api = await unlocked();
    const bob = within((await screen.findByText('bob@homepact.test')).closest('tbody') as HTMLElement);
    expect(bob.getByText('Bob Builder')).toBeInTheDocument();
    expect(bob.getByText('User', { selector: '.badge' })).toBeInTheDocument();
    expect(bob.getByText('3')).toBeInTheDocument();
    fireEvent.click(bob.getByRole('button', { name: /^Make Admin/ }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'User role updated to admin' }));
    expect(api.calls).toContainEqual({ method: 'PATCH', url: '/api/admin2/users/user-1/role', body: { role: 'admin' } });
    expect(await bob.findByRole('button', { name: /^Make User/ })).toBeInTheDocument();
    expect(api.count('GET', '/api/admin2/users')).toBe(2);
  });

  it('says "Failed to update user role" when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      user: null,
      admin2: { active: true },
      override: (c) => (c.method === 'PATCH' ? new Response('no', { status: 500 }) : undefined),
    });
    open();
    const bob = within((await screen.findByText('bob@homepact.test')).closest('tbody') as HTMLElement);
    fireEvent.click(bob.getByRole('button', { name: /^Make Admin/ }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to update user role')));
  });

  it('lists the first 20 AI logs with date, endpoint, model, tokens, cost and status', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...makeLogs()[1]!, id: `l${i}`, endpoint: `/api/e${i}` }));
    fakeAdminApi({
      user: null,
      admin2: { active: true },
      override: (c) => (c.url === '/api/admin2/chatgpt-logs' ? Response.json(many) : undefined),
    });
    open();
    await screen.findByText('bob@homepact.test');
    openTab('AI Logs');
    const row = within((await screen.findByText('/api/e0')).closest('tbody') as HTMLElement);
    expect(row.getByText('gpt-4')).toBeInTheDocument();
    expect(row.getByText('N/A')).toBeInTheDocument();
    expect(row.getByText('$0.0000')).toBeInTheDocument();
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByText(/^Mar 0[78], \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('/api/e19')).toBeInTheDocument();
    expect(screen.queryByText('/api/e20')).toBeNull();
  });

  it('marks a contact reviewed, then new again', async () => {
    const api = await unlocked();
    await screen.findByText('bob@homepact.test');
    openTab('Contact Submissions');
    const row = within((await screen.findByText('Invoice question')).closest('tbody') as HTMLElement);
    expect(row.getByText('Maria Lopez')).toBeInTheDocument();
    expect(row.getByText('maria@example.com')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: /^Mark Reviewed/ }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Contact status updated to reviewed' }));
    expect(api.calls).toContainEqual({ method: 'PATCH', url: '/api/admin2/contact-submissions/c-1', body: { status: 'reviewed' } });
    fireEvent.click(await row.findByRole('button', { name: /^Mark New/ }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Contact status updated to new' }));
  });

  it('says "Failed to update contact status" when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      user: plainUser,
      admin2: { active: true },
      override: (c) => (c.method === 'PATCH' ? new Response('no', { status: 500 }) : undefined),
    });
    open();
    await screen.findByText('bob@homepact.test');
    openTab('Contact Submissions');
    const row = within((await screen.findByText('Invoice question')).closest('tbody') as HTMLElement);
    fireEvent.click(row.getByRole('button', { name: /^Mark Reviewed/ }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to update contact status')));
  });
});

describe('/admin2 parties', () => {
  async function openParties(opts: Partial<Parameters<typeof fakeAdminApi>[0]> = {}) {
    const api = fakeAdminApi({ user: null, ...opts, admin2: { active: true } });
    open();
    await screen.findByText('bob@homepact.test');
    openTab('Parties');
    return api;
  }
  const rowOf = async (email: string) => within((await screen.findByText(email)).closest('tbody') as HTMLElement);

  it('lists parties with type, Verified, state, company or a dash, insurance and status', async () => {
    await openParties();
    const hank = await rowOf('hank@example.com');
    expect(hank.getByText('Homeowner')).toBeInTheDocument();
    expect(hank.getByText('Hank Home')).toBeInTheDocument();
    expect(hank.queryByText('Verified')).toBeNull();
    expect(hank.getByText('5550101234')).toBeInTheDocument();
    expect(hank.getByText('CA')).toBeInTheDocument();
    expect(hank.getByText('—')).toBeInTheDocument();
    expect(hank.getByText('No Insurance')).toBeInTheDocument();
    expect(hank.getByText('Active')).toBeInTheDocument();

    const paula = await rowOf('paula@pipes.example');
    expect(paula.getByText('Service Provider')).toBeInTheDocument();
    expect(paula.getByText('Verified')).toBeInTheDocument();
    expect(paula.getByText('Pipes & Co')).toBeInTheDocument();
    expect(paula.getByText('$1,000,000')).toBeInTheDocument();

    const ed = await rowOf('ed@sparks.example');
    expect(ed.getByText('Insured')).toBeInTheDocument();
    expect(ed.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Party' })).toBeInTheDocument();
  });

  it('names the icon buttons and spells out the state in tooltips that keyboard focus opens', async () => {
    await openParties();
    const hank = await rowOf('hank@example.com');
    for (const [button, hint] of [
      ['Edit Hank Home', 'Edit'],
      ['Delete Hank Home', 'Delete'],
    ]) {
      const trigger = hank.getByRole('button', { name: button });
      expect(trigger.hasAttribute('title')).toBe(false);
      act(() => trigger.focus());
      expect(screen.getByRole('tooltip').textContent).toBe(hint);
      expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    }
    const state = hank.getByText('CA').closest('abbr')!;
    act(() => state.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('California');
    expect(state.textContent).toBe('CACalifornia'); // the visible code, and the name for screen readers
  });

  it('shows the empty state', async () => {
    await openParties({ override: (c) => (c.url === '/api/admin2/parties' ? Response.json([]) : undefined) });
    expect(await screen.findByText('No parties found. Click "Add New Party" to create the first one.')).toBeInTheDocument();
  });

  it('deletes a party only after the confirmation', async () => {
    const api = await openParties();
    const hank = await rowOf('hank@example.com');
    await cancelThenDelete(
      api,
      () => hank.getByRole('button', { name: 'Delete Hank Home' }),
      (dialog) => expect(dialog.getByText('Are you sure you want to delete this party? This action cannot be undone.')).toBeInTheDocument(),
    );
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Party deleted successfully' }));
    expect(api.calls).toContainEqual({ method: 'DELETE', url: '/api/admin2/parties/p-1', body: undefined });
    await waitFor(() => expect(screen.queryByText('hank@example.com')).toBeNull());
  });

  it('says "Failed to delete party" when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openParties({ override: (c) => (c.method === 'DELETE' ? new Response('no', { status: 500 }) : undefined) });
    fireEvent.click((await rowOf('hank@example.com')).getByRole('button', { name: 'Delete Hank Home' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to delete party')));
  });

  it('checks a new party with the schema messages, then creates it', async () => {
    const api = await openParties();
    await screen.findByText('hank@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add New Party' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Party' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create Party' }));
    for (const message of [
      'Party type must be homeowner or service_provider',
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Valid phone number is required',
      'Address is required',
      'State is required',
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    const states = dialog.getByLabelText<HTMLSelectElement>('State');
    expect([...states.options].filter((o) => o.value).length).toBe(51);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    const type = (label: string, value: string) => fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    type('Party type', 'service_provider');
    type('First name', 'Rita');
    type('Last name', 'Roof');
    type('E-mail', 'Rita@Roofing.example');
    type('Phone', '(555) 010-3030');
    type('Street address', '500 Oak Avenue, Austin');
    type('State', 'TX');
    type('Company (optional)', 'Roof Pros');
    fireEvent.click(dialog.getByRole('switch', { name: 'Has liability insurance' }));
    type('Insurance amount (optional)', '$2,000,000 dollars');
    fireEvent.click(dialog.getByRole('button', { name: 'Create Party' }));
    expect(await dialog.findByText('Enter an amount in dollars, like 1000000 or 1000000.00')).toBeInTheDocument();
    type('Insurance amount (optional)', '$2,000,000');
    await waitFor(() => expect(dialog.queryByText('Enter an amount in dollars, like 1000000 or 1000000.00')).toBeNull());
    fireEvent.click(dialog.getByRole('switch', { name: 'Verified (identity and license checked)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create Party' }));

    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Party created successfully' }));
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin2/parties',
      body: {
        partyType: 'service_provider',
        firstName: 'Rita',
        lastName: 'Roof',
        email: 'rita@roofing.example',
        phone: '(555) 010-3030',
        address: '500 Oak Avenue, Austin',
        state: 'TX',
        companyName: 'Roof Pros',
        licenseNumber: null,
        hasInsurance: true,
        insuranceAmount: '2000000',
        hasBonding: false,
        bondingAmount: null,
        insuranceDetails: null,
        businessType: null,
        taxId: null,
        notes: null,
        status: 'active',
        verified: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('rita@roofing.example')).toBeInTheDocument();
  });

  it('edits a party in the same form, prefilled, with PUT', async () => {
    const api = await openParties();
    fireEvent.click((await rowOf('paula@pipes.example')).getByRole('button', { name: 'Edit Paula Pipes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Party' }));
    expect(dialog.getByLabelText<HTMLInputElement>('First name').value).toBe('Paula');
    expect(dialog.getByLabelText<HTMLSelectElement>('State').value).toBe('TX');
    expect(dialog.getByLabelText<HTMLInputElement>('Insurance amount (optional)').value).toBe('1000000.00');
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '555' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Valid phone number is required')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '5550102222' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Party updated successfully' }));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/admin2/parties/p-2');
    expect(put?.body).toMatchObject({ phone: '5550102222', firstName: 'Paula', companyName: 'Pipes & Co', verified: true });
  });

  it('keeps the form open with the server message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openParties({
      override: (c) =>
        c.method === 'PUT'
          ? Response.json({ error: { code: 'conflict', message: 'Another party already uses this e-mail' } }, { status: 409 })
          : undefined,
    });
    fireEvent.click((await rowOf('paula@pipes.example')).getByRole('button', { name: 'Edit Paula Pipes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Party' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(errorToast('Failed to update party')));
    expect(dialog.getByText('Another party already uses this e-mail')).toBeInTheDocument();
  });
});
