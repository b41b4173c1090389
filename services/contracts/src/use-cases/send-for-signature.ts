import { LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import type { Envelope, SigningEvents } from '@homepact/proto';
import type { z } from 'zod';
import { SYSTEM_USER } from '../domain/activity.ts';
import { isDraft } from '../domain/contract.ts';
import { requesterName, unsignedRoles } from '../domain/signing.ts';
import { contractUpdated } from './contract-updated.ts';
import type { ContractsDeps } from './deps.ts';
import { invitesRequested, mintInvitations, revokeOlderTokens } from './invitations.ts';
import { findContract } from './load-contract.ts';
import { defaultDeadline, scheduleDeadline } from './signing-deadline.ts';

type PdfGeneratedData = z.infer<(typeof SigningEvents.PdfGenerated)['schema']>;

/**
 * Consumes PdfGenerated (documents made a PDF of a contract). A draft's first
 * PDF sends it for signature: pending_signatures / sent_for_signature, a new
 * signing token for each party who has not signed, and InvitesRequested
 * (reason `generated`, the same requestId, so documents can tell the browser
 * whether the e-mails went out) in the same single-document write.
 *
 * Idempotent by construction, besides the consumer's processed-events record:
 * the write is conditional on the contract still being a draft, so a
 * redelivered PdfGenerated finds it pending and mints nothing. Any draft
 * PDF's id is remembered (newest wins) for resent invitations.
 */
export async function sendForSignature(deps: ContractsDeps, event: Envelope<PdfGeneratedData>): Promise<void> {
  const d = event.data;
  if (d.kind !== 'draft') return;
  const pdfAt = new Date(d.createdAt);
  // A signature landing between our read and our write makes the write miss: read again.
  await retryOnConflict(
    async () => {
      const doc = await findContract(deps, d.contractId);
      if (!doc) {
        deps.logger.warn({ contractId: d.contractId, eventId: event.id }, 'PdfGenerated for an unknown or deleted contract; ignored');
        return;
      }
      const now = deps.now();

      if (!isDraft(doc)) {
        await deps.c.contracts.recordLatestPdf(doc._id, d.documentId, pdfAt);
        deps.logger.info(
          { contractId: doc._id, status: doc.status },
          'PdfGenerated for a contract already sent for signature: no new invitations',
        );
        return;
      }

      const roles = unsignedRoles(doc);
      const { tokens, invitations } = mintInvitations(deps, doc, roles, now);
      const invite = invitesRequested(doc, {
        requestId: d.requestId,
        reason: 'generated',
        documentId: d.documentId,
        requestedByName: requesterName(doc, d.requestedBy && d.requestedBy === doc.createdBy ? doc.createdByEmail : null),
        invitations,
      });
      // The signing deadline's reminders and expiry are scheduled first: if this write then misses, they find no such deadline and do nothing.
      const deadline = d.deadlineDays ? new Date(now.getTime() + d.deadlineDays * 24 * 3_600_000) : defaultDeadline(deps, now);
      await scheduleDeadline(deps, doc._id, now, deadline);
      const after = { ...doc, status: 'pending_signatures', workflowStage: 'sent_for_signature', signingDeadline: deadline };
      // The invitations go to whoever had not signed when we read it: the write is conditional on that.
      const updated = await deps.c.contracts.markSent(
        doc,
        { documentId: d.documentId, documentAt: pdfAt, signingDeadline: deadline, tokens, now },
        [invite, contractUpdated(after, ['status', 'workflowStage'], now)],
      );
      if (!updated) return LOST_RACE;
      deps.kickRelay();
      await deps.c.activity.record({
        id: `event:${event.id}`,
        contractId: doc._id,
        userId: d.requestedBy ?? SYSTEM_USER,
        action: 'sent_for_signature',
        description: `Contract sent for signature by ${invite.data.requestedByName}`,
        metadata: {
          eventId: invite.id,
          requestId: d.requestId,
          documentId: d.documentId,
          sha256: d.sha256,
          invited: invitations.map((i) => ({ role: i.role, email: i.email })),
        },
        now,
      });
      await revokeOlderTokens(deps, doc._id, tokens, now);
      return;
    },
    // Still racing after several tries: fail, so the bus retries the event later.
    () => {
      throw new Error(`contract ${d.contractId} kept changing while being sent for signature`);
    },
  );
}
