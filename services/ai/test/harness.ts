import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  parseConfig,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type Runtime,
  type Service,
  type UserContext,
} from '@homepact/kit';
import { Topics, type Envelope } from '@homepact/proto';
import { buildAi, type BuildAiOptions } from '../src/app.ts';
import { AiConfigSchema } from '../src/config.ts';
import { AI_USAGE_LOGS, type AiUsageLogDoc } from '../src/store/collections.ts';

export const SECRET = randomBytes(32).toString('hex');

export interface Harness {
  service: Service;
  rt: Runtime;
  bus: InProcessBus;
  /** AiRequestCompleted events as a consumer received them. */
  events: Envelope[];
  /** Every delay the retry loop asked to wait, in milliseconds (the waits themselves are skipped). */
  sleeps: number[];
  request(opts: {
    url: string;
    body?: unknown;
    user?: UserContext | null;
    rawBody?: string;
    /** The client address the gateway would sign (default 203.0.113.9). */
    ip?: string;
  }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  logs(): Promise<AiUsageLogDoc[]>;
  /** Waits until `n` events have arrived, then lets any stragglers land. */
  waitForEvents(n: number): Promise<Envelope[]>;
  close(): Promise<void>;
}

export async function startAi(opts: { env?: Record<string, string>; build?: BuildAiOptions } = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-ai-'));
  const logger = createLogger('ai', process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = new InProcessBus(logger);
  const rt: Runtime = { name: 'ai', logger, store: await createEmbeddedStore(dataDir, 'ai'), bus };
  const config = parseConfig(AiConfigSchema, { INTERNAL_JWT_SECRET: SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const events: Envelope[] = [];
  await bus.subscribe({ group: `test-${randomBytes(4).toString('hex')}`, topics: [Topics.ai], handle: async (e) => void events.push(e) });
  const sleeps: number[] = [];
  const service = await buildAi(rt, config, {
    sleep: async (ms) => void sleeps.push(ms),
    ...opts.build,
  });
  await service.app.ready();
  await service.start();

  return {
    service,
    rt,
    bus,
    events,
    sleeps,
    async request({ url, body, user = null, rawBody, ip = '203.0.113.9' }) {
      const headers: Record<string, string> = { [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user, ip }) };
      const payload = rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined);
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await service.app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload } : {}) });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body: parsed, headers: res.headers };
    },
    logs: () => rt.store.collection<AiUsageLogDoc>(AI_USAGE_LOGS).find({}, { sort: { createdAt: 1 } }),
    async waitForEvents(n) {
      await waitUntil(() => events.length >= n, { what: `${n} AiRequestCompleted event(s)`, timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 50));
      await bus.drain();
      return events;
    },
    async close() {
      await service.app.close();
      await service.stop();
      await bus.close();
      await rt.store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `predicate` holds, or fails after `timeoutMs`: a bounded wait for asynchronous delivery. */
export async function waitUntil(predicate: () => boolean, opts: { what: string; timeoutMs?: number }): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${opts.what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
