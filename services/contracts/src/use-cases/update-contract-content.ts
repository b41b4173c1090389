import { AppError, makeEvent, routed } from '@homepact/kit';
import { normaliseContractText } from '@homepact/legal';
import { ContractEvents, type ContractRecord } from '@homepact/proto';
import { canEdit, type Actor } from '../domain/access.ts';
import { assertTermsUnlocked } from '../domain/authorship.ts';
import { eventSummary, isDraft, toRecord } from '../domain/contract.ts';
import { contractNotFound, notDraft, textFrozen } from '../domain/errors.ts';
import { hasAnySignature } from '../domain/signing.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { loadReadable } from './load-contract.ts';

/**
 * Saves the edited contract text of a draft (owner or admin); emits
 * ContractUpdated. Once anyone has signed, the text is frozen (409 `signed`).
 */
export async function updateContractContent(
  deps: ContractsDeps,
  actor: Actor,
  id: string,
  input: { editedContractContent: string },
): Promise<ContractRecord> {
  const { doc: current, viewer } = await loadReadable(deps, { user: actor }, id);
  if (!canEdit(viewer, current)) throw AppError.forbidden('You cannot edit this contract');
  if (hasAnySignature(current)) throw textFrozen();
  if (!isDraft(current)) throw notDraft('edited');

  // Normalised as every surface shows it (see newContract), so no invisible character is ever signed.
  const text = normaliseContractText(input.editedContractContent);
  assertTermsUnlocked(current, text);
  const now = deps.now();
  const event = makeEvent(ContractEvents.ContractUpdated, {
    key: current._id,
    producer: PRODUCER,
    data: { ...eventSummary(current), changes: ['editedContractContent'], updatedAt: now.toISOString() },
  });
  // Conditional on still being a live, unsigned draft: a send-for-signature,
  // signature or delete that lands between the read and this write wins, and
  // this one is refused.
  const updated = await deps.c.contracts.saveDraftEdits(current._id, { editedContractContent: text }, now, [
    routed(ContractEvents.ContractUpdated.topic, event),
  ]);
  if (!updated) {
    const latest = await deps.c.contracts.findLive(current._id);
    if (!latest) throw contractNotFound();
    throw hasAnySignature(latest) ? textFrozen() : notDraft('edited');
  }
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: current._id,
    userId: actor.userId,
    action: 'content_updated',
    metadata: { eventId: event.id, changes: ['editedContractContent'], length: text.length },
    now,
  });
  return toRecord(updated);
}
