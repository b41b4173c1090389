import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { Readable, Transform } from 'node:stream';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import {
  AppError,
  createService,
  describeBytes,
  discardRequestBody,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type Cache,
  type Logger,
  type ServiceApp,
} from '@homepact/kit';
import { registerCompression } from './compression.ts';
import { gatewayHelmetOptions, helmetHeaders } from './security-headers.ts';
import type { GatewayConfig } from './config.ts';
import {
  allowedOrigins,
  crossSiteRefusal,
  isOwnNavigation,
  LOGOUT_CONFIRMATION_CSP,
  LOGOUT_CONFIRMATION_HTML,
} from './domain/cross-site.ts';
import { normalisePath } from './domain/normalise-path.ts';
import { isIdentityHeader, serviceFor, type ServiceName } from './domain/route-table.ts';
import { sessionCache, sessionCacheKey } from './session-cache.ts';
import { SignedContextCache } from './domain/signed-context-cache.ts';
import { cookieValue, usableSessionId } from './domain/session-cookie.ts';
import { SESSION_COOKIE } from '@homepact/proto';
import { identityClient } from './identity-client.ts';

/** Set on the raw request when its path does not normalise (see normalise-path.ts). */
const REFUSED_PATH = Symbol('homepact.refusedPath');
type RawWithRefusal = IncomingMessage & { [REFUSED_PATH]?: string };

