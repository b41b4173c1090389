import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { userContextPlugin } from '../auth/plugin.ts';
import { errorHandler } from './error-handler.ts';
import { recordInternalRoutes } from './internal-routes.ts';
import { registerServer } from '../telemetry-registry.ts';
import { httpMethod, metricsFor } from '../metrics.ts';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
  /**
   * false: a failure is reported (`status: degraded`, a warning in the log)
   * but the pod stays ready, for a dependency the service can answer without
   * for a while (the bus, behind the outbox). Default true.
   */
  critical?: boolean;
  /**
   * true: a liveness check, asked by /healthz instead of /readyz; its failure answers 503 there, so the kubelet
   * restarts the pod. Only for a local state the process cannot leave by itself (a Kafka consumer that crashed
   * for good and could not be restarted); never for a backend that may come back, which would restart every pod
   * at once in an outage. It rides in this list so every service built on runtimeReadiness gets it.
   */
  liveness?: boolean;
}

export interface CreateServiceOptions {
  name: string;
  logger: Logger;
  /** Verifies the gateway's signed user context; omit only in the gateway itself. */
  internalSecret?: string;
  readiness?: ReadinessCheck[];
  /** Serves the OpenAPI document at /docs (JSON at /docs/json). On outside production. */
  openapi?: boolean;
  bodyLimit?: number;
  trustProxy?: boolean | string | number;
  /**
   * The public edge (the gateway): trace headers that arrive from clients are
   * not trusted as a parent (see telemetry.ts, TRACE_CLIENT_CONTEXT).
   */
  edge?: boolean;
  /** Records the RED metrics of every request (http.server.request.duration, see metrics.ts). Default true. */
  metrics?: boolean;
  /** More attributes of a request's metrics, each from a small fixed set (the gateway: the upstream service). */
  metricAttributes?: (req: FastifyRequest) => Record<string, string>;
  /** Rewrites the URL before routing (the gateway's path normalisation); everything after routing sees the result. */
  rewriteUrl?: (req: RawRequestDefaultExpression) => string;
}

/** Makes a request id from the caller's x-request-id if sane, else a new one. */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  const id = Array.isArray(incoming) ? incoming[0] : incoming;
  return id && /^[\w.-]{1,128}$/.test(id) ? id : randomUUID();
}

/**
 * The level of the one line logged per request. The gateway's line is the
 * access log: every request at info. Behind it a service logs its successes at
 * debug (the gateway's line, with the same request id, already says the request
 * happened) and its refusals and failures at info, so a request is logged once
 * at info rather than four times, and logging stays out of the hot path.
 */
export function requestLogLevel(statusCode: number, edge: boolean): 'info' | 'debug' {
  return edge || statusCode >= 400 ? 'info' : 'debug';
}

