import { randomUUID } from 'node:crypto';
import { makeEvent, routed } from '@homepact/kit';
import { canonicalEmail, ContractEvents, type ContractRecord } from '@homepact/proto';
import type { Actor } from '../domain/access.ts';
import { assertTermsUnlocked, generationOnSave, sealedOnSave } from '../domain/authorship.ts';
import { eventParties, eventSummary, newContract, toRecord, type CreateContractInput } from '../domain/contract.ts';
import { nameWithEmail } from '../domain/user-profile.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { nameOfUser } from './record-user-profile.ts';

/** Saves the wizard's contract as a draft of the signed-in user; emits ContractCreated. */
export async function createContract(deps: ContractsDeps, actor: Actor, input: CreateContractInput): Promise<ContractRecord> {
  const now = deps.now();
  const createdByEmail = canonicalEmail(actor.email);
  const createdByName = await nameOfUser(deps, actor.userId);
  const { generation: given, generationSeal, ...form } = input;
  const textSealed = sealedOnSave(deps.textSealSecret, input.finalContract, input.generatedSeal);
  const generation = generationOnSave(deps.textSealSecret, input.finalContract, textSealed, given, generationSeal);
  const doc = {
    ...newContract({ id: randomUUID(), createdBy: actor.userId, createdByEmail, createdByName, input: form, textSealed, now }),
    // What wrote each section (the evidence record's authorship), when the ai service's record came with its seal.
    generation,
  };
  assertTermsUnlocked(doc, doc.editedContractContent);
  const event = makeEvent(ContractEvents.ContractCreated, {
    key: doc._id,
    producer: PRODUCER,
    data: { ...eventSummary(doc), parties: eventParties(doc), createdAt: now.toISOString() },
  });
  // The event rides on the document: one atomic write, published by the relay.
  await deps.c.contracts.insertDraft(doc, [routed(ContractEvents.ContractCreated.topic, event)]);
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: actor.userId,
    action: 'created',
    description: `Contract created by ${nameWithEmail(createdByName, createdByEmail)}`,
    metadata: { eventId: event.id, status: doc.status, workflowStage: doc.workflowStage, totalAmountCents: doc.totalAmountCents },
    now,
  });
  return toRecord(doc);
}