declare module 'fastify' {
  interface FastifyRequest {
    upstream?: string;
    signedContext?: string;
    upstreamService?: ServiceName;
    /** The streamed body passed the gateway's limit (see countedBody). */
    bodyTooLarge?: boolean;
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
    // Every proxied request matches the one route `/api/*`: its metrics also name the service it went to.
    metricAttributes: (req): Record<string, string> => (req.upstreamService ? { 'homepact.upstream': req.upstreamService } : {}),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Routing, rate limits, the upstream choice and the forwarded URL all see the normalised path.
    rewriteUrl: (raw) => {
      const result = normalisePath(raw.url ?? '/');
      if (result.ok) return result.url;
      (raw as RawWithRefusal)[REFUSED_PATH] = result.reason;
      return '/';
    },
    // Without Redis the gateway still routes (sessions are asked of identity, limits fail open): degraded, not unready,
    // so a Redis outage does not take every replica out of the load balancer at once.
    readiness: [{ name: 'cache', check: () => cache.ping(), critical: false }],
  });

  const origins = allowedOrigins([config.PUBLIC_URL, ...config.ALLOWED_ORIGINS]);
  handleExpect(app.server, config.BODY_LIMIT_BYTES);
  // Outside production (the dev mailbox, the dev secrets' stack) only local names are answered (DNS rebinding).
  const hostAllowed = config.NODE_ENV === 'production' ? null : devHostCheck([config.PUBLIC_URL, ...config.ALLOWED_ORIGINS]);
  // Helmet's headers, the same on every answer: worked out once by the plugin, then set in one call.
  const securityHeaders = await helmetHeaders(gatewayHelmetOptions(config.NODE_ENV === 'production'));
  // The gateway's own refusals, before anything else looks at the request (and its refusals get Helmet's headers too).
  // A callback hook: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeaders);
    done(gatewayRefusal(req));
  });
  function gatewayRefusal(req: FastifyRequest): AppError | undefined {
    if (hostAllowed && !hostAllowed(req.headers.host) && req.url !== '/healthz' && req.url !== '/readyz')
      return new AppError('host_not_allowed', 403, 'This development server answers only localhost and PUBLIC_URL’s host.');
    const refusedPath = (req.raw as RawWithRefusal)[REFUSED_PATH];
    if (refusedPath) return new AppError('bad_path', 400, refusedPath);
    if ((req.raw as RawWithExpect)[UNMET_EXPECTATION])
      return new AppError('expectation_failed', 417, 'Only "Expect: 100-continue" is supported; send the request without Expect.');
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > config.BODY_LIMIT_BYTES) return bodyTooLarge(config.BODY_LIMIT_BYTES);
    const refusal = crossSiteRefusal(
      {
        method: req.method,
        origin: firstHeader(req.headers.origin),
        secFetchSite: firstHeader(req.headers['sec-fetch-site']),
        host: req.headers.host,
      },
      origins,
    );
    return refusal ? new AppError('cross_site', 403, refusal) : undefined;
  }
  // One limiter, two budgets: the sign-in endpoints get a strict per-IP budget of their own
  // (on top of identity's per-e-mail limits); everything else shares the general one.
  await app.register(rateLimit, {
    global: true,
    max: (req) => (isAuthRoute(req.url) ? config.AUTH_RATE_LIMIT_MAX : config.RATE_LIMIT_MAX),
    timeWindow: config.RATE_LIMIT_WINDOW,
    // With Redis down the edge limits fail open rather than answer 500: identity's sign-in budgets live in its own
    // store and still hold, and the rest of the API is behind sign-in.
    ...(redis ? { redis, nameSpace: 'homepact:rl:', skipOnError: true } : {}),
    // Probes must not be throttled.
    allowList: (req) => req.url === '/healthz' || req.url === '/readyz',
    keyGenerator: (req) => (isAuthRoute(req.url) ? `auth:${req.ip}` : req.ip),
    // The budget's headers go with a refusal (429, with Retry-After), not with every answer: no client of
    // ours reads them before it is refused, and three headers on each answer are work on each answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) =>
      AppError.tooManyRequests(`Too many requests. Please retry in ${Math.ceil(ctx.ttl / 1000)} seconds.`, ctx.ttl / 1000),
  });

  const sessions = sessionCache(cache);
  /** Identity asked once for a session however many of its requests arrive while it answers. */
  const resolving = new Map<string, ReturnType<typeof identity.resolveSession>>();
  async function resolveUser(sid: string | undefined, key: string, useCache: boolean) {
    if (!sid) return null;
    if (!useCache) return identity.resolveSession(sid);
    const hit = await sessions.get(key);
    if (hit) return hit.user;
    const inFlight = resolving.get(key);
    if (inFlight) return inFlight;
    const pending = identity.resolveSession(sid).then(async (user) => {
      // Not cached if the session ended meanwhile (the sign-out dropped this lookup).
      if (resolving.get(key) === pending)
        // Unknown sessions are cached briefly too, so a stale cookie cannot hammer identity.
        await sessions.set(key, { user }, user ? config.SESSION_CACHE_SECONDS : Math.min(5, config.SESSION_CACHE_SECONDS));
      return user;
    });
    resolving.set(key, pending);
    pending.then(
      () => resolving.get(key) === pending && resolving.delete(key),
      () => resolving.get(key) === pending && resolving.delete(key),
    );
    return pending;
  }
  // Signed once per (session, user, client address) and reused while it has over 30 s of its 60 s left.
  const contexts = new SignedContextCache({
    sign: (ctx, ttlSeconds) => signRequestContext(config.INTERNAL_JWT_SECRET, ctx, ttlSeconds),
  });

  // Once identity has ended the session, no replica may keep serving it from the cache.
  app.addHook('onResponse', (req, _reply, done) => {
    const sid = endsSessionRoute(req.url) ? sessionIdOf(req) : undefined;
    if (!sid) return done();
    const key = sessionCacheKey(sid);
    resolving.delete(key);
    void sessions.forget(key).then(() => done());
  });

  // JSON and text answers over 1 KiB go out br/gzip-compressed (before the proxy routes, which it hooks).
  await registerCompression(app);

  await app.register(proxy, {
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    // undici keeps a pool of connections per service; PDF renders may take a while. Idle connections
    // stay open 30 s (services, Fastify, keep theirs 72 s), so a quiet minute does not mean new
    // connections. No pipelining: a PDF render would hold up every request queued behind it.
    undici: { connections: 128, keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 60_000 },
    // reply-from's own two info lines per request; the kit logs one line per request (create-service).
    disableRequestLogging: true,
    // Fastify awaits an async preHandler (a throw becomes the error reply); the proxy's type lists only the callback form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: async (req, reply) => {
      const service = serviceFor(req.url);
      const base = service ? upstreams[service] : undefined;
      if (!service || !base) throw AppError.notFound(`No API route for ${req.method} ${req.url.split('?')[0]}`);
      if (isLogoutNavigation(req.method, req.url) && !isOwnNavigation(firstHeader(req.headers['sec-fetch-site']))) {
        // A link or image elsewhere must not sign anyone out: ask first.
        return reply
          .status(200)
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', LOGOUT_CONFIRMATION_CSP)
          .header('cache-control', 'no-store')
          .send(LOGOUT_CONFIRMATION_HTML);
      }
      if (req.body instanceof Readable) req.body = countedBody(req, req.body, config.BODY_LIMIT_BYTES);
      const sid = sessionIdOf(req);
      const key = sid ? sessionCacheKey(sid) : '';
      const endsSession = endsSessionRoute(req.url);
      if (sid && endsSession) {
        resolving.delete(key);
        await sessions.forget(key);
      }
      const user = await resolveUser(sid, key, !endsSession);
      req.upstream = base;
      req.upstreamService = service;
      req.signedContext = await contexts.get(key, user, req.ip);
    },
    replyOptions: {
      getUpstream: (req) => (req as unknown as { upstream?: string }).upstream ?? 'http://invalid.invalid',
      rewriteRequestHeaders: (req, headers) => forwardedHeaders(req as never, headers),
      // A service that is down or too slow is a 502/504 with the usual error body, never a bare 500.
      onError: (reply, { error }) => {
        // Our own limit on a streamed body cut the upload: that is the client's 413, not a failed service.
        if (reply.request.bodyTooLarge) {
          // The rest of the upload is read and dropped, so the client reads this answer and may reuse the connection.
          discardRequestBody(reply.request.raw as IncomingMessage);
          const e = bodyTooLarge(config.BODY_LIMIT_BYTES);
          void reply.code(413).send({ error: { code: e.code, message: e.message } });
          return;
        }
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

/**
 * The request's session id, read from its Cookie header where it is needed
 * (the proxied requests) rather than every cookie of every request parsed by
 * a plugin's hook.
 */
const sessionIdOf = (req: FastifyRequest) => usableSessionId(cookieValue(req.headers.cookie, SESSION_COOKIE));

/** Sign-out, and sign-in (which replaces any previous session), end the cookie's session. */
const endsSessionRoute = (url: string) => /^\/api\/(logout|auth\/otp\/verify)(\?|$)/.test(url);

const isLogoutNavigation = (method: string, url: string) => method === 'GET' && /^\/api\/logout(\?|$)/.test(url);

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const bodyTooLarge = (limit: number) =>
  new AppError('payload_too_large', 413, `The request body is too large: the limit is ${describeBytes(limit)}.`);

/**
 * The proxied body, counted as it streams: a body without Content-Length
 * (chunked) is cut at the limit, and the upload's failure is answered as 413.
 */
function countedBody(req: { bodyTooLarge?: boolean }, body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) {
        req.bodyTooLarge = true;
        done(bodyTooLarge(limit));
        return;
      }
      done(null, chunk);
    },
  });
  body.on('error', (e) => counter.destroy(e));
  return body.pipe(counter);
}

