import type { Envelope } from '@homepact/proto';
import type { RawUpdate, Update } from '../store/types.ts';

/**
 * Transactional outbox without transactions: the events a state change causes
 * ride on the changed document itself (`_outbox`), and a single-document write
 * is atomic in both MongoDB and the embedded store. The relay publishes pending
 * events and then pulls them off the document. A crash in between means the
 * event is published again, which idempotent consumers absorb.
 *
 * Documents to be deleted are marked `_deleted: true` instead; the relay
 * removes them once their events are out.
 *
 * This file only builds the fields; the relay that publishes them is
 * `outbox-relay.ts`, outside `/events`, because it needs metrics and a bus.
 */
export interface OutboxFields {
  _outbox?: Array<Envelope & { topic: string }>;
  _outboxPending?: boolean;
  _deleted?: boolean;
}

type Routed = Envelope & { topic: string };

export const outbox = {
  /** Fields to spread into a new document. */
  insert(events: Routed[]): OutboxFields {
    return events.length ? { _outbox: events, _outboxPending: true } : {};
  },
  /** Merges the events into an update of an existing document. */
  update<T extends OutboxFields>(update: Update<T>, events: Routed[]): Update<T> {
    if (!events.length) return update;
    // Built untyped: T is generic here, and the fields it adds are OutboxFields, which T has.
    const raw = update as RawUpdate;
    const merged: RawUpdate = {
      ...raw,
      $set: { ...raw.$set, _outboxPending: true },
      $push: { ...raw.$push, _outbox: { $each: events } },
    };
    return merged as Update<T>;
  },
  /**
   * An update that soft-deletes the document and carries its events. The
   * document is always flagged pending, even with no events, so the relay
   * (which only visits pending documents) removes it.
   */
  delete<T extends OutboxFields>(events: Routed[]): Update<T> {
    const soft: RawUpdate = { $set: { _deleted: true, _outboxPending: true } };
    return outbox.update(soft as Update<T>, events);
  },
};

/** Routes an envelope to its topic (from its event definition). */
export const routed = <T extends Envelope>(topic: string, event: T): T & { topic: string } => ({ ...event, topic });
