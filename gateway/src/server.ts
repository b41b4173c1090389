import { parentPort } from 'node:worker_threads';
import { startTelemetry, stopTelemetry } from '@homepact/kit/telemetry';

await startTelemetry('gateway');
const {
  createCache,
  createLogger,
  holdPort,
  loadConfig,
  RedisCache,
  redisClientOptions,
  retryStartup,
  startMetricsServer,
  tuneGarbageCollection,
} = await import('@homepact/kit');
tuneGarbageCollection();
const { GatewayConfigSchema } = await import('./config.ts');
// In production Redis is required (ALLOW_EMBEDDED=REDIS_URL to override): rate limits and the
// session cache must be shared by every replica.
const config = loadConfig(GatewayConfigSchema, process.env, { needs: ['REDIS_URL'] });
const { buildGateway } = await import('./app.ts');
const logger = createLogger('gateway', config.LOG_LEVEL);
// Alive (not ready) on the port while Redis is retried with backoff, instead of crash-looping.
const held = await holdPort(config.PORT, config.HOST);
const cache = await retryStartup(
  config.REDIS_URL ? 'Redis' : 'in-process cache',
  () => createCache(config.REDIS_URL, redisClientOptions(config)),
  {
    logger,
    timeoutMs: config.STARTUP_TIMEOUT_SECONDS * 1000,
  },
).catch(async (e: unknown) => {
  logger.fatal({ err: e }, 'start-up failed');
  await held.close();
  process.exit(1);
});
const app = await buildGateway({ config, logger, cache, redis: cache instanceof RedisCache ? cache.redis : undefined });
await held.close();
await app.listen({ port: config.PORT, host: config.HOST });
// Prometheus scrapes METRICS_PORT directly: /metrics is not a route of the gateway.
const metrics = await startMetricsServer('gateway', { port: config.METRICS_PORT, host: config.HOST, logger });
const shutdown = async () => {
  await app.close();
  await cache.close();
  await metrics?.close();
  // The spans of the last requests, before the process (or the thread) ends.
  await stopTelemetry();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
// `make dev` runs this file on a thread of its own (scripts/stack.ts), which asks instead of signalling.
parentPort?.on('message', (message) => {
  if (message === 'shutdown') void shutdown();
});
parentPort?.postMessage('ready');
