import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { INTERNAL_HEADER, requestContextVerifier, USER_CONTEXT_HEADER, verifyInternalCall, type UserContext } from './user-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified user, or null when the request carries no valid context. */
    user: UserContext | null;
    /** The client's address as the gateway signed it, else the socket's. */
    clientIp: string;
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const isInternalPath = (path: string) => path === '/internal' || path.startsWith('/internal/');

/**
 * Whether a request reaches an /internal route. Decided on what the router
 * matched (the route's pattern), never on the raw URL: the router decodes
 * percent-escapes, so `/%69nternal/...` matches `/internal/...` while the raw
 * URL does not start with it. Requests that matched no route are checked on
 * their decoded, normalised path as well (they answer 404 anyway).
 */
export function isInternalRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions?.url;
  if (route !== undefined && isInternalPath(route)) return true;
  // Without a percent-escape the decoded path is made of the URL's own letters, so it can only be
  // /internal if they spell it (in any case): most requests need no decoding at all.
  if (!MIGHT_BE_INTERNAL.test(req.url)) return false;
  return isInternalPath(decodedPath(req.url));
}

const MIGHT_BE_INTERNAL = /%|internal/i;

/** The path part of a URL, percent-decoded where it can be, duplicate slashes and dot segments resolved, lower-cased. */
export function decodedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* undecodable: compare it as it is */
  }
  const out: string[] = [];
  for (const segment of path.split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`.toLowerCase();
}

/** Verifies the gateway's signed user context on every request. */
export const userContextPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('clientIp', '');
    const verify = requestContextVerifier(opts.secret);
    app.addHook('onRequest', async (req) => {
      const ctx = await verify(header(req, USER_CONTEXT_HEADER));
      req.user = ctx?.user ?? null;
      req.clientIp = ctx?.ip ?? req.ip;
    });
    // /internal/* is never routed by the gateway; callers must prove they are one of ours.
    app.addHook('onRequest', async (req) => {
      if (!isInternalRequest(req)) return;
      const caller = await verifyInternalCall(opts.secret, header(req, INTERNAL_HEADER));
      if (!caller) throw AppError.unauthorized('Internal call not authenticated');
    });
  },
  { name: 'homepact-user-context' },
);

export function requireUser(req: FastifyRequest): UserContext {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}

export function requireAdmin(req: FastifyRequest): UserContext {
  const user = requireUser(req);
  if (user.role !== 'admin') throw AppError.forbidden("You don't have permission to access this page.");
  return user;
}

/**
 * Route hooks (`onRequest`, so they run before the body is validated: a signed-out caller always gets 401,
 * never a 400 that would tell them about our rules). `refuse` builds the service's own 401 message.
 */
export function signedInHook(refuse: () => AppError = () => AppError.unauthorized()) {
  return async (req: FastifyRequest): Promise<void> => {
    if (!req.user) throw refuse();
  };
}

/**
 * For routes a party may open from their signing link: signed in, or a non-empty `token` query parameter
 * (which the use-case checks against the contract; a malformed one is the schema's 400). Neither: `refuse()`.
 */
export function signedInOrTokenHook(refuse: () => AppError) {
  return async (req: FastifyRequest): Promise<void> => {
    if (req.user) return;
    const token = (req.query as Record<string, unknown> | undefined)?.token;
    if (token === undefined || token === '') throw refuse();
  };
}
