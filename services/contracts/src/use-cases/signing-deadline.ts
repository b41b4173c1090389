import { randomUUID } from 'node:crypto';
import { makeEvent, routed } from '@homepact/kit';
import { LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { AppError } from '@homepact/kit/errors';
import { SigningEvents } from '@homepact/proto';
import { canManage, PARTY_ROLES, partyEmail, type Actor } from '../domain/access.ts';
import { SYSTEM_USER } from '../domain/activity.ts';
import { paperRequestedAtOf, type ContractDoc } from '../domain/contract.ts';
import { manageOnly, notOpenForSigning } from '../domain/errors.ts';
import { mailBudgetRules } from '../domain/mail-budget.ts';
import { partyName, requesterName, signedAtOf, unsignedRoles } from '../domain/signing.ts';
import type { JobDoc } from '../scheduler/job-scheduler.ts';
import { contractUpdated } from './contract-updated.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { invitesRequested, mintInvitations, revokeOlderTokens } from './invitations.ts';
import { findContract, loadReadable } from './load-contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The jobs of one signing deadline: a reminder `reminderDays` after sending
 * (each only if it falls before the day-before reminder), one the day before
 * the deadline, and the expiry at the deadline.
 */
export function plannedJobs(sentAt: Date, deadline: Date, reminderDays: readonly number[]) {
  const dayBefore = new Date(deadline.getTime() - DAY_MS);
  const reminders = reminderDays.map((d) => new Date(sentAt.getTime() + d * DAY_MS)).filter((at) => at < dayBefore);
  if (dayBefore > sentAt) reminders.push(dayBefore);
  return [
    ...reminders.map((dueAt) => ({ kind: 'reminder' as const, dueAt, deadline })),
    { kind: 'expire' as const, dueAt: deadline, deadline },
  ];
}

/** Schedules a deadline's jobs. Done before the contract write that sets the deadline: a job whose deadline never landed does nothing. */
export async function scheduleDeadline(deps: ContractsDeps, contractId: string, sentAt: Date, deadline: Date): Promise<void> {
  for (const job of plannedJobs(sentAt, deadline, deps.deadlines.reminderDays)) await deps.deadlines.schedule({ ...job, contractId });
}

export const defaultDeadline = (deps: Pick<ContractsDeps, 'deadlines'>, now: Date) =>
  new Date(now.getTime() + deps.deadlines.defaultDays * DAY_MS);

const sameTime = (a: Date | null | undefined, b: Date) => !!a && new Date(a).getTime() === b.getTime();

const creatorOf = (doc: ContractDoc) => ({ userId: doc.createdBy, email: doc.createdByEmail ?? null, name: doc.createdByName ?? null });

const partiesOf = (doc: ContractDoc) =>
  PARTY_ROLES.map((role) => ({ role, email: partyEmail(doc, role), name: partyName(doc, role), signed: !!signedAtOf(doc, role) }));

/** Runs one claimed job (the scheduler's `run`). Each effect is one conditional write, so running a job twice has one effect. */
export async function runSigningJob(deps: ContractsDeps, job: JobDoc): Promise<void> {
  if (job.kind === 'reminder') await sendReminder(deps, job);
  else await expireSigning(deps, job);
}

/**
 * A reminder to each party who has not signed (nor asked for paper): a fresh
 * link per party through the same path as Resend (their older links stop
 * working), within the owner's mail budget, naming who is waiting. Nothing
 * when the contract was signed, withdrawn, expired or got another deadline.
 */
async function sendReminder(deps: ContractsDeps, job: JobDoc): Promise<void> {
  await retryOnConflict(
    async () => {
      const doc = await findContract(deps, job.contractId);
      if (!doc || doc.status !== 'pending_signatures' || !sameTime(doc.signingDeadline, job.deadline)) return;
      if (doc._lastReminderJob === job._id) return;
      const now = deps.now();
      // Back after downtime with several reminders overdue: one goes out, not a burst.
      if (doc._lastReminderAt && now.getTime() - new Date(doc._lastReminderAt).getTime() < DAY_MS / 2) return;
      const roles = unsignedRoles(doc).filter((r) => !paperRequestedAtOf(doc, r));
      if (roles.length === 0) return;
      try {
        await deps.invites.budgets.consume(
          mailBudgetRules(
            deps.invites,
            { userId: doc.createdBy, email: doc.createdByEmail ?? '' },
            roles.map((r) => partyEmail(doc, r)),
          ),
          now,
        );
      } catch (e) {
        // The budget is spent for now: the job fails and the scheduler retries it after its backoff, so the reminder is late, not lost.
        if (e instanceof AppError && e.status === 429)
          throw new Error(`signing reminder postponed: the mail budget is spent (${e.message})`, { cause: e });
        throw e;
      }
      const { tokens, invitations } = mintInvitations(deps, doc, roles, now);
      const signed = PARTY_ROLES.find((r) => signedAtOf(doc, r));
      const sender = requesterName(doc, doc.createdByEmail);
      const event = makeEvent(SigningEvents.ReminderSent, {
        key: doc._id,
        producer: PRODUCER,
        data: {
          contractId: doc._id,
          serviceType: doc.serviceType,
          waitingOn: signed ? `${partyName(doc, signed)} (who has signed) and ${sender}` : sender,
          deadline: job.deadline.toISOString(),
          reminders: invitations,
          sentAt: now.toISOString(),
        },
      });
      const updated = await deps.c.contracts.recordReminder(doc, job._id, tokens, now, [routed(SigningEvents.ReminderSent.topic, event)]);
      if (!updated) return LOST_RACE;
      deps.kickRelay();
      await deps.c.activity.record({
        id: `job:${job._id}`,
        contractId: doc._id,
        userId: SYSTEM_USER,
        action: 'reminder_sent',
        description: `Signing reminder e-mailed to ${invitations.map((i) => i.name).join(' and ')}`,
        metadata: { eventId: event.id, jobId: job._id, reminded: invitations.map((i) => ({ role: i.role, email: i.email })) },
        now,
      });
      await revokeOlderTokens(deps, doc._id, tokens, now);
      return;
    },
    () => {
      throw new Error(`contract ${job.contractId} kept changing while reminding`);
    },
  );
}

/** At the deadline, a contract still waiting for signatures expires: its links stop working and everyone is told. */
async function expireSigning(deps: ContractsDeps, job: JobDoc): Promise<void> {
  await retryOnConflict(
    async () => {
      const doc = await findContract(deps, job.contractId);
      if (!doc || doc.status !== 'pending_signatures' || !sameTime(doc.signingDeadline, job.deadline)) return;
      const now = deps.now();
      if (now < job.deadline) throw new Error('expiry job ran before its deadline');
      const after = { ...doc, status: 'expired' };
      const event = makeEvent(SigningEvents.SigningExpired, {
        key: doc._id,
        producer: PRODUCER,
        data: {
          contractId: doc._id,
          serviceType: doc.serviceType,
          deadline: job.deadline.toISOString(),
          parties: partiesOf(doc),
          creator: creatorOf(doc),
          expiredAt: now.toISOString(),
        },
      });
      const updated = await deps.c.contracts.expire(doc._id, job.deadline, now, [
        routed(SigningEvents.SigningExpired.topic, event),
        contractUpdated(after, ['status'], now),
      ]);
      if (!updated) return LOST_RACE;
      deps.kickRelay();
      await deps.c.activity.record({
        id: `job:${job._id}`,
        contractId: doc._id,
        userId: SYSTEM_USER,
        action: 'signing_expired',
        metadata: { eventId: event.id, deadline: job.deadline.toISOString() },
        now,
      });
      return;
    },
    () => {
      throw new Error(`contract ${job.contractId} kept changing while expiring`);
    },
  );
}

const WITHDRAWABLE = ['pending_signatures', 'expired'];

/** POST /api/contracts/:id/withdraw (creator or admin): void a sent contract; links stop working at once, both parties are told. */
export async function withdrawContract(deps: ContractsDeps, actor: Actor, id: string, reason: string) {
  const { doc, viewer } = await loadReadable(deps, { user: actor }, id);
  if (!canManage(viewer, doc)) throw manageOnly();
  if (!WITHDRAWABLE.includes(doc.status)) throw notOpenForSigning('withdrawn');
  const now = deps.now();
  const after = { ...doc, status: 'withdrawn' };
  const event = makeEvent(SigningEvents.ContractWithdrawn, {
    key: doc._id,
    producer: PRODUCER,
    data: {
      contractId: doc._id,
      serviceType: doc.serviceType,
      reason,
      parties: partiesOf(doc),
      creator: creatorOf(doc),
      withdrawnAt: now.toISOString(),
    },
  });
  const updated = await deps.c.contracts.withdraw(doc._id, doc.status, reason, now, [
    routed(SigningEvents.ContractWithdrawn.topic, event),
    contractUpdated(after, ['status'], now),
  ]);
  if (!updated) throw notOpenForSigning('withdrawn');
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: actor.userId,
    action: 'withdrawn',
    description: `Contract withdrawn by ${requesterName(doc, actor.email)}: ${reason}`,
    metadata: { eventId: event.id, reason },
    now,
  });
  return { status: 'withdrawn' as const, withdrawnAt: now.toISOString() };
}

