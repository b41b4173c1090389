// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { REDIRECT_KEY } from '../lib/redirect';
import { currentPath, renderApp, stubApi, testUser } from '../test-utils';

window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ok = () => Response.json({ message: 'sent' });

async function reachCodeStage() {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'Jane@Example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  return screen.findByLabelText('6-digit code');
}

describe('login', () => {
  it('explains an invalid e-mail under the field', async () => {
    stubApi(null);
    renderApp('/login');
    const input = await screen.findByLabelText('Email address');
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const message = await screen.findByText('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('filters the code field to six digits and sends the normalized e-mail', async () => {
    const fetchMock = stubApi(null, (url) => (url === '/api/auth/otp/request' ? ok() : undefined));
    renderApp('/login');
    const code = await reachCodeStage();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/otp/request', expect.objectContaining({ body: '{"email":"jane@example.com"}' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').disabled).toBe(true);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12ab 34-5678' } });
    expect((code as HTMLInputElement).value).toBe('123456');
  });

  it('requires six digits', async () => {
    stubApi(null, (url) => (url === '/api/auth/otp/request' ? ok() : undefined));
    renderApp('/login');
    const code = await reachCodeStage();
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
  });

  it('shows the server message when code requests are rate limited', async () => {
    stubApi(null, (url) =>
      url === '/api/auth/otp/request'
        ? Response.json(
            { error: { code: 'too_many_requests', message: 'Too many codes requested for this e-mail.' } },
            { status: 429, headers: { 'retry-after': '42' } },
          )
        : undefined,
    );
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Too many codes requested for this e-mail. Try again in 42 seconds.')).toBeInTheDocument();
  });

  it('walks a new user through the profile stage to the stored redirect', async () => {
    let signedIn = false;
    localStorage.setItem(REDIRECT_KEY, '/settings');
    const fetchMock = stubApi(null, (url) => {
      if (url === '/api/auth/otp/request') return ok();
      if (url === '/api/auth/otp/verify') return Response.json({ isNewUser: true, user: testUser });
      if (url === '/api/auth/complete-user') {
        signedIn = true;
        return Response.json({ user: testUser });
      }
      if (url === '/api/auth/user' && signedIn) return Response.json(testUser);
      return undefined;
    });
    renderApp('/login');
    const code = await reachCodeStage();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));

    await screen.findByRole('heading', { name: 'Complete your profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select your role')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Doe' } });
    // The one list of roles (sign-up offered Landlord, Tenant, Property Manager only): a contractor can say so.
    const options = [...screen.getByLabelText<HTMLSelectElement>('I am a').options].filter((o) => o.value).map((o) => o.textContent);
    expect(options).toEqual(['Homeowner', 'Contractor', 'Landlord', 'Tenant', 'Property Manager']);
    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'contractor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() => expect(currentPath).toBe('/settings'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/complete-user',
      expect.objectContaining({
        body: JSON.stringify({ email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', userType: 'contractor' }),
      }),
    );
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('says verification failed on a wrong code', async () => {
    stubApi(null, (url) => {
      if (url === '/api/auth/otp/request') return ok();
      if (url === '/api/auth/otp/verify') return Response.json({ error: { code: 'invalid_otp', message: 'bad' } }, { status: 400 });
      return undefined;
    });
    renderApp('/login');
    const code = await reachCodeStage();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired OTP. Please try again.')).toBeInTheDocument();
  });
});
