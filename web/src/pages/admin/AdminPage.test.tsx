// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REDIRECT_KEY } from '../../lib/redirect';
import { polyfillRadix } from '../marketing/testHelpers';
import { AdminPage } from './AdminPage';
import { formatDateTime } from './format';
import { OWN_ROLE_HINT } from './UsersTab';
import { adminUser, cancelThenDelete, fakeAdminApi, makeLogs, openTab, plainUser, renderAt, stat } from './testApi';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  toastMock.mockReset();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openAdmin = () => renderAt(<AdminPage />, '/admin');

describe('/admin access', () => {
  it('denies a signed-out visitor and offers sign-in that returns to /admin', async () => {
    const api = fakeAdminApi({ user: null });
    openAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login');
    fireEvent.click(signIn);
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/admin');
    // Nothing of the admin API is asked for.
    expect(api.calls.filter((c) => c.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('denies a signed-in user who is not an admin', async () => {
    const api = fakeAdminApi({ user: plainUser });
    openAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.calls.filter((c) => c.url.startsWith('/api/admin'))).toEqual([]);
  });
});

describe('/admin for an admin', () => {
  it('shows the four cards with their formats', async () => {
    fakeAdminApi({ user: adminUser });
    openAdmin();
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    await waitFor(() => expect(stat('total-users').textContent).toContain('1,234'));
    expect(stat('ai-requests').textContent).toContain('56');
    expect(stat('ai-requests').textContent).toContain('1,234,567 tokens used');
    expect(stat('contact-requests').textContent).toContain('7');
    expect(stat('ai-costs').textContent).toContain('$12.3457');
  });

  it('shows a loading text while the users load, then each user', async () => {
    fakeAdminApi({ user: adminUser });
    openAdmin();
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    const bobRow = (await screen.findByText('Bob Builder')).closest('tbody')!;
    const row = within(bobRow as HTMLElement);
    expect(row.getByText('bob@homepact.test')).toBeInTheDocument();
    expect(row.getByText('User', { selector: '.badge' })).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    expect(row.getByText('Plumbing: 2')).toBeInTheDocument();
    expect(row.getByText('Electrical: 1')).toBeInTheDocument();
    expect(row.getByText('Mar 07, 2025')).toBeInTheDocument();
    const adaRow = within(screen.getByText('Ada Admin').closest('tbody') as HTMLElement);
    expect(adaRow.getByText('Admin', { selector: '.badge' })).toBeInTheDocument();
    expect(adaRow.getByText('None')).toBeInTheDocument();
    // An admin cannot demote themself by accident.
    expect(adaRow.getByLabelText<HTMLSelectElement>('Role for ada@homepact.test').disabled).toBe(true);
  });

  it('says in a tooltip why your own role is locked: the disabled selector sits in a focusable wrapper', async () => {
    fakeAdminApi({ user: adminUser });
    openAdmin();
    const own = await screen.findByLabelText<HTMLSelectElement>('Role for ada@homepact.test');
    const wrapper = own.parentElement!;
    expect(wrapper.tabIndex).toBe(0);
    act(() => wrapper.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(OWN_ROLE_HINT);
    expect(wrapper.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    // Other users' selectors are live and need no hint.
    const bob = screen.getByLabelText<HTMLSelectElement>('Role for bob@homepact.test');
    expect([bob.disabled, bob.parentElement!.hasAttribute('tabindex')]).toEqual([false, false]);
  });

  it('changes a role, confirms it and reloads the list', async () => {
    const api = fakeAdminApi({ user: adminUser });
    openAdmin();
    const select = await screen.findByLabelText<HTMLSelectElement>('Role for bob@homepact.test');
    expect([...select.options].map((o) => o.text)).toEqual(['User', 'Admin']);
    fireEvent.change(select, { target: { value: 'admin' } });
    // Nothing changes before the confirmation, which names the person.
    const confirm = await screen.findByRole('alertdialog', { name: 'Make this user an admin?' });
    expect(confirm.textContent).toContain('bob@homepact.test');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Role Updated' })));
    expect(api.calls).toContainEqual({ method: 'PATCH', url: '/api/admin/users/user-1/role', body: { role: 'admin' } });
    await waitFor(() => expect(api.count('GET', '/api/admin/users')).toBe(2));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Role for bob@homepact.test').value).toBe('admin'));
  });

  it('says "Failed to update user role" when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      user: adminUser,
      override: (c) => (c.method === 'PATCH' ? new Response('boom', { status: 500 }) : undefined),
    });
    openAdmin();
    fireEvent.change(await screen.findByLabelText('Role for bob@homepact.test'), { target: { value: 'admin' } });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to update user role', variant: 'destructive' }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Role for bob@homepact.test').value).toBe('user');
  });

  it('lists AI usage with N/A tokens, Anonymous, 4-decimal cost and the error in red', async () => {
    fakeAdminApi({ user: adminUser });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('AI Usage Logs');
    expect(await screen.findByText('Loading AI usage logs...')).toBeInTheDocument();
    const ok = within((await screen.findByText('/api/generate-scope')).closest('tbody') as HTMLElement);
    expect(ok.getByText('Success')).toBeInTheDocument();
    expect(ok.getByText('gpt-4o-mini')).toBeInTheDocument();
    expect(ok.getByText('12,345')).toBeInTheDocument();
    expect(ok.getByText('$0.0123')).toBeInTheDocument();
    expect(ok.getByText('1,830 ms')).toBeInTheDocument();
    // Who asked, by name and e-mail, not by id.
    expect(await ok.findByText('bob@homepact.test')).toBeInTheDocument();
    expect(ok.queryByText('user-1')).toBeNull();
    expect(ok.getByText(formatDateTime(makeLogs()[0]!.createdAt))).toBeInTheDocument();
    expect(formatDateTime(makeLogs()[0]!.createdAt)).toMatch(/^Mar 0[78], \d\d:\d\d$/);

    const failed = within(screen.getByText('/api/generate-final-contract').closest('tbody') as HTMLElement);
    expect(failed.getByText('Failed').className).toContain('badge-destructive');
    expect(failed.getByText('N/A')).toBeInTheDocument();
    expect(failed.getByText('Anonymous')).toBeInTheDocument();
    expect(failed.getByText('$0.0000')).toBeInTheDocument();
    expect(failed.getByText('Upstream model timed out').className).toContain('adm-log-error');
  });

  it('shows only the first 50 log entries', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...makeLogs()[0]!, id: `l${i}`, endpoint: `/api/e${i}` }));
    fakeAdminApi({
      user: adminUser,
      override: (c) => (c.url === '/api/admin/chatgpt-logs' ? Response.json(many) : undefined),
    });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('AI Usage Logs');
    await screen.findByText('/api/e0');
    expect(screen.getByText('/api/e49')).toBeInTheDocument();
    expect(screen.queryByText('/api/e50')).toBeNull();
  });

  it('filters contact submissions by status through ?status=', async () => {
    const api = fakeAdminApi({ user: adminUser });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('Contact Submissions');
    expect(await screen.findByText('Loading contact submissions...')).toBeInTheDocument();
    await screen.findByText('Invoice question');
    expect(api.calls.some((c) => c.url === '/api/admin/contact-submissions?status=all')).toBe(true);

    const filter = screen.getByLabelText<HTMLSelectElement>('Filter by status');
    expect(filter.value).toBe('all');
    expect([...filter.options].map((o) => o.text)).toEqual(['All Status', 'New', 'In Progress', 'Resolved', 'Closed']);

    fireEvent.change(filter, { target: { value: 'in_progress' } });
    await waitFor(() => expect(screen.queryByText('Invoice question')).toBeNull());
    expect(api.calls.some((c) => c.url === '/api/admin/contact-submissions?status=in_progress')).toBe(true);
    expect(await screen.findByText('Signing link expired')).toBeInTheDocument();

    fireEvent.change(filter, { target: { value: 'resolved' } });
    expect(await screen.findByText('No contact submissions with this status.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/api/admin/contact-submissions?status=resolved')).toBe(true);
  });

  it('shows each submission and moves it to another status', async () => {
    const api = fakeAdminApi({ user: adminUser });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('Contact Submissions');
    const card = within((await screen.findByText('Invoice question')).closest('li') as HTMLElement);
    expect(card.getByText('Billing & Pricing')).toBeInTheDocument();
    expect(card.getByText('New', { selector: '.badge' })).toBeInTheDocument();
    expect(card.getByText('Mar 09, 2025')).toBeInTheDocument();
    expect(card.getByText('maria@example.com')).toBeInTheDocument();
    expect(card.getByText('555-0100')).toBeInTheDocument();
    expect(card.getByText('Maria Lopez')).toBeInTheDocument();
    expect(card.getByText('Can I switch to the annual plan mid-month?')).toBeInTheDocument();
    // The phone is optional: Tom sent none.
    const tom = within(screen.getByText('Signing link expired').closest('li') as HTMLElement);
    expect(tom.queryByRole('link', { name: /^\d/ })).toBeNull();

    const select = card.getByLabelText<HTMLSelectElement>('Status of Invoice question');
    expect([...select.options].map((o) => o.text)).toEqual(['New', 'In Progress', 'Resolved', 'Closed']);
    fireEvent.change(select, { target: { value: 'in_progress' } });
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Status Updated' })));
    expect(api.calls).toContainEqual({ method: 'PATCH', url: '/api/admin/contact-submissions/c-1', body: { status: 'in_progress' } });
    await waitFor(() => expect(card.getByText('In Progress', { selector: '.badge' })).toBeInTheDocument());
  });

  it('says "Failed to update contact submission" when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({ user: adminUser, override: (c) => (c.method === 'PATCH' ? new Response('nope', { status: 500 }) : undefined) });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('Contact Submissions');
    fireEvent.change(await screen.findByLabelText('Status of Invoice question'), { target: { value: 'closed' } });
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update contact submission',
        variant: 'destructive',
      }),
    );
  });
});

