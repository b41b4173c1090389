// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';

window.scrollTo = vi.fn();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Ask Lawyer', () => {
  it('is marked coming soon without promising a launch date', async () => {
    stubApi(null);
    renderApp('/expert-qa');
    const banner = await screen.findByRole('note');
    expect(banner.textContent).toContain('Coming soon');
    const page = screen.getByRole('main').textContent ?? '';
    expect(page).not.toMatch(/Q[1-4] 20\d\d|launches in/);
  });
});
