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
  InProcessBus,
  MemoryCache,
  parseConfig,
  type Runtime,
  type Service,
} from '@homepact/kit';
import { buildGateway, GatewayConfigSchema } from '@homepact/gateway';
import { buildIdentity, IdentityConfigSchema } from '@homepact/identity';
import { buildNotifications, NotificationsConfigSchema } from '@homepact/notifications';

export interface StackOptions {
  dataDir: string;
  /** 0 picks free ports (tests); `make dev` uses the fixed ones. */
  gatewayPort?: number;
  servicePorts?: Partial<Record<'identity' | 'notifications', number>>;
  env?: Record<string, string | undefined>;
  logLevel?: string;
}

export interface Stack {
  gatewayUrl: string;
  urls: Record<string, string>;
  bus: InProcessBus;
  stop(): Promise<void>;
}

export function devSecrets(): Record<string, string> {
  return {
    INTERNAL_JWT_SECRET: randomBytes(32).toString('base64url'),
    OTP_SECRET: randomBytes(32).toString('base64url'),
  };
}

export async function startEmbeddedStack(opts: StackOptions): Promise<Stack> {
  const env = {
    ...devSecrets(),
    ...process.env,
    ...opts.env,
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: opts.logLevel ?? opts.env?.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn',
    // Embedded defaults: never pick up production adapters from the caller's shell.
    MONGO_URL: undefined,
    KAFKA_BROKERS: undefined,
    SMTP_URL: undefined,
    PORT: undefined,
  };
  const busLogger = createLogger('bus', env.LOG_LEVEL);
  const bus = new InProcessBus(busLogger);
  const started: Array<{ name: string; service: Service; runtime: Runtime }> = [];
  const urls: Record<string, string> = {};

  async function boot(name: string, build: (rt: Runtime) => Promise<Service>, port: number) {
    const runtime: Runtime = {
      name,
      logger: createLogger(name, env.LOG_LEVEL),
      store: await createStore({ dataDir: opts.dataDir, namespace: name }),
      bus,
    };
    const service = await build(runtime);
    await service.app.listen({ port, host: '127.0.0.1' });
    urls[name] = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
    started.push({ name, service, runtime });
  }

  const fixed = opts.gatewayPort !== 0;
  const port = (name: 'identity' | 'notifications', dflt: number) => opts.servicePorts?.[name] ?? (fixed ? dflt : 0);

  await boot('identity', (rt) => buildIdentity(rt, parseConfig(IdentityConfigSchema, env)), port('identity', 4001));
  await boot('notifications', (rt) => buildNotifications(rt, parseConfig(NotificationsConfigSchema, env)), port('notifications', 4005));
  // Consumers subscribe before anything can publish, so no event is missed.
  for (const s of started) await s.service.start();

  const gatewayConfig = parseConfig(GatewayConfigSchema, {
    ...env,
    IDENTITY_URL: urls.identity,
    NOTIFICATIONS_URL: urls.notifications,
  });
  const cache = new MemoryCache();
  const gateway = await buildGateway({ config: gatewayConfig, logger: createLogger('gateway', env.LOG_LEVEL), cache });
  await gateway.listen({ port: opts.gatewayPort ?? 8080, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  return {
    gatewayUrl,
    urls,
    bus,
    async stop() {
      await gateway.close();
      for (const s of started) await s.service.app.close();
      for (const s of started) await s.service.stop();
      await bus.close();
      for (const s of started) await s.runtime.store.close();
      await cache.close();
    },
  };
}
