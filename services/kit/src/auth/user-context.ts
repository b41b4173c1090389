import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { UserContextSchema, type UserContext } from '@homepact/proto';

/**
 * The signed user context the gateway forwards in USER_CONTEXT_HEADER. It lives
 * a minute: long enough for one request and its internal calls, too short to
 * be worth stealing. No service trusts an unsigned identity header.
 */
export const USER_CONTEXT_HEADER = 'x-homepact-user';
/** Service-to-service calls to /internal/* carry this signed header. */
export const INTERNAL_HEADER = 'x-homepact-internal';

const ISSUER = 'homepact-gateway';
const AUDIENCE = 'homepact-services';
const INTERNAL_AUDIENCE = 'homepact-internal';

// Declared in proto, where the /internal bodies that carry it are; kit re-exports it for the services.
export { UserContextSchema, type UserContext };

/**
 * The HMAC key for a secret, imported once and reused: jose imports a raw
 * Uint8Array (or exports and re-imports a KeyObject) on every sign and verify,
 * which costs more than the HMAC itself.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    // A process uses one or two secrets; the bound only matters to tests that make many.
    if (keys.size >= 16) keys.delete(keys.keys().next().value!);
    k = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    k.catch(() => keys.delete(secret));
    keys.set(secret, k);
  }
  return k;
}

export async function signUserContext(secret: string, user: UserContext, ttlSeconds = 60): Promise<string> {
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await key(secret));
}

/** Returns the user, or null for a missing, forged, expired or malformed token. */
export async function verifyUserContext(secret: string, token: string | undefined): Promise<UserContext | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const parsed = UserContextSchema.safeParse({ userId: payload.sub, email: payload.email, role: payload.role });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What the gateway forwards on every request: the client's address as the
 * gateway saw it (so services need not trust X-Forwarded-For) and, when
 * signed in, the user.
 */
export interface RequestContext {
  user: UserContext | null;
  ip: string | null;
}

export async function signRequestContext(secret: string, ctx: RequestContext, ttlSeconds = 60): Promise<string> {
  const claims: Record<string, string> = {};
  if (ctx.ip) claims.ip = ctx.ip;
  if (ctx.user) {
    claims.email = ctx.user.email;
    claims.role = ctx.user.role;
  }
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  if (ctx.user) jwt.setSubject(ctx.user.userId);
  return jwt.sign(await key(secret));
}

export async function verifyRequestContext(secret: string, token: string | undefined): Promise<RequestContext | null> {
  return (await verifyRequestContextUntil(secret, token))?.ctx ?? null;
}

/** The context and when its `exp` passes (ms), or null. */
async function verifyRequestContextUntil(
  secret: string,
  token: string | undefined,
): Promise<{ ctx: RequestContext; expiresAt: number } | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    // Our contexts always expire; one without `exp` is not ours to trust.
    if (typeof payload.exp !== 'number') return null;
    const expiresAt = payload.exp * 1000;
    const ip = typeof payload.ip === 'string' ? payload.ip : null;
    if (payload.sub === undefined) return { ctx: { user: null, ip }, expiresAt };
    const parsed = UserContextSchema.safeParse({ userId: payload.sub, email: payload.email, role: payload.role });
    return parsed.success ? { ctx: { user: parsed.data, ip }, expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * verifyRequestContext with memory: the gateway reuses a signed context for
 * up to 30 s, so a service sees the same token many times. A token that
 * verified is remembered (by its exact text, signature included) until its
 * `exp`, and is then refused exactly as jwtVerify would refuse it. Failures
 * are never remembered: a forged token is checked, and refused, every time.
 */
export function requestContextVerifier(secret: string, opts: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const verified = new Map<string, { ctx: RequestContext; expiresAt: number }>();
  return async (token: string | undefined): Promise<RequestContext | null> => {
    if (!token) return null;
    const hit = verified.get(token);
    if (hit) {
      if (now() < hit.expiresAt) return hit.ctx;
      verified.delete(token);
      return null;
    }
    const result = await verifyRequestContextUntil(secret, token);
    if (!result) return null;
    // Shared by every request that carries the token: nobody may change it for the others.
    if (result.ctx.user) Object.freeze(result.ctx.user);
    Object.freeze(result.ctx);
    if (verified.size >= maxEntries) {
      // Oldest first: the expired ones, then the one closest to expiring.
      for (const [t, e] of verified) {
        if (verified.size < maxEntries && now() < e.expiresAt) break;
        verified.delete(t);
      }
    }
    verified.set(token, result);
    return result.ctx;
  };
}

export async function signInternalCall(secret: string, caller: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(caller)
    .setIssuer(caller)
    .setAudience(INTERNAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(await key(secret));
}

export async function verifyInternalCall(secret: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), { audience: INTERNAL_AUDIENCE, algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
