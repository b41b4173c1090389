// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { parseContract, renderContractBodyHtml } from '@homepact/legal';
import { CONTRACT_FIXTURE_STATES, realContractText } from '@homepact/legal/testing';
import { ContractTextView } from '../../components/ui/ContractTextView';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { record, signingInfo, TOKEN } from '../sign/testData';
import { contractHtml } from './payloads';
import { CONTRACT_ID_KEY, DRAFT_KEY } from './draftStorage';
import { completeDraft } from './testFixtures';

/**
 * One contract renders identically (same headings, same sections,
 * same characters) on the Edit step, the sign page, the stored HTML and the
 * PDF's HTML. The PDF's HTML and the browser view embed
 * @homepact/legal's renderContractBodyHtml verbatim (services/documents'
 * render-html test checks that), and so does the stored htmlContent
 * (contractHtml, below); the pages render the same model with React.
 */

window.scrollTo = vi.fn();
beforeAll(() => Promise.all([import('./ContractWizardPage'), import('../sign/SignPage')]), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every block of a rendered document: its kind (class), its heading rank relative to the title, and its text. */
function outline(root: ParentNode) {
  const blocks = [...root.querySelectorAll('.ct-section > *')];
  const title = blocks.find((b) => b.classList.contains('ct-title'));
  const base = title ? Number(title.tagName.slice(1)) : 0;
  return blocks.map((b) => ({
    kind: b.className.replace(/\s+/g, ' ').trim(),
    rank: /^H\d$/.test(b.tagName) ? Number(b.tagName.slice(1)) - base : null,
    text: (b.textContent ?? '').replace(/\s+/g, ' ').trim(),
  }));
}
const sections = (root: ParentNode) => [...root.querySelectorAll('.ct-section')].map((s) => s.getAttribute('data-section'));
const htmlRoot = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe.each(CONTRACT_FIXTURE_STATES)('a %s contract', (code) => {
  const text = realContractText(code);
  const pdfBody = htmlRoot(renderContractBodyHtml(parseContract(text)));

  it('the page view (Edit preview, sign page, /preview) and the PDF / HTML view read alike, block for block', () => {
    for (const headingOffset of [1, 2] as const) {
      const { container, unmount } = render(<ContractTextView text={text} headingOffset={headingOffset} />);
      expect(sections(container)).toEqual(sections(pdfBody));
      expect(outline(container)).toEqual(outline(pdfBody));
      unmount();
    }
  });

  it('the stored HTML is the same rendering', () => {
    expect(outline(htmlRoot(contractHtml(text)))).toEqual(outline(pdfBody));
  });
});

describe('the real pages', () => {
  const text = realContractText('CA');
  const pdfBody = htmlRoot(renderContractBodyHtml(parseContract(text)));

  it('the Edit step preview shows the PDF’s document', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft({ finalContract: text, savedText: text })));
    localStorage.setItem(CONTRACT_ID_KEY, 'c-1');
    stubApi(testUser);
    renderApp('/contract/edit');
    const tab = await screen.findByRole('tab', { name: 'Preview Mode' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const preview = await screen.findByRole('region', { name: 'Contract preview' });
    expect(outline(preview)).toEqual(outline(pdfBody));
  });

  it('the sign page shows the PDF’s document (only the signature lines hold the signing controls)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    stubApi(null, (url) => {
      if (url === `/api/contracts/c1?token=${TOKEN}`) return Response.json(record({ finalContract: text }));
      if (url === `/api/contracts/c1/signing-info?token=${TOKEN}`) return Response.json(signingInfo({ yourRole: 'homeowner' }));
      return undefined;
    });
    renderApp(`/sign/c1?token=${TOKEN}`);
    const doc = await screen.findByRole('article', { name: 'The contract' });
    await waitFor(() => expect(doc.querySelector('.sig-here')).toBeInTheDocument());
    const page = outline(doc);
    const pdf = outline(pdfBody);
    expect(sections(doc)).toEqual(sections(pdfBody));
    expect(page.map((b) => [b.kind, b.rank])).toEqual(pdf.map((b) => [b.kind, b.rank]));
    const differing = page.filter((b, i) => b.text !== pdf[i]!.text);
    // The signature blocks differ only in their signature lines (a "Sign here" control, "Awaiting ..." for the other party).
    expect(differing.map((b) => b.kind)).toEqual(['ct-signature-block', 'ct-signature-block']);
  });
});
