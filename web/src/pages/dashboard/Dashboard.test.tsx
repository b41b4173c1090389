// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi, testUser } from '../../test-utils';
import { polyfillRadix } from '../marketing/testHelpers';
import { dashboardNav } from './DashboardPage';
import type { ContractCounts, ContractSummary } from '@homepact/proto';
import { countsFromSummary, recentContracts } from './contractCounts';
import { actionsFor } from './ContractRow';
import { summary } from './testData';

window.scrollTo = vi.fn();

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

const CONTRACTS = [
  summary({ id: 'c1', serviceType: 'Kitchen faucet', status: 'draft' }),
  summary({ id: 'c2', serviceType: 'Deck repair', status: 'pending_signatures', workflowStage: 'sent_for_signature' }),
  summary({ id: 'c3', serviceType: 'Roof patch', status: 'signed', workflowStage: 'executed', totalAmount: '12345.5' }),
  summary({ id: 'c4', serviceType: 'Fence paint', status: 'completed', workflowStage: 'executed' }),
  summary({ id: 'c5', serviceType: 'Gutter clean', status: 'on_hold', workflowStage: 'in_negotiation' }),
  summary({ id: 'c6', serviceType: 'Sixth job', status: 'draft' }),
  summary({ id: 'c7', serviceType: 'Seventh job', status: 'pending_signatures' }),
];

type Route = (url: string, init?: RequestInit) => Response | undefined;

/** What the server's summary says of these contracts. */
function countsOf(contracts: readonly ContractSummary[]): ContractCounts {
  const n = (status: string) => contracts.filter((c) => c.status === status).length;
  return {
    total: contracts.length,
    byStatus: { draft: n('draft'), pending_signatures: n('pending_signatures'), signed: n('signed'), completed: n('completed') },
  };
}

const RECENT_URL = '/api/contracts?limit=5';
const SUMMARY_URL = '/api/contracts/summary';

/** The API as the dashboard sees it: the summary and the first page of five. */
const INVITATION_PREVIEW = {
  reason: 'generated',
  sender: 'Olivia Grant',
  recipients: [
    {
      role: 'homeowner',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      subject: 'Olivia Grant invited you to sign',
      text: 'Hello Dana',
    },
    {
      role: 'provider',
      name: 'Bay Area Plumbing',
      email: 'office@bap.example',
      subject: 'Olivia Grant invited you to sign',
      text: 'Hello',
    },
  ],
};

/** View & Download of a draft shows both invitations first; nothing is sent until the owner confirms. */
async function viewAndDownload(fetchMock: ReturnType<typeof stubApi>, serviceType: string) {
  fireEvent.click(await screen.findByRole('button', { name: `View & Download ${serviceType}` }));
  const recipients = await screen.findByRole('list', { name: 'Recipients' });
  expect(within(recipients).getByText(/dana@example\.com/)).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/generate'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Send invitations and download PDF' }));
}

function renderDashboard(contracts = CONTRACTS, route: Route = () => undefined) {
  const fetchMock = stubApi(testUser, (url, init) => {
    const answer = route(url, init);
    if (answer) return answer;
    if (url === SUMMARY_URL) return Response.json(countsOf(contracts));
    if (url === RECENT_URL) return Response.json(contracts.slice(0, 5));
    if (url.endsWith('/invitation-preview')) return Response.json(INVITATION_PREVIEW);
    return undefined;
  });
  renderApp('/dashboard');
  return fetchMock;
}

const row = async (serviceType: string) => (await screen.findByRole('heading', { name: serviceType, level: 3 })).closest('li')!;
const calls = (fetchMock: ReturnType<typeof stubApi>, url: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method).length;
const pdf = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf', ...headers } });

