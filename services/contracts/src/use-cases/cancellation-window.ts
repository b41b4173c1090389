import { makeEvent, routed } from '@homepact/kit';
import { LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { SigningEvents } from '@homepact/proto';
import { SYSTEM_USER } from '../domain/activity.ts';
import { cancellationWindowFor, cancelToken, type StoredWindow } from '../domain/cancellation-window.ts';
import type { ContractDoc } from '../domain/contract.ts';
import type { JobDoc } from '../scheduler/job-scheduler.ts';
import { contractUpdated } from './contract-updated.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { findContract } from './load-contract.ts';

/**
 * The window a contract gets as its second signature lands, with the job that
 * closes it scheduled first (a job whose window never landed does nothing).
 * Null when the signed text gives the buyer no right to cancel.
 */
export async function openCancellationWindow(
  deps: ContractsDeps,
  doc: ContractDoc,
  buyerSignedAt: Date | null | undefined,
): Promise<StoredWindow | null> {
  if (!buyerSignedAt) return null;
  const window = cancellationWindowFor(doc, new Date(buyerSignedAt));
  if (!window) return null;
  await deps.deadlines.schedule({ kind: 'window_close', contractId: doc._id, dueAt: window.endsAt, deadline: window.endsAt });
  return window;
}

/** The homeowner's "Cancel this contract" link while the window is open (the executed e-mail and the contract page carry it). */
export function cancelLinkFor(
  deps: Pick<ContractsDeps, 'signing' | 'textSealSecret'>,
  doc: Pick<ContractDoc, '_id' | 'cancellationWindow'>,
) {
  const w = doc.cancellationWindow;
  if (!w || w.closedAt) return null;
  const token = cancelToken(deps.textSealSecret, doc._id, new Date(w.endsAt));
  return `${deps.signing.publicUrl}/contracts/${encodeURIComponent(doc._id)}/cancel?token=${token}`;
}

/**
 * The scheduler's `window_close` job: at the end of the last day the window
 * closes and the contract is in force. One conditional write, so a job run
 * twice (or by two replicas) closes it once; nothing when it was cancelled.
 */
export async function closeCancellationWindow(deps: ContractsDeps, job: JobDoc): Promise<void> {
  await retryOnConflict(
    async () => {
      const doc = await findContract(deps, job.contractId);
      const w = doc?.cancellationWindow;
      if (!doc || doc.status !== 'signed' || !w || w.closedAt || new Date(w.endsAt).getTime() !== job.deadline.getTime()) return;
      const now = deps.now();
      if (now < job.deadline) throw new Error('window job ran before the window closed');
      const event = makeEvent(SigningEvents.CancellationWindowClosed, {
        key: doc._id,
        producer: PRODUCER,
        data: { contractId: doc._id, serviceType: doc.serviceType, endsAt: job.deadline.toISOString(), closedAt: now.toISOString() },
      });
      const after = { ...doc, cancellationWindow: { ...w, closedAt: now } };
      const updated = await deps.c.contracts.closeCancellationWindow(doc._id, now, [
        routed(SigningEvents.CancellationWindowClosed.topic, event),
        contractUpdated(after, ['cancellationWindow'], now),
      ]);
      if (!updated) return LOST_RACE;
      deps.kickRelay();
      await deps.c.activity.record({
        id: `job:${job._id}`,
        contractId: doc._id,
        userId: SYSTEM_USER,
        action: 'cancellation_window_closed',
        description: `The cancellation window closed (the last day was ${w.lastDay}): the contract is in force`,
        metadata: { eventId: event.id, endsAt: job.deadline.toISOString() },
        now,
      });
      return;
    },
    () => {
      throw new Error(`contract ${job.contractId} kept changing while closing its cancellation window`);
    },
  );
}
