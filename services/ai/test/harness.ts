import { randomBytes } from 'node:crypto';
import { parseConfig, type InProcessBus, type Runtime, type Service, type UserContext } from '@homepact/kit';
import { startServiceHarness, waitFor } from '@homepact/kit/testing';
import { Topics, type Envelope } from '@homepact/proto';
import { buildAi, type BuildAiOptions } from '../src/app.ts';
import { AiConfigSchema } from '../src/config.ts';
import { AI_USAGE_LOGS, type AiUsageLogDoc } from '../src/store/usage-logs-repository.ts';

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

/** The AI service in-process on the kit's test harness; the retry loop's waits are recorded, not slept. */
export async function startAi(opts: { env?: Record<string, string>; build?: BuildAiOptions } = {}): Promise<Harness> {
  const sleeps: number[] = [];
  const h = await startServiceHarness({
    name: 'ai',
    secret: SECRET,
    ip: '203.0.113.9',
    recordTopics: [Topics.ai],
    build: (rt, dataDir) =>
      buildAi(rt, parseConfig(AiConfigSchema, { INTERNAL_JWT_SECRET: SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env }), {
        sleep: async (ms) => void sleeps.push(ms),
        ...opts.build,
      }),
  });
  return {
    ...h,
    sleeps,
    request: (req) => h.request({ method: 'POST', ...req }),
    logs: () => h.rt.store.collection<AiUsageLogDoc>(AI_USAGE_LOGS).find({}, { sort: { createdAt: 1 } }),
    async waitForEvents(n) {
      await waitFor(() => h.events.length >= n, { what: `${n} AiRequestCompleted event(s)`, timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 50));
      await h.settle();
      return h.events;
    },
    close: () => h.close(),
  };
}
