import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '@homepact/proto';
import { INTERNAL_HEADER, signInternalCall, signRequestContext, USER_CONTEXT_HEADER, type UserContext } from '../auth/user-context.ts';
import { InProcessBus } from '../bus/in-process.ts';
import type { EventBus } from '../bus/types.ts';
import { createLogger } from '../logger.ts';
import type { Runtime, Service } from '../runtime.ts';
import { createEmbeddedStore } from '../store/embedded.ts';

/** One answer of `request`: the status, the body parsed as JSON when it is JSON, and the headers. */
export interface HarnessAnswer {
  status: number;
  body: any;
  headers: Record<string, any>;
  /** The body as sent. */
  text: string;
}

export interface HarnessRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (malformed-body tests), with `contentType` (default application/json). */
  rawBody?: string;
  contentType?: string;
  /** The signed-in user the gateway would vouch for; null or absent = signed out. */
  user?: UserContext | null;
  /** The client address the gateway would sign. */
  ip?: string;
  /** Adds another service's signature (default: for /internal/ paths). */
  internal?: boolean;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface ServiceHarness {
  service: Service;
  rt: Runtime;
  bus: InProcessBus;
  dataDir: string;
  /** Every event published on `recordTopics`, in order. */
  events: Envelope[];
  /** An in-process request through the whole Fastify app, signed as the gateway would sign it. */
  request(opts: HarnessRequest): Promise<HarnessAnswer>;
  /** Lets every published event reach every consumer (the in-process bus drains). */
  settle(): Promise<void>;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export interface ServiceHarnessOptions {
  /** The service's name: the store's folder, the logger's name. */
  name: string;
  /** The gateway-to-service secret (INTERNAL_JWT_SECRET). */
  secret: string;
  /** Builds the service on the runtime (parse its config with `dataDir` here). */
  build(rt: Runtime, dataDir: string): Promise<Service>;
  /** Reuse a data folder (restart tests: close with keepData); default a new temp folder. Removed on close unless keepData. */
  dataDir?: string;
  /** Share a bus between harnesses; default a new in-process bus. */
  bus?: EventBus;
  /** Topics whose events the harness records in `events`, and a hook per event. */
  recordTopics?: string[];
  onEvent?(event: Envelope): void;
  /** Call service.start() (consumers, relays); default true. */
  start?: boolean;
  /** Default client address. */
  ip?: string;
  /** Drain the bus after each request, so its events have reached every consumer (default true). */
  drainAfterRequest?: boolean;
  logLevel?: string;
}

/**
 * Builds any service in-process: an embedded store in a temp folder, the in-process bus, the service from its
 * own `build`, and requests signed with the gateway's user context (and an internal-call signature for
 * /internal/ routes). Each service's test/harness.ts wraps it with its own config and helpers.
 */
export async function startServiceHarness(opts: ServiceHarnessOptions): Promise<ServiceHarness> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), `hp-${opts.name}-`)));
  const logger = createLogger(opts.name, opts.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = (opts.bus ?? new InProcessBus(logger)) as InProcessBus;
  const rt: Runtime = { name: opts.name, logger, store: await createEmbeddedStore(dataDir, opts.name), bus };
  const events: Envelope[] = [];
  if (opts.recordTopics?.length) {
    await bus.subscribe({
      group: `test-${randomBytes(4).toString('hex')}`,
      topics: opts.recordTopics,
      handle: async (e) => {
        events.push(e);
        opts.onEvent?.(e);
      },
    });
  }
  const service = await opts.build(rt, dataDir);
  await service.app.ready();
  if (opts.start !== false) await service.start();
  const drain = async () => {
    if (bus instanceof InProcessBus) await bus.drain();
  };

  return {
    service,
    rt,
    bus,
    dataDir,
    events,
    async request(req) {
      const headers: Record<string, string> = {
        [USER_CONTEXT_HEADER]: await signRequestContext(opts.secret, { user: req.user ?? null, ip: req.ip ?? opts.ip ?? '203.0.113.7' }),
        ...req.headers,
      };
      if (req.internal ?? req.url.startsWith('/internal/')) headers[INTERNAL_HEADER] = await signInternalCall(opts.secret, 'gateway');
      if (req.cookie) headers.cookie = req.cookie;
      const payload = req.rawBody ?? (req.body !== undefined ? JSON.stringify(req.body) : undefined);
      if (payload !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
      const res = await service.app.inject({
        method: req.method ?? (payload !== undefined ? 'POST' : 'GET'),
        url: req.url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON */
      }
      if (opts.drainAfterRequest !== false) await drain();
      return { status: res.statusCode, body: parsed, headers: res.headers, text: res.body };
    },
    settle: drain,
    async close({ keepData = false } = {}) {
      await service.app.close();
      await service.stop();
      if (!opts.bus) await bus.close();
      await rt.store.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
