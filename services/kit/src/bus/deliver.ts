import { deadLetterTopic, type Envelope } from '@homepact/proto';
import type { Logger } from '../logger.ts';
import { consumerSpan } from '../telemetry.ts';
import { metricsFor, serviceOfGroup } from '../metrics.ts';
import { retry } from '../backoff.ts';
import { DEFAULT_RETRY, type EventHandler, type RetryPolicy } from './types.ts';

export interface DeadLetter {
  event: Envelope;
  sourceTopic: string;
  group: string;
  error: string;
  attempts: number;
  failedAt: string;
}

/**
 * Runs a handler with the kit's `retry` (policy.tries in all, the kit's
 * backoff between them, one consumer span and one warning per try); on final failure hands the event to
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
  // Metrics go to the consuming service (the group is named after it); attributes are bounded: topic and group.
  const metrics = metricsFor(serviceOfGroup(opts.group));
  const where = {
    'messaging.system': opts.system ?? 'homepact',
    'messaging.destination.name': opts.topic,
    'messaging.consumer.group.name': opts.group,
  };
  const occurredAt = Date.parse(opts.event.occurredAt);
  if (Number.isFinite(occurredAt)) metrics.eventAge.record(Math.max(0, (Date.now() - occurredAt) / 1000), where);
  try {
    await retry(
      policy,
      async (attempt) => {
        const startedAt = performance.now();
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
          metrics.consumeDuration.record((performance.now() - startedAt) / 1000, where);
        } catch (e) {
          metrics.consumeDuration.record((performance.now() - startedAt) / 1000, {
            ...where,
            'error.type': e instanceof Error ? e.name : 'unknown',
          });
          opts.logger.warn({ err: e, eventId: opts.event.id, type: opts.event.type, group: opts.group, attempt }, 'event handler failed');
          throw e;
        }
      },
      // A closing bus stops retrying: the event stays uncommitted and is delivered again after the restart.
      { retryable: () => !opts.isClosed?.() },
    );
    return;
  } catch (e) {
    if (opts.isClosed?.()) throw e;
    lastError = e;
  }
  const letter: DeadLetter = {
    event: opts.event,
    sourceTopic: opts.topic,
    group: opts.group,
    error: lastError instanceof Error ? lastError.message : String(lastError),
    attempts: policy.tries,
    failedAt: new Date().toISOString(),
  };
  opts.logger.error(
    { eventId: opts.event.id, type: opts.event.type, group: opts.group, error: letter.error },
    'event parked on dead-letter topic',
  );
  metrics.deadLetters.add(1, where);
  await opts.park(deadLetterTopic(opts.topic), letter);
}
