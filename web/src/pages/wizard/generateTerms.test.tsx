// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Route } from '../../test-utils';
import { CONTRACT_TEXT, completeDraft, generateAndSend, openWizard, pdfResponse, setUpWizardPage } from './testFixtures';

/**
 * When the text disagrees with the form, Generate
 * answers 409 terms_mismatch; the step shows the differences and lets the
 * owner edit the text or confirm and send.
 */
const saved = setUpWizardPage();

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
const open = (route: Route) =>
  openWizard('/contract/generate', completeDraft({ finalContract: CONTRACT_TEXT }), { contractId: 'c-9', route });
const pdf = () => pdfResponse();

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
    for (const d of DIFFERENCES) expect(screen.getByText(d)).toBeInTheDocument();
    expect(saved).toEqual([]);
    // Not mistaken for "already sent": the step still offers to generate.
    expect(screen.queryByText('Your contract PDF is ready')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'The text is right: send it' }));
    expect(await screen.findByText('Your contract PDF is ready')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['contract-c-9.pdf']);
    const bodies = fetchMock.mock.calls
      .filter(([u]) => String(u) === '/api/contracts/c-9/generate')
      .map(([, i]) => JSON.parse(String(i?.body)));
    expect(bodies).toEqual([{}, { confirmTermsMismatch: true, confirmOwnerChanges: true }]);
  });

  it('offers to go back and edit the text instead', async () => {
    open((url) => (url === '/api/contracts/c-9/generate' ? mismatch() : undefined));
    await generateAndSend();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the text' }));
    await waitFor(() => expect(screen.getByLabelText('Title and introduction')).toBeInTheDocument());
  });
});

describe('Generate step: the owner’s changes to HomePact’s text', () => {
  const CHANGES = [
    {
      kind: 'added',
      section: 'ADDITIONAL TERMS',
      added: ['8. ADDITIONAL TERMS', 'The Homeowner pays ninety-five thousand dollars up front.'],
      removed: [],
    },
    { kind: 'changed', section: 'WARRANTIES', added: ['No warranty is given.'], removed: ['The Provider warrants the work for one year.'] },
  ];
  const ownerChanges = () =>
    Response.json(
      { error: { code: 'owner_changes', message: 'You changed the text HomePact wrote.', details: { changes: CHANGES, differences: [] } } },
      { status: 409 },
    );

  it('lists each change as signers will see it, sends nothing, and on confirmation sends with both confirmations', async () => {
    const fetchMock = open((url, init) => {
      if (url !== '/api/contracts/c-9/generate') return undefined;
      const body = JSON.parse(String(init?.body ?? '{}')) as { confirmOwnerChanges?: boolean };
      return body.confirmOwnerChanges ? pdf() : ownerChanges();
    });
    await generateAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You changed the text HomePact wrote');
    expect(alert.textContent).toContain('The Homeowner pays ninety-five thousand dollars up front.');
    expect(alert.textContent).toContain('HomePact had written:');
    expect(alert.textContent).toContain('The Provider warrants the work for one year.');
    expect(saved).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send with my changes marked' }));
    expect(await screen.findByText('Your contract PDF is ready')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .filter(([u]) => String(u) === '/api/contracts/c-9/generate')
      .map(([, i]) => JSON.parse(String(i?.body)));
    expect(bodies).toEqual([{}, { confirmTermsMismatch: true, confirmOwnerChanges: true }]);
  });
});
