/**
 * Runs the whole backend in one process on embedded defaults: every service
 * on its own port with its own on-disk store under dataDir, one shared
 * in-process event bus, and the gateway in front. Used by `make dev`, the
 * browser tests and the benchmarks.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
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
import { buildGateway, GatewayConfigSchema } from '@homepact/gateway';
import { buildIdentity, IdentityConfigSchema } from '@homepact/identity';
import { buildNotifications, NotificationsConfigSchema } from '@homepact/notifications';
import { buildContracts, ContractsConfigSchema } from '@homepact/contracts';
import { AiConfigSchema, buildAi } from '@homepact/ai';
import { buildDocuments, DocumentsConfigSchema } from '@homepact/documents';
import { AdminConfigSchema, buildAdmin } from '@homepact/admin';

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
    const wanted: Array<[ServiceName | 'gateway', number]> = [
      ...SERVICES.map((s) => [s.name, s.metricsPort] as [ServiceName, number]),
      ['gateway', GATEWAY_METRICS_PORT],
    ];
    for (const [name, port] of wanted) {
      const reservation = fixedPorts ? undefined : await reservePort();
      await reservation?.release();
      const server = await serveMetrics(name, { port: reservation?.port ?? port, host: '127.0.0.1' });
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

  const cache = new MemoryCache();
  const gateway = await buildGateway({
    config: parseConfig(GatewayConfigSchema, env),
    logger: createLogger('gateway', logLevel),
    cache,
  });
  await gateway.listen({ port: opts.gatewayPort ?? 8080, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  return {
    gatewayUrl,
    urls,
    metricsUrls,
    bus,
    internalSecret: env.INTERNAL_JWT_SECRET!,
    env,
    async stop() {
      await gateway.close();
      for (const s of started) await s.service.app.close();
      for (const s of started) await s.service.stop();
      await bus.close();
      for (const s of started) await s.runtime.store.close();
      await cache.close();
      for (const m of metricsServers) await m.close();
    },
  };
}
