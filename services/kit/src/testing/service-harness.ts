import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope, EventDefinition } from '@homepact/proto';
import { INTERNAL_HEADER, signInternalCall, signRequestContext, USER_CONTEXT_HEADER, type UserContext } from '../auth/user-context.ts';
import { InProcessBus } from '../bus/in-process.ts';
import type { EventBus } from '../bus/types.ts';
import { makeEvent } from '../events/make-event.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { Runtime, Service } from '../runtime.ts';
import { createEmbeddedStore } from '../store/embedded.ts';
import type { OutboxFields } from '../events/outbox.ts';
import type { Doc, DocumentStore } from '../store/types.ts';

/** One answer of `request`: the status, the body parsed as JSON when it is JSON, and the headers. */
export interface HarnessAnswer {
  status: number;
  body: any;
  headers: Record<string, any>;
  /** The body as sent. */
  text: string;
  /** The body's bytes (a PDF). */
  raw: Buffer;
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
  /** Adds another service's signature (default: for /internal/ paths, unless `signInternalPaths` is false). */
  internal?: boolean;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface ServiceHarness<S extends Service = Service> {
  service: S;
  rt: Runtime;
  bus: InProcessBus;
  dataDir: string;
  /** Every event published on `recordTopics`, in order. */
  events: Envelope[];
  /** An in-process request through the whole Fastify app, signed as the gateway would sign it. */
  request(opts: HarnessRequest): Promise<HarnessAnswer>;
  /**
   * Publishes an event as another service would. The key defaults to the data's contractId or userId
   * ('none' without either), the producer to 'test'. Returns the envelope (publish it again for a redelivery).
   */
  publish<T>(def: EventDefinition<string, T>, data: T, opts?: { key?: string; producer?: string }): Promise<Envelope<T>>;
  /**
   * Lets every published event reach every consumer: drains the in-process bus until the outboxes of
   * `outboxCollections` stay empty (events that consumers write are relayed and delivered too).
   */
  settle(): Promise<void>;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export interface ServiceHarnessOptions<S extends Service = Service> {
  /** The service's name: the store's folder, the logger's name. */
  name: string;
  /** The gateway-to-service secret (INTERNAL_JWT_SECRET). */
  secret: string;
  /** Builds the service on the runtime (parse its config with `dataDir` here). */
  build(rt: Runtime, dataDir: string): Promise<S>;
  /** Reuse a data folder (restart tests: close with keepData); default a new temp folder. Removed on close unless keepData. */
  dataDir?: string;
  /** Share a bus between harnesses; default a new in-process bus. */
  bus?: EventBus;
  /** Wraps the store the service gets (to inject store failures); the harness closes the real one. */
  wrapStore?(store: DocumentStore): DocumentStore;
  /** Topics whose events the harness records in `events`, and a hook per event. */
  recordTopics?: string[];
  onEvent?(event: Envelope): void;
  /** Collections whose transactional outbox (`_outboxPending`) `settle` waits to empty. */
  outboxCollections?: string[];
  /** How long `settle` may take before it fails the test (default 20 s). */
  settleTimeoutMs?: number;
  /** Call service.start() (consumers, relays); default true. */
  start?: boolean;
  /** Default client address. */
  ip?: string;
  /** Headers every request carries (a request's own headers win). */
  headers?: Record<string, string>;
  /** Sign requests to /internal/ paths without being asked (default true); false: only those with `internal: true`. */
  signInternalPaths?: boolean;
  /** Drain the bus after each request, so its events have reached every consumer (default true). */
  drainAfterRequest?: boolean;
  logLevel?: string;
}

/**
 * Builds any service in-process: an embedded store in a temp folder, the in-process bus, the service from its
 * own `build`, and requests signed with the gateway's user context (and an internal-call signature for
 * /internal/ routes). Each service's test/harness.ts wraps it with its own config and helpers.
 */
export async function startServiceHarness<S extends Service>(opts: ServiceHarnessOptions<S>): Promise<ServiceHarness<S>> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), `hp-${opts.name}-`)));
  const logger = createLogger(opts.name, opts.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = (opts.bus ?? new InProcessBus(logger)) as InProcessBus;
  const store = await createEmbeddedStore(dataDir, opts.name);
  const rt: Runtime = { name: opts.name, logger, store: opts.wrapStore ? opts.wrapStore(store) : store, bus };
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
  const settle = settler(drain, store, opts.outboxCollections ?? [], opts.settleTimeoutMs ?? 20_000, opts.name);

  return {
    service,
    rt,
    bus,
    dataDir,
    events,
    async request(req) {
      const headers: Record<string, string> = {
        ...opts.headers,
        [USER_CONTEXT_HEADER]: await signRequestContext(opts.secret, { user: req.user ?? null, ip: req.ip ?? opts.ip ?? '203.0.113.7' }),
        ...req.headers,
      };
      if (req.internal ?? (opts.signInternalPaths !== false && req.url.startsWith('/internal/'))) {
        headers[INTERNAL_HEADER] = await signInternalCall(opts.secret, 'gateway');
      }
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
      return { status: res.statusCode, body: parsed, headers: res.headers, text: res.body, raw: res.rawPayload };
    },
    async publish(def, data, { key, producer = 'test' } = {}) {
      const ids = data as { contractId?: unknown; userId?: unknown };
      const k = key ?? [ids.contractId, ids.userId].find((v): v is string => typeof v === 'string') ?? 'none';
      const event = makeEvent(def, { key: k, producer, data });
      await bus.publish(def.topic, [event]);
      return event;
    },
    settle,
    async close({ keepData = false } = {}) {
      await service.app.close();
      await service.stop();
      if (!opts.bus) await bus.close();
      await store.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Done when, after the bus is idle, no document of `collections` has an event pending, twice in a row:
 * a consumer may write a document whose event the relay (on its timer) then publishes to more consumers.
 */
function settler(drain: () => Promise<void>, store: DocumentStore, collections: string[], timeoutMs: number, name: string) {
  const pending = async () => {
    let n = 0;
    for (const c of collections) n += await store.collection<Doc & OutboxFields>(c).count({ _outboxPending: true });
    return n;
  };
  return async () => {
    const deadline = Date.now() + timeoutMs;
    for (let quiet = 0; quiet < 2;) {
      await drain();
      if ((await pending()) === 0) quiet++;
      else {
        quiet = 0;
        if (Date.now() > deadline) throw new Error(`${name}: timed out waiting for the outbox to empty`);
        await new Promise((r) => setTimeout(r, 10));
      }
    }
  };
}

/** A bus whose broker is down for some topics (its publish throws), like a crash before the relay ran. */
export class BrokerDownBus extends InProcessBus {
  constructor(
    logger: Logger,
    private readonly downTopics: string[],
  ) {
    super(logger);
  }

  override async publish(topic: string, events: Envelope[]): Promise<void> {
    if (this.downTopics.includes(topic)) throw new Error('broker unavailable');
    return super.publish(topic, events);
  }
}
