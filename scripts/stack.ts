/**
 * Runs the whole backend in one process on embedded defaults: every service
 * on its own port with its own on-disk store under dataDir, one shared
 * in-process event bus, and the gateway in front on a thread of its own
 * (gateway-thread.ts). Used by `make dev`, the browser tests and the benchmarks.
 */
import { randomBytes } from 'node:crypto';
import { telemetryEnv, withoutTelemetryEnv } from '@homepact/kit/telemetry';
import {
  createLogger,
  createStore,
  freePort,
  InProcessBus,
  MemoryCache,
  parseConfig,
  reservePort,
  serveMetrics,
  type MetricsServer,
  type PortReservation,
  tuneGarbageCollection,
  type Runtime,
  type Service,
} from '@homepact/kit';
import { buildIdentity, IdentityConfigSchema } from '@homepact/identity';
import { buildNotifications, NotificationsConfigSchema } from '@homepact/notifications';
import { buildContracts, ContractsConfigSchema } from '@homepact/contracts';
import { AiConfigSchema, buildAi } from '@homepact/ai';
import { buildDocuments, DocumentsConfigSchema } from '@homepact/documents';
import { AdminConfigSchema, buildAdmin } from '@homepact/admin';
import { startGatewayThread } from './gateway-thread.ts';

type Env = Record<string, string | undefined>;
type ServiceName = 'identity' | 'contracts' | 'ai' | 'documents' | 'notifications' | 'admin';

interface ServiceEntry {
  name: ServiceName;
  /** The port `make dev` uses; tests take free ones. */
  port: number;
  /** Its /metrics port in `make dev` (its own, as in its pod: METRICS_PORT); tests take free ones. */
  metricsPort: number;
  build(rt: Runtime, env: Env): Promise<Service>;
}

/** Every service the embedded stack runs, in start order. */
const SERVICES: ServiceEntry[] = [
  { name: 'identity', port: 4001, metricsPort: 9401, build: (rt, env) => buildIdentity(rt, parseConfig(IdentityConfigSchema, env)) },
  { name: 'contracts', port: 4002, metricsPort: 9402, build: (rt, env) => buildContracts(rt, parseConfig(ContractsConfigSchema, env)) },
  { name: 'ai', port: 4003, metricsPort: 9403, build: (rt, env) => buildAi(rt, parseConfig(AiConfigSchema, env)) },
  { name: 'documents', port: 4004, metricsPort: 9404, build: (rt, env) => buildDocuments(rt, parseConfig(DocumentsConfigSchema, env)) },
  {
    name: 'notifications',
    port: 4005,
    metricsPort: 9405,
    build: (rt, env) => buildNotifications(rt, parseConfig(NotificationsConfigSchema, env)),
  },
  { name: 'admin', port: 4006, metricsPort: 9406, build: (rt, env) => buildAdmin(rt, parseConfig(AdminConfigSchema, env)) },
];

/** The gateway's /metrics port in `make dev`. */
const GATEWAY_METRICS_PORT = 9400;

const URL_VARS: Record<ServiceName, string> = {
  identity: 'IDENTITY_URL',
  contracts: 'CONTRACTS_URL',
  ai: 'AI_URL',
  documents: 'DOCUMENTS_URL',
  notifications: 'NOTIFICATIONS_URL',
  admin: 'ADMIN_URL',
};

export interface StackOptions {
  dataDir: string;
  /** 0 picks free ports for everything (tests); otherwise the fixed `make dev` ports. */
  gatewayPort?: number;
  env?: Env;
  logLevel?: string;
  /** Serve each process's /metrics on a port of its own (default true). */
  metrics?: boolean;
  /**
   * Where the gateway runs: on a thread of its own (the default, as `make dev`
   * runs it), or on the services' event loop, for a CPU profiler, which
   * samples one thread (scripts/bench/profile-*.ts).
   */
  gateway?: 'thread' | 'loop';
}

export interface Stack {
  gatewayUrl: string;
  urls: Partial<Record<ServiceName, string>>;
  /** Each process's Prometheus endpoint (`http://127.0.0.1:<port>/metrics`), gateway included; empty with metrics off. */
  metricsUrls: Partial<Record<ServiceName | 'gateway', string>>;
  bus: InProcessBus;
  /** The INTERNAL_JWT_SECRET every service verifies with (benchmarks sign contexts to call a service directly). */
  internalSecret: string;
  /** The environment every service and the gateway were configured from (benchmarks start a gateway process with it). */
  env: Env;
  stop(): Promise<void>;
}

export function devSecrets(): Record<string, string> {
  return {
    INTERNAL_JWT_SECRET: randomBytes(32).toString('base64url'),
    OTP_SECRET: randomBytes(32).toString('base64url'),
    // Shared by identity and notifications: seals the sign-in code in OtpRequested.
    OTP_EVENT_KEY: randomBytes(32).toString('base64url'),
  };
}

/** Re-exported for the browser journeys, which take their ports as the stack does. */
export { freePort };

