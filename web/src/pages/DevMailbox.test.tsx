// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp, stubApi } from '../test-utils';

window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = (id: string, to: string, code: string) => ({
  id,
  from: 'no-reply@homepact.app',
  to: [to],
  subject: `Your HomePact sign-in code: ${code}`,
  text: `Your HomePact sign-in code is:\n\n    ${code}\n\nIt expires in 10 minutes.`,
  html: `<p>Your code is <b>${code}</b></p>`,
  date: '2025-01-05T12:00:00.000Z',
  attachments: [],
});

describe('dev mailbox', () => {
  it('explains a 404 answer', async () => {
    stubApi(null);
    renderApp('/dev/mailbox');
    expect(await screen.findByText('The dev mailbox is only available while HomePact runs on its embedded defaults.')).toBeInTheDocument();
  });

  it('lists messages, shows the newest with its code, and renders HTML in a script-free sandbox', async () => {
    stubApi(null, (url) =>
      url === '/api/dev/mailbox' ? Response.json([mail('2', 'b@example.com', '222222'), mail('1', 'a@example.com', '111111')]) : undefined,
    );
    renderApp('/dev/mailbox');
    expect((await screen.findByTestId('otp-code')).textContent).toBe('222222');
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toContain('<b>222222</b>');

    fireEvent.click(screen.getByRole('button', { name: /To: a@example.com/ }));
    expect(screen.getByTestId('otp-code').textContent).toBe('111111');
  });
});
