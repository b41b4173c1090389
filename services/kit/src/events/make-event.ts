import { randomUUID } from 'node:crypto';
import type { Envelope, EventDefinition } from '@homepact/proto';
import { currentTraceparent } from '../trace.ts';

/** Builds an envelope, validating `data` against the event's schema. */
export function makeEvent<TType extends string, TData>(
  def: EventDefinition<TType, TData>,
  /** `occurredAt`: when the change it announces happened, where the write stamps that time itself (default now). */
  opts: { key: string; data: TData; producer: string; traceparent?: string; occurredAt?: Date },
): Envelope<TData> & { type: TType } {
  const data = def.schema.parse(opts.data);
  const traceparent = opts.traceparent ?? currentTraceparent();
  return {
    id: randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
    producer: opts.producer,
    key: opts.key,
    ...(traceparent ? { traceparent } : {}),
    data,
  };
}

/** Consumer side: narrows an envelope to one event type and validates its data. */
export function readEvent<TType extends string, TData>(def: EventDefinition<TType, TData>, event: Envelope): Envelope<TData> | null {
  if (event.type !== def.type) return null;
  return { ...event, data: def.schema.parse(event.data) };
}
