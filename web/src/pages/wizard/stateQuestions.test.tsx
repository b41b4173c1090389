// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { parseDepositMention } from '@homepact/legal';
import { completeDraft, openWizard, setUpWizardPage, storedDraft } from './testFixtures';

setUpWizardPage();

const SENIOR = 'Is the homeowner 65 or older?';
const DISASTER = 'Does the work repair damage from a declared disaster or emergency?';

/** The text of the elements a control's aria-describedby points at: what a screen reader reads after its name. */
function descriptionOf(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openParties(state: string, extra: object = {}) {
  openWizard('/contract/parties', completeDraft({ homeownerState: state, governingLaw: undefined, ...extra }));
  await screen.findByRole('heading', { name: 'Parties Information' });
}

async function openPayment(state: string | undefined, extra: object = {}) {
  openWizard('/contract/payment', completeDraft({ homeownerState: state, totalAmount: '20000', paymentTerms: '', ...extra }));
  await screen.findByRole('heading', { name: 'Payment Terms' });
  return screen.getByLabelText<HTMLTextAreaElement>(/^Payment terms/);
}

describe('Parties: the questions the homeowner’s state asks', () => {
  it('asks a Maryland homeowner whether they are 65 or older, with Maryland’s reason', async () => {
    await openParties('MD');
    const senior = screen.getByRole('radiogroup', { name: SENIOR });
    expect(descriptionOf(senior)).toMatch(/^Maryland gives homeowners 65 or older \d+ business days/);
    // California's disaster question is not Maryland's.
    expect(screen.queryByRole('radiogroup', { name: DISASTER })).toBeNull();
  });

  it('asks a California homeowner about a declared disaster, with California’s reason', async () => {
    await openParties('CA');
    const disaster = screen.getByRole('radiogroup', { name: DISASTER });
    expect(descriptionOf(disaster)).toMatch(/^California gives 7 days to cancel/);
    expect(screen.getAllByRole('radiogroup', { name: SENIOR })).toHaveLength(1);
  });

  it('does not ask a Texas homeowner whether they are 65 or older', async () => {
    await openParties('TX');
    expect(screen.getAllByRole('radiogroup', { name: /negotiated at the homeowner's property/ })).toHaveLength(1);
    expect(screen.queryByRole('radiogroup', { name: SENIOR })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: DISASTER })).toBeNull();
  });

  it('stores an answer under its own field', async () => {
    await openParties('CA');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: DISASTER })).getByRole('radio', { name: 'Yes' }));
    expect(storedDraft()).toMatchObject({ declaredDisaster: true, homeownerState: 'CA' });
  });

  it('clears the 65-or-older answer when the state changes from Maryland to Texas', async () => {
    await openParties('MD', { buyerIsSenior: true });
    const senior = screen.getByRole('radiogroup', { name: SENIOR });
    expect(within(senior).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);

    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'TX' } });
    expect(screen.queryByRole('radiogroup', { name: SENIOR })).toBeNull();
    expect(storedDraft()).not.toHaveProperty('buyerIsSenior');
    expect(storedDraft()).toMatchObject({ homeownerState: 'TX', governingLaw: 'Texas' });

    // Back to Maryland: the question is asked again, unanswered.
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'MD' } });
    const again = screen.getByRole('radiogroup', { name: SENIOR });
    expect(within(again).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(false);
    expect(within(again).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(false);
  });

  it('keeps an answer the new state also asks for', async () => {
    await openParties('CA', { buyerIsSenior: false, declaredDisaster: true });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'MD' } });
    expect(storedDraft()).toMatchObject({ homeownerState: 'MD', buyerIsSenior: false });
    expect(storedDraft()).not.toHaveProperty('declaredDisaster');
  });
});

describe('Payment: the deposit the homeowner’s state allows', () => {
  it('cites California’s cap and its amount for a $20,000 price, and offers it as the deposit', async () => {
    const terms = await openPayment('CA');
    const hint = descriptionOf(terms);
    expect(hint).toContain('California limits the deposit');
    expect(hint).toContain('($1,000.00 for this price)');
    expect(hint).toContain('Cal. Bus. & Prof. Code § 7159.5');

    fireEvent.click(screen.getByRole('button', { name: 'Use the California maximum deposit ($1,000.00)' }));
    expect(terms.value).toBe('$1,000.00 deposit at signing; balance as scheduled');
    expect(storedDraft().paymentTerms).toBe('$1,000.00 deposit at signing; balance as scheduled');
    // The legal library reads the deposit back from those words.
    expect(parseDepositMention(terms.value)).toMatchObject({ kind: 'amount', cents: 100_000 });
    // Once the terms are written, the offer is gone.
    expect(screen.queryByRole('button', { name: /maximum deposit/ })).toBeNull();
  });

  it('does not offer the maximum over terms already written', async () => {
    const terms = await openPayment('CA', { paymentTerms: '10% deposit, balance on completion' });
    expect(descriptionOf(terms)).toContain('($1,000.00 for this price)');
    expect(screen.queryByRole('button', { name: /maximum deposit/ })).toBeNull();
  });

  it('states the rule without an amount or an offer while the price is not a valid amount', async () => {
    const terms = await openPayment('MD', { totalAmount: 'lots' });
    const hint = descriptionOf(terms);
    expect(hint).toContain('Maryland limits the deposit');
    expect(hint).not.toContain('for this price');
    expect(screen.queryByRole('button', { name: /maximum deposit/ })).toBeNull();
  });

  it('says plainly when the state sets no deposit limit', async () => {
    const terms = await openPayment('TX');
    expect(descriptionOf(terms)).toBe('Texas sets no deposit limit; the contract schedules what you enter.');
    expect(screen.queryByRole('button', { name: /maximum deposit/ })).toBeNull();
  });

  it('gives a neutral hint before a state is chosen', async () => {
    const terms = await openPayment(undefined);
    const hint = descriptionOf(terms);
    expect(hint).toMatch(/^Some states limit the deposit/);
    expect(hint).not.toContain('California');
    expect(screen.queryByRole('button', { name: /maximum deposit/ })).toBeNull();
  });
});
