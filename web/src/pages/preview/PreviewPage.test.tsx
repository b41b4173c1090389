// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Annotation } from '@homepact/proto';
import { headingOutline, parseContract } from '@homepact/legal';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { polyfillRadix } from '../marketing/testHelpers';
import { record } from '../sign/testData';
import { annotationContentError } from './annotationsApi';
import { clickOffset, TOP_LEFT } from './offset';

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

describe('click offsets', () => {
  it('is a percentage of the section with two decimals', () => {
    const rect = { left: 100, top: 200, width: 300, height: 700 };
    expect(clickOffset({ clientX: 200, clientY: 300 }, rect)).toEqual({ positionX: 33.33, positionY: 14.29 });
    expect(clickOffset({ clientX: 100, clientY: 200 }, rect)).toEqual({ positionX: 0, positionY: 0 });
    expect(clickOffset({ clientX: 400, clientY: 900 }, rect)).toEqual({ positionX: 100, positionY: 100 });
  });

  it('stays inside the section and survives an empty one', () => {
    expect(clickOffset({ clientX: 50, clientY: 5000 }, { left: 100, top: 0, width: 200, height: 100 })).toEqual({
      positionX: 0,
      positionY: 100,
    });
    expect(clickOffset({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ positionX: 0, positionY: 0 });
    expect(TOP_LEFT).toEqual({ positionX: 0, positionY: 0 });
  });
});

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

describe('preview page', () => {
  it('shows the header actions and the four sections', async () => {
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Editing' }).getAttribute('href')).toBe('/contract/review?contractId=c1');
    const names = ['Service Details', 'Parties', 'Timeline & Payment', 'Contract Terms'];
    for (const name of names) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contract Terms' })).getByRole('heading', { name: '1. PARTIES' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Timeline & Payment' })).getByText('$1,500.00')).toBeTruthy();
  });

  it('hides Continue Editing once the contract is out for signature', async () => {
    renderPreview({ contract: record({ status: 'pending_signatures' }) });
    await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 });
    expect(screen.queryByRole('link', { name: 'Continue Editing' })).toBeNull();
  });

  it('adds an annotation where the section was clicked', async () => {
    const fetchMock = renderPreview({
      route: (url, init) =>
        url === '/api/contracts/c1/annotations' && init?.method === 'POST' ? Response.json(note(), { status: 201 }) : undefined,
    });
    const section = await screen.findByRole('region', { name: 'Parties' });
    section.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 300,
      right: 400,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(section, { clientX: 100, clientY: 150 });
    const form = await screen.findByRole('form', { name: 'Add annotation to Parties' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await within(form).findByText('Please enter annotation content')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'suggestion' } });
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: '  Add the unit number  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await screen.findByText('Annotation Added')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/contracts/c1/annotations', 'POST')).toEqual([
      { content: 'Add the unit number', type: 'suggestion', sectionId: 'parties', positionX: 25, positionY: 50 },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add annotation to Parties' })).toBeNull());
  });

  it('opens the composer at the top-left with Enter, and Escape closes it', async () => {
    const fetchMock = renderPreview({
      route: (url, init) =>
        url === '/api/contracts/c1/annotations' && init?.method === 'POST' ? Response.json(note(), { status: 201 }) : undefined,
    });
    const section = await screen.findByRole('region', { name: 'Contract Terms' });
    expect(section.tabIndex).toBe(0);
    fireEvent.keyDown(section, { key: 'Enter' });
    const form = await screen.findByRole('form', { name: 'Add annotation to Contract Terms' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Annotation'));
    fireEvent.keyDown(within(form).getByLabelText('Annotation'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(document.activeElement).toBe(section);

    fireEvent.keyDown(section, { key: 'Enter' });
    const again = await screen.findByRole('form', { name: 'Add annotation to Contract Terms' });
    fireEvent.change(within(again).getByLabelText('Annotation'), { target: { value: 'Check clause 4' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Add Annotation' }));
    await screen.findByText('Annotation Added');
    expect(bodyOf(fetchMock, '/api/contracts/c1/annotations', 'POST')[0]).toMatchObject({
      sectionId: 'terms',
      positionX: 0,
      positionY: 0,
      type: 'comment',
    });
  });

  it('on a phone the annotation list folds under its heading and opens on demand (not 23,000 px down the page)', async () => {
    renderPreview({ notes: [note()] });
    const toggle = await screen.findByRole('button', { name: 'Show annotations (1)' });
    const panel = toggle.closest('aside')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
    // The panel comes before the sections in the reading order of a phone (CSS order), folded.
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide annotations' }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
  });

  it("shows a marker's type and text in a tooltip, which keyboard focus opens and Escape closes", async () => {
    polyfillRadix();
    renderPreview({ notes: [note(), note({ id: 'a2', sectionId: 'terms', status: 'resolved', content: 'x'.repeat(200) })] });
    const first = await screen.findByRole('button', { name: 'Annotation 1: Question, show in list' });
    act(() => first.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Question: Is the address right?');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A long note is cut short; a resolved one says so.
    act(() => screen.getByRole('button', { name: 'Annotation 2: Question, show in list' }).focus());
    expect(screen.getByRole('tooltip').textContent).toBe(`Question (resolved): ${'x'.repeat(119)}…`);
  });

  it('lists annotations with markers, edits and deletes them', async () => {
    const fetchMock = renderPreview({
      notes: [note(), note({ id: 'a2', sectionId: 'terms', type: 'comment', content: 'Second', createdAt: '2025-01-07T12:00:00Z' })],
      route: (url, init) => {
        if (url === '/api/annotations/a1' && init?.method === 'PUT') return Response.json(note({ status: 'resolved' }));
        if (url === '/api/annotations/a2' && init?.method === 'DELETE') return new Response('Forbidden', { status: 403 });
        return undefined;
      },
    });
    const list = await screen.findByRole('list', { name: 'Annotations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Is the address right?'), expect.stringContaining('Second')]);
    const marker = within(screen.getByRole('region', { name: 'Parties' })).getByRole('button', {
      name: 'Annotation 1: Question, show in list',
    });
    expect(marker.style.getPropertyValue('--x')).toBe('25.5%');
    expect(marker.style.getPropertyValue('--y')).toBe('40%');
    fireEvent.click(marker);
    expect(screen.queryByRole('form')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit annotation 1' }));
    const form = screen.getByRole('form', { name: 'Edit annotation 1' });
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter annotation content')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Is the address right? Yes.' } });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'resolved' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Annotation Updated')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/annotations/a1', 'PUT')).toEqual([{ content: 'Is the address right? Yes.', status: 'resolved' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 2' }));
    expect(await screen.findByText('Failed to delete annotation')).toBeTruthy();
  });

  it('says when adding or updating fails', async () => {
    renderPreview({
      notes: [note()],
      route: (url, init) => {
        if (url === '/api/contracts/c1/annotations' && init?.method === 'POST') return new Response('nope', { status: 500 });
        return undefined;
      },
    });
    const section = await screen.findByRole('region', { name: 'Service Details' });
    fireEvent.keyDown(section, { key: 'Enter' });
    const form = await screen.findByRole('form');
    fireEvent.change(within(form).getByLabelText('Annotation'), { target: { value: 'Hi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Annotation' }));
    expect(await screen.findByText('Failed to add annotation')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add annotation to Service Details' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit annotation 1' }));
    const edit = screen.getByRole('form', { name: 'Edit annotation 1' });
    fireEvent.change(within(edit).getByLabelText('Type'), { target: { value: 'highlight' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update annotation')).toBeTruthy();
  });

  it('shows a not-found card linking to the dashboard', async () => {
    renderPreview({
      route: (url) =>
        url === '/api/contracts/c1' ? Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
