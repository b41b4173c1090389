// Shared by the wizard tests only (not a test file itself).
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@homepact/proto';
import { renderApp, stubApi, testUser, type Route } from '../../test-utils';
import { browserEffects } from './browser';
import { CONTRACT_ID_KEY, DRAFT_KEY, type WizardDraft } from './draftStorage';

/** A draft that passes every step's rules: a California faucet job with a 30% deposit. */
export function completeDraft(overrides: Partial<WizardDraft> = {}): WizardDraft {
  return {
    serviceType: 'Replace the kitchen faucet',
    serviceDescription: 'Replace the kitchen faucet and fix a leaking shower valve',
    projectDescription: 'Replace the kitchen faucet and fix a leaking shower valve',
    state: 'california',
    contractorPersona: 'homeowner',
    homeownerFirstName: 'Dana',
    homeownerLastName: 'Whitfield',
    homeownerEmail: 'dana@example.com',
    homeownerPhone: '(415) 555-0100',
    homeownerAddress: '12 Oak Street, San Mateo',
    homeownerState: 'CA',
    providerName: 'Bay Plumbing',
    providerEmail: 'office@bayplumbing.example',
    providerPhone: '(415) 555-0199',
    hasInsurance: true,
    hasBonding: false,
    projectStartDate: '2030-03-02',
    projectEndDate: '2030-03-06',
    totalAmount: '4500',
    paymentSchedule: 'milestone',
    paymentTerms: '30% deposit due at signing, balance on completion',
    terminationNotice: '7 days written notice',
    governingLaw: 'California',
    disputeResolution: 'mediation',
    ...overrides,
  };
}

export const CONTRACT_TEXT = 'HOME SERVICE CONTRACT\n\n1. PARTIES\nHomeowner: Dana Whitfield\n\n2. SCOPE OF WORK\nReplace the faucet.';

/** The spec's answer for a JSON error body. */
export const errorBody = (status: number, message: string, code = 'error') => Response.json({ error: { code, message } }, { status });

/** GET /api/contracts/:id/invitation-preview for completeDraft(): both invitations as notifications would write them. */
export function invitationPreview(id: string): Response | undefined {
  return Response.json({
    reason: 'generated',
    sender: 'Jane Doe (jane.doe@example.com)',
    recipients: [
      {
        role: 'homeowner',
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        subject: 'Jane Doe invited you to sign a contract: Plumbing',
        text: `Hello Dana Whitfield,\n\nJane Doe (jane.doe@example.com) has prepared a contract on HomePact.\n\nReview and sign:\nhttp://localhost/sign/${id}?token=your-personal-link`,
      },
      {
        role: 'provider',
        name: 'Bay Plumbing',
        email: 'office@bayplumbing.example',
        subject: 'Jane Doe invited you to sign a contract: Plumbing',
        text: 'Hello Bay Plumbing,',
      },
    ],
  });
}

/** Answers the invitation preview of any contract (the Generate step fetches it before sending). */
export const withInvitationPreview =
  (route: (url: string, init?: RequestInit) => Response | undefined) => (url: string, init?: RequestInit) => {
    const m = /^\/api\/contracts\/([^/]+)\/invitation-preview$/.exec(url);
    return route(url, init) ?? (m ? invitationPreview(decodeURIComponent(m[1]!)) : undefined);
  };

/**
 * The browser around the wizard page in a test file: no scrolling, files "saved" into the returned
 * list, no real navigation or new windows, and a clean slate after each test.
 */
export function setUpWizardPage(): Array<{ blob: Blob; name: string }> {
  const saved: Array<{ blob: Blob; name: string }> = [];
  window.scrollTo = vi.fn();
  // The page is lazy-loaded by the router; loading it once up front keeps the first findBy fast.
  beforeAll(() => import('./ContractWizardPage'), 20_000);
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(browserEffects, 'saveBlob').mockImplementation((blob, name) => void saved.push({ blob, name }));
    vi.spyOn(browserEffects, 'openWindow').mockImplementation(() => ({}) as Window);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return saved;
}

/** Opens the wizard at `path` with this draft (and saved contract id) in storage; returns the fetch mock. */
export function openWizard(
  path: string,
  draft: WizardDraft,
  { contractId, route = () => undefined, user = testUser }: { contractId?: string | null; route?: Route; user?: User | null } = {},
) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  if (contractId) localStorage.setItem(CONTRACT_ID_KEY, contractId);
  const fetchMock = stubApi(user, withInvitationPreview(route));
  renderApp(path);
  return fetchMock;
}

export const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as WizardDraft;

export const pdfResponse = (emailsSent: 'true' | 'false' = 'true') =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'X-Emails-Sent': emailsSent },
  });

/** Generate PDF Contract shows the invitations first; Send sends them (docs/decisions/0009-invitation-preview-before-sending.md). */
export async function generateAndSend() {
  fireEvent.click(await screen.findByRole('button', { name: 'Generate PDF Contract' }));
  const send = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send invitations and download PDF' });
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}
