// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';
import { inkProblem } from './signatureInk';
import { validateSignForm } from './signForm';
import { realContractText } from '@homepact/legal/testing';
import {
  CONTRACT_TEXT,
  IL_ACKNOWLEDGMENTS,
  IL_CHOICES_MADE,
  IL_ELECTIONS,
  record,
  signingInfo,
  TOKEN,
  TX_CONFIRMED,
  TX_DISCLOSURES,
} from './testData';

window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // jsdom has no canvas: the pad draws nothing here (the browser journey draws for real).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Route = (url: string, init?: RequestInit) => Response | undefined;

function renderSign(
  opts: { contract?: ReturnType<typeof record>; info?: ReturnType<typeof signingInfo>; route?: Route; path?: string } = {},
) {
  const contract = opts.contract ?? record();
  const info = opts.info ?? signingInfo({ yourRole: 'homeowner' });
  const fetchMock = stubApi(null, (url, init) => {
    const answer = opts.route?.(url, init);
    if (answer) return answer;
    if (url === `/api/contracts/c1?token=${TOKEN}`) return Response.json(contract);
    if (url === `/api/contracts/c1/signing-info?token=${TOKEN}`) return Response.json(info);
    return undefined;
  });
  renderApp(opts.path ?? `/sign/c1?token=${TOKEN}`);
  return fetchMock;
}

const signBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([u]) => u === '/api/contracts/c1/sign').map(([, init]) => JSON.parse(String(init!.body)));

const panel = () => screen.findByRole('form', { name: 'Sign as Homeowner' });

/** An Illinois contract the homeowner signed with her choices, as the provider's link sees it. */
const providerAfterHomeownerChose = () =>
  signingInfo({
    yourRole: 'provider',
    elections: IL_ELECTIONS,
    acknowledgments: IL_ACKNOWLEDGMENTS,
    homeownerSignedAt: '2025-01-06T12:00:00Z',
    homeownerElections: IL_CHOICES_MADE,
  });

async function fillAndConsent(form: HTMLElement, name = 'Hana Owens') {
  fireEvent.change(within(form).getByLabelText('Your full name'), { target: { value: name } });
  fireEvent.click(within(form).getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }));
  // The typed signature is adopted in the chosen face (Caveat first).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign here' })).toBeInTheDocument());
}

/** What Hana's signature sends once she typed her name, consented and chose Great Vibes. */
const HANA_TYPED_SIGNATURE = {
  signerEmail: 'hana@example.com',
  signature: 'Hana Owens',
  signatureType: 'homeowner',
  consent: true,
  adoptedSignature: { kind: 'typed', text: 'Hana Owens', font: 'Great Vibes' },
  token: TOKEN,
  textSha256: 'a'.repeat(64),
};

describe('sign form rules', () => {
  const ctx = {
    role: 'homeowner' as const,
    partyName: 'Hana Owens',
    signerEmail: 'hana@example.com',
    token: TOKEN,
    textSha256: 'a'.repeat(64),
  };

  it('needs a name of two characters, consent and an adopted signature; the e-mail comes from the link, not a field', () => {
    expect(validateSignForm({ signature: 'H', consent: false, adoptedSignature: null }, ctx)).toEqual({
      ok: false,
      errors: {
        signature: 'Please enter your full name as signature',
        consent: 'You must agree to sign electronically before signing',
        adoptedSignature: 'Adopt a signature: choose a style for your typed name, or draw it.',
      },
    });
    const good = validateSignForm(
      { signature: ' Hana Owens ', consent: true, adoptedSignature: { kind: 'typed', text: 'Hana Owens', font: 'Great Vibes' } },
      ctx,
    );
    expect(good).toEqual({
      ok: true,
      body: HANA_TYPED_SIGNATURE,
    });
  });

  it('a drawing counts as a signature only with enough ink', () => {
    expect(inkProblem([])).toBe('Draw your signature in the box.');
    expect(inkProblem([[{ x: 10, y: 10 }]])).toMatch(/too small/);
    expect(
      inkProblem([
        [
          { x: 10, y: 10 },
          { x: 30, y: 12 },
        ],
      ]),
    ).toMatch(/too small/);
    const scrawl = [
      Array.from({ length: 40 }, (_, i) => ({ x: 20 + i * 8, y: 60 + (i % 2 ? 25 : -25) })),
      [
        { x: 40, y: 120 },
        { x: 300, y: 118 },
      ],
    ];
    expect(inkProblem(scrawl)).toBeNull();
  });
});

