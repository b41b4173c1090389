import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { RoleSchema } from '@homepact/proto';

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

export const UserContextSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type UserContext = z.infer<typeof UserContextSchema>;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signUserContext(secret: string, user: UserContext, ttlSeconds = 60): Promise<string> {
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Returns the user, or null for a missing, forged, expired or malformed token. */
export async function verifyUserContext(secret: string, token: string | undefined): Promise<UserContext | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
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
  return jwt.sign(key(secret));
}

export async function verifyRequestContext(secret: string, token: string | undefined): Promise<RequestContext | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const ip = typeof payload.ip === 'string' ? payload.ip : null;
    if (payload.sub === undefined) return { user: null, ip };
    const parsed = UserContextSchema.safeParse({ userId: payload.sub, email: payload.email, role: payload.role });
    return parsed.success ? { user: parsed.data, ip } : null;
  } catch {
    return null;
  }
}

export async function signInternalCall(secret: string, caller: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(caller)
    .setIssuer(caller)
    .setAudience(INTERNAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(key(secret));
}

export async function verifyInternalCall(secret: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { audience: INTERNAL_AUDIENCE, algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
