// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactPage } from './ContactPage';
import { renderPage } from './testHelpers';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Send Message|Sending\.\.\./ });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Full name', 'Maria Lopez');
  type('E-mail address', 'maria@example.com');
  type('Phone number (optional)', '555-0100');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });
  type('Subject', 'Invoice question');
  type('Message', 'Can I switch to the annual plan mid-month?');
}

/** Sends a valid form that the server answers with `response`; the error toast says `description`. */
async function sendAndExpectError(response: Response, description: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  renderPage(<ContactPage />, '/contact');
  fillValid();
  fireEvent.click(sendButton());
  await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Error', description, variant: 'destructive' }));
}

describe('contact form', () => {
  it('shows the spec messages and sends nothing when the form is empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ContactPage />, '/contact');
    fireEvent.click(sendButton());

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Name must be at least 2 characters').id);
  });

  it('checks lengths and the address format, and the phone is optional', async () => {
    renderPage(<ContactPage />, '/contact');
    fillValid();
    type('Full name', 'M');
    type('E-mail address', 'maria@');
    type('Phone number (optional)', '');
    type('Subject', 'Hi');
    type('Message', 'Too short');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('Please select a category')).toBeNull();

    // Errors clear as the user fixes them.
    type('Full name', 'Mo');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
  });

  it('posts the message as JSON, shows "Sending..." meanwhile, then confirms and resets', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toContain('Sending...'));
    expect(sendButton().disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '555-0100',
      subject: 'Invoice question',
      category: 'billing',
      message: 'Can I switch to the annual plan mid-month?',
    });

    answer(Response.json({ id: 'c1' }, { status: 201 }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('');
    expect(sendButton().textContent).toContain('Send Message');
    expect(sendButton().disabled).toBe(false);
  });

  it('shows the error toast and keeps the input when sending fails', async () => {
    await sendAndExpectError(new Response('boom', { status: 500 }), 'Failed to send message. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Maria Lopez');
    expect(sendButton().disabled).toBe(false);
  });

  it('says when to try again if too many messages were sent', async () => {
    await sendAndExpectError(
      Response.json(
        { error: { code: 'too_many_requests', message: 'Too many requests' } },
        { status: 429, headers: { 'retry-after': '120' } },
      ),
      'You have sent several messages in a short time. Try again in 2 minutes.',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Can I switch to the annual plan mid-month?');
  });

  it('sends a blank phone as null and trims the rest, as the server expects', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, id: 'c1' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ContactPage />, '/contact');
    fillValid();
    type('Phone number (optional)', '   ');
    type('Full name', '  Maria Lopez ');
    type('E-mail address', 'Maria@Example.com');
    fireEvent.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Maria Lopez', email: 'maria@example.com', phone: null });
  });

  it('enforces the server limits before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ContactPage />, '/contact');
    fillValid();
    type('Message', 'x'.repeat(5001));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Must be at most 5000 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the category labels of the spec', () => {
    renderPage(<ContactPage />, '/contact');
    const options = [...screen.getByLabelText<HTMLSelectElement>('Category').options].filter((o) => o.value);
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ['general', 'General Inquiry'],
      ['support', 'Technical Support'],
      ['billing', 'Billing & Pricing'],
      ['partnership', 'Partnership Opportunities'],
    ]);
  });
});
