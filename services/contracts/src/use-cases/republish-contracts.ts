import { makeEvent, routed } from '@homepact/kit';
import { ContractEvents, type RepublishAnswer } from '@homepact/proto';
import { eventParties, eventSummary } from '../domain/contract.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';

/**
 * POST /internal/republish: every live contract as a ContractSnapshot on its own document's outbox (the relay
 * publishes them), for read models rebuilt without the topic's history.
 */
export async function republishContracts(deps: Pick<ContractsDeps, 'c'>): Promise<RepublishAnswer> {
  const published = await deps.c.contracts.republish((doc) =>
    routed(
      ContractEvents.ContractSnapshot.topic,
      makeEvent(ContractEvents.ContractSnapshot, {
        key: doc._id,
        producer: PRODUCER,
        data: { ...eventSummary(doc), parties: eventParties(doc), createdAt: new Date(doc.createdAt).toISOString() },
      }),
    ),
  );
  return { service: 'contracts', event: ContractEvents.ContractSnapshot.type, published };
}
