import { createService, OutboxRelay, RateBudgets, runtimeReadiness, type Runtime, type Service } from '@homepact/kit';
import { httpContractsPort, type ContractsPort } from './clients/contracts.ts';
import type { DocumentsConfig } from './config.ts';
import { subscribeConsumers } from './events/consumers.ts';
import { startReplyWaiter } from './events/replies.ts';
import { createRenderer, RenderQueue, type PdfRenderer } from './pdf/index.ts';
import { documentRoutes } from './routes/documents.ts';
import { internalRoutes } from './routes/internal.ts';
import { cancellationNoticeRoutes } from './routes/cancellation-notice.ts';
import { verifyRoutes } from './routes/verify.ts';
import { loadSealKey } from './seal/keys.ts';
import { DOCUMENTS } from './store/documents-repository.ts';
import { ensureIndexes, repositories } from './store/repositories.ts';
import type { DocumentsDeps } from './use-cases/deps.ts';

export interface DocumentsOptions {
  /** The PDF port; default: Gotenberg when GOTENBERG_URL is set, else a warm local Chromium. */
  renderer?: PdfRenderer;
  /** contracts' internal API; default: HTTP to CONTRACTS_URL. */
  contracts?: ContractsPort;
  /** The clock; tests step it. */
  now?: () => Date;
}

export interface DocumentsService extends Service {
  /** The renderer in use (its stats() feed the benchmark) and the queue in front of it. */
  renderer: PdfRenderer;
  queue: RenderQueue;
}

/**
 * The documents service, built from injected adapters so tests can run it
 * in-process. The service owns the renderer's lifecycle, injected or not:
 * start() warms it, stop() closes it.
 */
export async function buildDocuments(rt: Runtime, config: DocumentsConfig, opts: DocumentsOptions = {}): Promise<DocumentsService> {
  // First: a seal key that cannot be read stops the start, naming its variable (production has already refused none).
  const seal = await loadSealKey(config, rt.logger);
  const repos = repositories(rt.store);
  await ensureIndexes(repos);
  const pdfLogRetentionMs = config.PDF_LOG_RETENTION_DAYS * 24 * 3600 * 1000;
  await repos.pdfLogs.bringUnderRetention(pdfLogRetentionMs);
  const budgets = new RateBudgets(rt.store);
  await budgets.ensureIndexes();
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [DOCUMENTS], logger: rt.logger });
  const renderer = opts.renderer ?? (await createRenderer(config, rt.logger));
  const queue = new RenderQueue({ concurrency: config.PDF_CONCURRENCY, maxQueued: config.PDF_QUEUE_MAX, timeoutMs: config.PDF_TIMEOUT_MS });
  const contracts =
    opts.contracts ?? httpContractsPort({ baseUrl: config.CONTRACTS_URL, secret: config.INTERNAL_JWT_SECRET, logger: rt.logger });
  // Listening for notifications' replies starts now, before any Generate can publish.
  const replies = await startReplyWaiter(rt.bus);

  const app = await createService({
    name: 'documents',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    // Rendering is this service's main answer, so the renderer counts; the bus only degrades (see runtimeReadiness).
    readiness: [...runtimeReadiness(rt), { name: 'renderer', check: () => renderer.ready() }],
  });

  const deps: DocumentsDeps = {
    repos,
    contracts,
    renderer,
    queue,
    replies,
    invitesWaitMs: config.INVITES_WAIT_MS,
    pdfLogRetentionMs,
    seal,
    verifyUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}/verify`,
    verifyPerIpPerHour: config.VERIFY_PER_IP_PER_HOUR,
    budgets,
    now: opts.now ?? (() => new Date()),
    kickRelay: () => relay.kick(),
    logger: rt.logger,
  };
  documentRoutes(app, deps);
  internalRoutes(app, deps);
  cancellationNoticeRoutes(app, deps);
  verifyRoutes(app, deps, { bodyLimit: config.VERIFY_BODY_LIMIT_BYTES });

  return {
    app,
    renderer,
    queue,
    async start() {
      // A renderer that cannot start (no Chromium, Gotenberg down) does not stop the service:
      // /readyz says so, renders answer 503 and try again, and everything else keeps working.
      await renderer.start().catch((err: unknown) => rt.logger.error({ err, renderer: renderer.kind }, 'the PDF renderer could not start'));
      await relay.start();
      await subscribeConsumers(rt.bus, rt.store, deps);
    },
    async stop() {
      await relay.stop();
      await renderer.close();
    },
  };
}
