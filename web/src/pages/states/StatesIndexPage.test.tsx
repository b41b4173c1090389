// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { jurisdictionCodes, jurisdictionGuide } from '@homepact/legal';
import { renderApp, stubApi } from '../../test-utils';

window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page is a lazy chunk with the legal library: give it time to load on a busy machine. */
const LOAD = { timeout: 10_000 };

describe('/states', () => {
  it('explains where the rules come from, says it is not legal advice, and links every jurisdiction', async () => {
    stubApi(null);
    renderApp('/states');
    const h1 = await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Every HomePact contract is written for the state the property is in/).tagName).toBe('P');
    expect(within(main).getByText(/it is not legal advice/).tagName).toBe('P');

    const codes = jurisdictionCodes();
    expect(codes.length).toBeGreaterThan(0);
    const list = within(main).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(codes.length);
    for (const code of codes) {
      const guide = jurisdictionGuide(code)!;
      const link = within(list).getByRole('link', { name: guide.name });
      expect(link.getAttribute('href')).toBe(`/states/${code.toLowerCase()}`);
      const item = link.closest('li')!;
      expect(item.textContent).toContain(`Research confidence: ${guide.confidence}`);
    }
  });

  it('sets the tab title', async () => {
    stubApi(null);
    renderApp('/states');
    await screen.findByRole('heading', { level: 1 }, LOAD);
    // The title is set by an effect, which React may run after the commit that showed the heading.
    await waitFor(() => expect(document.title).toBe('State home-service contract law - HomePact'));
  });
});

describe('footer', () => {
  it('links the "All 50 states and DC" claim and the state law guide to /states', () => {
    stubApi(null);
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'All 50 states and DC' }).getAttribute('href')).toBe('/states');
    expect(within(footer).getByRole('link', { name: 'State law guide' }).getAttribute('href')).toBe('/states');
    expect(within(footer).queryByText('All 50 states')).toBeNull();
  });
});
