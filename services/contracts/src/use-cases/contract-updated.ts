import { makeEvent, routed } from '@homepact/kit';
import { ContractEvents } from '@homepact/proto';
import { eventSummary, type ContractDoc } from '../domain/contract.ts';
import { PRODUCER } from './deps.ts';

/**
 * ContractUpdated for a change of the record (status, stage, signatures),
 * routed for the outbox, so read models such as the admin lists follow.
 * `after` is the contract as the write leaves it.
 */
export function contractUpdated(after: ContractDoc, changes: string[], now: Date) {
  const event = makeEvent(ContractEvents.ContractUpdated, {
    key: after._id,
    producer: PRODUCER,
    data: { ...eventSummary(after), changes, updatedAt: now.toISOString() },
  });
  return routed(ContractEvents.ContractUpdated.topic, event);
}
