import { startTelemetry } from '@homepact/kit/telemetry';

startTelemetry('gateway');
const { createCache, createLogger, loadConfig, RedisCache } = await import('@homepact/kit');
const { GatewayConfigSchema } = await import('./config.ts');
const config = loadConfig(GatewayConfigSchema);
const { buildGateway } = await import('./app.ts');
const logger = createLogger('gateway', config.LOG_LEVEL);
const cache = await createCache(config.REDIS_URL);
const app = await buildGateway({ config, logger, cache, redis: cache instanceof RedisCache ? cache.redis : undefined });
await app.listen({ port: config.PORT, host: config.HOST });
const shutdown = async () => {
  await app.close();
  await cache.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
