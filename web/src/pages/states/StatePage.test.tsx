// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { jurisdictionCodes, jurisdictionGuide } from '@homepact/legal';
import { currentPath, renderApp, stubApi } from '../../test-utils';
import { resolveState, signedByText, titleCase } from './stateGuide';

window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page is a lazy chunk with the legal library: give it time to load on a busy machine. */
const LOAD = { timeout: 10_000 };

const maryland = () => jurisdictionGuide('MD')!;

async function openPage(path: string, name: string) {
  stubApi(null);
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: `${name} home-service contract law` }, LOAD);
}

describe('/states/:code', () => {
  it('shows the name, the summary, the statutes, the entries by topic with their citations, and the notices', async () => {
    const guide = maryland();
    const h1 = await openPage('/states/md', 'Maryland');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    const main = screen.getByRole('main');
    expect(within(main).getByText(guide.summary).tagName).toBe('P');

    const statutes = within(main).getByRole('region', { name: 'The laws behind this page' });
    for (const statute of guide.statutes) expect(within(statutes).getByText(statute).tagName).toBe('CITE');

    for (const topic of new Set(guide.entries.map((e) => e.topic))) {
      const section = within(main).getByRole('region', { name: topic });
      const entries = guide.entries.filter((e) => e.topic === topic);
      expect(within(section).getAllByRole('listitem')).toHaveLength(entries.length);
      for (const entry of entries) {
        const item = within(section).getByText(entry.text).closest('li')!;
        expect(within(item).getByText(entry.source).tagName).toBe('CITE');
        expect(item.textContent).toContain(`Research confidence: ${entry.confidence}`);
        // "When: …" unless the rule always applies.
        const when = within(item).queryByText('When:')?.parentElement?.textContent ?? null;
        expect(when).toBe(entry.when === 'always' ? null : `When: ${entry.when}`);
      }
    }

    const notices = within(main).getByRole('region', { name: 'Notices your contract carries' });
    expect(guide.notices.length).toBeGreaterThan(0);
    for (const notice of guide.notices) {
      const item = within(notices)
        .getByRole('heading', { level: 3, name: titleCase(notice.title) })
        .closest('li')!;
      expect(within(item).getByText(notice.source).tagName).toBe('CITE');
      expect(item.textContent?.includes('Printed in bold capitals')).toBe(notice.conspicuous);
      expect(within(item).queryByText(/^Signed separately/)?.textContent).toBe(signedByText(notice.signedBy));
    }
    // Maryland's own notices, in title case, as a person would read them.
    expect(
      within(notices).getByRole('heading', { name: "Buyer's Acknowledgment of the Right to Cancel" }).closest('li')!.textContent,
    ).toContain('Signed separately by the homeowner');

    expect(within(main).getByRole('complementary', { name: 'Not legal advice' }).textContent).toContain('it is not legal advice');
    expect(within(main).getByRole('link', { name: 'Back to all states' }).getAttribute('href')).toBe('/states');
    expect(within(main).getByRole('link', { name: 'Start My Contract' }).getAttribute('href')).toBe('/#quick-setup');
    // The title is set by an effect, which React may run after the commit that showed the heading.
    await waitFor(() => expect(document.title).toBe('Maryland home-service contract law - HomePact'));
  });

  it('lists what the research could not confirm, saying it is not in the contract', async () => {
    const code = jurisdictionCodes().find((c) => jurisdictionGuide(c)!.unconfirmed.length > 0);
    expect(code).toBeDefined();
    const guide = jurisdictionGuide(code!)!;
    await openPage(`/states/${code!.toLowerCase()}`, guide.name);
    const section = screen.getByRole('region', { name: 'What the research could not confirm' });
    expect(section.textContent).toMatch(/they are not in the contract/);
    for (const item of guide.unconfirmed) expect(within(section).getByText(item).tagName).toBe('SPAN');
  });

  it('has no "could not confirm" section when everything was confirmed', async () => {
    const code = jurisdictionCodes().find((c) => jurisdictionGuide(c)!.unconfirmed.length === 0);
    if (!code) return; // every jurisdiction has something unconfirmed
    const guide = jurisdictionGuide(code)!;
    await openPage(`/states/${code.toLowerCase()}`, guide.name);
    expect(screen.queryByRole('region', { name: 'What the research could not confirm' })).toBeNull();
  });

  it('redirects the upper-case code and the slug to the canonical /states/md', async () => {
    await openPage('/states/maryland', 'Maryland');
    await waitFor(() => expect(currentPath).toBe('/states/md'));
    cleanup();
    await openPage('/states/MD', 'Maryland');
    await waitFor(() => expect(currentPath).toBe('/states/md'));
  });

  it('shows the 404 card for an unknown code', async () => {
    stubApi(null);
    renderApp('/states/zz');
    expect((await screen.findByRole('heading', { level: 1 }, LOAD)).textContent).toBe('404 Page Not Found');
    expect(currentPath).toBe('/states/zz');
  });
});

describe('helpers', () => {
  it('resolves codes, slugs and names, and nothing else', () => {
    expect(resolveState('md')).toMatchObject({ kind: 'guide', guide: { code: 'MD' } });
    expect(resolveState('MD')).toEqual({ kind: 'redirect', to: '/states/md' });
    expect(resolveState('maryland')).toEqual({ kind: 'redirect', to: '/states/md' });
    expect(resolveState('Maryland')).toEqual({ kind: 'redirect', to: '/states/md' });
    expect(resolveState('zz')).toEqual({ kind: 'missing' });
    expect(resolveState('narnia')).toEqual({ kind: 'missing' });
    expect(resolveState(undefined)).toEqual({ kind: 'missing' });
  });

  it('puts a notice title in title case, keeping abbreviations in brackets', () => {
    expect(titleCase("BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL")).toBe("Buyer's Acknowledgment of the Right to Cancel");
    expect(titleCase('NOTICE: THIS CONTRACT CREATES A MORTGAGE OR LIEN')).toBe('Notice: This Contract Creates a Mortgage or Lien');
    expect(titleCase('INFORMATION ABOUT THE CONTRACTORS STATE LICENSE BOARD (CSLB)')).toBe(
      'Information About the Contractors State License Board (CSLB)',
    );
    expect(titleCase('Notice of Cancellation')).toBe('Notice of Cancellation');
  });

  it('says who signs a notice separately', () => {
    expect(signedByText([])).toBeUndefined();
    expect(signedByText(['homeowner'])).toBe('Signed separately by the homeowner');
    expect(signedByText(['homeowner', 'provider'])).toBe('Signed separately by the homeowner and the contractor');
  });
});
