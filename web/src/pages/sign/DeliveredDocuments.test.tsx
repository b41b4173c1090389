// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';
import { IL_ACKNOWLEDGMENTS, IL_DELIVER, record, signingInfo, TOKEN } from './testData';

/**
 * The Illinois homeowner signs that she received the
 * pamphlet "Home Repair: Know Your Consumer Rights" (815 ILCS 513/20); /sign
 * shows it in full, above the contract and the signature form, to both
 * parties, and the acknowledgment in the signing panel points to it.
 */
const TITLE = 'Home Repair: Know Your Consumer Rights';

window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pamphlet');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSign(info: ReturnType<typeof signingInfo>) {
  stubApi(null, (url) => {
    if (url === `/api/contracts/c1?token=${TOKEN}`) return Response.json(record());
    if (url === `/api/contracts/c1/signing-info?token=${TOKEN}`) return Response.json(info);
    return undefined;
  });
  renderApp(`/sign/c1?token=${TOKEN}`);
}

describe('/sign shows the documents the law wants delivered', () => {
  it.each([['homeowner' as const], ['provider' as const]])(
    'the %s sees the Illinois pamphlet in full before the signature form, with its citation and a link to print it',
    async (role) => {
      renderSign(signingInfo({ yourRole: role, deliver: IL_DELIVER, acknowledgments: IL_ACKNOWLEDGMENTS }));
      const heading = await screen.findByRole('heading', { level: 2, name: TITLE });
      const card = heading.closest('section')!;
      expect(card.id).toBe('deliver-il-home-repair-pamphlet');
      expect(within(card).getByText(/Given to you with this contract · 815 ILCS 513\/20/)).toBeInTheDocument();
      const text = within(card).getByRole('region', { name: `The pamphlet: ${TITLE}` });
      expect(within(text).getByRole('heading', { level: 3, name: 'AVOIDING HOME REPAIR FRAUD' })).toBeInTheDocument();
      expect(text.textContent).toMatch(/As you plan for your home repair\/improvement project/);
      expect(text.textContent).toMatch(/About this copy/);
      const open = within(card).getByRole('link', { name: /Open the pamphlet to print or save/ });
      expect(open.getAttribute('href')).toBe('blob:pamphlet');
      expect(open.getAttribute('target')).toBe('_blank');

      // It comes before the signature form in the page.
      const form = await screen.findByRole('form', { name: role === 'homeowner' ? 'Sign as Homeowner' : 'Sign as Service Provider' });
      expect(card.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The acknowledgment the signature signs names the pamphlet shown above, and links to it.
      const ack = within(form).getByRole('link', { name: 'the pamphlet shown above' });
      expect(ack.getAttribute('href')).toBe('#deliver-il-home-repair-pamphlet');
      expect(ack.parentElement!.textContent).toContain(
        role === 'homeowner' ? `You acknowledge receiving the pamphlet shown above, “${TITLE}”.` : 'It records that the homeowner received',
      );
    },
  );

  it('nothing is shown for a contract with nothing to deliver', async () => {
    renderSign(signingInfo({ yourRole: 'homeowner' }));
    await screen.findByRole('form', { name: 'Sign as Homeowner' });
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    expect(screen.queryByRole('link', { name: 'the pamphlet shown above' })).toBeNull();
  });
});
