// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromEditable, renumber, toEditable, type EditableContract } from '@homepact/legal';
import { completeDraft, openWizard, setUpWizardPage } from '../testFixtures';
import { EditDocument } from './EditDocument';

const TEXT = [
  'HOME SERVICE CONTRACT',
  '',
  '1. PARTIES',
  'Homeowner: Dana Whitfield',
  '',
  '2. SCOPE OF WORK',
  'Replace the faucet, subject to the delays described in Section 3.',
  '',
  '3. SCHEDULE AND ACCESS',
  'The Provider works weekdays.',
  '',
  '4. NOTICES REQUIRED BY LAW',
  'See Sections 2 and 3.',
  '',
  '5. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES',
  'By signing, each party agrees to this contract, including the notices in Section 4.',
  '',
  'HOMEOWNER',
  'Signature: ______',
  'Date: ______',
  '',
].join('\n');

/** The editor as the Edit step holds it; `latest` is what EditDocument last handed back. */
let latest: EditableContract;
function Harness() {
  const [value, setValue] = useState(() => renumber(toEditable(TEXT)).editable);
  const change = (next: EditableContract) => {
    latest = next;
    setValue(next);
  };
  return <EditDocument value={value} onChange={change} />;
}

const headings = () => screen.getAllByRole('region', { name: /^Section / }).map((r) => r.getAttribute('aria-label'));
const words = () => screen.getAllByLabelText<HTMLInputElement>('Section heading').map((i) => i.value);
const body = (heading: string) => screen.getByLabelText<HTMLTextAreaElement>(`Text of ${heading}`).value;
/** The signature section's heading, as its note and its shown text both read it. */
const fixedHeading = () => {
  const shown = within(screen.getByRole('region', { name: 'Signature section (fixed)' }))
    .getAllByText(/SIGNATURES$/)
    .map((e) => e.textContent);
  expect(new Set(shown).size).toBe(1);
  return shown[0];
};

afterEach(cleanup);

