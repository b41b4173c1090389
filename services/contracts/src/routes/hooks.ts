import type { FastifyRequest } from 'fastify';
import { AppError, signedInHook, signedInOrTokenHook } from '@homepact/kit';

/** Signed in, checked before the body is validated (kit's hook): a signed-out caller always gets 401. */
export const signedIn = signedInHook();

/** Signed in, or a `token` query parameter from the signing link (checked against the contract later). Neither: 401. */
export const signedInOrToken = signedInOrTokenHook(
  () => new AppError('unauthorized', 401, 'Sign in, or open the link from your invitation e-mail, to see this contract.'),
);

/** The browser's user agent, as the signature's evidence keeps it (bounded). */
export const userAgentOf = (req: FastifyRequest) => {
  const ua = req.headers['user-agent'];
  return (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 1000) ?? '';
};

/** Small JSON bodies (a signature, an annotation of at most 5,000 characters): 64 KB is plenty. */
export const SMALL_BODY_LIMIT = 64 * 1024;
