// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Annotation } from '@homepact/proto';
import { headingOutline, parseContract } from '@homepact/legal';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { polyfillRadix } from '../marketing/testHelpers';
import { CONTRACT_TEXT, record } from '../sign/testData';
import { annotationContentError } from './annotationLabels';
import { encodeRange, groupOf, placeAnnotation, previewDocument, quoteOf, sectionPieces, snapToWords } from './anchors';

window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function note(overrides: Partial<Annotation> = {}): Annotation {
  return {
    id: 'a1',
    contractId: 'c1',
    sectionId: 'parties',
    type: 'question',
    status: 'active',
    content: 'Is the address right?',
    positionX: 25.5,
    positionY: 40,
    userId: 'u1',
    authorName: 'Jane Doe',
    parentId: null,
    createdAt: '2025-01-06T12:00:00Z',
    updatedAt: '2025-01-06T12:00:00Z',
    ...overrides,
  };
}

type Route = (url: string, init?: RequestInit) => Response | undefined;

function renderPreview(opts: { contract?: ReturnType<typeof record>; notes?: Annotation[]; route?: Route } = {}) {
  polyfillRadix();
  const fetchMock = stubApi(testUser, (url, init) => {
    const answer = opts.route?.(url, init);
    if (answer) return answer;
    if (url === '/api/contracts/c1') return Response.json(opts.contract ?? record({ status: 'draft' }));
    if (url === '/api/contracts/c1/annotations' && (init?.method ?? 'GET') === 'GET') return Response.json(opts.notes ?? []);
    return undefined;
  });
  renderApp('/preview/c1');
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, url: string, method: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => JSON.parse(String(init!.body)));

describe('annotation content', () => {
  it('must not be blank', () => {
    expect(annotationContentError('')).toBe('Please enter annotation content');
    expect(annotationContentError('   \n ')).toBe('Please enter annotation content');
    expect(annotationContentError('Looks good')).toBeUndefined();
  });
});

describe('contract text', () => {
  it('reads numbered, all-caps and colon lines as headings (the one model the sign page and the PDF use)', () => {
    expect(
      headingOutline(parseContract('HOME SERVICE CONTRACT\nKitchen at 12 Elm\n\n1. PARTIES\nHomeowner: Hana\nWhat happens next:\n- sign')),
    ).toEqual([
      { level: 0, text: 'HOME SERVICE CONTRACT' },
      { level: 1, text: '1. PARTIES' },
      { level: 3, text: 'What happens next:' },
    ]);
  });
});

const LONG_TERMS = Array.from(
  { length: 6 },
  (_, i) =>
    `Clause ${i + 1}: the Provider keeps the work area safe and tidy, and tells the Homeowner at once of anything that delays the work.`,
).join('\n\n');

/** The test contract with a long terms section (one a phone folds). */
const LONG_TEXT = CONTRACT_TEXT.replace('3. SIGNATURES', `3. TERMS\n${LONG_TERMS}\n\n4. SIGNATURES`);

const docOf = (text: string) => previewDocument(parseContract(text));

describe('where a note sits: a stretch of the text, not a point on the screen', () => {
  it('puts each numbered section of the text in one of the four annotation sections', () => {
    expect(groupOf(null)).toBe('service-details');
    expect(groupOf('1. PARTIES')).toBe('parties');
    expect(groupOf('2. SCOPE OF WORK')).toBe('service-details');
    expect(groupOf('3. TIMELINE')).toBe('timeline-payment');
    expect(groupOf('4. PRICE AND PAYMENT SCHEDULE')).toBe('timeline-payment');
    expect(groupOf('11. TERMINATION AND DISPUTE RESOLUTION')).toBe('terms');
  });

  it('stores the start and end as percentages of the group text, and reads back the same words', () => {
    const doc = docOf(LONG_TEXT);
    const terms = doc.sections.find((s) => s.heading?.text === '3. TERMS')!;
    const line = sectionPieces(terms)[3]!;
    for (const word of ['Clause 3', 'work area safe', 'delays the work.']) {
      const at = line.start + line.text.indexOf(word);
      const range = { group: terms.group, start: at, end: at + word.length };
      const stored = encodeRange(range, doc);
      expect(stored.positionX).toBeGreaterThan(100);
      expect(stored.positionY).toBeLessThanOrEqual(100);
      const placed = placeAnnotation(doc, note({ sectionId: 'terms', ...stored }), 1);
      expect(placed.quote).toBe(word);
      expect(placed.section?.heading?.text).toBe('3. TERMS');
    }
  });

  it('widens a selection to whole words, within one section', () => {
    const doc = docOf(CONTRACT_TEXT);
    const parties = doc.sections.find((s) => s.group === 'parties')!;
    const line = sectionPieces(parties)[1]!; // "Homeowner: Hana Owens"
    const at = line.start + line.text.indexOf('ana Ow');
    expect(quoteOf(doc, snapToWords(doc, { group: 'parties', start: at, end: at + 6 }))).toBe('Hana Owens');
  });

  it('reads an older note (a click point, positionX 0-100) as the line at that share of its section', () => {
    const doc = docOf(CONTRACT_TEXT);
    expect(placeAnnotation(doc, note({ positionX: 25.5, positionY: 40 }), 1).quote).toBe('Homeowner: Hana Owens');
    expect(placeAnnotation(doc, note({ positionX: 10, positionY: 0 }), 1).quote).toBe('1. PARTIES');
    // A section the text no longer has: listed, not placed.
    expect(placeAnnotation(doc, note({ sectionId: 'timeline-payment' }), 1).range).toBeNull();
  });
});

