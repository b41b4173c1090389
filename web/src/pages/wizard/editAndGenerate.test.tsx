// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REDIRECT_KEY } from '../../lib/redirect';
import { currentPath, type Route } from '../../test-utils';
import type { User } from '@homepact/proto';
import { browserEffects } from './browser';
import { CONTRACT_ID_KEY, type WizardDraft } from './draftStorage';
import {
  CONTRACT_TEXT,
  completeDraft,
  errorBody,
  generateAndSend,
  openWizard,
  pdfResponse,
  setUpWizardPage,
  storedDraft,
} from './testFixtures';

const saved = setUpWizardPage();
const open = (path: string, draft: WizardDraft, contractId: string | null, route?: Route, user?: User | null) =>
  openWizard(path, draft, { contractId, route, user });
const pdf = pdfResponse;

describe('Edit step', () => {
  const draft = () => completeDraft({ finalContract: CONTRACT_TEXT, savedText: CONTRACT_TEXT });
  const scope = () => screen.findByLabelText<HTMLTextAreaElement>('Text of 2. SCOPE OF WORK');
  const EDITED = `${CONTRACT_TEXT}\n- Haul the old faucet away.\n`;

  it('edits the contract as sections (heading and text); Preview Mode renders the document', async () => {
    open('/contract/edit', draft(), 'c-1');
    expect((await scope()).value).toBe('Replace the faucet.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Title and introduction').value).toBe('HOME SERVICE CONTRACT');
    expect(screen.getAllByLabelText('Section heading').map((i) => (i as HTMLInputElement).value)).toEqual(['SCOPE OF WORK']);
    // The parties are written from the answers: shown locked, changed in the wizard (docs/decisions/0014-one-set-of-terms.md).
    const parties = screen.getByRole('region', { name: 'Section 1. PARTIES' });
    expect(parties.textContent).toContain('from your answers');
    expect(within(parties).queryByRole('textbox')).toBeNull();
    expect(within(parties).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Edit Mode' }).getAttribute('aria-selected')).toBe('true');
    const preview = screen.getByRole('tab', { name: 'Preview Mode' });
    fireEvent.mouseDown(preview);
    fireEvent.click(preview);
    expect(await screen.findByRole('heading', { name: '2. SCOPE OF WORK' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HOME SERVICE CONTRACT' })).toBeInTheDocument();
  });

  it('offers Save Changes only when modified and saves through PATCH; List turns lines into list items', async () => {
    const fetchMock = open('/contract/edit', draft(), 'c-1', (url) =>
      url === '/api/contracts/c-1/content' ? Response.json({ id: 'c-1' }) : undefined,
    );
    const body = await scope();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.change(body, { target: { value: 'Replace the faucet.\nHaul the old faucet away.' } });
    body.setSelectionRange(22, 30);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(body.value).toBe('Replace the faucet.\n- Haul the old faucet away.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contract content saved successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/contracts/c-1/content')!;
    expect(call[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ editedContractContent: EDITED });
    expect(storedDraft().editedContractContent).toBe(EDITED);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
  });

  it('adds a section above the fixed signature section, which nobody can write below', async () => {
    const signed = `${CONTRACT_TEXT}\n\n3. SIGNATURES\nHOMEOWNER\nSignature: ______\nDate: ______\n\nSERVICE PROVIDER\nSignature: ______\nDate: ______\n`;
    const fetchMock = open('/contract/edit', completeDraft({ finalContract: signed, savedText: signed }), 'c-1', (url) =>
      url === '/api/contracts/c-1/content' ? Response.json({ id: 'c-1' }) : undefined,
    );
    await scope();
    expect(screen.getByRole('region', { name: 'Signature section (fixed)' }).textContent).toContain('3. SIGNATURES fixed');
    expect(screen.queryByDisplayValue('3. SIGNATURES')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const headings = screen.getAllByLabelText<HTMLInputElement>('Section heading');
    expect(headings.at(-1)!.value).toBe('NEW SECTION');
    fireEvent.change(headings.at(-1)!, { target: { value: 'WARRANTY' } });
    fireEvent.change(screen.getByLabelText('Text of 3. WARRANTY'), { target: { value: 'One year on labor.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contract content saved successfully')).toBeInTheDocument();
    const sent = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u) === '/api/contracts/c-1/content')![1]?.body),
    ).editedContractContent;
    expect(sent).toBe(
      `${CONTRACT_TEXT}\n\n3. WARRANTY\nOne year on labor.\n\n4. SIGNATURES\nHOMEOWNER\nSignature: ______\nDate: ______\n\nSERVICE PROVIDER\nSignature: ______\nDate: ______\n`,
    );
  });

  it('a heading that would not read as a heading is named, and nothing is saved', async () => {
    const fetchMock = open('/contract/edit', draft(), 'c-1');
    await scope();
    fireEvent.change(screen.getAllByLabelText('Section heading')[0]!, { target: { value: 'the scope of the work, as agreed.' } });
    expect(screen.getByRole('alert').textContent).toContain('Make the heading a short title');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Check the headings')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/contracts/c-1/content')).toBe(false);
  });

  it('shows the server message when saving fails, and needs a contract id', async () => {
    open('/contract/edit', draft(), 'c-1', (url) =>
      url === '/api/contracts/c-1/content' ? errorBody(409, 'The contract text cannot change after a signature.', 'signed') : undefined,
    );
    fireEvent.change(await scope(), { target: { value: 'Changed text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The contract text cannot change after a signature.')).toBeInTheDocument();
    cleanup();
    localStorage.clear();
    open('/contract/edit', draft(), null);
    fireEvent.change(await scope(), { target: { value: 'Changed text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contract ID is required to save content')).toBeInTheDocument();
  });

  it('Continue applies the changes to the draft (and the saved contract) before Generate & Sign', async () => {
    const fetchMock = open('/contract/edit', draft(), 'c-1', (url) =>
      url === '/api/contracts/c-1/content' ? Response.json({ id: 'c-1' }) : undefined,
    );
    fireEvent.change(await scope(), { target: { value: 'Final words' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue to Generate & Sign/ }));
    expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath).toBe('/contract/generate'));
    expect(storedDraft().editedContractContent).toBe(
      'HOME SERVICE CONTRACT\n\n1. PARTIES\nHomeowner: Dana Whitfield\n\n2. SCOPE OF WORK\nFinal words\n',
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/contracts/c-1/content')).toBe(true);
  });

  it('downloads the text with a timestamped name and goes back to Review', async () => {
    open('/contract/edit', draft(), 'c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Text' }));
    expect(saved[0]?.name).toMatch(/^contract-\d+\.txt$/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Review' }));
    await waitFor(() => expect(currentPath).toBe('/contract/review'));
  });
});

