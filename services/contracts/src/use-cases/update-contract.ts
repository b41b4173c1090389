import { AppError } from '@homepact/kit';
import { normaliseContractText } from '@homepact/legal';
import type { ContractRecord } from '@homepact/proto';
import { canEdit, type Actor } from '../domain/access.ts';
import { assertTermsUnlocked, generationOnSave, sealedOnSave, storedGeneration } from '../domain/authorship.ts';
import { isDraft, newContract, toRecord, type CreateContractInput } from '../domain/contract.ts';
import { contractNotFound, notDraft, textFrozen } from '../domain/errors.ts';
import { hasAnySignature } from '../domain/signing.ts';
import { contractUpdated } from './contract-updated.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable } from './load-contract.ts';

/** The fields a save of the wizard replaces: the form, its columns and the texts (never status, signatures, tokens or times). */
const SAVED_FIELDS = [
  'serviceType',
  'serviceDescription',
  'homeownerFirstName',
  'homeownerLastName',
  'homeownerEmail',
  'homeownerPhone',
  'homeownerAddress',
  'homeownerState',
  'providerName',
  'providerEmail',
  'providerPhone',
  'providerAddress',
  'providerLicense',
  'hasInsurance',
  'hasBonding',
  'insuranceDetails',
  'projectStartDate',
  'projectEndDate',
  'totalAmountCents',
  'paymentSchedule',
  'paymentTerms',
  'contractData',
  'finalContract',
  'htmlContent',
  'editedContractContent',
  'textSealed',
  'generation',
  'aiGeneratedScope',
] as const;

/**
 * PUT /api/contracts/:id: the wizard saves its whole draft again (the same
 * body as POST), so a contract is saved once whatever the path through the
 * wizard: a second save, or one after changing answers, updates this draft
 * instead of creating another. Owner or admin; a draft nobody has signed
 * (409 `not_draft` / `signed` otherwise). A start date that has passed since
 * is no reason to refuse: the draft is only being saved, not sent. Emits
 * ContractUpdated.
 */
export async function updateContract(deps: ContractsDeps, actor: Actor, id: string, input: CreateContractInput): Promise<ContractRecord> {
  const { doc: current, viewer } = await loadReadable(deps, { user: actor }, id);
  if (!canEdit(viewer, current)) throw AppError.forbidden('You cannot edit this contract');
  if (hasAnySignature(current)) throw textFrozen();
  if (!isDraft(current)) throw notDraft('edited');

  const now = deps.now();
  // Built exactly as a new draft is (same normalisation), then only the saved fields are taken.
  // A save that carries back the very text already stored keeps its authorship (a reopened draft has no seal to send).
  const sameText = input.generatedSeal === undefined && normaliseContractText(input.finalContract) === current.finalContract;
  const { generation: given, generationSeal, ...form } = input;
  const textSealed = sameText ? current.textSealed === true : sealedOnSave(deps.textSealSecret, input.finalContract, input.generatedSeal);
  const generation =
    sameText && given === undefined
      ? storedGeneration(current)
      : generationOnSave(deps.textSealSecret, input.finalContract, textSealed, given, generationSeal);
  const fresh = { ...newContract({ id: current._id, createdBy: current.createdBy, input: form, textSealed, now }), generation };
  assertTermsUnlocked(fresh, fresh.editedContractContent);
  const set = Object.fromEntries(SAVED_FIELDS.map((f) => [f, fresh[f]])) as Pick<typeof fresh, (typeof SAVED_FIELDS)[number]>;
  const changes = SAVED_FIELDS.filter((f) => JSON.stringify(fresh[f]) !== JSON.stringify(current[f]));
  const after = { ...current, ...set, updatedAt: now };
  const updated = await deps.c.contracts.saveDraftEdits(current._id, set, now, [contractUpdated(after, [...changes], now)]);
  if (!updated) {
    const latest = await deps.c.contracts.findLive(current._id);
    if (!latest) throw contractNotFound();
    throw hasAnySignature(latest) ? textFrozen() : notDraft('edited');
  }
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: current._id,
    userId: actor.userId,
    action: 'updated',
    metadata: { changes, totalAmountCents: fresh.totalAmountCents },
    now,
  });
  return toRecord(updated);
}
