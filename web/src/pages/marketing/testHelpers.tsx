// Shared by the marketing page tests only (not a test file itself).
import { useEffect, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../lib/queryClient';

/** jsdom lacks a few APIs Radix Select calls when it opens. */
export function polyfillRadix() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.setPointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Where the router is now; updated after every navigation. */
export const currentLocation = { pathname: '', hash: '' };
function LocationSpy() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    currentLocation.pathname = pathname;
    currentLocation.hash = hash;
  }, [pathname, hash]);
  return null;
}

/** Renders one page at `path` (matched by `pattern`) with a router and a fresh query client. */
export function renderPage(page: ReactElement, path = '/', pattern = path) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Opens a Radix select by its label and picks an option by its visible text,
 * once its code has loaded (it is lazy: until then an inert look-alike stands in).
 */
export async function chooseOption(label: string, option: string) {
  const trigger = await screen.findByRole('combobox', { name: label });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}