describe('Generate step', () => {
  const draft = () => completeDraft({ finalContract: CONTRACT_TEXT });

  it('without a contract id shows Contract Not Found with a way back', async () => {
    open('/contract/generate', draft(), null);
    expect(await screen.findByText('Contract Not Found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath).toBe('/contract/review'));
  });

  it('generates the PDF, downloads contract-{id}.pdf and offers the next actions', async () => {
    const fetchMock = open('/contract/generate', draft(), 'c-7', (url, init) =>
      url === '/api/contracts/c-7/generate' && init?.method === 'POST'
        ? pdf('true')
        : url === '/api/contracts/c-7/pdf'
          ? pdf('true')
          : undefined,
    );
    await generateAndSend();
    expect(await screen.findByText('Contract downloaded and signing invitations sent to both parties.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/contracts/c-7/generate')!;
    expect((call[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(saved.map((s) => s.name)).toEqual(['contract-c-7.pdf']);

    // Jane created it but is not a party: the sign page shows her the status, not a form.
    expect(screen.getByRole('link', { name: 'View Signing Status' }).getAttribute('href')).toBe('/sign/c-7');
    expect(screen.getByText('Next steps')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download Again' }));
    expect(await screen.findByText('PDF Downloaded')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/contracts/c-7/generate')).toHaveLength(1);
    expect(saved[1]?.name).toMatch(/^contract-replace-the-kitchen-faucet-\d+\.pdf$/);

    fireEvent.click(screen.getByRole('button', { name: 'View Contract' }));
    expect(browserEffects.openWindow).toHaveBeenCalledWith('/api/contracts/c-7/view', expect.any(String), 'width=800,height=900');

    fireEvent.click(screen.getByRole('button', { name: 'Create New Contract' }));
    await waitFor(() => expect(currentPath).toBe('/contract'));
    expect(await screen.findByRole('heading', { name: 'Parties Information' })).toBeInTheDocument();
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
    expect(storedDraft()).toEqual({});
  });

  it('shows both recipients and the invitation before sending, and sends nothing until confirmed', async () => {
    const fetchMock = open('/contract/generate', draft(), 'c-7', (url) =>
      url === '/api/contracts/c-7/generate' ? pdf('true') : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate PDF Contract' }));
    const recipients = await screen.findByRole('list', { name: 'Recipients' });
    expect(recipients.textContent).toContain('Dana Whitfield <dana@example.com>');
    expect(recipients.textContent).toContain('Bay Plumbing <office@bayplumbing.example>');
    expect(screen.getAllByText('Jane Doe invited you to sign a contract: Plumbing')).toHaveLength(2);
    expect(screen.getByLabelText('Message to Dana Whitfield').textContent).toContain('token=your-personal-link');
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('list', { name: 'Recipients' })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/contracts/c-7/generate')).toBe(false);
    expect(saved).toEqual([]);
  });

  it('a creator who is a party is offered to sign in the same flow', async () => {
    open('/contract/generate', completeDraft({ finalContract: CONTRACT_TEXT, homeownerEmail: 'Jane.Doe@example.com' }), 'c-7', (url) =>
      url === '/api/contracts/c-7/generate' ? pdf('true') : undefined,
    );
    await generateAndSend();
    expect(await screen.findByRole('link', { name: 'Sign Contract' })).toBeInTheDocument();
  });

  it('warns when the PDF downloaded but the invitations were not sent', async () => {
    open('/contract/generate', draft(), 'c-7', (url) => (url === '/api/contracts/c-7/generate' ? pdf('false') : undefined));
    await generateAndSend();
    expect(await screen.findByText('Contract Generated')).toBeInTheDocument();
    expect(screen.getByText(/issue sending the signing invitations/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('on 401 asks to sign in and goes to /login after 1.5 s', async () => {
    open('/contract/generate', draft(), 'c-7', (url) =>
      url === '/api/contracts/c-7/generate' ? new Response('Unauthorized', { status: 401 }) : undefined,
    );
    await generateAndSend();
    expect(await screen.findByText('You need to sign in to generate contracts. Redirecting to login...')).toBeInTheDocument();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contract/generate');
    await waitFor(() => expect(currentPath).toBe('/login'));
  });

  it('shows the failure message, or the spec text', async () => {
    open('/contract/generate', draft(), 'c-7', (url) =>
      url === '/api/contracts/c-7/generate' ? new Response('Not Found', { status: 404 }) : undefined,
    );
    await generateAndSend();
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    cleanup();
    open('/contract/generate', draft(), 'c-7', (url) => {
      if (url === '/api/contracts/c-7/generate') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await generateAndSend();
    expect(await screen.findByText('Failed to generate PDF contract')).toBeInTheDocument();
  });

  it('asks a signed-out user to sign in before viewing', async () => {
    open('/contract/generate', draft(), 'c-7', undefined, null);
    await screen.findByRole('button', { name: 'Generate PDF Contract' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sign In' }) ?? screen.queryByRole('button', { name: 'Sign In' })).toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Contract' }));
    expect(await screen.findByText('You need to sign in to view contracts.')).toBeInTheDocument();
    expect(browserEffects.openWindow).not.toHaveBeenCalled();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contract/generate');
  });
});
