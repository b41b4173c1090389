import { makeEvent, routed } from '@homepact/kit';
import { ContractEvents } from '@homepact/proto';
import { canDelete, type Actor } from '../domain/access.ts';
import { isDraft } from '../domain/contract.ts';
import { contractNotFound, notDraft, ownerOnly } from '../domain/errors.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { loadReadable } from './load-contract.ts';

/**
 * Deletes a draft (its creator only). The contract is soft-deleted with its
 * ContractDeleted event in one write: reads skip it at once, and the relay
 * removes it for good once the event is out.
 */
export async function deleteContract(deps: ContractsDeps, actor: Actor, id: string): Promise<void> {
  const { doc: current, viewer } = await loadReadable(deps, { user: actor }, id);
  // Only admins and parties get here without owning it: they can see it, so a 403 reveals nothing.
  if (!canDelete(viewer, current)) throw ownerOnly();
  if (!isDraft(current)) throw notDraft('deleted');

  const now = deps.now();
  const event = makeEvent(ContractEvents.ContractDeleted, {
    key: current._id,
    producer: PRODUCER,
    data: { contractId: current._id, createdBy: current.createdBy, deletedAt: now.toISOString() },
  });
  const deleted = await deps.c.contracts.softDelete(current._id, 'draft', [routed(ContractEvents.ContractDeleted.topic, event)]);
  if (!deleted) {
    if (await deps.c.contracts.findLive(current._id)) throw notDraft('deleted');
    throw contractNotFound();
  }
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: current._id,
    userId: actor.userId,
    action: 'deleted',
    metadata: { eventId: event.id, serviceType: current.serviceType },
    now,
  });
  // A draft's annotations go with it (the history rows stay).
  await deps.c.annotations.deleteForContract(current._id);
}
