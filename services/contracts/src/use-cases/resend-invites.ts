import { randomUUID } from 'node:crypto';
import { type BudgetRule } from '@homepact/kit';
import { AppError } from '@homepact/kit/errors';
import { canManage, partyEmail, type Actor, type PartyRole } from '../domain/access.ts';
import { invitesFailed, manageOnly, notResendable } from '../domain/errors.ts';
import { mailBudgetRules } from '../domain/mail-budget.ts';
import { requesterName, unsignedRoles } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { invitesRequested, mintInvitations, revokeOlderTokens } from './invitations.ts';
import { loadReadable } from './load-contract.ts';

const HOUR_MS = 3_600_000;

export function resendBudgetRules(
  limits: Pick<ContractsDeps['invites'], 'resendPerContractPerHour' | 'resendPerOwnerPerDay'>,
  contractId: string,
  userId: string,
): BudgetRule[] {
  return [
    {
      key: `resend:contract:${contractId}`,
      limit: limits.resendPerContractPerHour,
      windowMs: HOUR_MS,
      message: 'The invitations for this contract were sent several times in the last hour. Please wait before sending them again.',
    },
    {
      key: `resend:user:${userId}`,
      limit: limits.resendPerOwnerPerDay,
      windowMs: 24 * HOUR_MS,
      message: 'You have sent many invitations today. Please wait before sending more.',
    },
  ];
}

export type ResendOutcome = { status: 200; body: { emailsSent: true } } | { status: 202; body: { emailsSent: false } };

/**
 * POST /api/contracts/:id/resend-emails (manage access; only a contract sent
 * and waiting for signatures: a draft answers 409, its invitations go out
 * with Generate PDF Contract after their preview). New signing links for the parties who
 * have not signed go out in InvitesRequested (reason `resend`, with the
 * newest draft PDF if there is one); the answer waits, at most
 * INVITES_WAIT_MS, for notifications' verdict: InvitesSent -> 200,
 * InvitesFailed -> 502, nothing in time -> 202 (the e-mails may still go).
 *
 * `roles` picks the parties (the dashboard's dialog); none: every party who
 * has not signed. A party who signed is refused (409). The new link replaces
 * the party's older ones and, if they had asked for paper, offers e-signing
 * to them again.
 */
export async function resendInvites(deps: ContractsDeps, actor: Actor, id: string, picked?: readonly PartyRole[]): Promise<ResendOutcome> {
  const { doc, viewer } = await loadReadable(deps, { user: actor }, id);
  // Parties can read it, so a 403 reveals nothing they do not know.
  if (!canManage(viewer, doc)) throw manageOnly();
  const unsigned = unsignedRoles(doc);
  // Only a contract that was sent (pending signatures): a draft's invitations go out with Generate, after their preview (docs/decisions/0009-invitation-preview-before-sending.md).
  if (doc.status !== 'pending_signatures' || unsigned.length === 0) throw notResendable(doc.status);
  const signedPick = (picked ?? []).find((r) => !unsigned.includes(r));
  if (signedPick) throw new AppError('already_signed', 409, `The ${signedPick} has already signed: there is nothing to send them.`);
  const roles = picked?.length ? unsigned.filter((r) => picked.includes(r)) : unsigned;

  const now = deps.now();
  // Each resend e-mails the parties text of the sender's choosing: limited per contract and per sender, and by the
  // mail budget (per sender and per recipient, every kind of signing e-mail together). Refused before anything is queued.
  await deps.invites.budgets.consume(
    [
      ...resendBudgetRules(deps.invites, doc._id, actor.userId),
      ...mailBudgetRules(
        deps.invites,
        actor,
        roles.map((r) => partyEmail(doc, r)),
      ),
    ],
    now,
  );
  const requestId = randomUUID();
  const { tokens, invitations } = mintInvitations(deps, doc, roles, now);
  const invite = invitesRequested(doc, {
    requestId,
    reason: 'resend',
    documentId: doc.latestDocumentId ?? null,
    requestedByName: requesterName(doc, actor.email),
    invitations,
  });
  // Registered before the event can possibly be published, so a fast reply is not missed.
  const reply = deps.invites.waiter.expect(requestId, deps.invites.waitMs);
  // A new link offers e-signing again to a party who had asked for paper (their withdrawal stays in the evidence).
  const updated = await deps.c.contracts.resendLinks(doc, roles, tokens, now, [invite]);
  // It was signed, sent or deleted meanwhile (the unanswered wait just times out).
  if (!updated) throw notResendable();
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: actor.userId,
    action: 'invites_requested',
    description: `Signing invitations resent by ${invite.data.requestedByName}`,
    metadata: {
      eventId: invite.id,
      requestId,
      documentId: invite.data.documentId,
      invited: invitations.map((i) => ({ role: i.role, email: i.email })),
    },
    now,
  });
  await revokeOlderTokens(deps, doc._id, tokens, now);

  const answer = await reply;
  if (answer?.type === 'InvitesFailed') throw invitesFailed();
  if (answer?.type === 'InvitesSent') return { status: 200, body: { emailsSent: true } };
  return { status: 202, body: { emailsSent: false } };
}
