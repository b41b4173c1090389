// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { browserEffects } from './browser';
import { CONTRACT_ID_KEY, DRAFT_KEY, type WizardDraft } from './draftStorage';
import { CONTRACT_TEXT, completeDraft, withInvitationPreview } from './testFixtures';

/**
 * Issue 9, finding 4: when the text disagrees with the form, Generate
 * answers 409 terms_mismatch; the step shows the differences and lets the
 * owner edit the text or confirm and send.
 */
window.scrollTo = vi.fn();
beforeAll(() => import('./ContractWizardPage'), 20_000);

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(browserEffects, 'saveBlob').mockImplementation((_blob, name) => void saved.push(name));
  vi.spyOn(browserEffects, 'assignLocation').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DIFFERENCES = [
  'Total price: the form says $1,000.00; the contract text asks for $95,000.00, more than that.',
  'Payment: the form says payment on completion; the contract text asks for $95,000.00 before the work is done.',
];
const mismatch = () =>
  Response.json(
    {
      error: {
        code: 'terms_mismatch',
        message: `The contract text does not match the terms in the form:\n- ${DIFFERENCES.join('\n- ')}`,
        details: { differences: DIFFERENCES.map((message) => ({ field: 'totalAmount', form: '', text: '', message })) },
      },
    },
    { status: 409 },
  );
const pdf = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'X-Emails-Sent': 'true' },
  });

function open(route: (url: string, init?: RequestInit) => Response | undefined) {
  const draft: WizardDraft = completeDraft({ finalContract: CONTRACT_TEXT });
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  localStorage.setItem(CONTRACT_ID_KEY, 'c-9');
  const fetchMock = stubApi(testUser, withInvitationPreview(route));
  renderApp('/contract/generate');
  return fetchMock;
}

/** Generate PDF Contract shows the invitations first; Send sends them (issue 10.2). */
async function generateAndSend() {
  fireEvent.click(await screen.findByRole('button', { name: 'Generate PDF Contract' }));
  const send = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send invitations and download PDF' });
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}

describe('Generate step: terms that differ from the text', () => {
  it('shows every difference, sends nothing, and on confirmation sends with confirmTermsMismatch', async () => {
    const fetchMock = open((url, init) => {
      if (url !== '/api/contracts/c-9/generate') return undefined;
      const body = JSON.parse(String(init?.body ?? '{}')) as { confirmTermsMismatch?: boolean };
      return body.confirmTermsMismatch ? pdf() : mismatch();
    });
    await generateAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The contract text does not match the terms in the form');
    for (const d of DIFFERENCES) expect(screen.getByText(d)).toBeTruthy();
    expect(saved).toEqual([]);
    // Not mistaken for "already sent": the step still offers to generate.
    expect(screen.queryByText('Your contract PDF is ready')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'The text is right: send it' }));
    expect(await screen.findByText('Your contract PDF is ready')).toBeTruthy();
    expect(saved).toEqual(['contract-c-9.pdf']);
    const bodies = fetchMock.mock.calls
      .filter(([u]) => String(u) === '/api/contracts/c-9/generate')
      .map(([, i]) => JSON.parse(String(i?.body)));
    expect(bodies).toEqual([{}, { confirmTermsMismatch: true }]);
  });

  it('offers to go back and edit the text instead', async () => {
    open((url) => (url === '/api/contracts/c-9/generate' ? mismatch() : undefined));
    await generateAndSend();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the text' }));
    await waitFor(() => expect(screen.getByLabelText('Title and introduction')).toBeTruthy());
  });
});
