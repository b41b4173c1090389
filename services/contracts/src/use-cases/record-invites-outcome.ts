import type { Envelope, SigningEvents } from '@homepact/proto';
import type { z } from 'zod';
import { PARTY_ROLES, partyEmail, sameEmail } from '../domain/access.ts';
import { SYSTEM_USER } from '../domain/activity.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { partyName } from '../domain/signing.ts';
import { nameWithEmail } from '../domain/user-profile.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract } from './load-contract.ts';

/** "Hana Owens (hana@example.com)" for a party's address; the address alone otherwise. */
function recipientLabel(doc: ContractDoc, email: string): string {
  const role = PARTY_ROLES.find((r) => sameEmail(email, partyEmail(doc, r)));
  return nameWithEmail(role ? partyName(doc, role) : null, email);
}

type InvitesSentData = z.infer<(typeof SigningEvents.InvitesSent)['schema']>;
type InvitesFailedData = z.infer<(typeof SigningEvents.InvitesFailed)['schema']>;

/**
 * Consumes InvitesSent: the contract shows `invitesSent: true` and when the
 * newest invitations went out. A redelivered or late older event never moves
 * lastInviteSentAt backwards; its history row is keyed by the event id.
 */
export async function recordInvitesSent(deps: ContractsDeps, event: Envelope<InvitesSentData>): Promise<void> {
  const d = event.data;
  const doc = await findContract(deps, d.contractId);
  if (!doc) return;
  const sentAt = new Date(d.sentAt);
  const now = deps.now();
  await deps.c.contracts.recordInvitesSent(doc, sentAt, now);
  await deps.c.activity.record({
    id: `event:${event.id}`,
    contractId: doc._id,
    userId: SYSTEM_USER,
    action: 'invites_sent',
    description: `Signing invitations e-mailed to ${d.recipients.map((email) => recipientLabel(doc, email)).join(', ')}`,
    metadata: { eventId: event.id, requestId: d.requestId, recipients: d.recipients, sentAt: d.sentAt },
    now,
  });
}

/** Consumes InvitesFailed: a history row (the owner can resend). */
export async function recordInvitesFailed(deps: ContractsDeps, event: Envelope<InvitesFailedData>): Promise<void> {
  const d = event.data;
  const doc = await findContract(deps, d.contractId);
  if (!doc) return;
  await deps.c.activity.record({
    id: `event:${event.id}`,
    contractId: doc._id,
    userId: SYSTEM_USER,
    action: 'invites_failed',
    metadata: { eventId: event.id, requestId: d.requestId, failedRecipients: d.failedRecipients, error: d.error, failedAt: d.failedAt },
    now: deps.now(),
  });
}
