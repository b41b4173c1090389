import { randomUUID } from 'node:crypto';
import type { Envelope } from '@homepact/proto';
import type { EventBus } from '../bus/types.ts';

/**
 * Lets an HTTP request wait, for a bounded time, for the event that answers
 * it (for example InvitesSent for the requestId of a PDF generation). Each
 * process subscribes with its own consumer group, so every replica sees every
 * reply and picks out the ones it is waiting for.
 */
export class ReplyWaiter {
  private readonly waiting = new Map<string, (event: Envelope) => void>();

  private constructor(private readonly correlate: (event: Envelope) => string | null) {}

  static async start(opts: {
    bus: EventBus;
    topics: string[];
    /** Service name; a per-process suffix is added. */
    group: string;
    /** The correlation id an event answers, or null when it is no reply. */
    correlate: (event: Envelope) => string | null;
  }): Promise<ReplyWaiter> {
    const waiter = new ReplyWaiter(opts.correlate);
    await opts.bus.subscribe({
      group: `${opts.group}-replies-${randomUUID()}`,
      topics: opts.topics,
      retry: { maxAttempts: 1 },
      fromBeginning: false,
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