describe('the section editor keeps the numbers', () => {
  it('shows the number as a prefix and edits only the words', () => {
    render(<Harness />);
    // PARTIES is written from the answers: locked, so it has no heading field.
    expect(words()).toEqual(['SCOPE OF WORK', 'SCHEDULE AND ACCESS', 'NOTICES REQUIRED BY LAW']);
    expect(headings()).toEqual([
      'Section 1. PARTIES',
      'Section 2. SCOPE OF WORK',
      'Section 3. SCHEDULE AND ACCESS',
      'Section 4. NOTICES REQUIRED BY LAW',
    ]);
    fireEvent.change(screen.getAllByLabelText('Section heading')[0]!, { target: { value: 'THE WORK' } });
    expect(words()[0]).toBe('THE WORK');
    expect(latest.sections[1]!.heading).toBe('2. THE WORK');
    // Typing a number does not renumber: the prefix stays the section's place.
    fireEvent.change(screen.getAllByLabelText('Section heading')[0]!, { target: { value: '7. THE WORK' } });
    expect(latest.sections[1]!.heading).toBe('2. 7. THE WORK');
  });

  it('moving a section renumbers the headings 1..n in order, and "Section 3" follows the moved section', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Move 3. SCHEDULE AND ACCESS up' }));
    expect(headings()).toEqual([
      'Section 1. PARTIES',
      'Section 2. SCHEDULE AND ACCESS',
      'Section 3. SCOPE OF WORK',
      'Section 4. NOTICES REQUIRED BY LAW',
    ]);
    expect(body('3. SCOPE OF WORK')).toBe('Replace the faucet, subject to the delays described in Section 2.');
    expect(body('4. NOTICES REQUIRED BY LAW')).toBe('See Sections 3 and 2.');
    expect(fixedHeading()).toBe('5. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES');
    const text = fromEditable(latest);
    expect(text).toContain('2. SCHEDULE AND ACCESS\nThe Provider works weekdays.\n\n3. SCOPE OF WORK\n');
    expect(text).toContain('including the notices in Section 4.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new section is numbered before the signature section, which keeps the last number', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(headings().at(-1)).toBe('Section 5. NEW SECTION');
    expect(words().at(-1)).toBe('NEW SECTION');
    expect(fixedHeading()).toBe('6. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES');
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(headings().slice(-2)).toEqual(['Section 5. NEW SECTION', 'Section 6. NEW SECTION']);
    expect(fixedHeading()).toBe('7. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES');
    const numbers = [...fromEditable(latest).matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The signature section's own reference to the notices still names them.
    expect(latest.fixed?.body).toContain('including the notices in Section 4.');
  });

  it('removing a referenced section names the sections that still refer to it, until they no longer do', () => {
    render(<Harness />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 3. SCHEDULE AND ACCESS' }));
    expect(headings()).toEqual(['Section 1. PARTIES', 'Section 2. SCOPE OF WORK', 'Section 3. NOTICES REQUIRED BY LAW']);
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain(
      'Section 3 (SCHEDULE AND ACCESS) was removed, but 2. SCOPE OF WORK and 3. NOTICES REQUIRED BY LAW still refer to it.',
    );
    // The reference is left as it reads (not pointed at the section now numbered 3); the one to the notices follows them.
    expect(body('2. SCOPE OF WORK')).toBe('Replace the faucet, subject to the delays described in Section 3.');
    expect(latest.fixed?.body).toContain('including the notices in Section 3.');
    fireEvent.change(screen.getByLabelText('Text of 2. SCOPE OF WORK'), { target: { value: 'Replace the faucet.' } });
    expect(screen.getByRole('alert').textContent).toContain('but 3. NOTICES REQUIRED BY LAW still refers to it.');
    fireEvent.change(screen.getByLabelText('Text of 3. NOTICES REQUIRED BY LAW'), { target: { value: 'See Section 2.' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the Edit step saves numbered text', () => {
  setUpWizardPage();
  const patches = (fetchMock: ReturnType<typeof openWizard>) =>
    fetchMock.mock.calls
      .filter(([u]) => String(u) === '/api/contracts/c-1/content')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { editedContractContent: string }).editedContractContent);
  const open = (text: string) =>
    openWizard('/contract/edit', completeDraft({ finalContract: text, savedText: text }), {
      contractId: 'c-1',
      route: (url) => (url === '/api/contracts/c-1/content' ? Response.json({ id: 'c-1' }) : undefined),
    });

  it('a move is saved renumbered, its references following', async () => {
    const fetchMock = open(TEXT);
    fireEvent.click(await screen.findByRole('button', { name: 'Move 3. SCHEDULE AND ACCESS up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contract content saved successfully')).not.toBeNull();
    const [sent] = patches(fetchMock);
    expect([...sent!.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '1 PARTIES',
      '2 SCHEDULE AND ACCESS',
      '3 SCOPE OF WORK',
      '4 NOTICES REQUIRED BY LAW',
      '5 ELECTRONIC SIGNATURE CONSENT AND SIGNATURES',
    ]);
    expect(sent).toContain('the delays described in Section 2.');
  });

  it('a text an older edit left with two "3." headings opens renumbered', async () => {
    open(TEXT.replace('4. NOTICES', '3. NOTICES'));
    await screen.findAllByLabelText('Section heading');
    expect(headings()).toEqual([
      'Section 1. PARTIES',
      'Section 2. SCOPE OF WORK',
      'Section 3. SCHEDULE AND ACCESS',
      'Section 4. NOTICES REQUIRED BY LAW',
    ]);
    expect(screen.getByText('Unsaved changes').textContent).toBe('Unsaved changes');
  });

  it('nothing is saved while the text refers to a removed section', async () => {
    const fetchMock = open(TEXT);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 3. SCHEDULE AND ACCESS' }));
    expect(screen.getByRole('alert').textContent).toContain('Section 3 (SCHEDULE AND ACCESS) was removed');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Check the references')).not.toBeNull();
    expect(patches(fetchMock)).toEqual([]);
  });
});
