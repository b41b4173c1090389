// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';

/**
 * /dev/mailbox was a page of production builds too. The
 * route exists only when import.meta.env.DEV is true (the dev server); a
 * production build drops the page and answers the path with the 404 page.
 */
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderAt(path: string) {
  vi.resetModules();
  const { renderApp, stubApi } = await import('./test-utils');
  stubApi(null, (url) => (url === '/api/dev/mailbox' ? Response.json([]) : undefined));
  renderApp(path);
}

describe('/dev/mailbox', () => {
  it('is no page of a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    await renderAt('/dev/mailbox');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('is a page on the dev server', async () => {
    await renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: /mailbox/i })).toBeInTheDocument();
  });
});
