// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp, stubApi } from '../../test-utils';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import { readScopeStart } from './ScopeEditorPage';

window.scrollTo = vi.fn();
beforeAll(() => import('./ScopeEditorPage'), 20_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = { aiGeneratedScope: 'SCOPE OF WORK\n1. Fix the leak.', suggestions: [] };

describe('a quick-setup description the scope service refuses', () => {
  it('shows why and lets the visitor fix it here, instead of going home silently', async () => {
    localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify({ contractDetails: 'ab', persona: 'homeowner', selectedState: 'texas' }));
    const fetchMock = stubApi(null, (url) => (url === '/api/generate-scope' ? Response.json(answer) : undefined));
    renderApp('/scope-editor');
    expect(await screen.findByRole('heading', { name: 'Tell us a little more about the job' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Describe the job in a few more words (at least 3 characters)');
    expect(currentPath).toBe('/scope-editor');
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/generate-scope')).toBe(false);

    fireEvent.change(screen.getByLabelText('Describe the job'), { target: { value: 'Fix a leaking kitchen tap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write my scope' }));
    expect(await screen.findByRole('heading', { name: 'Review Your Scope of Work' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/generate-scope')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      contractDetails: 'Fix a leaking kitchen tap',
      persona: 'homeowner',
      selectedState: 'texas',
    });
    expect(JSON.parse(localStorage.getItem(QUICK_SETUP_KEY)!).contractDetails).toBe('Fix a leaking kitchen tap');
  });

  it('Go Back to Home is there too', async () => {
    localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify({ contractDetails: 'x', persona: 'contractor', selectedState: 'ohio' }));
    stubApi(null);
    renderApp('/scope-editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back to Home' }));
    await waitFor(() => expect(currentPath).toBe('/'));
  });

  it('tells nothing stored, a usable request and a refused one apart', () => {
    const storage = (v: unknown) => ({ getItem: () => (v === undefined ? null : JSON.stringify(v)) }) as unknown as Storage;
    expect(readScopeStart(storage(undefined))).toEqual({ kind: 'none' });
    expect(readScopeStart(storage({ contractDetails: 'Paint the fence', persona: 'homeowner', selectedState: 'texas' })).kind).toBe('ok');
    expect(readScopeStart(storage({ contractDetails: 'no', persona: 'homeowner', selectedState: 'texas' }))).toMatchObject({
      kind: 'refused',
      contractDetails: 'no',
    });
  });
});
