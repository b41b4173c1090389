// @vitest-environment jsdom
/**
 * "What is signed is right": the new-user walk's findings. Every answer is checked against what the
 * contract will say, and the wizard lets go of a contract once it has been sent.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { todayDate } from '@homepact/proto';
import { currentPath, renderApp, stubApi, testUser, type Route } from '../../test-utils';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import { record } from '../sign/testData';
import { CONTRACT_ID_KEY, DRAFT_KEY, type WizardDraft } from './draftStorage';
import { formSnapshot } from './payloads';
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

setUpWizardPage();
const continueButton = () => screen.getByRole('button', { name: /^Continue/ });
const requests = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

/** Opens a step with this draft, presses Continue and answers the messages shown, in order of the page. */
async function continueFrom(path: string, heading: string, draft: WizardDraft) {
  openWizard(`/contract/${path}`, draft);
  await screen.findByRole('heading', { name: heading });
  fireEvent.click(continueButton());
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  expect(currentPath).toBe(`/contract/${path}`);
}

describe('A. every answer is checked against what the contract will say', () => {
  it('Payment: the end before the start is named on the end date', async () => {
    await continueFrom('payment', 'Payment Terms', completeDraft({ projectStartDate: '2030-03-06', projectEndDate: '2030-03-02' }));
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(/^End date/));
  });

  it('Payment: a start in 2020 is in the past; today is fine', async () => {
    await continueFrom('payment', 'Payment Terms', completeDraft({ projectStartDate: '2020-06-01', projectEndDate: '2020-07-01' }));
    expect(screen.getByText('The start date is in the past: choose today or a later date')).toBeInTheDocument();
    cleanup();
    const today = todayDate();
    openWizard('/contract/payment', completeDraft({ projectStartDate: today, projectEndDate: today }));
    await screen.findByRole('heading', { name: 'Payment Terms' });
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Safety & Compliance' })).toBeInTheDocument();
  });

  it('Payment: a $0 total is refused', async () => {
    await continueFrom('payment', 'Payment Terms', completeDraft({ totalAmount: '0' }));
    expect(screen.getByText('The total amount must be more than $0')).toBeInTheDocument();
  });

  it('Licensing: the insurance amount must read as money', async () => {
    await continueFrom('licensing', 'Licensing & Insurance', completeDraft({ insuranceAmount: 'lots of money' }));
    expect(screen.getByText('Enter the insurance amount in dollars, like 1,000,000')).toBeInTheDocument();
  });

  it('Materials: a markup of -15 % is refused', async () => {
    await continueFrom('materials', 'Materials & Tools', completeDraft({ materialsProvidedBy: 'provider', materialsMarkup: '-15' }));
    expect(screen.getByText('Enter the markup as a percentage from 0 to 100, like 15')).toBeInTheDocument();
  });

  it('Termination: a notice of "0" and governing law "Narnia" are refused, not silently ignored', async () => {
    await continueFrom('termination', 'Termination & Dispute', completeDraft({ terminationNotice: '0', governingLaw: 'Narnia' }));
    expect(screen.getByText('The notice period must be at least 1 day')).toBeInTheDocument();
    expect(screen.getByText('Enter one of the 50 US states or DC for the governing law, like Texas or TX')).toBeInTheDocument();
  });

  it('Parties: a 2-character address is called too short, not missing', async () => {
    await continueFrom('parties', 'Parties Information', completeDraft({ homeownerAddress: '12' }));
    expect(screen.getByText('The address is too short: enter the street, city and ZIP')).toBeInTheDocument();
    expect(screen.queryByText('Address is required')).toBeNull();
  });
});

