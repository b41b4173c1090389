// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp, stubApi } from '../../test-utils';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';

window.scrollTo = vi.fn();
// Both pages are lazy-loaded by the router; loading them up front keeps the first findBy fast.
beforeAll(() => Promise.all([import('./ScopeEditorPage'), import('../wizard/ContractWizardPage')]), 20_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quick = {
  contractDetails: 'Replace the kitchen faucet and fix a leaking shower valve',
  persona: 'homeowner',
  selectedState: 'california',
};
const answer = {
  aiGeneratedScope: 'SCOPE OF WORK\n1. Remove the old kitchen faucet.\n2. Install the new faucet.',
  suggestions: ['Name the faucet brand and model.', 'Say who supplies the shower valve cartridge.'],
};

function open(route: (url: string, init?: RequestInit) => Response | undefined) {
  localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify(quick));
  const fetchMock = stubApi(null, route);
  renderApp('/scope-editor');
  return fetchMock;
}

describe('scope editor', () => {
  it('goes home when there is no quick-setup data', async () => {
    stubApi(null);
    renderApp('/scope-editor');
    await waitFor(() => expect(currentPath).toBe('/'));
  });

  it('generates the scope from the quick setup, then shows the editor, tips and next steps', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = stubApi(null);
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/generate-scope') {
        await gate;
        return Response.json(answer);
      }
      return new Response('Unauthorized', { status: 401 });
    });
    localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify(quick));
    renderApp('/scope-editor');
    expect(await screen.findByText('AI is Generating Your Scope of Work')).toBeInTheDocument();
    release();
    const editor = await screen.findByLabelText<HTMLTextAreaElement>('Scope of work');
    expect(editor.value).toBe(answer.aiGeneratedScope);
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/generate-scope')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual(quick);
    expect(screen.getByRole('heading', { name: 'Editing Tips' })).toBeInTheDocument();
    expect(screen.getByText('Name the faucet brand and model.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Happens Next' })).toBeInTheDocument();
  });

  it('stores the edited scope as aiGeneratedScope and goes to /contract', async () => {
    open((url) => (url === '/api/generate-scope' ? Response.json(answer) : undefined));
    const editor = await screen.findByLabelText('Scope of work');
    const create = screen.getByRole<HTMLButtonElement>('button', { name: /Create Service Contract/ });
    fireEvent.change(editor, { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(editor, { target: { value: 'My edited scope' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(currentPath).toBe('/contract'));
    // The wizard merges the quick setup (with the scope) into its draft and removes it.
    await screen.findByRole('heading', { name: 'Parties Information' });
    expect(JSON.parse(localStorage.getItem('contract-wizard-draft') ?? '{}')).toMatchObject({ aiGeneratedScope: 'My edited scope' });
    expect(localStorage.getItem(QUICK_SETUP_KEY)).toBeNull();
  });

  it('says when the scope cannot be saved', async () => {
    open((url) => (url === '/api/generate-scope' ? Response.json(answer) : undefined));
    await screen.findByLabelText('Scope of work');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: /Create Service Contract/ }));
    expect(await screen.findByText('Failed to save scope. Please try again.')).toBeInTheDocument();
    expect(currentPath).toBe('/scope-editor');
  });

  it('shows the error state with Go Back to Home, and Regenerate runs generation again', async () => {
    let calls = 0;
    open((url) => {
      if (url !== '/api/generate-scope') return undefined;
      calls += 1;
      return calls === 1 ? Response.json({ error: { code: 'ai_failed', message: 'down' } }, { status: 502 }) : Response.json(answer);
    });
    expect(await screen.findByText('Failed to generate scope of work. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByLabelText('Scope of work');
    fireEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    await waitFor(() => expect(calls).toBe(3));
    expect(await screen.findByLabelText('Scope of work')).toBeInTheDocument();
    cleanup();
    open(() => Response.json({ error: { code: 'ai_failed', message: 'down' } }, { status: 502 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back to Home' }));
    await waitFor(() => expect(currentPath).toBe('/'));
  });
});
