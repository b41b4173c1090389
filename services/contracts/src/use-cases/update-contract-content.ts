import { AppError, makeEvent, outbox, routed } from '@homepact/kit';
import { ContractEvents, type ContractRecord } from '@homepact/proto';
import { canEdit, type Actor } from '../domain/access.ts';
import { eventSummary, isDraft, toRecord } from '../domain/contract.ts';
import { contractNotFound, notDraft } from '../domain/errors.ts';
import { recordActivity } from '../store/activity.ts';
import { findLiveContract, live } from '../store/collections.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { loadReadable } from './get-contract.ts';

/** Saves the edited contract text of a draft (owner or admin); emits ContractUpdated. */
export async function updateContractContent(
  deps: ContractsDeps,
  actor: Actor,
  id: string,
  input: { editedContractContent: string },
): Promise<ContractRecord> {
  const current = await loadReadable(deps, actor, id);
  if (!canEdit(actor, current)) throw AppError.forbidden('You cannot edit this contract');
  if (!isDraft(current)) throw notDraft('edited');

  const now = deps.now();
  const event = makeEvent(ContractEvents.ContractUpdated, {
    key: current._id,
    producer: PRODUCER,
    data: { ...eventSummary(current), changes: ['editedContractContent'], updatedAt: now.toISOString() },
  });
  // Conditional on still being a live draft: a send-for-signature or delete
  // that lands between the read and this write wins, and this one is refused.
  const updated = await deps.c.contracts.findOneAndUpdate(
    live({ _id: current._id, status: 'draft' }),
    outbox.update({ $set: { editedContractContent: input.editedContractContent, updatedAt: now } }, [
      routed(ContractEvents.ContractUpdated.topic, event),
    ]),
  );
  if (!updated) {
    if (await findLiveContract(deps.c, current._id)) throw notDraft('edited');
    throw contractNotFound();
  }
  deps.onChange();
  await recordActivity(deps.c, {
    contractId: current._id,
    userId: actor.userId,
    action: 'content_updated',
    metadata: { eventId: event.id, changes: ['editedContractContent'], length: input.editedContractContent.length },
    now,
  });
  return toRecord(updated);
}