/**
 * Outside production the stack holds every sign-in code and signing link in
 * its dev mailbox: a page on another site whose name is re-pointed at
 * 127.0.0.1 (DNS rebinding) would be same-origin with it. So only local
 * names (localhost, *.localhost, 127.0.0.1, [::1]) and the hosts of
 * PUBLIC_URL and ALLOWED_ORIGINS are answered.
 */
export function devHostCheck(urls: Array<string | undefined>): (host: string | undefined) => boolean {
  const named = new Set<string>();
  for (const u of urls) {
    if (!u) continue;
    try {
      named.add(new URL(u).hostname.toLowerCase());
    } catch {
      // Not a URL: config validation reports it.
    }
  }
  return (host) => {
    if (!host) return false;
    // The name without its port: "[::1]:8080" -> "[::1]", "localhost:5173" -> "localhost".
    const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')).toLowerCase().replace(/\.$/, '');
    return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]' || named.has(name);
  };
}

const UNMET_EXPECTATION = Symbol('unmet expectation');
type RawWithExpect = IncomingMessage & { [UNMET_EXPECTATION]?: true };

/**
 * `Expect` is between the client and us (RFC 9110 §10.1.1), never forwarded
 * (undici refuses it: every such request was a 502). `100-continue` (curl
 * sends it for bodies over 1 MB): a body declared over the limit is answered
 * 413 without `100 Continue`, so the client need not send it; anything else
 * is told to go on. Any other expectation: 417, through the app so it gets
 * the usual error body and headers.
 */
function handleExpect(server: Server, limit: number) {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > limit) {
      // Not reading the body: close after the 413, or the unread body would be taken for the next request.
      res.shouldKeepAlive = false;
    } else res.writeContinue();
    server.emit('request', req, res);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    (req as RawWithExpect)[UNMET_EXPECTATION] = true;
    res.shouldKeepAlive = false;
    server.emit('request', req, res);
  });
}

/** Drops client-sent identity headers, adds the signed context, request id and client address. */
function forwardedHeaders(
  req: { id: string; ip: string; signedContext?: string; upstreamService?: ServiceName },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  // One pass, no deletes (they would turn the object into a slow dictionary). Never the client's
  // trace context: the gateway's own traceparent is added by its HTTP client instrumentation (one
  // header, the gateway's span as parent), and tracing off means none at all.
  for (const name in headers) {
    const first = name.charCodeAt(0) | 0x20; // lower-cased; only x- names can be identity headers
    if (name === 'cookie' || name === 'expect' || TRACE_HEADERS.has(name) || (first === 0x78 && isIdentityHeader(name))) continue;
    out[name] = headers[name];
  }
  // Only identity needs the session cookie; nobody else should see it. The
  // development panel's own cookie (hp_admin2) goes to admin, and only that one.
  if (req.upstreamService === 'identity') {
    if (headers.cookie !== undefined) out.cookie = headers.cookie;
  } else if (req.upstreamService === 'admin') {
    const admin2 = adminPanelCookie(headers.cookie);
    if (admin2) out.cookie = admin2;
  }
  if (req.signedContext) out[USER_CONTEXT_HEADER] = req.signedContext;
  out['x-request-id'] = req.id;
  out['x-forwarded-for'] = req.ip;
  return out;
}

/** W3C trace context and baggage, plus the B3 and Jaeger formats a client might send. */
const TRACE_HEADERS = new Set([
  'traceparent',
  'tracestate',
  'baggage',
  'b3',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-sampled',
  'x-b3-parentspanid',
  'uber-trace-id',
]);

/** Just the `hp_admin2=...` pair(s) of a Cookie header, or undefined. */
function adminPanelCookie(header: string | string[] | undefined): string | undefined {
  const pairs = (Array.isArray(header) ? header.join(';') : (header ?? ''))
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p.startsWith('hp_admin2='));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}