/** Fastify's request lines: none on arrival, one when the answer is sent (see requestLogLevel). */
class OneLinePerRequest extends LogController {
  constructor(private readonly edge: boolean) {
    super();
  }
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = reply.log as Logger;
    if (error) {
      log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const level = requestLogLevel(reply.statusCode, this.edge);
    // Routes with a log level of their own (the probes: warn) stay quiet; nothing is built for a line not written.
    if (log.isLevelEnabled(level)) log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The Fastify factory every service and the gateway use: zod validation and
 * serialization on every route, one error handler, request ids, health and
 * readiness probes, OpenAPI from the same zod schemas.
 */
export async function createService(opts: CreateServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    loggerInstance: opts.logger,
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // Fastify accepts a hop count at run time though its types omit it.
    trustProxy: (opts.trustProxy ?? false) as boolean | string,
    forceCloseConnections: true,
    // One line per request instead of Fastify's two, at a level that depends on who logs it.
    logController: new OneLinePerRequest(opts.edge ?? false),
    ...(opts.rewriteUrl ? { rewriteUrl: opts.rewriteUrl } : {}),
    ajv: { customOptions: { removeAdditional: false } },
    // Router-level refusals (URL too long, bad encoding) get the same error body as everything else.
    // The handler answers through reply.send (a thenable reply); Fastify expects nothing back here.
    frameworkErrors: (error, req, reply) => {
      void errorHandler(error, req, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerServer(app.server, { service: opts.name, edge: opts.edge });
  recordInternalRoutes(app as unknown as ServiceApp);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` } }),
  );
  // A callback hook: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // Answers carry personal data (contracts, e-mail addresses, sessions): no browser or proxy may keep
    // a copy unless the route chose its own caching (documents' PDFs say `private, no-store` themselves).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  if (opts.metrics !== false) recordRequestMetrics(app as unknown as ServiceApp, opts.name, opts.metricAttributes);

  if (opts.openapi) {
    await app.register(swagger, {
      openapi: { info: { title: `HomePact ${opts.name}`, version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  }
  if (opts.internalSecret) await app.register(userContextPlugin, { secret: opts.internalSecret });

  const ok = z.object({ status: z.string(), checks: z.record(z.string(), z.boolean()).optional() });
  // Logged when it changes, so a degraded dependency leaves one line, not one per probe.
  let lastState = 'ready';
  const liveness = (opts.readiness ?? []).filter((c) => c.liveness);
  const readiness = (opts.readiness ?? []).filter((c) => !c.liveness);
  app.get('/healthz', { schema: { hide: true, response: { 200: ok, 503: ok } }, logLevel: 'warn' }, async (_req, reply) => {
    const results = await Promise.all(liveness.map(async (c) => [c.name, await c.check().catch(() => false)] as const));
    const failing = results.filter(([, up]) => !up).map(([name]) => name);
    if (failing.length === 0) return { status: 'ok' };
    app.log.error({ failing }, 'liveness: failing; the pod will be restarted');
    return reply.status(503).send({ status: 'not live', checks: Object.fromEntries(results) });
  });
  app.get('/readyz', { schema: { hide: true, response: { 200: ok, 503: ok } }, logLevel: 'warn' }, async (_req, reply) => {
    const results = await Promise.all(readiness.map(async (c) => [c.name, await c.check().catch(() => false)] as const));
    const ready = results.every(([, ok], i) => ok || readiness[i]!.critical === false);
    const degraded = results.filter(([, ok]) => !ok).map(([name]) => name);
    const state = !ready ? 'not ready' : degraded.length > 0 ? 'degraded' : 'ready';
    if (state !== lastState) {
      const log = state === 'ready' ? app.log.info.bind(app.log) : app.log.warn.bind(app.log);
      log({ readiness: state, failing: degraded }, `readiness: ${state}`);
      lastState = state;
    }
    return reply.status(ready ? 200 : 503).send({ status: state, checks: Object.fromEntries(results) });
  });

  return app as unknown as ServiceApp;
}

/** Probes are asked every few seconds by the kubelet: counting them would drown the requests people make. */
const UNMEASURED = new Set(['/healthz', '/readyz']);

/**
 * http.server.request.duration per request, after the answer is sent, with the
 * semantic conventions' attributes: the route template (`/api/contracts/:id`,
 * never the URL, so no id or address becomes a label), the method and the
 * status code; error.type on 5xx. A request no route matched has no
 * http.route (the conventions' choice), so a scan of random paths adds no series.
 * The histogram's _count is the request count; errors are its 5xx series.
 */
function recordRequestMetrics(app: ServiceApp, service: string, more?: (req: FastifyRequest) => Record<string, string>) {
  const metrics = metricsFor(service);
  app.addHook('onRequest', (req, _reply, done) => {
    if (!UNMEASURED.has(req.routeOptions.url ?? '')) metrics.requestStarted(httpMethod(req.method));
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url;
    if (UNMEASURED.has(route ?? '')) return done();
    const method = httpMethod(req.method);
    metrics.requestEnded(method);
    const status = reply.statusCode;
    metrics.httpDuration.record(reply.elapsedTime / 1000, {
      'http.request.method': method,
      'http.response.status_code': status,
      ...(route ? { 'http.route': route } : {}),
      ...(status >= 500 ? { 'error.type': String(status) } : {}),
      ...more?.(req),
    });
    done();
  });
}
