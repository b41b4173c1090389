// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateContractBodySchema } from '@homepact/proto';
import { REDIRECT_KEY } from '../../lib/redirect';
import { dismissAllToasts } from '../../lib/toast';
import { currentPath, renderApp, stubApi, testUser, type Route } from '../../test-utils';
import { record } from '../sign/testData';
import { CONTRACT_ID_KEY, DRAFT_KEY, type WizardDraft } from './draftStorage';
import { finalContractPayload, formSnapshot } from './payloads';
import { CONTRACT_TEXT, completeDraft, errorBody, openWizard, setUpWizardPage, storedDraft } from './testFixtures';

const saved = setUpWizardPage();
const openReview = (draft: WizardDraft, route?: Route, contractId?: string) => openWizard('/contract/review', draft, { route, contractId });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u) === url)?.[1]?.body)) as Record<string, unknown>;

describe('Review: assembled contract and rule checks', () => {
  it('shows the California deposit warning for a 30% deposit, with its source and a way to fix it', async () => {
    openReview(completeDraft());
    const warning = await screen.findByText(/California limits the down payment to \$1,000 or 10% of the price/);
    const item = warning.closest('li')!;
    expect(item.className).toContain('wz-warning-warning');
    expect(item.textContent).toMatch(/Source: .*Bus\. & Prof\. Code/);
    // The assembled contract is on screen as a document, section headings included: one text, no second one.
    expect(screen.getByText('Home Service Contract: Replace the kitchen faucet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. PARTIES' })).toBeInTheDocument();
    expect(document.querySelectorAll('.wz-document')).toHaveLength(1);

    fireEvent.click(item.querySelector('button')!);
    await waitFor(() => expect(currentPath).toBe('/contract/payment'));
    await waitFor(() => expect(document.activeElement?.id).toBe('wz-paymentTerms'));
  });

  it('offers "Fix in ..." only where a rule check failed, not on notes', async () => {
    openReview(completeDraft());
    await screen.findByText(/California limits the down payment/);
    const items = [...document.querySelectorAll('li.wz-warning')];
    expect(items.length).toBeGreaterThan(1);
    for (const li of items) {
      const hasFix = [...li.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Fix in'));
      expect(hasFix, li.textContent ?? '').toBe(li.classList.contains('wz-warning-warning'));
    }
  });

  it('has no deposit warning for a 10% deposit under $1,000', async () => {
    openReview(completeDraft({ paymentTerms: '10% deposit due at signing, balance on completion' }));
    await screen.findByRole('heading', { name: 'Review Contract' });
    expect(screen.queryByText(/California limits the down payment/)).toBeNull();
  });
});