/**
 * POST /api/contracts/:id/deadline (creator or admin): signing closes `days`
 * days from now. An expired contract reopens: fresh links go to the parties
 * who have not signed (as a resend, within the mail budget).
 */
export async function extendDeadline(deps: ContractsDeps, actor: Actor, id: string, days: number) {
  const { doc, viewer } = await loadReadable(deps, { user: actor }, id);
  if (!canManage(viewer, doc)) throw manageOnly();
  if (doc.status !== 'pending_signatures' && doc.status !== 'expired') throw notOpenForSigning('extended');
  const now = deps.now();
  const deadline = new Date(now.getTime() + days * DAY_MS);
  const reopen = doc.status === 'expired';
  const roles = reopen ? unsignedRoles(doc) : [];
  if (reopen)
    await deps.invites.budgets.consume(
      mailBudgetRules(
        deps.invites,
        actor,
        roles.map((r) => partyEmail(doc, r)),
      ),
      now,
    );
  await scheduleDeadline(deps, doc._id, now, deadline);
  const { tokens, invitations } = mintInvitations(deps, doc, roles, now);
  const events = reopen
    ? [
        invitesRequested(doc, {
          requestId: randomUUID(),
          reason: 'resend',
          documentId: doc.latestDocumentId ?? null,
          requestedByName: requesterName(doc, actor.email),
          invitations,
        }),
        contractUpdated({ ...doc, status: 'pending_signatures' }, ['status', 'signingDeadline'], now),
      ]
    : [contractUpdated(doc, ['signingDeadline'], now)];
  const updated = await deps.c.contracts.extendDeadline(doc._id, doc.status, { signingDeadline: deadline, reopen, tokens, now }, events);
  if (!updated) throw notOpenForSigning('extended');
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: actor.userId,
    action: 'deadline_changed',
    description: `Signing deadline set to ${deadline.toISOString().slice(0, 10)} by ${requesterName(doc, actor.email)}${reopen ? '; the contract was sent again' : ''}`,
    metadata: { deadline: deadline.toISOString(), reopened: reopen },
    now,
  });
  if (tokens.length) await revokeOlderTokens(deps, doc._id, tokens, now);
  return { status: 'pending_signatures' as const, signingDeadline: deadline.toISOString() };
}