describe('sign page', () => {
  it('shows the whole contract as a document with both signature blocks, in the signing layout (no marketing header or footer)', async () => {
    renderSign();
    expect(await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 })).toBeInTheDocument();
    const doc = screen.getByRole('article', { name: 'The contract' });
    expect(within(doc).getByRole('heading', { name: 'HOME SERVICE CONTRACT' })).toBeInTheDocument();
    expect(within(doc).getByRole('heading', { name: '1. PARTIES' })).toBeInTheDocument();
    expect(within(doc).getByText('I HEREBY CANCEL THIS TRANSACTION.').tagName).toBe('P');
    expect(within(doc).getByRole('region', { name: 'Signature block: HOMEOWNER' })).toBeInTheDocument();
    expect(within(doc).getByRole('region', { name: 'Signature block: SERVICE PROVIDER' }).textContent).toContain(
      'Awaiting Ace Plumbing’s signature',
    );
    expect(screen.getByText('Secure signing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByText('Pending Signatures')).toBeInTheDocument();
  });

  it('signs as the party of the link without typing an e-mail: consent, name, a typed signature, at the block', async () => {
    let signed = false;
    const fetchMock = renderSign({
      route: (url) => {
        if (url === '/api/contracts/c1/sign') {
          signed = true;
          return Response.json({ contract: record({ homeownerSignedAt: '2025-01-06T12:00:00Z' }), fullyExecuted: false });
        }
        if (url === `/api/contracts/c1/signing-info?token=${TOKEN}` && signed) {
          return Response.json(signingInfo({ homeownerSignedAt: '2025-01-06T12:00:00Z', yourRole: 'homeowner' }));
        }
        return undefined;
      },
    });
    const form = await panel();
    expect(within(form).queryByLabelText(/e-mail/i)).toBeNull();
    expect(form.textContent).toContain('hana@example.com');
    await fillAndConsent(form);
    fireEvent.click(within(form).getByRole('radio', { name: /Great Vibes/ }));
    await waitFor(() => expect(screen.getByLabelText('Your signature (not signed yet)').style.fontFamily).toContain('Great Vibes'));
    // Sign at the block in the document.
    const block = screen.getByRole('region', { name: 'Signature block: HOMEOWNER' });
    fireEvent.click(within(block).getByRole('button', { name: 'Sign here' }));
    expect(await screen.findByText('Contract Signed!')).toBeInTheDocument();
    expect(signBodies(fetchMock)).toEqual([HANA_TYPED_SIGNATURE]);
    expect(await screen.findByRole('heading', { name: 'You signed this contract' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const after = screen.getByRole('region', { name: 'Signature block: HOMEOWNER' });
    expect(within(after).getByLabelText('Signature of Hana Owens')).toBeInTheDocument();
  });

  it('names what is missing and sends nothing', async () => {
    const fetchMock = renderSign();
    const form = await panel();
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await within(form).findByText('Please enter your full name as signature')).toBeInTheDocument();
    expect(within(form).getByText('You must agree to sign electronically before signing')).toBeInTheDocument();
    expect(within(form).getByText('Adopt a signature: choose a style for your typed name, or draw it.')).toBeInTheDocument();
    expect(signBodies(fetchMock)).toEqual([]);
    expect(within(form).getByRole('link', { name: 'Request a paper copy' }).getAttribute('href')).toBe('/contact');
    expect(within(form).getByRole('tab', { name: 'Draw' })).toBeInTheDocument();
  });

  it('shows the server message when signing fails, and reloads on a conflict', async () => {
    const fetchMock = renderSign({
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json({ error: { code: 'already_signed', message: 'The homeowner has already signed.' } }, { status: 409 })
          : undefined,
    });
    const form = await panel();
    await fillAndConsent(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await screen.findByText('The homeowner has already signed.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u === `/api/contracts/c1?token=${TOKEN}`).length).toBe(2));
  });

  it('the creator who is not a party sees the status, not a signing form', async () => {
    renderSign({ info: signingInfo({ yourRole: null, youManage: true, providerSignedAt: '2025-01-06T12:00:00Z' }) });
    expect(await screen.findByRole('heading', { name: 'Signing status' })).toBeInTheDocument();
    expect(await screen.findByText(/You created this contract/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign here' })).toBeNull();
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    // The provider's adopted signature shows in their block.
    const block = screen.getByRole('region', { name: 'Signature block: SERVICE PROVIDER' });
    expect(within(block).getByRole('img', { name: 'Signature of Ace Plumbing' })).toBeInTheDocument();
  });

  it('shows the fully executed card with a PDF download', async () => {
    const at = '2025-01-06T12:00:00Z';
    renderSign({
      contract: record({ status: 'signed', workflowStage: 'executed', homeownerSignedAt: at, providerSignedAt: at }),
      info: signingInfo({ homeownerSignedAt: at, providerSignedAt: at, yourRole: 'homeowner' }),
      route: (url) =>
        url === `/api/contracts/c1/pdf?token=${TOKEN}`
          ? new Response(new Blob(['%PDF']), {
              headers: { 'content-disposition': 'attachment; filename="contract-kitchen-faucet-20250106-120000.pdf"' },
            })
          : url === `/api/contracts/c1/evidence-record.pdf?token=${TOKEN}`
            ? new Response(new Blob(['%PDF']), { headers: { 'content-disposition': 'attachment; filename="evidence-record-c1.pdf"' } })
            : url === `/api/contracts/c1/evidence-record?token=${TOKEN}`
              ? new Response('{}', { headers: { 'content-disposition': 'attachment; filename="evidence-record-c1.json"' } })
              : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Contract Fully Executed' })).toBeInTheDocument();
    expect(screen.getByText('Fully Executed')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF Downloaded')).toBeInTheDocument();
    // The evidence record, by the same link: the readable PDF and the JSON.
    fireEvent.click(screen.getByRole('button', { name: 'Evidence record (PDF)' }));
    expect(await screen.findByText('Saved as evidence-record-c1.pdf.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Evidence record (JSON)' }));
    expect(await screen.findByText('Saved as evidence-record-c1.json.')).toBeInTheDocument();
  });

  it('says Contract Not Found without access', async () => {
    renderSign({ path: '/sign/c1?token=wrong-token-0000000000' });
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
  });

  it('cannot sign when the disclosure did not load', async () => {
    renderSign({
      route: (url) => (url.includes('/signing-info') ? new Response('down', { status: 503 }) : undefined),
    });
    // Without signing-info the page does not know who you are: status only, nothing to sign.
    expect(await screen.findByRole('heading', { name: 'Signing status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Contract Electronically' })).toBeNull();
  });
});

describe('the homeowner’s separate choices (e.g. Illinois arbitration and jury waiver)', () => {
  const ctx = {
    role: 'homeowner' as const,
    partyName: 'Hana Owens',
    signerEmail: 'hana@example.com',
    token: TOKEN,
    textSha256: 'a'.repeat(64),
    elections: IL_ELECTIONS,
  };
  const adopted = { kind: 'typed' as const, text: 'Hana Owens', font: 'Great Vibes' as const };

  it('the form rule: each listed clause needs a choice from the homeowner, and the body carries them; the provider sends none', () => {
    expect(
      validateSignForm(
        { signature: 'Hana Owens', consent: true, adoptedSignature: adopted, elections: { 'binding-arbitration-clause': 'accept' } },
        ctx,
      ),
    ).toEqual({ ok: false, errors: { elections: 'Accept or reject each clause: Waiver of trial by jury.' } });
    const both = { 'binding-arbitration-clause': 'accept', 'waiver-of-trial-by-jury': 'reject' } as const;
    expect(validateSignForm({ signature: 'Hana Owens', consent: true, adoptedSignature: adopted, elections: both }, ctx)).toEqual({
      ok: true,
      body: { ...HANA_TYPED_SIGNATURE, elections: both },
    });
    const provider = validateSignForm(
      { signature: 'Pat Builder', consent: true, adoptedSignature: adopted },
      { ...ctx, role: 'provider', partyName: 'Pat Builder' },
    );
    expect(provider.ok && provider.body).not.toHaveProperty('elections');
  });

  it('asks Accept or Reject for each clause (legend, the contract’s sentence as help), says what the signature acknowledges, and signs with the choices', async () => {
    const fetchMock = renderSign({
      info: signingInfo({ yourRole: 'homeowner', elections: IL_ELECTIONS, acknowledgments: IL_ACKNOWLEDGMENTS }),
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json({ contract: record({ homeownerSignedAt: '2025-01-06T12:00:00Z' }), fullyExecuted: false })
          : undefined,
    });
    const form = await panel();
    const arbitration = within(form).getByRole('group', { name: 'Binding arbitration clause' });
    const jury = within(form).getByRole('group', { name: 'Waiver of trial by jury' });
    // The contract's sentence about the choice, said once above both clauses and describing each.
    expect(arbitration.getAttribute('aria-describedby')).toBe('election-help-shared');
    expect(jury.getAttribute('aria-describedby')).toBe('election-help-shared');
    expect(within(form).getAllByText(/^Illinois law gives the Homeowner the choice/)).toHaveLength(1);
    expect(
      within(form).getByText(
        'Your signature also signs your line of the Consumer Rights Acknowledgment Form in the contract: by signing you acknowledge what it says.',
      ),
    ).toBeInTheDocument();

    await fillAndConsent(form);
    fireEvent.click(within(form).getByRole('radio', { name: /Great Vibes/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(
      await within(form).findByText('Accept or reject each clause: Binding arbitration clause, Waiver of trial by jury.'),
    ).toBeInTheDocument();
    expect(arbitration.hasAttribute('data-invalid')).toBe(true);
    expect(signBodies(fetchMock)).toEqual([]);

    fireEvent.click(within(arbitration).getByRole('radio', { name: 'Accept' }));
    expect(await within(form).findByText('Accept or reject each clause: Waiver of trial by jury.')).toBeInTheDocument();
    fireEvent.click(within(jury).getByRole('radio', { name: 'Reject' }));
    await waitFor(() => expect(within(form).queryByText(/Accept or reject each clause/)).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await screen.findByText('Contract Signed!')).toBeInTheDocument();
    expect(signBodies(fetchMock)).toEqual([
      { ...HANA_TYPED_SIGNATURE, elections: { 'binding-arbitration-clause': 'accept', 'waiver-of-trial-by-jury': 'reject' } },
    ]);
  });

  it('a clause with its own sentence shows it inside its own group', async () => {
    renderSign({
      info: signingInfo({
        yourRole: 'homeowner',
        elections: [
          { id: 'class-action-waiver', label: 'Class action waiver', help: 'You may keep the right to join a class action.' },
          { id: 'venue', label: 'Venue', help: null },
        ],
      }),
    });
    const form = await panel();
    const waiver = within(form).getByRole('group', { name: 'Class action waiver' });
    expect(waiver.getAttribute('aria-describedby')).toBe('election-help-class-action-waiver');
    expect(waiver.textContent).toContain('You may keep the right to join a class action.');
    expect(within(form).getByRole('group', { name: 'Venue' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('the provider is not asked (the homeowner chooses), but is told their signature covers their acknowledgment line; the choices made show', async () => {
    renderSign({
      info: providerAfterHomeownerChose(),
    });
    const form = await screen.findByRole('form', { name: 'Sign as Service Provider' });
    expect(within(form).queryByRole('group', { name: 'Binding arbitration clause' })).toBeNull();
    expect(within(form).queryByRole('radio', { name: 'Accept' })).toBeNull();
    expect(within(form).getByText(/Your signature also signs your line of the Consumer Rights Acknowledgment Form/)).toBeInTheDocument();
  });

  it('the contract’s election and acknowledgment lines carry the signed homeowner’s stamp, as in the PDF; the provider’s stay blank', async () => {
    const text = CONTRACT_TEXT.replace(
      '3. SIGNATURES',
      [
        '3. DISPUTES',
        'Illinois law gives the Homeowner the choice to accept or reject each clause below, separately, before signing.',
        "Binding arbitration clause. Accept ________  Reject ________  (Homeowner's initials)",
        "Waiver of trial by jury. Accept ________  Reject ________  (Homeowner's initials)",
        '',
        'CONSUMER RIGHTS ACKNOWLEDGMENT FORM',
        "I, the homeowner, have received the pamphlet 'Home Repair: Know Your Consumer Rights.'",
        "Homeowner's signature: ______________________________  Date: ________________",
        "Contractor's signature: ______________________________  Date: ________________",
        '',
        '4. SIGNATURES',
      ].join('\n'),
    );
    renderSign({
      contract: record({ finalContract: text, homeownerSignedAt: '2025-01-06T12:00:00Z' }),
      info: providerAfterHomeownerChose(),
    });
    const doc = await screen.findByRole('article', { name: 'The contract' });
    // The choices come with signing-info, which may arrive after the contract.
    const arbitration = await waitFor(() => {
      const stamped = doc.querySelector('[data-election="binding-arbitration-clause"]');
      expect(stamped).not.toBeNull();
      return stamped!;
    });
    expect(arbitration.getAttribute('data-choice')).toBe('accept');
    expect(arbitration.textContent).toMatch(
      /^Binding arbitration clause\. Accept ☑ Reject ☐ — accepted and initialled electronically by Hana Owens on /,
    );
    expect(doc.querySelector('[data-election="waiver-of-trial-by-jury"]')!.textContent).toContain(
      'Accept ☐ Reject ☑ — rejected and initialled',
    );
    const acknowledged = doc.querySelectorAll('.ct-acknowledged');
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]!.getAttribute('data-party')).toBe('homeowner');
    expect(acknowledged[0]!.textContent).toMatch(/^Homeowner's signature: Signed electronically by Hana Owens\u2003Date: /);
    expect(doc.textContent).toContain("Contractor's signature: ______________________________  Date: ________________");
  });

  it('a party who signed sees the homeowner’s choices in the signing status', async () => {
    renderSign({
      info: signingInfo({
        yourRole: 'homeowner',
        elections: IL_ELECTIONS,
        homeownerSignedAt: '2025-01-06T12:00:00Z',
        homeownerElections: IL_CHOICES_MADE,
      }),
    });
    expect(
      await screen.findByText('The homeowner’s separate choices: Binding arbitration clause: accepted; Waiver of trial by jury: rejected.'),
    ).toBeInTheDocument();
  });
});

describe('the notices the law wants delivered before signing (the Texas residential construction disclosure statement)', () => {
  const TX_TEXT = realContractText('TX');
  const NOTICE = 'residential-construction-disclosure-statement';
  const BOX = 'I received and read the Residential Construction Disclosure Statement';
  const MISSING = 'Confirm that you received the Residential Construction Disclosure Statement before signing.';
  const adopted = { kind: 'typed' as const, text: 'Hana Owens', font: 'Great Vibes' as const };
  const ctx = {
    role: 'homeowner' as const,
    partyName: 'Hana Owens',
    signerEmail: 'hana@example.com',
    token: TOKEN,
    textSha256: 'a'.repeat(64),
    disclosures: TX_DISCLOSURES,
  };

  it('the form rule: the homeowner ticks each notice, and the body carries their ids; the provider sends none', () => {
    const values = { signature: 'Hana Owens', consent: true, adoptedSignature: adopted };
    expect(validateSignForm(values, ctx)).toEqual({ ok: false, errors: { disclosures: MISSING } });
    expect(validateSignForm({ ...values, disclosuresReceived: ['constructor'] }, ctx)).toEqual({
      ok: false,
      errors: { disclosures: MISSING },
    });
    expect(validateSignForm({ ...values, disclosuresReceived: [NOTICE] }, ctx)).toEqual({
      ok: true,
      body: { ...HANA_TYPED_SIGNATURE, disclosuresReceived: [NOTICE] },
    });
    const provider = validateSignForm({ ...values, signature: 'Pat Builder' }, { ...ctx, role: 'provider', partyName: 'Pat Builder' });
    expect(provider.ok && provider.body).not.toHaveProperty('disclosuresReceived');
  });

  const homeownerPage = () =>
    renderSign({
      contract: record({ finalContract: TX_TEXT }),
      info: signingInfo({ yourRole: 'homeowner', disclosures: TX_DISCLOSURES }),
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json({ contract: record({ finalContract: TX_TEXT, homeownerSignedAt: '2025-01-06T12:00:00Z' }), fullyExecuted: false })
          : undefined,
    });

  it('“Before you sign”: the sentence, one required box per notice, and a link that takes the reader to the notice in the contract', async () => {
    homeownerPage();
    const form = await panel();
    const group = within(form).getByRole('group', { name: 'Before you sign' });
    expect(group.textContent).toContain(
      'The law requires the contractor to give you these notices before you sign. Read each one in the contract above.',
    );
    expect(group.getAttribute('aria-describedby')).toBe('sign-disclosures-intro');
    const box = within(group).getByRole<HTMLInputElement>('checkbox', { name: BOX });
    expect(box.required).toBe(true);
    expect(box.checked).toBe(false);
    // The panel comes before the name and the signature.
    expect(group.compareDocumentPosition(within(form).getByLabelText('Your full name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const link = within(group).getByRole('link', { name: 'Read the Residential Construction Disclosure Statement in the contract' });
    expect(link.getAttribute('href')).toBe(`#notice-${NOTICE}`);
    const doc = screen.getByRole('article', { name: 'The contract' });
    const heading = await waitFor(() => {
      const h = doc.querySelector<HTMLElement>(`#notice-${NOTICE}`);
      expect(h).not.toBeNull();
      return h!;
    });
    expect(heading.tagName).toMatch(/^H[2-6]$/);
    expect(heading.textContent).toBe('RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT');
    fireEvent.click(link);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(heading);
  });

  it('signing without the tick shows the error on that box and focuses it; ticked, the body carries the notice’s id', async () => {
    const fetchMock = homeownerPage();
    const form = await panel();
    await fillAndConsent(form);
    fireEvent.click(within(form).getByRole('radio', { name: /Great Vibes/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    const error = await within(form).findByText(MISSING);
    const box = within(form).getByRole('checkbox', { name: BOX });
    expect(error.getAttribute('role')).toBe('alert');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(box.closest('[data-invalid]')).not.toBeNull();
    expect(document.activeElement).toBe(box);
    expect(signBodies(fetchMock)).toEqual([]);

    fireEvent.click(box);
    await waitFor(() => expect(within(form).queryByText(MISSING)).toBeNull());
    expect(box.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    // The toast store keeps one toast across tests: the heading says this signature went through, then its toast is the one shown.
    expect(await screen.findByRole('heading', { name: 'You signed this contract' })).toBeInTheDocument();
    expect(screen.getByText('Contract Signed!')).toBeInTheDocument();
    expect(signBodies(fetchMock)).toEqual([{ ...HANA_TYPED_SIGNATURE, disclosuresReceived: [NOTICE] }]);
  });

  it('the provider is not asked, and sees what the homeowner confirmed once she signed', async () => {
    renderSign({
      contract: record({ finalContract: TX_TEXT, homeownerSignedAt: '2025-01-06T12:00:00Z' }),
      info: signingInfo({
        yourRole: 'provider',
        disclosures: TX_DISCLOSURES,
        homeownerSignedAt: '2025-01-06T12:00:00Z',
        homeownerDisclosures: TX_CONFIRMED,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Sign as Service Provider' });
    expect(within(form).queryByRole('group', { name: 'Before you sign' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: BOX })).toBeNull();
    expect(within(form).getByText('The homeowner confirmed receiving: Residential Construction Disclosure Statement.')).toBeInTheDocument();
  });

  it('a party who signed sees the confirmation in the signing status', async () => {
    renderSign({
      contract: record({ finalContract: TX_TEXT, homeownerSignedAt: '2025-01-06T12:00:00Z' }),
      info: signingInfo({
        yourRole: 'homeowner',
        disclosures: TX_DISCLOSURES,
        homeownerSignedAt: '2025-01-06T12:00:00Z',
        homeownerDisclosures: TX_CONFIRMED,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Signing status' })).toBeInTheDocument();
    expect(screen.getByText('The homeowner confirmed receiving: Residential Construction Disclosure Statement.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: BOX })).toBeNull();
  });
});

describe('the typed name is the signer’s name as the contract names them', () => {
  const ctx = { role: 'homeowner' as const, partyName: 'Zoë Núñez', signerEmail: 'zoe@example.com', token: TOKEN };
  const typed = (text: string) => ({ kind: 'typed' as const, text, font: 'Caveat' as const });
  const MISMATCH = 'Type your name as the contract names you: "Zoë Núñez".';

  it('the form rule: another name is refused at the name field; case, accents, punctuation and spacing aside it is hers', () => {
    expect(validateSignForm({ signature: 'Mickey Mouse', consent: true, adoptedSignature: typed('Mickey Mouse') }, ctx)).toEqual({
      ok: false,
      errors: { signature: MISMATCH },
    });
    for (const name of ['zoe nunez', ' ZOË  NÚÑEZ ', 'Zoe Nunez.']) {
      const r = validateSignForm({ signature: name, consent: true, adoptedSignature: typed(name.trim()) }, ctx);
      expect(r.ok, name).toBe(true);
    }
  });

  it('an election whose id is a prototype key ("constructor") still needs its choice, and is sent with it', () => {
    const elections = [{ id: 'constructor', label: 'Constructor', help: null }];
    const values = { signature: 'Zoë Núñez', consent: true, adoptedSignature: typed('Zoë Núñez') };
    expect(validateSignForm(values, { ...ctx, elections })).toEqual({
      ok: false,
      errors: { elections: 'Accept or reject each clause: Constructor.' },
    });
    const r = validateSignForm({ ...values, elections: { constructor: 'reject' as const } }, { ...ctx, elections });
    expect(r.ok && r.body.elections).toEqual({ constructor: 'reject' });
  });

  it('the page says which name to type, and refuses another one at the field without sending anything', async () => {
    const fetchMock = renderSign();
    const form = await panel();
    expect(within(form).getByText('Type your full name as it appears in the contract: Hana Owens')).toBeInTheDocument();
    await fillAndConsent(form, 'Mickey Mouse');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    const error = await within(form).findByText('Type your name as the contract names you: "Hana Owens".');
    const input = within(form).getByLabelText('Your full name');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(signBodies(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal of the name at the name field', async () => {
    const message = 'Type your name as the contract names you: "Hana Owens".';
    renderSign({
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json({ error: { code: 'signer_name_mismatch', message, details: { field: 'signature' } } }, { status: 400 })
          : undefined,
    });
    const form = await panel();
    await fillAndConsent(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    const error = await within(form).findByText(message);
    expect(within(form).getByLabelText('Your full name').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('Signature Failed')).toBeNull();
  });
});
