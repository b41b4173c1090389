// Shared by the wizard tests only (not a test file itself).
import type { WizardDraft } from './draftStorage';

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
