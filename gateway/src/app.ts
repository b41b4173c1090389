import type { IncomingHttpHeaders } from 'node:http';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError, createService, signRequestContext, USER_CONTEXT_HEADER, type Cache, type Logger, type ServiceApp } from '@homepact/kit';
import { registerCompression } from './compression.ts';
import type { GatewayConfig } from './config.ts';
import { isIdentityHeader, serviceFor, type ServiceName } from './domain/route-table.ts';
import { cachedSession, cacheSession, forgetSession } from './domain/session-cache.ts';
import { identityClient } from './identity-client.ts';

const SESSION_COOKIE = 'hp_session';

declare module 'fastify' {
  interface FastifyRequest {
    upstream?: string;
    signedContext?: string;
    upstreamService?: ServiceName;
  }
}

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  cache: Cache;
  /** Shared rate-limit counters across replicas; in-process when absent. */
  redis?: Redis;
}

export async function buildGateway({ config, logger, cache, redis }: GatewayDeps): Promise<ServiceApp> {
  const upstreams: Record<ServiceName, string | undefined> = {
    identity: config.IDENTITY_URL,
    contracts: config.CONTRACTS_URL,
    ai: config.AI_URL,
    documents: config.DOCUMENTS_URL,
    notifications: config.NOTIFICATIONS_URL,
    admin: config.ADMIN_URL,
  };
  const identity = identityClient({ baseUrl: config.IDENTITY_URL, secret: config.INTERNAL_JWT_SECRET });

  const app = await createService({
    name: 'gateway',
    logger,
    // Client trace headers are not trusted as a parent (TRACE_CLIENT_CONTEXT, see kit telemetry).
    edge: true,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    readiness: [{ name: 'cache', check: () => cache.ping() }],
  });

  await app.register(cookie);
  await app.register(helmet, {
    // The gateway answers JSON and files, never pages: nothing may load from its answers.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.NODE_ENV === 'production',
  });
  // One limiter, two budgets: the sign-in endpoints get a strict per-IP budget of their own
  // (on top of identity's per-e-mail limits); everything else shares the general one.
  await app.register(rateLimit, {
    global: true,
    max: (req) => (isAuthRoute(req.url) ? config.AUTH_RATE_LIMIT_MAX : config.RATE_LIMIT_MAX),
    timeWindow: config.RATE_LIMIT_WINDOW,
    ...(redis ? { redis, nameSpace: 'homepact:rl:' } : {}),
    // Probes must not be throttled.
    allowList: (req) => req.url === '/healthz' || req.url === '/readyz',
    keyGenerator: (req) => (isAuthRoute(req.url) ? `auth:${req.ip}` : req.ip),
    errorResponseBuilder: (_req, ctx) =>
      AppError.tooManyRequests(`Too many requests. Please retry in ${Math.ceil(ctx.ttl / 1000)} seconds.`, ctx.ttl / 1000),
  });

  async function resolveUser(sid: string | undefined, useCache: boolean) {
    if (!sid) return null;
    if (!useCache) return identity.resolveSession(sid);
    const hit = await cachedSession(cache, sid);
    if (hit) return hit.user;
    const user = await identity.resolveSession(sid);
    // Unknown sessions are cached briefly too, so a stale cookie cannot hammer identity.
    await cacheSession(cache, sid, { user }, user ? config.SESSION_CACHE_SECONDS : Math.min(5, config.SESSION_CACHE_SECONDS));
    return user;
  }

  // Once identity has ended the session, no replica may keep serving it from the cache.
  app.addHook('onResponse', async (req) => {
    const sid = req.cookies?.[SESSION_COOKIE];
    if (sid && endsSessionRoute(req.url)) await forgetSession(cache, sid);
  });

  // JSON and text answers over 1 KiB go out br/gzip-compressed (before the proxy routes, which it hooks).
  await registerCompression(app);

  await app.register(proxy, {
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    // undici keeps a pool of connections per service; PDF renders may take a while.
    undici: { connections: 128, headersTimeout: 60_000, bodyTimeout: 60_000 },
    preHandler: async (req) => {
      const service = serviceFor(req.url);
      const base = service ? upstreams[service] : undefined;
      if (!service || !base) throw AppError.notFound(`No API route for ${req.method} ${req.url.split('?')[0]}`);
      const sid = req.cookies[SESSION_COOKIE];
      const endsSession = endsSessionRoute(req.url);
      if (sid && endsSession) await forgetSession(cache, sid);
      const user = await resolveUser(sid, !endsSession);
      req.upstream = base;
      req.upstreamService = service;
      req.signedContext = await signRequestContext(config.INTERNAL_JWT_SECRET, { user, ip: req.ip });
    },
    replyOptions: {
      getUpstream: (req) => (req as unknown as { upstream?: string }).upstream ?? 'http://invalid.invalid',
      rewriteRequestHeaders: (req, headers) => forwardedHeaders(req as never, headers),
      // A service that is down or too slow is a 502/504 with the usual error body, never a bare 500.
      onError: (reply, { error }) => {
        const timeout = /timeout/i.test(error.name) || /timeout/i.test((error as { code?: string }).code ?? '');
        reply.log.warn({ err: error }, 'upstream failed');
        void reply.code(timeout ? 504 : 502).send({
          error: {
            code: timeout ? 'upstream_timeout' : 'bad_gateway',
            message: 'The service is unavailable right now. Please try again.',
          },
        });
      },
    },
  });

  return app;
}

const isAuthRoute = (url: string) => url.startsWith('/api/auth/otp/');

/** Sign-out, and sign-in (which replaces any previous session), end the cookie's session. */
const endsSessionRoute = (url: string) => /^\/api\/(logout|auth\/otp\/verify)(\?|$)/.test(url);

/** Drops client-sent identity headers, adds the signed context, request id and client address. */
function forwardedHeaders(
  req: { id: string; ip: string; signedContext?: string; upstreamService?: ServiceName },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!isIdentityHeader(name)) out[name] = value;
  // Only identity needs the session cookie; nobody else should see it. The
  // development panel's own cookie (hp_admin2) goes to admin, and only that one.
  if (req.upstreamService === 'admin') {
    const admin2 = adminPanelCookie(out.cookie);
    if (admin2) out.cookie = admin2;
    else delete out.cookie;
  } else if (req.upstreamService !== 'identity') delete out.cookie;
  if (req.signedContext) out[USER_CONTEXT_HEADER] = req.signedContext;
  // Never the client's trace context: the gateway's own traceparent is added by its HTTP client
  // instrumentation (one header, the gateway's span as parent), and tracing off means none at all.
  for (const name of TRACE_HEADERS) delete out[name];
  out['x-request-id'] = req.id;
  out['x-forwarded-for'] = req.ip;
  return out;
}

/** W3C trace context and baggage, plus the B3 and Jaeger formats a client might send. */
const TRACE_HEADERS = [
  'traceparent',
  'tracestate',
  'baggage',
  'b3',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-sampled',
  'x-b3-parentspanid',
  'uber-trace-id',
];

/** Just the `hp_admin2=...` pair(s) of a Cookie header, or undefined. */
function adminPanelCookie(header: string | string[] | undefined): string | undefined {
  const pairs = (Array.isArray(header) ? header.join(';') : (header ?? ''))
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p.startsWith('hp_admin2='));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}