describe('B. a contract is saved once, and the wizard lets go of it once sent', () => {
  const saveRoute: Route = (url, init) => {
    if (url === '/api/contracts' && init?.method === 'POST') return Response.json({ id: 'c-1' }, { status: 201 });
    if (url === '/api/contracts/c-1' && init?.method === 'PUT') return Response.json({ id: 'c-1' });
    return undefined;
  };

  it('saving again after changing answers updates the same draft (PUT), never creates a second one', async () => {
    const fetchMock = openWizard('/contract/review', completeDraft({ finalContract: CONTRACT_TEXT }), { route: saveRoute });
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Your contract is saved as a draft. Make any final edits next.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath).toBe('/contract/edit'));
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBe('c-1');

    // Back later with a changed answer.
    cleanup();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...storedDraft(), homeownerAddress: '40 Pine Road, San Mateo, CA 94401' }));
    renderApp('/contract/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Your changes are saved to the same draft. Make any final edits next.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath).toBe('/contract/edit'));

    expect(requests(fetchMock, 'POST', '/api/contracts')).toHaveLength(1);
    const put = requests(fetchMock, 'PUT', '/api/contracts/c-1');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]![1]?.body))).toMatchObject({ homeownerAddress: '40 Pine Road, San Mateo, CA 94401' });
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBe('c-1');
  });

  it('saving with nothing changed sends nothing and says so', async () => {
    const draft = completeDraft({ finalContract: CONTRACT_TEXT, savedText: CONTRACT_TEXT });
    draft.savedFormKey = formSnapshot(draft);
    const fetchMock = openWizard('/contract/review', draft, { contractId: 'c-1', route: saveRoute });
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Nothing changed since your last save. Make any final edits next.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toHaveLength(0);
  });

  it('a save refused because the contract was sent meanwhile says so and goes to its page', async () => {
    openWizard('/contract/review', completeDraft({ finalContract: CONTRACT_TEXT, savedFormKey: 'older answers' }), {
      contractId: 'c-1',
      route: (url, init) =>
        url === '/api/contracts/c-1' && init?.method === 'PUT'
          ? errorBody(409, 'Only draft contracts can be edited', 'not_draft')
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Contract Already Sent')).toBeInTheDocument();
    expect(screen.queryByText(/saved as a draft/)).toBeNull();
    await waitFor(() => expect(currentPath).toBe('/preview/c-1'));
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
  });

  it('sending clears the browser draft; the next quick setup starts a clean contract', async () => {
    const previous = completeDraft({
      finalContract: CONTRACT_TEXT,
      providerLicense: 'LIC-12345',
      disputeResolution: 'arbitration',
    });
    openWizard('/contract/generate', previous, {
      contractId: 'c-7',
      route: (url, init) => (url === '/api/contracts/c-7/generate' && init?.method === 'POST' ? pdfResponse('true') : undefined),
    });
    await generateAndSend();
    expect(await screen.findByText('Contract downloaded and signing invitations sent to both parties.')).toBeInTheDocument();
    // The done state still shows what was sent, but nothing of it stays in the browser.
    expect(screen.getByText('Your contract PDF is ready')).toBeInTheDocument();
    expect(screen.getByText('Bay Plumbing')).toBeInTheDocument();
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
    expect(storedDraft()).toEqual({});

    // A new contract from the home page's quick setup.
    cleanup();
    localStorage.setItem(
      QUICK_SETUP_KEY,
      JSON.stringify({ contractDetails: 'Repaint the living room walls and ceiling', persona: 'homeowner', selectedState: 'texas' }),
    );
    renderApp('/contract');
    expect((await screen.findByLabelText<HTMLInputElement>(/^Service type/)).value).toBe('Repaint the living room walls');
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Property address/).value).toBe('');
    const draft = storedDraft();
    for (const key of ['providerLicense', 'homeownerAddress', 'disputeResolution', 'providerName', 'finalContract', 'totalAmount']) {
      expect(draft, key).not.toHaveProperty(key);
    }
    expect(draft).toMatchObject({ homeownerState: 'TX', governingLaw: 'Texas' });
  });

  it('a quick setup over an unsent draft of another contract also starts clean', async () => {
    localStorage.setItem(
      QUICK_SETUP_KEY,
      JSON.stringify({ contractDetails: 'Fix the fence', persona: 'homeowner', selectedState: 'texas' }),
    );
    openWizard('/contract', completeDraft({ providerLicense: 'LIC-12345' }), { contractId: 'c-old' });
    expect((await screen.findByLabelText<HTMLInputElement>(/^Service type/)).value).toBe('Fix the fence');
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe('');
    expect(storedDraft()).not.toHaveProperty('providerLicense');
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
  });

  it('Generate on a contract already sent elsewhere does not claim it was sent: it says so and goes to its page', async () => {
    openWizard('/contract/generate', completeDraft({ finalContract: CONTRACT_TEXT }), {
      contractId: 'c-7',
      route: (url) =>
        url === '/api/contracts/c-7/generate'
          ? errorBody(409, 'This contract has already been sent for signature. Download it instead.', 'not_draft')
          : undefined,
    });
    await generateAndSend();
    expect(await screen.findByText('Contract Already Sent')).toBeInTheDocument();
    expect(screen.queryByText(/sent to both parties/)).toBeNull();
    await waitFor(() => expect(currentPath).toBe('/preview/c-7'));
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
  });

  it('a start date that has passed must be fixed before sending; nothing is sent', async () => {
    const fetchMock = openWizard('/contract/generate', completeDraft({ finalContract: CONTRACT_TEXT, projectStartDate: '2020-06-01' }), {
      contractId: 'c-7',
    });
    expect(await screen.findByText('The start date is in the past: choose today or a later date')).toBeInTheDocument();
    const generate = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate PDF Contract' });
    expect(generate.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fix the dates' }));
    await waitFor(() => expect(currentPath).toBe('/contract/payment'));
    expect(requests(fetchMock, 'POST', '/api/contracts/c-7/generate')).toHaveLength(0);
  });

  it('opening a sent contract with ?contractId= goes to its page with a message, and keeps the draft in progress', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft()));
    localStorage.setItem(CONTRACT_ID_KEY, 'c-1');
    stubApi(testUser, (url) =>
      url === '/api/contracts/c-42'
        ? Response.json(record({ id: 'c-42', status: 'completed', finalContract: CONTRACT_TEXT, contractData: { ...completeDraft() } }))
        : undefined,
    );
    renderApp('/contract/review?contractId=c-42');
    expect(await screen.findByText('It has been sent for signature, so it can no longer be edited here. Here it is.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath).toBe('/preview/c-42'));
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBe('c-1');
  });

  it('a sent contract left in an older browser draft is shown read-only: no Save, no Generate', async () => {
    openWizard('/contract/generate', completeDraft({ finalContract: CONTRACT_TEXT, pdfGeneratedFor: 'c-7' }), { contractId: 'c-7' });
    expect(await screen.findByText(/This contract has been sent for signature, so it can no longer be edited/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate PDF Contract' })).toBeNull();
    expect(screen.queryByText(/sent to both parties/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the contract' }).getAttribute('href')).toBe('/preview/c-7');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new contract' }));
    await waitFor(() => expect(currentPath).toBe('/contract/parties'));
    expect((await screen.findByLabelText<HTMLInputElement>(/^First name/)).value).toBe('');
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();

    cleanup();
    openWizard('/contract/review', completeDraft({ finalContract: CONTRACT_TEXT, pdfGeneratedFor: 'c-7' }), { contractId: 'c-7' });
    await screen.findByText(/This contract has been sent for signature/);
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).toBeNull();
  });
});
