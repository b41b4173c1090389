import { createServer, type Server } from 'node:http';
import type { z } from 'zod';
import { backoffDelay, retry } from './backoff.ts';
import { loadConfig, type BaseConfig, type ProductionPart } from './config.ts';
import { createBus, type EventBus } from './bus/index.ts';
import type { ReadinessCheck, ServiceApp } from './http/create-service.ts';
import { tuneGarbageCollection } from './gc-tuning.ts';
import { createLogger, type Logger } from './logger.ts';
import { serveMetrics, type MetricsServer } from './metrics.ts';
import { createStore, type DocumentStore } from './store/index.ts';
import { kafkaClientConfig, mongoConnectionUrl } from './store-security.ts';

/** What a service is built from. Tests and the embedded launcher inject their own. */
export interface Runtime {
  name: string;
  logger: Logger;
  store: DocumentStore;
  bus: EventBus;
}

/** A built service: its HTTP app plus background work (consumers, relays). */
export interface Service {
  app: ServiceApp;
  /** Starts consumers and relays. Called once, after the app is ready. */
  start(): Promise<void>;
  /** Stops background work; the runtime's store and bus are closed by their owner. */
  stop(): Promise<void>;
}

/**
 * Start-up against a backend that may not be there yet (MongoDB before its
 * replica set is initiated, Kafka electing a controller): tries `connect`
 * with exponential backoff (0.5 s doubling to 15 s, with jitter) until it
 * succeeds or `timeoutMs` has passed, logging each failure. A pod waits for its
 * backends instead of crash-looping; only a backend that stays away for the
 * whole budget stops the process.
 */
export async function retryStartup<T>(
  what: string,
  connect: () => Promise<T>,
  opts: { logger: Logger; timeoutMs: number; initialDelayMs?: number; maxDelayMs?: number },
): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  const backoff = { initialDelayMs: opts.initialDelayMs ?? 500, maxDelayMs: opts.maxDelayMs ?? 15_000 };
  let attempt = 0;
  try {
    const { value } = await retry(
      // No count of tries: the deadline ends them.
      { ...backoff, tries: Infinity },
      (tryNo) => {
        attempt = tryNo;
        return connect();
      },
      {
        retryable: () => Date.now() < deadline,
        // The backoff's wait, clamped to the time left, so the last try lands at the deadline, not after it.
        delayFor: (_e, tryNo) => Math.min(deadline - Date.now(), backoffDelay(backoff, tryNo)),
        onRetry: (e, retryInMs, tryNo) =>
          opts.logger.warn(
            { backend: what, attempt: tryNo, retryInMs, error: e instanceof Error ? e.message : String(e) },
            `${what} not reachable yet`,
          ),
      },
    );
    if (attempt > 1) opts.logger.info({ backend: what, attempt }, `${what} connected`);
    return value;
  } catch (e) {
    opts.logger.error({ err: e, backend: what, attempt }, `${what} unreachable; giving up`);
    throw e;
  }
}

export async function createRuntime(
  name: string,
  config: BaseConfig,
  shared: { bus?: EventBus } = {},
  opts: { logger?: Logger } = {},
): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(name, config.LOG_LEVEL);
  const retry = { logger, timeoutMs: config.STARTUP_TIMEOUT_SECONDS * 1000 };
  const store = await retryStartup(
    config.MONGO_URL ? 'MongoDB' : 'embedded store',
    // The URL with the credentials and TLS settings of the configuration folded in.
    () => createStore({ mongoUrl: mongoConnectionUrl(config), dataDir: config.DATA_DIR, namespace: name }),
    retry,
  );
  try {
    const bus =
      shared.bus ??
      (await retryStartup(
        config.KAFKA_BROKERS ? 'Kafka' : 'in-process bus',
        () =>
          createBus({
            kafkaBrokers: config.KAFKA_BROKERS,
            clientId: `${config.KAFKA_CLIENT_ID}-${name}`,
            logger,
            kafka: kafkaClientConfig(config),
          }),
        retry,
      ));
    return { name, logger, store, bus };
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
}