describe('/admin testimonials', () => {
  async function openTestimonials() {
    const api = fakeAdminApi({ user: adminUser });
    openAdmin();
    await screen.findByText('Bob Builder');
    openTab('Testimonials');
    await screen.findByText('Our kitchen remodel contract took ten minutes.');
    return api;
  }

  it('lists them with rating, stars and whether they are featured', async () => {
    await openTestimonials();
    const item = within(screen.getByTestId('admin-testimonial'));
    expect(item.getByText('4.5/5')).toBeInTheDocument();
    expect(item.getByText('Hidden')).toBeInTheDocument();
    expect(item.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByText('1 testimonial, 0 featured on the home page.')).toBeInTheDocument();
  });

  it('validates a new testimonial with the schema messages, then creates it', async () => {
    const api = await openTestimonials();
    fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Testimonial' }));
    fireEvent.change(dialog.getByLabelText('Rating (1 to 5)'), { target: { value: '7' } });
    fireEvent.change(dialog.getByLabelText('Photo URL (optional)'), { target: { value: 'http://example.com/a.png' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Testimonial' }));
    expect(await dialog.findByText('Testimonial text must be at least 10 characters')).toBeInTheDocument();
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Rating must be a number from 1 to 5')).toBeInTheDocument();
    expect(dialog.getByText('Image URL must be an https:// address')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Testimonial'), { target: { value: '  Signed in one evening, no lawyer needed.  ' } });
    fireEvent.change(dialog.getByLabelText('Customer name'), { target: { value: 'Luis Ortega' } });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Licensed Electrician' } });
    fireEvent.change(dialog.getByLabelText('Rating (1 to 5)'), { target: { value: '4.5' } });
    fireEvent.change(dialog.getByLabelText('Company (optional)'), { target: { value: 'Ortega Electric' } });
    fireEvent.change(dialog.getByLabelText('Photo URL (optional)'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('switch'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Testimonial' }));

    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Testimonial added' }));
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/testimonials',
      body: {
        content: 'Signed in one evening, no lawyer needed.',
        rating: 4.5,
        name: 'Luis Ortega',
        title: 'Licensed Electrician',
        company: 'Ortega Electric',
        imageUrl: null,
        featured: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Signed in one evening, no lawyer needed.')).toBeInTheDocument();
  });

  it('features one with the switch', async () => {
    const api = await openTestimonials();
    fireEvent.click(screen.getByRole('switch', { name: 'Featured testimonial by Ana Ruiz' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Testimonial featured on the home page' }));
    expect(api.calls).toContainEqual({ method: 'PATCH', url: '/api/admin/testimonials/t-1', body: { featured: true } });
    expect(await screen.findByText('Featured', { selector: '.badge' })).toBeInTheDocument();
  });

  it('edits one in the form, prefilled', async () => {
    const api = await openTestimonials();
    fireEvent.click(screen.getByRole('button', { name: 'Edit testimonial by Ana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Testimonial' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Customer name').value).toBe('Ana Ruiz');
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Landlord' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Testimonial updated' }));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/testimonials/t-1');
    expect(patch?.body).toMatchObject({ title: 'Landlord', name: 'Ana Ruiz', rating: 4.5 });
  });

  it('deletes one only after confirmation', async () => {
    const api = await openTestimonials();
    await cancelThenDelete(
      api,
      () => screen.getByRole('button', { name: 'Delete testimonial by Ana Ruiz' }),
      () => expect(screen.getByRole('alertdialog', { name: 'Delete testimonial?' })).toBeInTheDocument(),
    );
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Testimonial deleted' }));
    expect(api.calls).toContainEqual({ method: 'DELETE', url: '/api/admin/testimonials/t-1', body: undefined });
    expect(await screen.findByText('No testimonials yet. Add one and feature it to show it on the home page.')).toBeInTheDocument();
  });
});
