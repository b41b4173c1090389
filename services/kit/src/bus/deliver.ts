import { deadLetterTopic, type Envelope } from '@homepact/proto';
import type { Logger } from '../logger.ts';
import { consumerSpan } from '../telemetry.ts';
import { backoffDelay, DEFAULT_RETRY, type EventHandler, type RetryPolicy } from './types.ts';

export interface DeadLetter {
  event: Envelope;
  sourceTopic: string;
  group: string;
  error: string;
  attempts: number;
  failedAt: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a handler with retries and backoff; on final failure hands the event to
 * `park` (which publishes to the dead-letter topic). Shared by both bus
 * adapters so their retry behaviour cannot drift apart.
 */
export async function deliverWithRetry(opts: {
  event: Envelope;
  topic: string;
  group: string;
  handle: EventHandler;
  retry?: Partial<RetryPolicy>;
  logger: Logger;
  park: (dlqTopic: string, letter: DeadLetter) => Promise<void>;
  isClosed?: () => boolean;
  /** messaging.system of the consumer spans. */
  system?: string;
}): Promise<void> {
  const policy = { ...DEFAULT_RETRY, ...opts.retry };
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    try {
      // The handler runs in a consumer span of the producer's trace, so one trace spans the hop.
      await consumerSpan(
        {
          topic: opts.topic,
          group: opts.group,
          eventId: opts.event.id,
          eventType: opts.event.type,
          attempt,
          traceparent: opts.event.traceparent,
          system: opts.system ?? 'homepact',
        },
        () => opts.handle(opts.event, { topic: opts.topic, attempt }),
      );
      return;
    } catch (e) {
      lastError = e;
      opts.logger.warn({ err: e, eventId: opts.event.id, type: opts.event.type, group: opts.group, attempt }, 'event handler failed');
      if (opts.isClosed?.()) throw e;
      if (attempt < policy.maxAttempts) await sleep(backoffDelay(policy, attempt));
    }
  }
  const letter: DeadLetter = {
    event: opts.event,
    sourceTopic: opts.topic,
    group: opts.group,
    error: lastError instanceof Error ? lastError.message : String(lastError),
    attempts: policy.maxAttempts,
    failedAt: new Date().toISOString(),
  };
  opts.logger.error(
    { eventId: opts.event.id, type: opts.event.type, group: opts.group, error: letter.error },
    'event parked on dead-letter topic',
  );
  await opts.park(deadLetterTopic(opts.topic), letter);
}
