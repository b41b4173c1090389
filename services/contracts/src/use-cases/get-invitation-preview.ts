import { documentsToDeliver, invitationMessage, senderEmail } from '@homepact/legal';
import type { InvitationPreview } from '@homepact/proto';
import { canManage, partyEmail, sameEmail, type Actor } from '../domain/access.ts';
import { manageOnly, notResendable } from '../domain/errors.ts';
import { inviteSummary, partyName, requesterName, unsignedRoles } from '../domain/signing.ts';
import { signUrl } from '../domain/signing-token.ts';
import { signedTextTerms } from '../domain/terms.ts';
import type { ContractsDeps } from './deps.ts';
import { changeOrderOf } from './invitations.ts';
import { loadReadable } from './load-contract.ts';

/** Stands in for each party's personal token in the previewed link. */
export const PREVIEW_TOKEN = 'your-personal-link';

/**
 * GET /api/contracts/:id/invitation-preview (manage access): the invitations
 * as they would go out now, built from the same data InvitesRequested
 * carries (send-for-signature.ts for a draft, resend-invites.ts for a
 * contract waiting for signatures) and written by the function notifications
 * sends with. Nothing is sent, minted or recorded.
 */
export async function getInvitationPreview(
  deps: Pick<ContractsDeps, 'c' | 'now' | 'signing'>,
  actor: Actor,
  id: string,
): Promise<InvitationPreview> {
  const { doc, viewer } = await loadReadable(deps, { user: actor }, id);
  if (!canManage(viewer, doc)) throw manageOnly();
  const draft = doc.status === 'draft';
  if (!draft && doc.status !== 'pending_signatures') throw notResendable(doc.status);
  const roles = unsignedRoles(doc);
  // The same sender rule as the real requests: a draft's is the requester of Generate (the creator, else HomePact).
  const sender = draft ? requesterName(doc, actor.userId === doc.createdBy ? doc.createdByEmail : null) : requesterName(doc, actor.email);
  const summary = inviteSummary(doc);
  const terms = signedTextTerms(doc);
  const delivered = documentsToDeliver(doc.contractData ?? {}).map((d) => ({ title: d.title, citation: d.citation }));
  return {
    reason: draft ? 'generated' : 'resend',
    sender,
    recipients: roles.map((role) => {
      const m = invitationMessage({
        recipientName: partyName(doc, role),
        role,
        invitedByName: sender,
        serviceType: summary.serviceType,
        totalAmount: summary.totalAmount,
        terms,
        signUrl: signUrl(deps.signing.publicUrl, doc._id, PREVIEW_TOKEN),
        reason: draft ? 'generated' : 'resend',
        // Generate attaches the PDF it makes; a resend attaches the latest one, if any.
        pdfAttached: draft || !!doc.latestDocumentId,
        delivered,
        // As notifications decides it: the recipient is the address the sender is named with.
        recipientIsSender: sameEmail(senderEmail(sender) ?? '', partyEmail(doc, role)),
        ...changeOrderOf(doc),
      });
      return { role, name: partyName(doc, role), email: partyEmail(doc, role), subject: m.subject, text: m.text };
    }),
  };
}
