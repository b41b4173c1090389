// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '../../test-utils';
import { validateSignForm } from './signForm';
import { record, signingInfo, TOKEN } from './testData';

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
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
  const info = opts.info ?? signingInfo();
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

async function chooseHomeowner() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sign as Homeowner Hana Owens' }));
  return screen.findByRole('form', { name: 'Sign as Homeowner' });
}

function fill(form: HTMLElement, email: string, name: string) {
  fireEvent.change(within(form).getByLabelText('Your e-mail address'), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText('Type your full name to sign'), { target: { value: name } });
}

describe('sign form rules', () => {
  it('requires a valid e-mail, a name of two characters and consent', () => {
    const bad = validateSignForm({ signerEmail: 'nope', signature: 'H', consent: false }, 'homeowner', null);
    expect(bad).toEqual({
      ok: false,
      errors: {
        signerEmail: 'Please enter a valid email address',
        signature: 'Please enter your full name as signature',
        consent: 'You must agree to sign electronically before signing',
      },
    });
    const good = validateSignForm({ signerEmail: ' Hana@Example.com ', signature: ' Hana Owens ', consent: true }, 'provider', TOKEN);
    expect(good).toEqual({
      ok: true,
      body: { signerEmail: 'hana@example.com', signature: 'Hana Owens', consent: true, signatureType: 'provider', token: TOKEN },
    });
    const noToken = validateSignForm({ signerEmail: 'a@b.co', signature: 'Al', consent: true }, 'homeowner', null);
    expect(noToken.ok && 'token' in noToken.body).toBe(false);
  });
});

