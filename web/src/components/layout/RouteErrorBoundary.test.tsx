import { lazy, Suspense, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/About-1a2b.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%j is a chunk that did not load: %s', (message, expected) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(expected);
  });

  it('a page whose code fails to load says the app was updated and reloads on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-123.js')));
    render(
      <RouteErrorBoundary resetKey="/about" reload={reload}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'HomePact has been updated' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing you saved is lost');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('any other error is named as such, and the next page starts afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Routes() {
      const [path, setPath] = useState('/broken');
      return (
        <>
          <button onClick={() => setPath('/fine')}>Go</button>
          <RouteErrorBoundary resetKey={path}>{path === '/broken' ? <Broken /> : <p>Fine page</p>}</RouteErrorBoundary>
        </>
      );
    }
    render(<Routes />);
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
