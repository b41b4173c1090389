import type { BaseConfig } from './config.ts';
import { createBus, type EventBus } from './bus/index.ts';
import type { ServiceApp } from './http/create-service.ts';
import { createLogger, type Logger } from './logger.ts';
import { createStore, type DocumentStore } from './store/index.ts';

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

export async function createRuntime(name: string, config: BaseConfig, shared: { bus?: EventBus } = {}): Promise<Runtime> {
  const logger = createLogger(name, config.LOG_LEVEL);
  const store = await createStore({ mongoUrl: config.MONGO_URL, dataDir: config.DATA_DIR, namespace: name });
  const bus =
    shared.bus ?? (await createBus({ kafkaBrokers: config.KAFKA_BROKERS, clientId: `${config.KAFKA_CLIENT_ID}-${name}`, logger }));
  return { name, logger, store, bus };
}

/**
 * server.ts's one job: listen, then close with grace on SIGTERM/SIGINT
 * (stop taking requests, finish in-flight ones, stop consumers, close
 * connections), with a hard deadline so a stuck close cannot hang a pod.
 */
export async function serve(service: Service, runtime: Runtime, opts: { port: number; host: string; graceMs?: number }): Promise<void> {
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
      process.exit(0);
    } catch (e) {
      runtime.logger.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
