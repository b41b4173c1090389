import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Envelope } from '@homepact/proto';
import type { DeliveryMeta, EventHandler } from '../bus/types.ts';
import type { Logger } from '../logger.ts';

/** Options every contract suite takes. */
export interface ContractOptions {
  /** Report the whole suite as skipped (e.g. no server to run it against). */
  skip?: boolean;
  /** Per-test timeout for suites that wait on a real server. */
  timeoutMs?: number;
}

/** A logger for tests: silent unless TEST_LOG_LEVEL is set. */
export function testLogger(): Logger {
  return pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
}

/** A short unique suffix for collection, topic and group names. */
export const uniqueSuffix = (): string => randomUUID().replaceAll('-', '').slice(0, 10);

/** A fresh directory under the OS temp dir, and a function that removes it. */
export async function tempDir(prefix = 'homepact-test-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Polls until `predicate` holds, or fails with `what` after `timeoutMs`. A
 * bounded wait for asynchronous delivery, not a timing assertion.
 */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  opts: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${opts.what ?? 'condition'}`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 10));
  }
}

/** A valid envelope for tests (type `ContractTest` unless given). */
export function testEvent(key: string, data: unknown = {}, extra: Partial<Envelope> = {}): Envelope {
  return {
    id: randomUUID(),
    type: 'ContractTest',
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'contract-test',
    key,
    data,
    ...extra,
  };
}

/** Marks the end of a stream of events for one key: once it arrives, everything before it on that key has. */
export const SENTINEL_TYPE = 'ContractSentinel';
export const sentinelEvent = (key: string): Envelope => testEvent(key, {}, { type: SENTINEL_TYPE });
export const isSentinel = (e: Envelope): boolean => e.type === SENTINEL_TYPE;

/** Records what a subscription received, for assertions. */
export class Received {
  readonly deliveries: Array<{ event: Envelope; meta: DeliveryMeta }> = [];

  /** A handler that records every delivery. `before` may throw to fail a delivery. */
  handler(before?: (event: Envelope, meta: DeliveryMeta) => void | Promise<void>): EventHandler {
    return async (event, meta) => {
      if (before) await before(event, meta);
      this.deliveries.push({ event, meta });
    };
  }

  get events(): Envelope[] {
    return this.deliveries.map((d) => d.event);
  }

  /** Deliveries that are not sentinels. */
  get payload(): Envelope[] {
    return this.events.filter((e) => !isSentinel(e));
  }

  count(id: string): number {
    return this.deliveries.filter((d) => d.event.id === id).length;
  }

  has(id: string): boolean {
    return this.count(id) > 0;
  }

  async waitForIds(ids: string[], what = 'events', timeoutMs?: number): Promise<void> {
    await waitFor(() => ids.every((id) => this.has(id)), { what: `${what} (${ids.length})`, timeoutMs });
  }
}