/**
 * What /readyz checks for a service built on a runtime. The store is needed to
 * answer almost any request, so it decides readiness. The bus does not: writes
 * go to the outbox, which holds events while Kafka is away, so a Kafka blip
 * shows as `degraded` (and a log line) instead of taking every pod out of the
 * Service at once. Consumers the bus lost for good (bus.live() false) fail
 * liveness instead (/healthz): only a new process brings them back.
 */
export function runtimeReadiness(rt: { store: Pick<DocumentStore, 'ping'>; bus: Pick<EventBus, 'ping' | 'live'> }): ReadinessCheck[] {
  return [
    { name: 'store', check: () => rt.store.ping() },
    { name: 'bus', check: () => rt.bus.ping(), critical: false },
    // Liveness, not readiness: consumers gone for good (see KafkaBus) fail /healthz, so the pod is restarted.
    { name: 'consumers', check: async () => rt.bus.live(), liveness: true },
  ];
}

/**
 * Answers the kubelet on the service's port while the backends come up:
 * /healthz 200 (the process is alive; liveness never depends on backends),
 * everything else 503 (not ready). Closed just before the real app listens.
 */
export async function holdPort(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const alive = req.url === '/healthz';
    res.writeHead(alive ? 200 : 503, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify(alive ? { status: 'starting' } : { status: 'not ready', checks: { startup: false } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type ServiceConfig = BaseConfig & { PORT: number };

/**
 * The whole of a service's server.ts after telemetry: configuration (with the
 * production parts it `needs`, see PRODUCTION_PARTS), the port held with a
 * liveness answer while MongoDB and Kafka are retried with backoff, then the
 * app built and served with a graceful close.
 */
export async function boot<S extends z.ZodType<ServiceConfig>>(opts: {
  name: string;
  schema: S;
  needs: readonly ProductionPart[];
  build: (rt: Runtime, config: z.infer<S>) => Promise<Service>;
  env?: NodeJS.ProcessEnv;
}): Promise<void> {
  tuneGarbageCollection();
  const config = loadConfig(opts.schema, opts.env ?? process.env, { needs: opts.needs });
  const logger = createLogger(opts.name, config.LOG_LEVEL);
  const held = await holdPort(config.PORT, config.HOST);
  let rt: Runtime;
  let service: Service;
  try {
    rt = await createRuntime(opts.name, config, {}, { logger });
    service = await opts.build(rt, config);
  } catch (e) {
    logger.fatal({ err: e }, 'start-up failed');
    await held.close();
    process.exit(1);
  }
  await held.close();
  const metrics = await startMetricsServer(opts.name, { port: config.METRICS_PORT, host: config.HOST, logger });
  await serve(service, rt, { port: config.PORT, host: config.HOST, metrics });
}

/**
 * The service's /metrics on METRICS_PORT (0: none). A port already taken (two services started by hand on
 * one machine, both on the default 9464) is logged as an error and the service runs on without it: a scrape
 * endpoint is never worth an outage; the missing target shows in Prometheus (`up == 0`, alert TargetDown).
 */
export async function startMetricsServer(
  service: string,
  opts: { port: number; host: string; logger: Logger },
): Promise<MetricsServer | undefined> {
  if (opts.port === 0) return undefined;
  return serveMetrics(service, opts).catch((e: unknown) => {
    opts.logger.error({ err: e, metricsPort: opts.port }, 'metrics endpoint could not start; running without it');
    return undefined;
  });
}

/**
 * server.ts's one job: listen, then close with grace on SIGTERM/SIGINT
 * (stop taking requests, finish in-flight ones, stop consumers, close
 * connections), with a hard deadline so a stuck close cannot hang a pod.
 */
export async function serve(
  service: Service,
  runtime: Runtime,
  opts: { port: number; host: string; graceMs?: number; metrics?: MetricsServer },
): Promise<void> {
  await service.app.listen({ port: opts.port, host: opts.host });
  await service.start();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      runtime.logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, opts.graceMs ?? 10_000);
    deadline.unref();
    try {
      await service.app.close();
      await service.stop();
      await runtime.bus.close();
      await runtime.store.close();
      await opts.metrics?.close();
      process.exit(0);
    } catch (e) {
      runtime.logger.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
