import type { Envelope } from '@homepact/proto';
import type { RetryPolicy } from '../backoff.ts';

/** Redelivery is the kit's one RetryPolicy (`tries` in all, the first included; the backoff's steps between). */
export type { RetryPolicy };
export const DEFAULT_RETRY: RetryPolicy = { tries: 5, initialDelayMs: 200, maxDelayMs: 10_000 };

export interface DeliveryMeta {
  topic: string;
  attempt: number;
}
export type EventHandler = (event: Envelope, meta: DeliveryMeta) => Promise<void>;

export interface Subscription {
  /** Consumer group: each group gets every event once; members share the work. */
  group: string;
  topics: string[];
  handle: EventHandler;
  retry?: Partial<RetryPolicy>;
  /**
   * Where a brand-new group starts on a durable bus: true (the default) reads
   * what was published before it first ran; false starts at the end, for
   * per-process listeners that only care about replies from now on.
   */
  fromBeginning?: boolean;
  /**
   * The group belongs to this process alone (a per-pod reply listener): the
   * bus deletes it, with its committed offsets, when it closes.
   */
  ephemeral?: boolean;
}

/**
 * The event-bus port. Events are keyed by aggregate id, and events with the
 * same key are delivered in order within a group. A handler that keeps
 * failing is retried with exponential backoff and then the event is parked on
 * `<topic>.dlq` with the error; it is never dropped silently.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'in-process';
  publish(topic: string, events: Envelope[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * false once the bus can no longer consume and will not recover by itself (a Kafka consumer group that
   * crashed for good and could not be restarted): the service's /healthz then fails, so the pod is restarted
   * instead of answering HTTP while never consuming again. A local state, never a call to the broker.
   */
  live(): boolean;
  close(): Promise<void>;
}

/** Redelivery waits use the kit's one backoff. */
export { backoffDelay } from '../backoff.ts';
