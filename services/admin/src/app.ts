import cookie from '@fastify/cookie';
import { createService, OutboxRelay, RateBudgets, runtimeReadiness, type Runtime, type Service } from '@homepact/kit';
import { identityClient, type IdentityClient } from './clients/identity.ts';
import type { AdminConfig } from './config.ts';
import { subscribeConsumers } from './events/consumers.ts';
import { adminRoutes } from './routes/admin.ts';
import { admin2Routes } from './routes/admin2.ts';
import { publicRoutes } from './routes/public.ts';
import { BODY_LIMIT_BYTES } from './routes/schemas.ts';
import { CONTACT_SUBMISSIONS } from './store/contact-submissions-repository.ts';
import { ensureIndexes, repositories } from './store/repositories.ts';
import type { AdminDeps } from './use-cases/deps.ts';

export interface AdminOptions {
  /** The clock; tests step it to age sessions and move rate windows. */
  now?: () => Date;
  /** Replaces the signed client of identity's internal API. */
  identity?: Pick<IdentityClient, 'changeRole'>;
}

const HOUR_MS = 60 * 60 * 1000;

/** The admin service, built from injected adapters so tests can run it in-process. */
export async function buildAdmin(rt: Runtime, config: AdminConfig, opts: AdminOptions = {}): Promise<Service> {
  const repos = repositories(rt.store);
  await ensureIndexes(repos);
  const budgets = new RateBudgets(rt.store);
  await budgets.ensureIndexes();
  // ContactSubmitted rides on its submission; the relay publishes it.
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [CONTACT_SUBMISSIONS], logger: rt.logger });

  const app = await createService({
    name: 'admin',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    bodyLimit: BODY_LIMIT_BYTES,
    readiness: runtimeReadiness(rt),
  });
  await app.register(cookie);

  const deps: AdminDeps = {
    repos,
    now: opts.now ?? (() => new Date()),
    kickRelay: () => relay.kick(),
    logger: rt.logger,
    identity: opts.identity ?? identityClient({ baseUrl: config.IDENTITY_URL, secret: config.INTERNAL_JWT_SECRET }),
    budgets,
    contact: { limitPerHour: config.CONTACT_LIMIT_PER_HOUR },
    admin2: {
      password: config.ADMIN2_PASSWORD,
      sessionMs: config.ADMIN2_SESSION_HOURS * HOUR_MS,
      authLimit: config.ADMIN2_AUTH_LIMIT,
      authGlobalLimit: config.ADMIN2_AUTH_GLOBAL_LIMIT,
      tagSecret: config.INTERNAL_JWT_SECRET,
    },
  };
  if (!config.ADMIN2_PASSWORD) rt.logger.info('development admin panel (/api/admin2) is switched off: ADMIN2_PASSWORD is not set');

  publicRoutes(app, deps);
  adminRoutes(app, deps);
  admin2Routes(app, deps, { secure: config.COOKIE_SECURE, maxAgeSeconds: config.ADMIN2_SESSION_HOURS * 3600 });

  let subscribed = false;
  return {
    app,
    start: async () => {
      if (!subscribed) {
        subscribed = true;
        await subscribeConsumers(rt, deps);
      }
      await relay.start();
    },
    stop: () => relay.stop(),
  };
}
