// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp, stubApi, testUser } from '../../test-utils';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import { CONTRACT_ID_KEY, DRAFT_KEY } from './draftStorage';
import { deriveServiceType } from './quickSetupMerge';
import { WIZARD_STEPS } from './steps';
import { completeDraft } from './testFixtures';

const scrollTo = vi.fn();
window.scrollTo = scrollTo;
// The page is lazy-loaded by the router; loading it once up front keeps the first findBy fast.
beforeAll(() => import('./ContractWizardPage'), 20_000);

beforeEach(() => scrollTo.mockClear());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function open(path: string, draft?: object) {
  if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  stubApi(testUser);
  renderApp(path);
}

const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
const continueButton = () => screen.getByRole('button', { name: /^Continue/ });
const backButton = () => screen.getByRole('button', { name: /^Back$/ });

describe('step navigation', () => {
  it('starts at Parties Information with the title, 1/12 counter and progress bar', async () => {
    open('/contract');
    expect(await screen.findByRole('heading', { level: 2, name: 'Parties Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Service Contract' })).toBeInTheDocument();
    expect(screen.getByText('1/12')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('8');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it.each(WIZARD_STEPS.map((s) => [s.path, s.id, s.name] as const))('/contract/%s is step %i, %s', async (path, id, name) => {
    open(`/contract/${path}`, completeDraft());
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(`${id}/12`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.round((id / 12) * 100)));
  });

  it('moves forward and back one step at a time, scrolling smoothly to the top', async () => {
    open('/contract/licensing');
    await screen.findByRole('heading', { name: 'Licensing & Insurance' });
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Materials & Tools' })).toBeInTheDocument();
    expect(currentPath).toBe('/contract/materials');
    expect(screen.getByText('3/12')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(backButton());
    expect(await screen.findByRole('heading', { name: 'Licensing & Insurance' })).toBeInTheDocument();
    expect(currentPath).toBe('/contract/licensing');
  });

  it('goes home from the first step', async () => {
    open('/contract/parties');
    await screen.findByRole('heading', { name: 'Parties Information' });
    fireEvent.click(backButton());
    await waitFor(() => expect(currentPath).toBe('/'));
  });

  it('shows a placeholder for an unknown step', async () => {
    open('/contract/nonsense');
    expect(await screen.findByText('This step of the contract wizard does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start from the first step' }).getAttribute('href')).toBe('/contract/parties');
  });

  it('continues from Termination to Review', async () => {
    open('/contract/termination', completeDraft());
    await screen.findByRole('heading', { name: 'Termination & Dispute' });
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Review Contract' })).toBeInTheDocument();
    expect(currentPath).toBe('/contract/review');
  });
});

describe('step validation', () => {
  it('Parties: shows every message under its field and focuses the first invalid one', async () => {
    open('/contract/parties');
    await screen.findByRole('heading', { name: 'Parties Information' });
    fireEvent.click(continueButton());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'State is required',
      'Provider name is required',
      'Service type is required',
      'Please provide a detailed description',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Valid email is required')).toHaveLength(2);
    expect(screen.getAllByText('Valid phone number is required')).toHaveLength(2);
    const first = screen.getByLabelText(/^First name/);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByText('First name is required').id);
    expect(currentPath).toBe('/contract/parties');

    // Fixing a field clears its message only.
    fireEvent.change(first, { target: { value: 'Dana' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('Parties: a too-short description and phone are refused', async () => {
    open('/contract/parties', completeDraft({ serviceDescription: 'Faucet', homeownerPhone: '555-01' }));
    await screen.findByRole('heading', { name: 'Parties Information' });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Please provide a detailed description')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getAllByLabelText(/^Phone/)[0]);
  });

  it('Parties: asks the two cooling-off questions, the senior one only for California', async () => {
    open('/contract/parties', completeDraft({ homeownerState: 'TX' }));
    await screen.findByRole('heading', { name: 'Parties Information' });
    expect(screen.getByText("Was this contract negotiated at the homeowner's property?")).toBeInTheDocument();
    expect(screen.queryByText('Is the homeowner 65 or older?')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'CA' } });
    expect(screen.getByText('Is the homeowner 65 or older?')).toBeInTheDocument();
    const soldAtHome = screen.getByRole('radiogroup', { name: /negotiated at the homeowner's property/ });
    fireEvent.click(within(soldAtHome).getByRole('radio', { name: 'No' }));
    expect(storedDraft()).toMatchObject({ soldAtHome: false, homeownerState: 'CA', governingLaw: 'California' });
  });

  it('Payment: requires dates, amount, schedule and terms; the amount is a number with cents', async () => {
    open('/contract/payment');
    await screen.findByRole('heading', { name: 'Payment Terms' });
    const amount = screen.getByLabelText(/^Total amount/);
    expect(amount.getAttribute('step')).toBe('0.01');
    fireEvent.click(continueButton());
    for (const message of [
      'Start date is required',
      'End date is required',
      'Total amount is required',
      'Payment schedule is required',
      'Payment terms are required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Start date/));
    fireEvent.click(screen.getByRole('radio', { name: /Milestones/ }));
    expect(screen.queryByText('Payment schedule is required')).toBeNull();
    expect(storedDraft()).toMatchObject({ paymentSchedule: 'milestone' });
  });

  it('Termination: governing law defaults to the homeowner state; it, the notice and the dispute method are required', async () => {
    open('/contract/termination', { homeownerState: 'CA' });
    await screen.findByRole('heading', { name: 'Termination & Dispute' });
    const law = screen.getByLabelText<HTMLInputElement>(/^Governing law/);
    expect(law.value).toBe('California');
    fireEvent.change(law, { target: { value: '' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Termination notice period is required')).toBeInTheDocument();
    expect(screen.getByText('Governing law is required')).toBeInTheDocument();
    expect(screen.getByText('Dispute resolution method is required')).toBeInTheDocument();
    expect(screen.getByText('Mediation first, then litigation.')).toBeInTheDocument();
    expect(screen.getByText('Binding arbitration.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Dispute resolution/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('Licensing and Materials: show the spec placeholders and keep optional fields optional', async () => {
    open('/contract/licensing');
    expect(await screen.findByPlaceholderText('$1,000,000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Is bonded' }));
    expect(storedDraft()).toMatchObject({ hasBonding: true });
    fireEvent.click(continueButton());
    expect(await screen.findByPlaceholderText('10')).toBeInTheDocument();
    expect(currentPath).toBe('/contract/materials');
  });

  it('Optional steps still refuse oversized answers', async () => {
    open('/contract/scheduling', { workHours: 'x'.repeat(201) });
    await screen.findByRole('heading', { name: 'Scheduling' });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
  });
});

describe('draft persistence', () => {
  it('saves the draft to local storage on every change and restores it', async () => {
    open('/contract/parties');
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'Dana' } });
    expect(storedDraft()).toMatchObject({ homeownerFirstName: 'Dana' });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Whitfield' } });
    expect(storedDraft()).toMatchObject({ homeownerFirstName: 'Dana', homeownerLastName: 'Whitfield' });
    cleanup();
    renderApp('/contract/parties');
    expect((await screen.findByLabelText<HTMLInputElement>(/^Last name/)).value).toBe('Whitfield');
  });

  it.each([
    ['not JSON', '{broken'],
    ['a wrong type', JSON.stringify({ homeownerFirstName: 42 })],
    ['not an object', JSON.stringify(['a'])],
  ])('discards a saved draft that is %s', async (_what, raw) => {
    localStorage.setItem(DRAFT_KEY, raw);
    open('/contract/parties');
    expect((await screen.findByLabelText<HTMLInputElement>(/^First name/)).value).toBe('');
    expect(storedDraft()).toEqual({});
  });
});

describe('quick setup merge', () => {
  const quick = {
    contractDetails: 'Replace the kitchen faucet and fix a leaking shower valve',
    persona: 'homeowner',
    selectedState: 'california',
    aiGeneratedScope: 'SCOPE OF WORK\n1. Replace faucet',
  };

  it('derives a short service type from the first clause', () => {
    expect(deriveServiceType(quick.contractDetails)).toBe('Replace the kitchen faucet');
    expect(deriveServiceType('install 2.5 ton AC unit. Remove the old one')).toBe('Install 2.5 ton AC unit');
    expect(deriveServiceType('a'.repeat(80)).length).toBe(60);
  });

  it('starts a clean draft once from quick-setup-data, then removes it', async () => {
    localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify(quick));
    localStorage.setItem(CONTRACT_ID_KEY, 'old-contract');
    open('/contract', { homeownerFirstName: 'Dana', finalContract: 'Old job text' });
    expect((await screen.findByLabelText<HTMLInputElement>(/^Service type/)).value).toBe('Replace the kitchen faucet');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Service description/).value).toBe(quick.contractDetails);
    expect(screen.getByLabelText<HTMLSelectElement>(/^State/).value).toBe('CA');
    // A new contract: nothing of the previous draft (its parties) carries over.
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe('');
    expect(localStorage.getItem(QUICK_SETUP_KEY)).toBeNull();
    expect(localStorage.getItem(CONTRACT_ID_KEY)).toBeNull();
    expect(storedDraft()).toMatchObject({
      serviceType: 'Replace the kitchen faucet',
      projectDescription: quick.contractDetails,
      contractorPersona: 'homeowner',
      state: 'california',
      homeownerState: 'CA',
      aiGeneratedScope: quick.aiGeneratedScope,
    });
    expect(storedDraft()).not.toHaveProperty('finalContract');

    // Once only: later edits survive a reload.
    fireEvent.change(screen.getByLabelText(/^Service type/), { target: { value: 'Faucet and valve repair' } });
    cleanup();
    renderApp('/contract');
    expect((await screen.findByLabelText<HTMLInputElement>(/^Service type/)).value).toBe('Faucet and valve repair');
  });
});
