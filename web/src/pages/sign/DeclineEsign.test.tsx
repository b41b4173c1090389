// @vitest-environment jsdom
/**
 * On /sign: "I do not want to sign electronically" asks first, then records the
 * withdrawal (POST decline-esign with the link's token and confirm: true); the page then shows the paper
 * path instead of the signing form, and a link whose party already asked for paper opens on it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';
import { record, signingInfo, TOKEN } from './testData';

window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REQUESTED_AT = '2026-05-04T15:30:00.000Z';

/** The homeowner's signing-info, once she asked for paper (or not yet). */
function homeownerInfo(paperRequestedAt: string | null) {
  const info = signingInfo({ yourRole: 'homeowner' });
  return { ...info, parties: { ...info.parties, homeowner: { ...info.parties.homeowner, paperRequestedAt } } };
}

/** /sign/c1 with the homeowner's link; POST decline-esign answers `declineStatus` and, when 200, later loads say she asked for paper. */
function renderSign({ paperAt = null, declineStatus = 200 }: { paperAt?: string | null; declineStatus?: number } = {}) {
  let requested = paperAt;
  const fetchMock = stubApi(null, (url, init) => {
    if (url === `/api/contracts/c1?token=${TOKEN}`) return Response.json(record());
    if (url === `/api/contracts/c1/signing-info?token=${TOKEN}`) return Response.json(homeownerInfo(requested));
    if (url === '/api/contracts/c1/decline-esign' && init?.method === 'POST') {
      if (declineStatus !== 200)
        return Response.json({ error: { code: 'conflict', message: 'This contract is already signed.' } }, { status: declineStatus });
      requested = REQUESTED_AT;
      return Response.json({ contract: record() });
    }
    if (url.startsWith('/api/contracts/c1/pdf'))
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
    return undefined;
  });
  renderApp(`/sign/c1?token=${TOKEN}`);
  return fetchMock;
}

const declineCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([u]) => u === '/api/contracts/c1/decline-esign').map(([, init]) => JSON.parse(String(init!.body)));

describe('I do not want to sign electronically', () => {
  it('sits under the signing form and asks before anything is recorded; Cancel records nothing', async () => {
    const fetchMock = renderSign();
    await screen.findByRole('form', { name: 'Sign as Homeowner' });
    const side = screen.getByRole('complementary', { name: 'Signing' });
    fireEvent.click(within(side).getByRole('button', { name: 'I do not want to sign electronically' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign on paper instead?' });
    expect(ask).toHaveTextContent('You have the right to a paper copy instead of signing electronically, at no cost.');
    // Whom we tell: the other party, by name.
    expect(ask).toHaveTextContent('tell Ace Plumbing');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(declineCalls(fetchMock)).toEqual([]);
    expect(screen.getByRole('form', { name: 'Sign as Homeowner' })).toBeInTheDocument();
  });

  it('once confirmed, records the withdrawal with the link, says so, and the page shows the paper path instead of the form', async () => {
    const fetchMock = renderSign();
    await screen.findByRole('form', { name: 'Sign as Homeowner' });
    fireEvent.click(screen.getByRole('button', { name: 'I do not want to sign electronically' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I want paper' }));
    await screen.findByText('Paper Copy Requested');
    expect(declineCalls(fetchMock)).toEqual([{ token: TOKEN, confirm: true }]);
    await screen.findByRole('heading', { name: 'You asked to sign on paper', level: 2 });
    expect(screen.queryByRole('form', { name: 'Sign as Homeowner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I do not want to sign electronically' })).not.toBeInTheDocument();
    // No "Sign here" in her block either: the link no longer signs.
    expect(screen.queryByRole('button', { name: /Sign here/ })).not.toBeInTheDocument();
  });

  it('says when it was not recorded, and keeps the signing form', async () => {
    const fetchMock = renderSign({ declineStatus: 409 });
    await screen.findByRole('form', { name: 'Sign as Homeowner' });
    fireEvent.click(screen.getByRole('button', { name: 'I do not want to sign electronically' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I want paper' }));
    await screen.findByText('Not Recorded');
    expect(await screen.findByText('This contract is already signed.')).toBeInTheDocument();
    expect(declineCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Sign as Homeowner' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You asked to sign on paper' })).not.toBeInTheDocument();
  });
});

describe('the paper path', () => {
  it('is what the link of a party who asked for paper opens on: when, the steps, the PDF to print, and how to get e-signing back', async () => {
    renderSign({ paperAt: REQUESTED_AT });
    const paper = await screen.findByRole('heading', { name: 'You asked to sign on paper', level: 2 });
    const card = paper.closest('[role="status"]') as HTMLElement;
    expect(card).toHaveTextContent('you said you do not want to sign electronically. We told Ace Plumbing; this link no longer signs.');
    expect(card).toHaveTextContent('2026');
    const steps = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('Download the contract as a PDF and print it');
    expect(steps[1]).toContain('sign and date it by hand');
    expect(steps[2]).toContain('Return the signed pages to Ace Plumbing');
    expect(card).toHaveTextContent('Ask Ace Plumbing to send you a new signing link: it offers e-signing again.');
    expect(screen.queryByRole('form', { name: 'Sign as Homeowner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I do not want to sign electronically' })).not.toBeInTheDocument();
    // On a phone the card follows the whole document: the header points to it.
    expect(screen.getByRole('link', { name: /You asked to sign on paper: how to print, sign and return it/ })).toHaveAttribute(
      'href',
      '#paper-path',
    );
    expect(document.getElementById('paper-path')).toContainElement(paper);
    // The contract itself is still there to read.
    expect(screen.getByRole('article', { name: 'The contract' })).toBeInTheDocument();
  });

  it('downloads the PDF with the link to print it', async () => {
    const fetchMock = renderSign({ paperAt: REQUESTED_AT });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the PDF to print' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const pdfCall = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/contracts/c1/pdf'));
    expect(String(pdfCall?.[0])).toContain(`token=${TOKEN}`);
  });
});
