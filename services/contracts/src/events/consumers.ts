import { idempotent, readEvent, type EventHandler, type Runtime } from '@homepact/kit';
import { IdentityEvents, SigningEvents, Topics } from '@homepact/proto';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { recordChangeOrderSigned } from '../use-cases/record-change-order-signed.ts';
import { recordInvitesFailed, recordInvitesSent } from '../use-cases/record-invites-outcome.ts';
import { recordUserProfile } from '../use-cases/record-user-profile.ts';
import { sendForSignature } from '../use-cases/send-for-signature.ts';

export const GROUP = 'contracts';

/**
 * What contracts consumes: PdfGenerated (documents) sends a draft for
 * signature; InvitesSent / InvitesFailed (notifications) are recorded. Every
 * handler is idempotent: the kit's processed-events record skips a
 * redelivered event, and each effect is itself conditional or keyed by the
 * event id, which covers a crash between the effect and that record.
 */
export async function subscribeConsumers(rt: Runtime, deps: ContractsDeps) {
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.documents, Topics.notifications],
    handle: idempotent(rt.store, GROUP, async (event) => {
      const pdf = readEvent(SigningEvents.PdfGenerated, event);
      if (pdf) return sendForSignature(deps, pdf);
      const sent = readEvent(SigningEvents.InvitesSent, event);
      if (sent) return recordInvitesSent(deps, sent);
      const failed = readEvent(SigningEvents.InvitesFailed, event);
      if (failed) return recordInvitesFailed(deps, failed);
      // Anything else on these topics is not ours.
    }),
  });

  // Our own ContractExecuted: a change order signed by both becomes ChangeOrderSigned (the parent's price and end date move).
  const changeOrderSigned = idempotent(rt.store, GROUP, async (e) =>
    recordChangeOrderSigned(deps, readEvent(SigningEvents.ContractExecuted, e)!),
  );
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.contracts],
    handle: async (event, meta) => (event.type === SigningEvents.ContractExecuted.type ? changeOrderSigned(event, meta) : undefined),
  });

  // Users' names (a read model: invitations, annotations and the history name people).
  // Only these two types are ours on identity's topic; the rest are skipped without a store write.
  // A Map: an event's type is another service's text, never looked up on a plain object ("constructor" is just not ours).
  const profileHandlers = new Map<string, EventHandler>([
    [
      IdentityEvents.UserRegistered.type,
      idempotent(rt.store, GROUP, async (event) => {
        const { data } = readEvent(IdentityEvents.UserRegistered, event)!;
        await recordUserProfile(deps, { eventId: event.id, occurredAt: event.occurredAt, ...data });
      }),
    ],
    [
      IdentityEvents.UserUpdated.type,
      idempotent(rt.store, GROUP, async (event) => {
        const { data } = readEvent(IdentityEvents.UserUpdated, event)!;
        await recordUserProfile(deps, { eventId: event.id, occurredAt: event.occurredAt, ...data });
      }),
    ],
  ]);
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.identity],
    handle: async (event, meta) => profileHandlers.get(event.type)?.(event, meta),
  });
}

/** The requestId an InvitesSent / InvitesFailed answers (for the resend route's ReplyWaiter). */
export function invitesReplyId(event: { type: string; data: unknown }): string | null {
  if (event.type !== SigningEvents.InvitesSent.type && event.type !== SigningEvents.InvitesFailed.type) return null;
  const id = (event.data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : null;
}
