import { hostname } from 'node:os';
import type { Envelope } from '@homepact/proto';
import type { EventBus } from '../bus/types.ts';

/**
 * Lets an HTTP request wait, for a bounded time, for the event that answers
 * it (for example InvitesSent for the requestId of a PDF generation). Each
 * replica must see every reply, so each subscribes with a consumer group of
 * its own: `<service>-replies-<pod name>` (HOSTNAME, which Kubernetes sets to
 * the pod name). The name is stable for the pod's life, so a restarted
 * container rejoins its group instead of adding one; the group is marked
 * ephemeral, so the bus deletes it when the pod shuts down, and it starts at
 * the end of the topic (a reply only matters to a request waiting now).
 */
export class ReplyWaiter {
  private readonly waiting = new Map<string, (event: Envelope) => void>();

  private constructor(private readonly correlate: (event: Envelope) => string | null) {}

  static async start(opts: {
    bus: EventBus;
    topics: string[];
    /** Service name; `-replies-<pod name>` is added. */
    group: string;
    /** The per-pod part of the group name; default HOSTNAME (the pod name in Kubernetes). */
    instance?: string;
    /** The correlation id an event answers, or null when it is no reply. */
    correlate: (event: Envelope) => string | null;
  }): Promise<ReplyWaiter> {
    const waiter = new ReplyWaiter(opts.correlate);
    await opts.bus.subscribe({
      group: replyGroup(opts.group, opts.instance),
      topics: opts.topics,
      retry: { tries: 1 },
      fromBeginning: false,
      ephemeral: true,
      handle: async (event) => waiter.deliver(event),
    });
    return waiter;
  }

  /**
   * Registers interest before the request's own event is published (call
   * this first, then publish, then await), so a fast reply is not missed.
   * Resolves with the reply, or null when none came in time.
   */
  expect(correlationId: string, timeoutMs: number): Promise<Envelope | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(correlationId);
        resolve(null);
      }, timeoutMs);
      this.waiting.set(correlationId, (event) => {
        clearTimeout(timer);
        this.waiting.delete(correlationId);
        resolve(event);
      });
    });
  }

  private deliver(event: Envelope) {
    const id = this.correlate(event);
    if (id) this.waiting.get(id)?.(event);
  }
}

/** The reply group of one service instance (a Kafka group id: letters, digits, `._-`). */
export function replyGroup(service: string, instance = process.env.HOSTNAME || hostname()): string {
  return `${service}-replies-${instance.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}
