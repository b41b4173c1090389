// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QuickSetupForm, QUICK_SETUP_KEY } from './QuickSetupForm';
import { ListboxSelect, TriggerPlaceholder } from './ListboxSelect';
import { ROLE_OPTIONS, US_STATES } from './usStates';
import { chooseOption, currentLocation, polyfillRadix, renderPage } from './testHelpers';

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Generate My Scope of Work' });

describe('AI quick setup', () => {
  it('keeps submit disabled until all three fields are filled', async () => {
    renderPage(<QuickSetupForm />);
    expect(submitButton().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Describe the job'), { target: { value: 'Replace a water heater' } });
    expect(submitButton().disabled).toBe(true);

    await chooseOption('I am a', 'Contractor');
    expect(submitButton().disabled).toBe(true);

    await chooseOption('Property state', 'New York');
    expect(submitButton().disabled).toBe(false);

    // Whitespace is not a description.
    fireEvent.change(screen.getByLabelText('Describe the job'), { target: { value: '   ' } });
    expect(submitButton().disabled).toBe(true);
  });

  it('stores quick-setup-data and goes to /scope-editor on submit', async () => {
    renderPage(<QuickSetupForm />);
    fireEvent.change(screen.getByLabelText('Describe the job'), { target: { value: 'Paint two bedrooms' } });
    await chooseOption('I am a', 'Property Manager');
    await chooseOption('Property state', 'North Carolina');
    fireEvent.click(submitButton());

    expect(JSON.parse(localStorage.getItem(QUICK_SETUP_KEY) ?? 'null')).toEqual({
      contractDetails: 'Paint two bedrooms',
      persona: 'property-manager',
      selectedState: 'north-carolina',
    });
    expect(currentLocation.pathname).toBe('/scope-editor');
  });

  it('sends the scope writer its persona for each role (a landlord and a tenant ask as the client)', async () => {
    for (const [role, persona] of [
      ['Contractor', 'contractor'],
      ['Landlord', 'homeowner'],
      ['Tenant', 'homeowner'],
      ['Homeowner', 'homeowner'],
    ] as const) {
      renderPage(<QuickSetupForm />);
      fireEvent.change(screen.getByLabelText('Describe the job'), { target: { value: 'Fix the fence' } });
      await chooseOption('I am a', role);
      await chooseOption('Property state', 'Texas');
      fireEvent.click(submitButton());
      expect(JSON.parse(localStorage.getItem(QUICK_SETUP_KEY) ?? 'null')).toMatchObject({ persona });
      cleanup();
      localStorage.clear();
    }
  });

  it('caps the state list with its own class (15rem in marketing.css)', async () => {
    renderPage(<QuickSetupForm />);
    fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Property state' }), { key: 'Enter' });
    expect(screen.getByRole('listbox').className).toContain('mk-select-content-states');
    expect(screen.getAllByRole('option')).toHaveLength(51);
  });
});

describe('before the dropdown code has loaded', () => {
  it('an inert trigger with the same id, classes, text and placeholder marker stands in', async () => {
    const props = { value: '', onValueChange: () => {}, options: ROLE_OPTIONS, placeholder: 'Choose your role' };
    renderPage(
      <>
        <TriggerPlaceholder id="early" {...props} />
        <ListboxSelect id="real" {...props} />
      </>,
    );
    const early = document.getElementById('early')!;
    const real = await screen.findByRole('combobox');
    expect(early.getAttribute('role')).toBeNull();
    expect(early.className).toBe(real.className);
    expect(early.textContent).toBe(real.textContent);
    expect(early.hasAttribute('data-placeholder')).toBe(real.hasAttribute('data-placeholder'));
    cleanup();
    renderPage(<TriggerPlaceholder id="chosen" {...props} value="contractor" />);
    expect(document.getElementById('chosen')!.textContent).toBe('Contractor');
    expect(document.getElementById('chosen')!.hasAttribute('data-placeholder')).toBe(false);
  });
});

describe('the dropdown before anyone reaches for it', () => {
  const props = { value: '', onValueChange: () => {}, options: US_STATES, placeholder: 'Choose a state' };

  it('renders none of its 51 items (nor their native options) until its trigger is pointed at, touched or focused', async () => {
    // In a form, Radix mirrors the items as a native <select>'s options: they show when the items exist.
    renderPage(
      <form>
        <ListboxSelect id="state" {...props} />
      </form>,
    );
    const trigger = await screen.findByRole('combobox');
    expect(document.querySelectorAll('option[value="texas"]')).toHaveLength(0);
    fireEvent.focus(trigger);
    await waitFor(() => expect(document.querySelectorAll('option[value="texas"]')).toHaveLength(1));
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getAllByRole('option')).toHaveLength(51);
  });

  it('shows the chosen label on the trigger, without its items', async () => {
    renderPage(
      <form>
        <ListboxSelect id="state" {...props} value="new-york" />
      </form>,
    );
    const trigger = await screen.findByRole('combobox');
    expect(trigger).toHaveTextContent('New York');
    expect(trigger).not.toHaveAttribute('data-placeholder');
    expect(document.querySelectorAll('option[value="texas"]')).toHaveLength(0);
  });

  it('answers a typed letter once focused (typeahead needs the items)', async () => {
    const chosen: string[] = [];
    renderPage(
      <form>
        <ListboxSelect id="state" {...props} onValueChange={(v) => chosen.push(v)} />
      </form>,
    );
    const trigger = await screen.findByRole('combobox');
    fireEvent.focus(trigger);
    await waitFor(() => expect(document.querySelectorAll('option[value="texas"]')).toHaveLength(1));
    fireEvent.keyDown(trigger, { key: 'T' });
    expect(chosen).toEqual(['tennessee']);
  });
});

describe('choices', () => {
  it('offers the 50 states and DC as lower-case hyphenated values', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(51);
    for (const { value } of US_STATES) expect(value).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(US_STATES).toContainEqual({ value: 'new-york', label: 'New York' });
    expect(US_STATES).toContainEqual({ value: 'wyoming', label: 'Wyoming' });
    expect(US_STATES).toContainEqual({ value: 'district-of-columbia', label: 'District of Columbia' });
  });

  // Quick setup, sign-up and Edit Profile offer the same roles (it offered three, without Landlord and Tenant).
  it('offers the one list of roles, the same as sign-up and Edit Profile', () => {
    expect(ROLE_OPTIONS.map((p) => p.label)).toEqual(['Homeowner', 'Contractor', 'Landlord', 'Tenant', 'Property Manager']);
    expect(ROLE_OPTIONS.map((p) => p.value)).toEqual(['homeowner', 'contractor', 'landlord', 'tenant', 'property_manager']);
  });
});