describe('dashboard counters and list', () => {
  it('turns the server’s summary into the four counters (signed counts signed and completed)', () => {
    expect(countsFromSummary(countsOf(CONTRACTS))).toEqual({ total: 7, pendingSignatures: 2, signed: 2, draft: 2 });
    expect(countsFromSummary({ total: 9, byStatus: { draft: 1, pending_signatures: 2, signed: 3, completed: 0 } })).toEqual({
      total: 9,
      pendingSignatures: 2,
      signed: 3,
      draft: 1,
    });
    expect(recentContracts(CONTRACTS).map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('asks for the summary and five recent contracts, never the whole list', async () => {
    const fetchMock = renderDashboard();
    await screen.findByRole('list', { name: 'Recent contracts' });
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toContain('7'));
    expect(calls(fetchMock, SUMMARY_URL)).toBe(1);
    expect(calls(fetchMock, RECENT_URL)).toBe(1);
    expect(calls(fetchMock, '/api/contracts')).toBe(0);
    for (const [, init] of fetchMock.mock.calls) expect(init?.credentials ?? 'include').toBe('include');
  });

  it('takes the counters from the summary, not from the page it shows', async () => {
    renderDashboard(CONTRACTS, (url) =>
      url === SUMMARY_URL
        ? Response.json({ total: 1000, byStatus: { draft: 400, pending_signatures: 300, signed: 200, completed: 50 } })
        : undefined,
    );
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toContain('1000'));
    expect(screen.getByTestId('stat-pending-signatures').textContent).toContain('300');
    expect(screen.getByTestId('stat-signed').textContent).toContain('250');
    expect(screen.getByTestId('stat-draft').textContent).toContain('400');
  });

  it('shows the four counters and the first five contracts in the order returned', async () => {
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent contracts' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Kitchen faucet', 'Deck repair', 'Roof patch', 'Fence paint', 'Gutter clean']);
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toContain('7'));
    expect(screen.getByTestId('stat-pending-signatures').textContent).toContain('2');
    expect(screen.getByTestId('stat-signed').textContent).toContain('2');
    expect(screen.getByTestId('stat-draft').textContent).toContain('2');
  });

  it('shows provider, date, status, stage, amount and homeowner on a row', async () => {
    renderDashboard();
    const roof = await row('Roof patch');
    const text = roof.textContent ?? '';
    for (const part of ['Ace Plumbing', 'Jan 5, 2025', 'Signed', 'Signed by both parties', '$12,345.50', 'Hana Owens'])
      expect(text).toContain(part);
    expect((await row('Deck repair')).textContent).toContain('Pending Signatures');
    expect((await row('Gutter clean')).textContent).toContain('on_hold');
    expect((await row('Gutter clean')).textContent).toContain('In Negotiation');
  });

  it("shows when a signer reached their status in the badge's tooltip, which keyboard focus opens", async () => {
    polyfillRadix();
    const signers = [
      { role: 'homeowner' as const, name: 'Hana Owens', status: 'signed' as const, at: '2025-01-06T15:00:00Z' },
      { role: 'provider' as const, name: 'Ace Plumbing', status: 'not_sent' as const, at: null },
    ];
    renderDashboard([summary({ id: 'c2', serviceType: 'Deck repair', status: 'pending_signatures', signers })]);
    const list = within(await screen.findByRole('list', { name: 'Signers' }));
    const signed = list.getByText('Signed');
    expect(signed.textContent).toBe(' Signed on Jan 6, 2025');
    act(() => signed.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Signed Jan 6, 2025');
    expect(signed.getAttribute('aria-describedby')).toBe(tip.id);
    expect(signed.hasAttribute('title')).toBe(false);
    // Nothing to add to "Not sent": no tooltip and no tab stop.
    expect(list.getByText('Not sent').hasAttribute('tabindex')).toBe(false);
  });

  it('offers the actions each status allows, named after the service', async () => {
    expect(actionsFor('draft')).toEqual(['generate', 'delete']);
    expect(actionsFor('pending_signatures')).toEqual(['download', 'resend', 'deadline', 'withdraw']);
    expect(actionsFor('expired')).toEqual(['download', 'deadline', 'withdraw']);
    expect(actionsFor('withdrawn')).toEqual(['download']);
    expect(actionsFor('signed')).toEqual(['download']);
    expect(actionsFor('completed')).toEqual(['download']);
    expect(actionsFor('weird')).toEqual([]);

    renderDashboard();
    const names = (li: HTMLElement) =>
      [...within(li).getAllByRole('button'), ...within(li).getAllByRole('link')].map((b) => b.getAttribute('aria-label'));
    expect(names(await row('Kitchen faucet'))).toEqual([
      'View & Download Kitchen faucet',
      // A draft has no Resend: nothing was sent yet (docs/decisions/0009-invitation-preview-before-sending.md).
      'Delete draft Kitchen faucet',
      'Preview & Annotate Kitchen faucet',
    ]);
    expect(names(await row('Deck repair'))).toEqual([
      'Download PDF of Deck repair',
      'Resend Email for Deck repair',
      'New deadline for Deck repair',
      'Withdraw Deck repair',
      'Preview & Annotate Deck repair',
    ]);
    expect(names(await row('Roof patch'))).toEqual(['Download PDF of Roof patch', 'Preview & Annotate Roof patch']);
    expect(names(await row('Fence paint'))).toEqual(['Download PDF of Fence paint', 'Preview & Annotate Fence paint']);
    expect(within(await row('Gutter clean')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Preview & Annotate Roof patch' }).getAttribute('href')).toBe('/preview/c3');
  });

  it('shows the empty state with a link to the scope editor', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No contracts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Contract' }).getAttribute('href')).toBe('/scope-editor');
    expect(screen.getByRole('link', { name: 'Create Service Contract' }).getAttribute('href')).toBe('/#quick-setup');
  });

  it('sends a signed-out visitor to sign in after half a second', async () => {
    const toLogin = vi.spyOn(dashboardNav, 'toLogin').mockImplementation(() => {});
    stubApi(null);
    renderApp('/dashboard');
    expect(await screen.findByText('You need to log in to access the dashboard.')).toBeInTheDocument();
    expect(toLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(toLogin).toHaveBeenCalledTimes(1));
  });
});

