import type { Envelope } from '@homepact/proto';
import type { DeliveryMeta, EventHandler } from '../bus/types.ts';
import type { DocumentStore } from '../store/types.ts';

interface ProcessedEvent {
  _id: string;
  group: string;
  eventId: string;
  type: string;
  processedAt: Date;
  [k: string]: unknown;
}

/**
 * Wraps a handler so a redelivered event has no second effect. The record is
 * keyed by (consumer group, event id) and written after the effect succeeds;
 * handlers whose effect is itself a store write should make that write
 * idempotent too (e.g. key it by event id), which closes the window between
 * the two writes.
 */
export function idempotent(store: DocumentStore, group: string, handle: EventHandler): EventHandler {
  const processed = store.collection<ProcessedEvent>('processed_events');
  let indexed: Promise<void> | undefined;
  return async (event: Envelope, meta: DeliveryMeta) => {
    indexed ??= processed.ensureIndexes([{ fields: { processedAt: 1 }, expireAfterSeconds: 30 * 24 * 3600 }]);
    await indexed;
    const _id = `${group}:${event.id}`;
    if (await processed.findOne({ _id })) return;
    await handle(event, meta);
    await processed.findOneAndUpdate(
      { _id },
      { $set: { group, eventId: event.id, type: event.type, processedAt: new Date() } },
      { upsert: true },
    );
  };
}
