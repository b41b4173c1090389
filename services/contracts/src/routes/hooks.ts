import type { FastifyRequest } from 'fastify';
import { AppError, requireUser } from '@homepact/kit';

/**
 * Sign-in is checked on request, before the body is validated, so a signed-out
 * caller always gets 401 (not a 400 that would tell them about our rules).
 */
export const signedIn = async (req: FastifyRequest) => {
  requireUser(req);
};

/**
 * For routes a party may open from their signing link: signed in, or a
 * `token` query parameter (checked against the contract later). Neither: 401.
 */
export const signedInOrToken = async (req: FastifyRequest) => {
  if (req.user) return;
  const token = (req.query as Record<string, unknown> | undefined)?.token;
  if (token === undefined || token === '') {
    throw new AppError('unauthorized', 401, 'Sign in, or open the link from your invitation e-mail, to see this contract.');
  }
};

/** The browser's user agent, as the signature's evidence keeps it (bounded). */
export const userAgentOf = (req: FastifyRequest) => {
  const ua = req.headers['user-agent'];
  return (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 1000) ?? '';
};

/** Small JSON bodies (a signature, an annotation of at most 5,000 characters): 64 KB is plenty. */
export const SMALL_BODY_LIMIT = 64 * 1024;
