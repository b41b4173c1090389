import { idempotent, readEvent, type EventBus, type DocumentStore } from '@homepact/kit';
import { SigningEvents, Topics } from '@homepact/proto';
import { createCertificate } from '../use-cases/create-certificate.ts';
import type { DocumentsDeps } from '../use-cases/deps.ts';

export const CONSUMER_GROUP = 'documents';

/**
 * ContractExecuted -> the final PDF with its certificate. Idempotent twice
 * over: the kit's processed-event record (keyed by group and event id) and
 * the final document's id, which is a function of the contract.
 */
export async function subscribeConsumers(bus: EventBus, store: DocumentStore, deps: DocumentsDeps): Promise<void> {
  const onExecuted = idempotent(store, CONSUMER_GROUP, async (event) => {
    const executed = readEvent(SigningEvents.ContractExecuted, event);
    if (!executed) return;
    const outcome = await createCertificate(deps, executed.data);
    deps.logger.info({ contractId: executed.data.contractId, outcome }, 'certificate of completion');
  });
  await bus.subscribe({
    group: CONSUMER_GROUP,
    topics: [Topics.contracts],
    // contracts may be briefly unreachable: be patient (about two minutes) before dead-lettering.
    retry: { tries: 8, initialDelayMs: 500, maxDelayMs: 30_000 },
    handle: async (event, meta) => {
      // Only ContractExecuted matters; other contract events are not recorded as processed.
      if (event.type !== SigningEvents.ContractExecuted.type) return;
      await onExecuted(event, meta);
    },
  });
}