describe('preview page', () => {
  it('shows the header actions and the contract as its document (headings, paragraphs, lists, signature blocks)', async () => {
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Editing' }).getAttribute('href')).toBe('/contract/review?contractId=c1');
    const text = screen.getByRole('article', { name: 'Contract text' });
    expect(within(text).getByRole('heading', { name: 'HOME SERVICE CONTRACT', level: 2 })).toBeInTheDocument();
    expect(
      within(text)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. PARTIES', '2. SCOPE OF WORK', '3. SIGNATURES']);
    for (const name of ['1. PARTIES', '2. SCOPE OF WORK', '3. SIGNATURES'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    // A list is a list, not a "- " dump; labels are bold; the signature blocks are blocks.
    const scope = screen.getByRole('region', { name: '2. SCOPE OF WORK' });
    expect(within(scope).getByRole('listitem').textContent).toBe('We sign.');
    expect(text.textContent).not.toContain('- We sign.');
    expect(within(screen.getByRole('region', { name: '1. PARTIES' })).getByText('Homeowner:').className).toBe('ct-label');
    expect(screen.getByRole('region', { name: 'Signature block: HOMEOWNER' })).toBeInTheDocument();
    expect(screen.getByText('I HEREBY CANCEL THIS TRANSACTION.').closest('p')!.className).toBe('ct-conspicuous');
  });

  it('hides Continue Editing once the contract is out for signature', async () => {
    renderPreview({ contract: record({ status: 'pending_signatures' }) });
    await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 });
    expect(screen.queryByRole('link', { name: 'Continue Editing' })).toBeNull();
  });

  it('adds an annotation on the line that was clicked, the composer opening under it', async () => {
    const fetchMock = renderPreview({
      route: (url, init) =>
        url === '/api/contracts/c1/annotations' && init?.method === 'POST' ? Response.json(note(), { status: 201 }) : undefined,
    });
    const parties = await screen.findByRole('region', { name: '1. PARTIES' });
    fireEvent.click(within(parties).getByText('Hana Owens'));
    const form = await screen.findByRole('form', { name: 'Add annotation to 1. PARTIES' });
    expect(form.textContent).toContain('Note on “Homeowner: Hana Owens”');
    // In the flow of the section, after the paragraph it is about: nothing is drawn over the words.
    expect(parties.contains(form)).toBe(true);
    expect(form.getAttribute('style')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await within(form).findByText('Please enter annotation content')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'suggestion' } });
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: '  Add the unit number  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await screen.findByText('Annotation Added')).toBeInTheDocument();
    const [body] = bodyOf(fetchMock, '/api/contracts/c1/annotations', 'POST');
    expect(body).toMatchObject({ content: 'Add the unit number', type: 'suggestion', sectionId: 'parties' });
    expect(placeAnnotation(docOf(CONTRACT_TEXT), note(body as Partial<Annotation>), 1).quote).toBe('Homeowner: Hana Owens');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add annotation to 1. PARTIES' })).toBeNull());
  });

  it('adds an annotation on the words selected, from the "Add note" bar', async () => {
    const fetchMock = renderPreview({
      route: (url, init) =>
        url === '/api/contracts/c1/annotations' && init?.method === 'POST' ? Response.json(note(), { status: 201 }) : undefined,
    });
    const scope = await screen.findByRole('region', { name: '2. SCOPE OF WORK' });
    const textNode = within(scope).getByText(/Replace the kitchen faucet/).firstChild!;
    const range = document.createRange();
    range.setStart(textNode, 'Replace the '.length + 2); // inside "kitchen": the note takes whole words
    range.setEnd(textNode, 'Replace the kitchen fau'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    act(() => void document.dispatchEvent(new Event('selectionchange')));
    const bar = await screen.findByRole('region', { name: 'Selected text' });
    expect(bar.textContent).toContain('tchen fau');
    fireEvent.click(within(bar).getByRole('button', { name: 'Add note' }));
    const form = await screen.findByRole('form', { name: 'Add annotation to 2. SCOPE OF WORK' });
    expect(form.textContent).toContain('Note on “kitchen faucet”');
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Which model?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    await screen.findByText('Annotation Added');
    const [body] = bodyOf(fetchMock, '/api/contracts/c1/annotations', 'POST');
    expect(body).toMatchObject({ sectionId: 'service-details', type: 'comment' });
    expect(placeAnnotation(docOf(CONTRACT_TEXT), note(body as Partial<Annotation>), 1).quote).toBe('kitchen faucet');
  });

  it('opens the composer on a section heading with Enter, and Escape closes it', async () => {
    const fetchMock = renderPreview({
      route: (url, init) =>
        url === '/api/contracts/c1/annotations' && init?.method === 'POST' ? Response.json(note(), { status: 201 }) : undefined,
    });
    const section = await screen.findByRole('region', { name: '3. SIGNATURES' });
    expect(section.tabIndex).toBe(0);
    fireEvent.keyDown(section, { key: 'Enter' });
    const form = await screen.findByRole('form', { name: 'Add annotation to 3. SIGNATURES' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Annotation'));
    fireEvent.keyDown(within(form).getByLabelText('Annotation'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(document.activeElement).toBe(section);

    fireEvent.keyDown(section, { key: 'Enter' });
    const again = await screen.findByRole('form', { name: 'Add annotation to 3. SIGNATURES' });
    fireEvent.change(within(again).getByLabelText('Annotation'), { target: { value: 'Check clause 4' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Add Annotation' }));
    await screen.findByText('Annotation Added');
    const [body] = bodyOf(fetchMock, '/api/contracts/c1/annotations', 'POST');
    expect(body).toMatchObject({ sectionId: 'terms', type: 'comment' });
    expect(placeAnnotation(docOf(CONTRACT_TEXT), note(body as Partial<Annotation>), 1).quote).toBe('3. SIGNATURES');
  });

  it('on a phone a long section folds behind "Show section", and the annotation list folds under its heading', async () => {
    renderPreview({ contract: record({ status: 'draft', finalContract: LONG_TEXT }), notes: [note()] });
    const terms = await screen.findByRole('region', { name: '3. TERMS' });
    const show = within(terms).getByRole('button', { name: 'Show section' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(terms.hasAttribute('data-collapsed')).toBe(true);
    // The first paragraph stays; the rest is what folds (CSS, phones only).
    const paragraphs = terms.querySelectorAll('p');
    expect(paragraphs[0]!.hasAttribute('data-fold')).toBe(false);
    expect([...paragraphs].slice(1).every((p) => p.hasAttribute('data-fold'))).toBe(true);
    fireEvent.click(show);
    expect(within(terms).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(terms.hasAttribute('data-collapsed')).toBe(false);
    // Short sections never fold.
    expect(within(screen.getByRole('region', { name: '1. PARTIES' })).queryByRole('button', { name: /Show/ })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show annotations (1)' });
    const panel = toggle.closest('aside')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide annotations' }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
  });

  it("shows a note's number after its words, which are underlined, and its type and text in a tooltip", async () => {
    renderPreview({ notes: [note(), note({ id: 'a2', sectionId: 'terms', status: 'resolved', content: 'x'.repeat(200) })] });
    const first = await screen.findByRole('button', { name: 'Annotation 1: Question, show in list' });
    const parties = screen.getByRole('region', { name: '1. PARTIES' });
    expect(parties.contains(first)).toBe(true);
    expect(first.getAttribute('style')).toBeNull();
    const marks = [...parties.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent).join('')).toBe('Homeowner: Hana Owens');
    expect(marks.every((m) => m.dataset.note === 'a1' && m.classList.contains('pv-mark-question'))).toBe(true);
    act(() => first.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Question: Is the address right?');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A long note is cut short; a resolved one says so.
    act(() => screen.getByRole('button', { name: 'Annotation 2: Question, show in list' }).focus());
    expect(screen.getByRole('tooltip').textContent).toBe(`Question (resolved): ${'x'.repeat(119)}…`);
  });

  it('lists annotations with the words they are about, edits them, and shows one in the contract', async () => {
    const fetchMock = renderPreview({
      notes: [note(), note({ id: 'a2', sectionId: 'terms', type: 'comment', content: 'Second', createdAt: '2025-01-07T12:00:00Z' })],
      route: (url, init) => {
        if (url === '/api/annotations/a1' && init?.method === 'PUT') return Response.json(note({ status: 'resolved' }));
        return undefined;
      },
    });
    const list = await screen.findByRole('list', { name: 'Annotations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Is the address right?'),
      expect.stringContaining('Second'),
    ]);
    expect(items[0]!.querySelector('blockquote')!.textContent).toBe('About the words: Homeowner: Hana Owens');
    expect(within(items[0]!).getByText('1. PARTIES')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Annotation 1: Question, show in list' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(items[0]!.className).toContain('note-highlighted');

    fireEvent.click(screen.getByRole('button', { name: 'Edit annotation 1' }));
    const form = screen.getByRole('form', { name: 'Edit annotation 1' });
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter annotation content')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Is the address right? Yes.' } });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'resolved' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Annotation Updated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/annotations/a1', 'PUT')).toEqual([{ content: 'Is the address right? Yes.', status: 'resolved' }]);

    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => f(0));
    fireEvent.click(screen.getByRole('button', { name: 'Show annotation 2 in the contract' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annotation 2: Comment, show in list' })));
  });

  it('asks before deleting an annotation, naming it; Cancel keeps it', async () => {
    const fetchMock = renderPreview({
      notes: [note(), note({ id: 'a2', sectionId: 'terms', type: 'comment', content: 'Second', createdAt: '2025-01-07T12:00:00Z' })],
      route: (url, init) => {
        if (url === '/api/annotations/a2' && init?.method === 'DELETE') return new Response(null, { status: 204 });
        if (url === '/api/annotations/a1' && init?.method === 'DELETE') return new Response('Forbidden', { status: 403 });
        return undefined;
      },
    });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([u]) => u);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete annotation 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete annotation 2?' });
    expect(dialog.textContent).toContain('“Second” will be removed from the contract');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete annotation 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Annotation Deleted')).toBeInTheDocument();
    expect(deletes()).toEqual(['/api/annotations/a2']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 1' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete annotation 1?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete annotation')).toBeInTheDocument();
  });

  it('says when adding or updating fails', async () => {
    renderPreview({
      notes: [note()],
      route: (url, init) => {
        if (url === '/api/contracts/c1/annotations' && init?.method === 'POST') return new Response('nope', { status: 500 });
        if (url === '/api/annotations/a1' && init?.method === 'PUT') return new Response('nope', { status: 500 });
        return undefined;
      },
    });
    const section = await screen.findByRole('region', { name: '2. SCOPE OF WORK' });
    fireEvent.keyDown(section, { key: 'Enter' });
    const form = await screen.findByRole('form');
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Hi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await screen.findByText('Failed to add annotation')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add annotation to 2. SCOPE OF WORK' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit annotation 1' }));
    const edit = screen.getByRole('form', { name: 'Edit annotation 1' });
    fireEvent.change(within(edit).getByLabelText('Type'), { target: { value: 'highlight' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update annotation')).toBeInTheDocument();
  });

  it('says the contract no longer exists when it was deleted while the page was open (not "Failed to add annotation")', async () => {
    let deleted = false;
    renderPreview({
      route: (url, init) => {
        const gone = Response.json({ error: { code: 'not_found', message: 'Contract not found' } }, { status: 404 });
        if (url === '/api/contracts/c1/annotations' && init?.method === 'POST') {
          deleted = true;
          return gone;
        }
        if (url === '/api/contracts/c1' && deleted) return gone;
        return undefined;
      },
    });
    fireEvent.keyDown(await screen.findByRole('region', { name: '1. PARTIES' }), { key: 'Enter' });
    const form = await screen.findByRole('form');
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Hi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/This contract no longer exists: it was deleted after this page was opened/)).toBeInTheDocument();
    expect(screen.queryByText('Failed to add annotation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows a not-found card linking to the dashboard', async () => {
    renderPreview({
      route: (url) =>
        url === '/api/contracts/c1' ? Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This contract does not exist, or you do not have access to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
