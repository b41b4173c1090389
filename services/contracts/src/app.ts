import { createService, OutboxRelay, type Runtime, type Service } from '@homepact/kit';
import type { ContractsConfig } from './config.ts';
import { contractRoutes } from './routes/contracts.ts';
import { internalRoutes } from './routes/internal.ts';
import { collections, CONTRACTS, ensureIndexes } from './store/collections.ts';
import type { ContractsDeps } from './use-cases/deps.ts';

export interface ContractsOptions {
  /** The clock; tests step it to order records. */
  now?: () => Date;
}

/**
 * A create body may legitimately exceed the kit's 1 MB default: htmlContent
 * (up to 1,000,000 characters) plus finalContract (up to 500,000) plus the
 * form, before JSON escaping of the HTML's quotes. 2 MB fits every valid
 * body in practice and still bounds what one request can make us buffer.
 * The content route keeps its own 1 MB limit.
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The contracts service, built from injected adapters so tests can run it in-process. */
export async function buildContracts(rt: Runtime, config: ContractsConfig, opts: ContractsOptions = {}): Promise<Service> {
  const c = collections(rt.store);
  await ensureIndexes(c);
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [CONTRACTS], logger: rt.logger });

  const app = await createService({
    name: 'contracts',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    bodyLimit: BODY_LIMIT_BYTES,
    readiness: [
      { name: 'store', check: () => rt.store.ping() },
      { name: 'bus', check: () => rt.bus.ping() },
    ],
  });
  const deps: ContractsDeps = { c, now: opts.now ?? (() => new Date()), onChange: () => relay.kick() };
  contractRoutes(app, deps);
  internalRoutes(app, deps);

  return {
    app,
    start: () => relay.start(),
    stop: () => relay.stop(),
  };
}