export async function startEmbeddedStack(opts: StackOptions): Promise<Stack> {
  // The services' processes are tuned so at boot; here they share this one.
  tuneGarbageCollection();
  const fixedPorts = opts.gatewayPort !== 0;
  // Ports first, so every service can be told where the others are before any starts. Free ports stay
  // reserved (bound) until their service listens, so nothing else can take them meanwhile.
  const ports = new Map<ServiceName, number>();
  const reserved = new Map<ServiceName, PortReservation>();
  for (const s of SERVICES) {
    if (fixedPorts) ports.set(s.name, s.port);
    else {
      const r = await reservePort();
      reserved.set(s.name, r);
      ports.set(s.name, r.port);
    }
  }
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const [name, port] of ports) urls[name] = `http://127.0.0.1:${port}`;

  const logLevel = opts.logLevel ?? opts.env?.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn';
  const env: Env = {
    ...devSecrets(),
    // The development clock (contracts' /api/dev/clock): on in the embedded stack unless the caller says otherwise.
    DEV_CLOCK: 'on',
    ...process.env,
    ...Object.fromEntries(Object.entries(urls).map(([name, url]) => [URL_VARS[name as ServiceName], url])),
    ...opts.env,
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: logLevel,
    // Embedded defaults: never pick up production adapters from the caller's shell.
    MONGO_URL: undefined,
    KAFKA_BROKERS: undefined,
    SMTP_URL: undefined,
    GOTENBERG_URL: undefined,
    OPENAI_API_KEY: undefined,
    REDIS_URL: undefined,
    PORT: undefined,
  };

  // One metrics endpoint per process of the real deployment, each on its own port, as METRICS_PORT gives it in a pod.
  const metricsServers: MetricsServer[] = [];
  const metricsUrls: Stack['metricsUrls'] = {};
  if (opts.metrics !== false) {
    for (const { name, metricsPort } of SERVICES) {
      const server = await serveMetrics(name, { port: await portFor(metricsPort, fixedPorts), host: '127.0.0.1' });
      metricsServers.push(server);
      metricsUrls[name] = `http://127.0.0.1:${server.port}/metrics`;
    }
  }

  const bus = new InProcessBus(createLogger('bus', logLevel));
  const started: Array<{ service: Service; runtime: Runtime }> = [];
  for (const entry of SERVICES) {
    const runtime: Runtime = {
      name: entry.name,
      logger: createLogger(entry.name, logLevel),
      store: await createStore({ dataDir: opts.dataDir, namespace: entry.name }),
      bus,
    };
    const service = await entry.build(runtime, env);
    await reserved.get(entry.name)?.release();
    await service.app.listen({ port: ports.get(entry.name)!, host: '127.0.0.1' });
    started.push({ service, runtime });
  }
  // Consumers subscribe before anything can publish, so no event is missed.
  for (const s of started) await s.service.start();

  const gatewayPort = await portFor(opts.gatewayPort ?? 8080, fixedPorts);
  const gateway =
    opts.gateway === 'loop'
      ? await startGatewayInLoop(env, gatewayPort)
      : await startGatewayOnThread(env, gatewayPort, opts.metrics === false ? 0 : await portFor(GATEWAY_METRICS_PORT, fixedPorts));
  if (gateway.metricsUrl) metricsUrls.gateway = gateway.metricsUrl;

  return {
    gatewayUrl: gateway.url,
    urls,
    metricsUrls,
    bus,
    internalSecret: env.INTERNAL_JWT_SECRET!,
    env,
    async stop() {
      await gateway.stop();
      for (const s of started) await s.service.app.close();
      for (const s of started) await s.service.stop();
      await bus.close();
      for (const s of started) await s.runtime.store.close();
      for (const m of metricsServers) await m.close();
    },
  };
}

interface RunningGateway {
  url: string;
  metricsUrl?: string;
  stop(): Promise<void>;
}

/** The fixed `make dev` port, or a free one now for a server that binds it a moment later (the gateway's PORT cannot be 0). */
const portFor = async (fixed: number, fixedPorts: boolean): Promise<number> => (fixedPorts ? fixed : await freePort());

/** The gateway's production entry on a thread of its own, with its /metrics and its tracing inside the thread. */
async function startGatewayOnThread(env: Env, port: number, metricsPort: number): Promise<RunningGateway> {
  const thread = await startGatewayThread({
    // The thread traces exactly when this process does, to the same collector.
    ...withoutTelemetryEnv(env),
    ...telemetryEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    METRICS_PORT: String(metricsPort),
  });
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined,
    stop: () => thread.stop(),
  };
}

/** The gateway on this thread's event loop, for a profiler (its /metrics is not served). */
async function startGatewayInLoop(env: Env, port: number): Promise<RunningGateway> {
  const { buildGateway, GatewayConfigSchema } = await import('@homepact/gateway');
  const cache = new MemoryCache();
  const app = await buildGateway({ config: parseConfig(GatewayConfigSchema, env), logger: createLogger('gateway', env.LOG_LEVEL), cache });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await cache.close();
    },
  };
}
