import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { INTERNAL_HEADER, USER_CONTEXT_HEADER, verifyInternalCall, verifyRequestContext, type UserContext } from './user-context.ts';

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

/** Verifies the gateway's signed user context on every request. */
export const userContextPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('clientIp', '');
    app.addHook('onRequest', async (req) => {
      const ctx = await verifyRequestContext(opts.secret, header(req, USER_CONTEXT_HEADER));
      req.user = ctx?.user ?? null;
      req.clientIp = ctx?.ip ?? req.ip;
    });
    // /internal/* is never routed by the gateway; callers must prove they are one of ours.
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/internal/')) return;
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
