import { createService, OutboxRelay, RateBudgets, runtimeReadiness, type Runtime, type Service } from '@homepact/kit';
import type { AiConfig } from './config.ts';
import { createContractAi } from './generators/index.ts';
import type { ModelRetryPolicy } from './generators/retry.ts';
import type { ContractAi } from './generators/types.ts';
import { generateRoutes } from './routes/generate.ts';
import { internalRepublishRoutes } from './routes/internal-republish.ts';
import { ensureIndexes, repositories } from './store/repositories.ts';
import { AI_USAGE_LOGS } from './store/usage-logs-repository.ts';
import { recordUsage } from './use-cases/record-usage.ts';

export interface BuildAiOptions {
  /** The wall clock, for createdAt and the contract's "prepared on" date. */
  now?: () => Date;
  /** The HTTP client the OpenAI adapter uses (tests, proxies). */
  fetch?: typeof fetch;
  /** Replaces the adapter chosen from the configuration. */
  ai?: ContractAi;
  /** Retry tuning and an injectable wait, so tests need not sleep. */
  retry?: Partial<ModelRetryPolicy>;
  sleep?: (ms: number) => Promise<void>;
}

/** The AI service, built from injected adapters so tests can run it in-process. */
export async function buildAi(rt: Runtime, config: AiConfig, opts: BuildAiOptions = {}): Promise<Service> {
  const repos = repositories(rt.store);
  await ensureIndexes(repos);
  const retentionMs = config.AI_USAGE_LOG_RETENTION_DAYS * 24 * 3600 * 1000;
  await repos.usageLogs.bringUnderRetention(retentionMs);
  const budgets = new RateBudgets(rt.store);
  await budgets.ensureIndexes();
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [AI_USAGE_LOGS], logger: rt.logger });
  const now = opts.now ?? (() => new Date());
  const ai =
    opts.ai ??
    (await createContractAi(config, {
      logger: rt.logger,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
      ...(opts.retry ? { retry: opts.retry } : {}),
      ...(opts.sleep ? { sleep: opts.sleep } : {}),
    }));
  rt.logger.info({ model: ai.model, adapter: config.OPENAI_API_KEY ? 'openai' : 'builtin' }, 'AI generator ready');

  const app = await createService({
    name: 'ai',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    readiness: runtimeReadiness(rt),
  });
  generateRoutes(app, {
    ai,
    now,
    textSealSecret: config.INTERNAL_JWT_SECRET,
    logger: rt.logger,
    clock: () => performance.now(),
    record: recordUsage({ repos, now, kickRelay: () => relay.kick(), retentionMs }),
    budgets,
    limits: { anonPerIp: config.AI_ANON_DAILY_PER_IP, anonTotal: config.AI_ANON_DAILY_TOTAL, perUser: config.AI_USER_DAILY },
  });

  internalRepublishRoutes(app, { repos, kickRelay: () => relay.kick() });

  return {
    app,
    start: () => relay.start(),
    stop: () => relay.stop(),
  };
}