describe('View & Download (generate)', () => {
  it('shows both invitations first, and Not yet sends nothing', async () => {
    const fetchMock = renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'View & Download Kitchen faucet' }));
    await screen.findByRole('list', { name: 'Recipients' });
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recipients' })).toBeNull());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/generate'))).toBe(false);
  });

  it('downloads the PDF, says invites went out, and reloads the list', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url, init) =>
      url === '/api/contracts/c1/generate' && init?.method === 'POST'
        ? pdf({ 'x-emails-sent': 'true', 'content-disposition': 'attachment; filename="contract-c1.pdf"' })
        : undefined,
    );
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    expect(await screen.findByText('PDF Generated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Contract downloaded and email invites sent to both parties.')).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalled();
    const saved = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('contract-c1.pdf');
    await waitFor(() => expect(calls(fetchMock, RECENT_URL)).toBe(2));
    await waitFor(() => expect(calls(fetchMock, SUMMARY_URL)).toBe(2));
    const init = fetchMock.mock.calls.find(([u]) => u === '/api/contracts/c1/generate')![1]!;
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe('include');
  });

  it('warns when the PDF downloaded but e-mails were not sent', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url) =>
      url === '/api/contracts/c1/generate' ? pdf({ 'x-emails-sent': 'false' }) : undefined,
    );
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    expect(await screen.findByText('Contract downloaded. Email sending failed - please try resending.')).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says the PDF could not be generated', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url) =>
      url === '/api/contracts/c1/generate' ? new Response('boom', { status: 500 }) : undefined,
    );
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    expect(await screen.findByText('Failed to generate PDF')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('a refused Generate says why and offers the way forward', () => {
  const MISMATCH = {
    error: {
      code: 'terms_mismatch',
      message: 'The contract text does not match the form.',
      details: {
        differences: [
          { field: 'total', form: '$1,500.00', text: '$2,500.00', message: 'The form says $1,500.00 in total; the text says $2,500.00.' },
        ],
      },
    },
  };

  it('a text that disagrees with the form: the differences, Edit the text in the wizard, or confirm and send', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url, init) => {
      if (url !== '/api/contracts/c1/generate') return undefined;
      return String(init?.body).includes('confirmTermsMismatch')
        ? pdf({ 'x-emails-sent': 'true' })
        : Response.json(MISMATCH, { status: 409 });
    });
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    const dialog = await screen.findByRole('dialog', { name: 'The contract text does not match the terms in the form' });
    expect(dialog.textContent).toContain('The form says $1,500.00 in total; the text says $2,500.00.');
    expect(dialog.textContent).not.toContain('Failed to generate PDF');
    expect(within(dialog).getByRole('link', { name: 'Edit the text' }).getAttribute('href')).toBe('/contract/edit?contractId=c1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'The text is right: send it' }));
    expect(await screen.findByText('PDF Generated Successfully')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls.filter(([u]) => u === '/api/contracts/c1/generate').map(([, i]) => String(i!.body));
    expect(bodies).toEqual(['{}', '{"confirmTermsMismatch":true}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("another refusal: the server's reason and the draft in the wizard", async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url) =>
      url === '/api/contracts/c1/generate'
        ? Response.json({ error: { code: 'bad_request', message: 'The start date has passed: choose a new one.' } }, { status: 400 })
        : undefined,
    );
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    const dialog = await screen.findByRole('dialog', { name: 'Kitchen faucet was not sent' });
    expect(dialog.textContent).toContain('The start date has passed: choose a new one.');
    expect(within(dialog).getByRole('link', { name: 'Open the draft' }).getAttribute('href')).toBe('/contract/review?contractId=c1');
  });

  it('the mail budget: its sentence in the toast', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url) =>
      url === '/api/contracts/c1/generate'
        ? Response.json({ error: { code: 'mail_limit', message: 'You have sent the daily limit of 50 signing e-mails.' } }, { status: 429 })
        : undefined,
    );
    await viewAndDownload(fetchMock, 'Kitchen faucet');
    expect(await screen.findByText('You have sent the daily limit of 50 signing e-mails.')).toBeInTheDocument();
  });
});

