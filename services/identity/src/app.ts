import cookie from '@fastify/cookie';
import { createService, OutboxRelay, runtimeReadiness, type Runtime, type Service } from '@homepact/kit';
import type { IdentityConfig } from './config.ts';
import { ensureIndexes, repositories } from './store/repositories.ts';
import { USERS } from './store/users-repository.ts';
import { exportSources, type ExportSources } from './clients/exports.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { internalUserRoutes } from './routes/internal-users.ts';

export interface IdentityOptions {
  now?: () => Date;
  /** Where the export's other parts come from; tests pass fakes. Default: from CONTRACTS_URL and NOTIFICATIONS_URL. */
  exportSources?: ExportSources | null;
}

/** The identity service, built from injected adapters so tests can run it in-process. */
export async function buildIdentity(rt: Runtime, config: IdentityConfig, opts: IdentityOptions = {}): Promise<Service> {
  const repos = repositories(rt.store);
  await ensureIndexes(repos);
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [USERS], logger: rt.logger });

  const app = await createService({
    name: 'identity',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    readiness: runtimeReadiness(rt),
  });
  await app.register(cookie);
  authRoutes(app, {
    repos,
    bus: rt.bus,
    config,
    policy: { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    kickRelay: () => relay.kick(),
    now: opts.now ?? (() => new Date()),
  });
  internalUserRoutes(app, { repos, now: opts.now ?? (() => new Date()), kickRelay: () => relay.kick() });
  const sources =
    opts.exportSources !== undefined
      ? opts.exportSources
      : config.CONTRACTS_URL && config.NOTIFICATIONS_URL
        ? exportSources({
            contractsUrl: config.CONTRACTS_URL,
            notificationsUrl: config.NOTIFICATIONS_URL,
            secret: config.INTERNAL_JWT_SECRET,
          })
        : null;
  if (!sources) rt.logger.warn('the account export is off (CONTRACTS_URL, NOTIFICATIONS_URL): GET /api/auth/export answers 503');
  accountRoutes(app, { repos, sources, kickRelay: () => relay.kick(), now: opts.now ?? (() => new Date()) });

  return {
    app,
    start: () => relay.start(),
    stop: () => relay.stop(),
  };
}