describe('Review: Generate AI Contract', () => {
  it('sends the spec payload and shows the text, view-only until Edit Text', async () => {
    const draft = completeDraft();
    const fetchMock = openReview(draft, (url) =>
      url === '/api/generate-final-contract' ? Response.json({ finalContract: CONTRACT_TEXT }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AI Contract' }));
    expect(await screen.findByText('Contract Generated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/generate-final-contract')).toEqual(JSON.parse(JSON.stringify(finalContractPayload(draft))));
    // View only: the generated text as the document (the preview built from the answers is gone: one text).
    const view = screen.getByRole('region', { name: 'Contract text' });
    expect(view.querySelector('.ct-title')?.textContent).toBe('HOME SERVICE CONTRACT');
    expect(screen.queryByRole('region', { name: 'Contract preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Text' }));
    const textArea = screen.getByLabelText<HTMLTextAreaElement>('Contract text');
    expect(textArea.value).toBe(CONTRACT_TEXT);
    fireEvent.change(textArea, { target: { value: `${CONTRACT_TEXT}\nExtra line` } });
    // HomePact's text stays as written; the owner's words are their edit of it (shown to signers as theirs).
    expect(storedDraft().finalContract).toBe(CONTRACT_TEXT);
    expect(storedDraft().editedContractContent).toBe(`${CONTRACT_TEXT}\nExtra line`);
    fireEvent.click(screen.getByRole('button', { name: 'View Only' }));
    expect(screen.getByRole('region', { name: 'Contract text' }).textContent).toContain('Extra line');
    expect(screen.getByRole('button', { name: 'Regenerate AI Contract' })).toBeInTheDocument();
  });

  it('explains a failed generation with the server message', async () => {
    openReview(completeDraft(), (url) =>
      url === '/api/generate-final-contract'
        ? errorBody(502, 'The AI service could not generate the contract. Please try again.', 'ai_failed')
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AI Contract' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('The AI service could not generate the contract. Please try again.')).toBeInTheDocument();
  });

  it('falls back to the spec text when the failure has no message', async () => {
    openReview(completeDraft(), (url) => (url === '/api/generate-final-contract' ? new Response('', { status: 500 }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AI Contract' }));
    await screen.findByText('Generation Failed');
    // An empty body falls back to the status text; only a network error has no message at all.
    cleanup();
    act(() => dismissAllToasts()); // else the next check could find this toast, not the network error's
    openReview(completeDraft(), (url) => {
      if (url === '/api/generate-final-contract') throw new TypeError('Failed to fetch');
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AI Contract' }));
    expect(await screen.findByText('Failed to generate contract. Please try again.')).toBeInTheDocument();
  });
});

describe('Review: Download as .txt and Save & Continue', () => {
  it('refuses both while there is no contract text', async () => {
    openReview(completeDraft());
    fireEvent.click(await screen.findByRole('button', { name: 'Download as .txt' }));
    expect(await screen.findByText('Please generate a contract first before creating PDF.')).toBeInTheDocument();
    expect(screen.getByText('No Contract Content')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Please generate a contract first before saving.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('downloads the text as a timestamped .txt file', async () => {
    openReview(completeDraft({ finalContract: CONTRACT_TEXT }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download as .txt' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^contract-\d{13}\.txt$/);
    expect(await saved[0]!.blob.text()).toBe(CONTRACT_TEXT);
  });

  it('saves the contract with only the schema keys, stores its id and goes to Edit', async () => {
    const fetchMock = openReview(completeDraft({ finalContract: CONTRACT_TEXT }), (url, init) =>
      url === '/api/contracts' && init?.method === 'POST' ? Response.json({ id: 'c-123' }, { status: 201 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Contract Saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath).toBe('/contract/edit'));
    const body = bodyOf(fetchMock, '/api/contracts');
    const allowed = Object.keys(CreateContractBodySchema.shape);
    expect(Object.keys(body).filter((k) => !allowed.includes(k))).toEqual([]);
    expect(body).toMatchObject({ finalContract: CONTRACT_TEXT, homeownerFirstName: 'Dana', totalAmount: '4500' });
    expect(String(body.htmlContent)).toContain('<h2 class="ct-heading-1">1. PARTIES</h2>');
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBe('c-123');
    // The text download is for unsaved contracts only.
    fireEvent.click(screen.getByRole('button', { name: /Back to Review/ }));
    await screen.findByRole('heading', { name: 'Review Contract' });
    expect(screen.queryByRole('button', { name: 'Download as .txt' })).toBeNull();
  });

  it('on 401 remembers the page, asks to sign in and goes to /login after 1.5 s', async () => {
    openReview(completeDraft({ finalContract: CONTRACT_TEXT }), (url) =>
      url === '/api/contracts' ? new Response('Unauthorized', { status: 401 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Please Sign In')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contract/review');
    expect(currentPath).toBe('/contract/review');
    await waitFor(() => expect(currentPath).toBe('/login'), { timeout: 3000 });
  });

  it('shows the server message, or the spec text, when saving fails', async () => {
    openReview(completeDraft({ finalContract: CONTRACT_TEXT }), (url) =>
      url === '/api/contracts' ? errorBody(400, 'Total amount is required') : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Total amount is required')).toBeInTheDocument();
    cleanup();
    openReview(completeDraft({ finalContract: CONTRACT_TEXT }), (url) => {
      if (url === '/api/contracts') throw new TypeError('Failed to fetch');
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Failed to save contract')).toBeInTheDocument();
  });

  it('names a missing detail before sending and offers the step to fix it', async () => {
    const fetchMock = openReview(completeDraft({ finalContract: CONTRACT_TEXT, paymentTerms: '' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Payment terms are required (Payment Terms)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/contracts')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    await waitFor(() => expect(currentPath).toBe('/contract/payment'));
  });

  it('for a contract already saved with these details, saves only the changed text', async () => {
    const draft = completeDraft({ finalContract: `${CONTRACT_TEXT} edited` });
    draft.savedFormKey = formSnapshot(draft);
    draft.savedText = CONTRACT_TEXT;
    const fetchMock = openReview(draft, (url) => (url === '/api/contracts/c-9/content' ? Response.json({ id: 'c-9' }) : undefined), 'c-9');
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(currentPath).toBe('/contract/edit'));
    expect(bodyOf(fetchMock, '/api/contracts/c-9/content')).toEqual({ editedContractContent: `${CONTRACT_TEXT} edited` });
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/contracts')).toBe(false);
  });
});

describe('Continue Editing: /contract/review?contractId=', () => {
  it('loads the saved contract into the draft when the id differs', async () => {
    const saved = record({
      id: 'c-42',
      status: 'draft',
      finalContract: CONTRACT_TEXT,
      editedContractContent: `${CONTRACT_TEXT}\nEdited`,
      contractData: { ...completeDraft({ serviceType: 'Water heater swap', totalAmount: '1800.00' }) },
      serviceType: 'Water heater swap',
    });
    localStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft()));
    localStorage.setItem(CONTRACT_ID_KEY, 'c-1');
    stubApi(testUser, (url) => (url === '/api/contracts/c-42' ? Response.json(saved) : undefined));
    renderApp('/contract/review?contractId=c-42');
    expect(await screen.findByText('Home Service Contract: Water heater swap')).toBeInTheDocument();
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBe('c-42');
    expect(screen.getByRole('region', { name: 'Contract text' }).textContent).toContain('Edited');
    expect(storedDraft()).toMatchObject({
      serviceType: 'Water heater swap',
      totalAmount: '1800.00',
      savedText: `${CONTRACT_TEXT}\nEdited`,
    });
  });
});

describe('Review: answers changed after the text was written', () => {
  it('says the text is out of date and which steps changed, saves nothing, and rewrites it keeping the owner’s own section', async () => {
    const draft = completeDraft();
    const generated = `${CONTRACT_TEXT}`;
    const edited = `${CONTRACT_TEXT}\n\n3. PARKING\nThe Provider parks on the street.\n`;
    const rewritten = CONTRACT_TEXT.replace('Dana Whitfield', 'Dana Whitfield-Ng');
    const fetchMock = openReview(
      // Written from the old name, then the name changed in the wizard.
      {
        ...draft,
        finalContract: generated,
        editedContractContent: edited,
        generatedFormKey: formSnapshot(draft),
        homeownerLastName: 'Whitfield-Ng',
      },
      (url) => (url === '/api/generate-final-contract' ? Response.json({ finalContract: rewritten, generatedSeal: 'v1.seal' }) : undefined),
      'c-1',
    );
    const notice = await screen.findByText(/The text below is out of date/);
    expect(notice.closest('[role="alert"]')!.textContent).toContain('Parties Information');

    fireEvent.click(screen.getByRole('button', { name: /Save & Continue/ }));
    expect(await screen.findByText('Rewrite the Text First')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/contracts'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Rewrite the text with my answers' }));
    expect(await screen.findByText(/Your own sections \(PARKING\) are kept/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/The text below is out of date/)).toBeNull());
    const after = storedDraft();
    expect(after.finalContract).toBe(rewritten);
    expect(after.generatedSeal).toBe('v1.seal');
    expect(after.editedContractContent).toContain('Dana Whitfield-Ng');
    expect(after.editedContractContent).toContain('The Provider parks on the street.');
  });
});