describe('Download PDF', () => {
  it('downloads the current PDF', async () => {
    renderDashboard(CONTRACTS, (url) => (url === '/api/contracts/c3/pdf' ? pdf() : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF of Roof patch' }));
    expect(await screen.findByText('PDF Downloaded')).toBeInTheDocument();
    expect(screen.getByText(/^Saved as contract-roof-patch-\d{8}-\d{6}\.pdf\.$/)).toBeInTheDocument();
  });

  it('explains a failed download', async () => {
    renderDashboard(CONTRACTS, (url) => (url === '/api/contracts/c3/pdf' ? new Response('nope', { status: 500 }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF of Roof patch' }));
    expect(await screen.findByText('Download Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to download PDF. Please try again.')).toBeInTheDocument();
  });
});

/** Resend asks whom to send a new link to (docs/decisions/0010-after-the-invitation.md); `uncheck` leaves a party out. */
async function resendTo(serviceType: string, uncheck: string[] = []) {
  fireEvent.click(await screen.findByRole('button', { name: `Resend Email for ${serviceType}` }));
  const dialog = await screen.findByRole('dialog', { name: `Resend the signing link for ${serviceType}` });
  expect(dialog.textContent).toContain('Their older links stop working.');
  for (const name of uncheck) fireEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(name) }));
  fireEvent.click(within(dialog).getByRole('button', { name: /^Send \d new links?$/ }));
}

describe('Resend Email', () => {
  const resendWith = (res: () => Response) => (url: string) => (url === '/api/contracts/c2/resend-emails' ? res() : undefined);

  it('asks whom to send it to, then confirms the new links went out', async () => {
    const fetchMock = renderDashboard(
      CONTRACTS,
      resendWith(() => Response.json({ emailsSent: true })),
    );
    await resendTo('Deck repair');
    expect(await screen.findByText('Emails Sent')).toBeInTheDocument();
    expect(screen.getByText('A new signing link was sent to both parties. Their older links no longer work.')).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([u]) => u === '/api/contracts/c2/resend-emails')![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ roles: ['homeowner', 'provider'] });
  });

  it('sends to one party only, and only parties who have not signed are offered', async () => {
    const signed = summary({
      id: 'c2',
      serviceType: 'Deck repair',
      status: 'pending_signatures',
      signers: [
        { role: 'homeowner', name: 'Hana Owens', status: 'signed', at: '2025-01-06T10:00:00Z' },
        { role: 'provider', name: 'Ace Plumbing', status: 'paper', at: '2025-01-06T11:00:00Z' },
      ],
    });
    const fetchMock = renderDashboard(
      [signed],
      resendWith(() => Response.json({ emailsSent: true })),
    );
    // The owner sees who asked for paper on the row.
    expect(await screen.findByText('Asked for paper')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Email for Deck repair' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(dialog.textContent).toContain('asked for paper; a new link offers e-signing again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 1 new link' }));
    expect(
      await screen.findByText('A new signing link was sent to the service provider. Their older links no longer work.'),
    ).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([u]) => u === '/api/contracts/c2/resend-emails')![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ roles: ['provider'] });
  });

  it('says the invites are queued on 202', async () => {
    renderDashboard(
      CONTRACTS,
      resendWith(() => Response.json({ emailsSent: false }, { status: 202 })),
    );
    await resendTo('Deck repair', ['Homeowner']);
    expect(await screen.findByText('Emails Queued')).toBeInTheDocument();
  });

  it("says sending failed, with the server's reason and when to try again", async () => {
    renderDashboard(
      CONTRACTS,
      resendWith(() =>
        Response.json(
          { error: { code: 'too_many_requests', message: 'pat@builders.example has received the daily limit of 5 signing e-mails.' } },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    await resendTo('Deck repair');
    expect(await screen.findByText('Not Sent: Limit Reached')).toBeInTheDocument();
    expect(
      screen.getByText('pat@builders.example has received the daily limit of 5 signing e-mails. Try again in 2 minutes.'),
    ).toBeInTheDocument();
  });
});

describe('logged out during an action', () => {
  it.each([
    ['Resend Email for Deck repair', '/api/contracts/c2/resend-emails', false],
    ['Delete draft Kitchen faucet', '/api/contracts/c1', true],
  ])('%s: toast, then /login after half a second', async (button, url, confirm) => {
    const { browserLocation } = await import('../../lib/sessionExpiry');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderDashboard(CONTRACTS, (u, init) =>
      u === url && init?.method !== 'GET' && init?.method !== undefined
        ? Response.json({ error: { code: 'unauthorized', message: 'Unauthorized' } }, { status: 401 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: button }));
    if (confirm) fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    else fireEvent.click(await screen.findByRole('button', { name: 'Send 2 new links' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  });
});

describe('Delete', () => {
  it('asks for confirmation, and Cancel deletes nothing', async () => {
    const fetchMock = renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft Kitchen faucet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('Kitchen faucet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetchMock, '/api/contracts/c1', 'DELETE')).toBe(0);
  });

  it('deletes once confirmed and reloads the list', async () => {
    const fetchMock = renderDashboard(CONTRACTS, (url, init) =>
      url === '/api/contracts/c1' && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft Kitchen faucet' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contract Deleted')).toBeInTheDocument();
    expect(screen.getByText('Draft contract has been permanently deleted.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/contracts/c1', 'DELETE')).toBe(1);
    await waitFor(() => expect(calls(fetchMock, RECENT_URL)).toBe(2));
    await waitFor(() => expect(calls(fetchMock, SUMMARY_URL)).toBe(2));
  });

  it('says deletion failed', async () => {
    renderDashboard(CONTRACTS, (url, init) =>
      url === '/api/contracts/c1' && init?.method === 'DELETE'
        ? Response.json({ error: { code: 'not_draft', message: 'x' } }, { status: 409 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft Kitchen faucet' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contract. Please try again.')).toBeInTheDocument();
  });
});