describe('sign page', () => {
  it('shows the contract: service, total, description, parties, dates, payment and status', async () => {
    renderSign();
    expect(await screen.findByRole('heading', { name: 'Kitchen faucet', level: 1 })).toBeTruthy();
    const main = screen.getByRole('main');
    for (const text of [
      '$1,500.00',
      'Replace the kitchen faucet and supply lines.',
      'Hana Owens',
      'Ace Plumbing',
      'September 1, 2026',
      'September 5, 2026',
      'Payment on completion',
      'Paid in full on completion.',
      'Pending Signatures',
    ]) {
      expect(main.textContent).toContain(text);
    }
    expect(screen.getByRole('heading', { name: '1. PARTIES' })).toBeTruthy();
  });

  it('validates the form and will not sign without consent', async () => {
    const fetchMock = renderSign();
    const form = await chooseHomeowner();
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(form).getByText('Please enter your full name as signature')).toBeTruthy();
    expect(within(form).getByText('You must agree to sign electronically before signing')).toBeTruthy();
    expect(within(form).getByText(/Use the e-mail address this contract lists for the homeowner/)).toBeTruthy();

    fill(form, 'hana@example.com', 'Hana Owens');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(within(form).getByText('You must agree to sign electronically before signing')).toBeTruthy();
    expect(signBodies(fetchMock)).toEqual([]);

    const box = within(form).getByRole('checkbox', { name: 'I agree to use electronic records and signatures' });
    expect((box as HTMLInputElement).required).toBe(true);
    expect(within(form).getByRole('region', { name: 'Electronic records and signatures disclosure' }).textContent).toContain(
      'You may ask for paper.',
    );
    expect(within(form).getByRole('link', { name: 'Request a paper copy' }).getAttribute('href')).toBe('/contact');
  });

  it('signs with the token and consent, then shows the party as signed', async () => {
    let signed = false;
    const fetchMock = renderSign({
      route: (url) => {
        if (url === '/api/contracts/c1/sign') {
          signed = true;
          return Response.json({ contract: record({ homeownerSignedAt: '2025-01-06T12:00:00Z' }), fullyExecuted: false });
        }
        if (url === `/api/contracts/c1/signing-info?token=${TOKEN}` && signed) {
          return Response.json(signingInfo({ homeownerSignedAt: '2025-01-06T12:00:00Z' }));
        }
        return undefined;
      },
    });
    const form = await chooseHomeowner();
    fill(form, 'hana@example.com', 'Hana Owens');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await screen.findByText('Contract Signed!')).toBeTruthy();
    expect(signBodies(fetchMock)).toEqual([
      {
        signerEmail: 'hana@example.com',
        signature: 'Hana Owens',
        consent: true,
        signatureType: 'homeowner',
        token: TOKEN,
        textSha256: 'a'.repeat(64),
      },
    ]);
    const done = await screen.findByRole('button', { name: 'Homeowner Hana Owens Already Signed' });
    expect(screen.getByText('You signed as homeowner. We e-mailed Ace Plumbing to sign next.')).toBeTruthy();
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(done.textContent).toContain('Already Signed');
    expect((screen.getByRole('button', { name: 'Sign as Service Provider Ace Plumbing' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server message when signing fails', async () => {
    renderSign({
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json(
              { error: { code: 'email_mismatch', message: "This e-mail address is not the homeowner's on this contract." } },
              { status: 403 },
            )
          : undefined,
    });
    const form = await chooseHomeowner();
    fill(form, 'someone@example.com', 'Some One');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await screen.findByText('Signature Failed')).toBeTruthy();
    expect(screen.getByText("This e-mail address is not the homeowner's on this contract.")).toBeTruthy();
  });

  it('reloads the page state when the party already signed elsewhere', async () => {
    const fetchMock = renderSign({
      route: (url) =>
        url === '/api/contracts/c1/sign'
          ? Response.json({ error: { code: 'already_signed', message: 'The homeowner has already signed.' } }, { status: 409 })
          : undefined,
    });
    const form = await chooseHomeowner();
    fill(form, 'hana@example.com', 'Hana Owens');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Contract Electronically' }));
    expect(await screen.findByText('The homeowner has already signed.')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u === `/api/contracts/c1?token=${TOKEN}`).length).toBe(2));
  });

  it('pre-selects the invited role, and Change goes back to the picker', async () => {
    renderSign({ info: signingInfo({ yourRole: 'provider' }) });
    const form = await screen.findByRole('form', { name: 'Sign as Service Provider' });
    fireEvent.click(within(form).getByRole('button', { name: 'Change who is signing' }));
    expect(await screen.findByRole('button', { name: 'Sign as Homeowner Hana Owens' })).toBeTruthy();
  });

  it('disables a party that has signed and shows its badge', async () => {
    renderSign({ info: signingInfo({ providerSignedAt: '2025-01-06T12:00:00Z', yourRole: 'provider' }) });
    const provider = await screen.findByRole('button', { name: 'Service Provider Ace Plumbing Already Signed' });
    expect((provider as HTMLButtonElement).disabled).toBe(true);
    expect(within(provider).getByText('Already Signed')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the fully executed card with a PDF download', async () => {
    const at = '2025-01-06T12:00:00Z';
    renderSign({
      contract: record({ status: 'signed', workflowStage: 'executed', homeownerSignedAt: at, providerSignedAt: at }),
      info: signingInfo({ homeownerSignedAt: at, providerSignedAt: at }),
      route: (url) =>
        url === `/api/contracts/c1/pdf?token=${TOKEN}`
          ? new Response(new Blob(['%PDF']), {
              headers: { 'content-disposition': 'attachment; filename="contract-kitchen-faucet-20250106-120000.pdf"' },
            })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Contract Fully Executed' })).toBeTruthy();
    expect(screen.getByText('Fully Executed')).toBeTruthy();
    expect(screen.getByText(/Confirmation e-mails with the final signed PDF/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign as/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF Downloaded')).toBeTruthy();
    expect(screen.getByText('Saved as contract-kitchen-faucet-20250106-120000.pdf.')).toBeTruthy();
  });

  it('says Contract Not Found without access', async () => {
    renderSign({ path: '/sign/c1?token=wrong-token-0000000000' });
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeTruthy();
  });

  it('cannot sign when the disclosure did not load', async () => {
    renderSign({ route: (url) => (url.includes('/signing-info') ? new Response('down', { status: 503 }) : undefined) });
    const form = await chooseHomeowner();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('could not be loaded'));
    expect((within(form).getByRole('button', { name: 'Sign Contract Electronically' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
