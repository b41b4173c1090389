// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';
import { record, signingInfo, TOKEN } from './testData';

/** Issue 9, finding 4: what is signed is the text, and the sign page shows it in full, not folded away. */
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign page: the full text', () => {
  it('is visible without unfolding anything, with the words that are signed', async () => {
    const text = 'HOME SERVICE CONTRACT\n\n4. PRICE AND PAYMENT\nThe Homeowner will pay $95,000 upfront, before any work begins.';
    stubApi(null, (url) => {
      if (url === `/api/contracts/c1?token=${TOKEN}`) return Response.json(record({ editedContractContent: text }));
      if (url === `/api/contracts/c1/signing-info?token=${TOKEN}`) return Response.json(signingInfo());
      return undefined;
    });
    renderApp(`/sign/c1?token=${TOKEN}`);
    const region = await screen.findByRole('region', { name: 'Full contract text' });
    expect(region.textContent).toContain('The Homeowner will pay $95,000 upfront, before any work begins.');
    expect(region.closest('details')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The contract you are signing' })).toBeTruthy();
  });
});
