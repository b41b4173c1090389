import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  requestContextVerifier,
  signInternalCall,
  signRequestContext,
  signUserContext,
  verifyInternalCall,
  verifyRequestContext,
  verifyUserContext,
  type UserContext,
} from '../src/auth/user-context.ts';

const SECRET = 's'.repeat(40);
const OTHER = 'o'.repeat(40);
const user: UserContext = { userId: 'u-1', email: 'ann@example.com', role: 'user' };
const key = (s: string) => new TextEncoder().encode(s);

/** Re-encodes a JWT's payload without re-signing it. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('user context', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips a signed user', async () => {
    expect(await verifyUserContext(SECRET, await signUserContext(SECRET, user))).toEqual(user);
    const admin = { ...user, role: 'admin' as const };
    expect(await verifyUserContext(SECRET, await signUserContext(SECRET, admin))).toEqual(admin);
  });

  it('rejects a forged token: a changed claim breaks the signature', async () => {
    const token = await signUserContext(SECRET, user);
    expect(
      await verifyUserContext(
        SECRET,
        tamper(token, (c) => (c.role = 'admin')),
      ),
    ).toBeNull();
    expect(
      await verifyUserContext(
        SECRET,
        tamper(token, (c) => (c.sub = 'someone-else')),
      ),
    ).toBeNull();
  });

  it('rejects an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'u-1',
        email: user.email,
        role: 'admin',
        iss: 'homepact-gateway',
        aud: 'homepact-services',
        exp: Math.floor(Date.now() / 1000) + 60,
      }),
    ).toString('base64url');
    expect(await verifyUserContext(SECRET, `${header}.${payload}.`)).toBeNull();
  });

  it('rejects an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signUserContext(SECRET, user, 60);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyUserContext(SECRET, token)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    expect(await verifyUserContext(SECRET, await signUserContext(OTHER, user))).toBeNull();
  });

  it('rejects a token for another audience or issuer, even with the right secret', async () => {
    const sign = (aud: string, iss: string) =>
      new SignJWT({ email: user.email, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(key(SECRET));
    expect(await verifyUserContext(SECRET, await sign('homepact-services', 'homepact-gateway'))).toEqual(user);
    expect(await verifyUserContext(SECRET, await sign('somewhere-else', 'homepact-gateway'))).toBeNull();
    expect(await verifyUserContext(SECRET, await sign('homepact-services', 'mallory'))).toBeNull();
    // A service-to-service token is not a user context.
    expect(await verifyUserContext(SECRET, await signInternalCall(SECRET, 'contracts'))).toBeNull();
  });

  it('rejects missing, malformed and ill-typed tokens', async () => {
    expect(await verifyUserContext(SECRET, undefined)).toBeNull();
    expect(await verifyUserContext(SECRET, '')).toBeNull();
    expect(await verifyUserContext(SECRET, 'not.a.jwt')).toBeNull();
    const badRole = await new SignJWT({ email: user.email, role: 'superuser' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('homepact-gateway')
      .setAudience('homepact-services')
      .setExpirationTime('60s')
      .sign(key(SECRET));
    expect(await verifyUserContext(SECRET, badRole)).toBeNull();
  });
});

describe('request context', () => {
  it('carries the user and the client address', async () => {
    const token = await signRequestContext(SECRET, { user, ip: '203.0.113.9' });
    expect(await verifyRequestContext(SECRET, token)).toEqual({ user, ip: '203.0.113.9' });
  });

  it('carries an anonymous request', async () => {
    expect(await verifyRequestContext(SECRET, await signRequestContext(SECRET, { user: null, ip: '203.0.113.9' }))).toEqual({
      user: null,
      ip: '203.0.113.9',
    });
    expect(await verifyRequestContext(SECRET, await signRequestContext(SECRET, { user: null, ip: null }))).toEqual({
      user: null,
      ip: null,
    });
  });

  it('rejects forged, foreign and missing contexts', async () => {
    const token = await signRequestContext(SECRET, { user, ip: '203.0.113.9' });
    expect(
      await verifyRequestContext(
        SECRET,
        tamper(token, (c) => (c.role = 'admin')),
      ),
    ).toBeNull();
    expect(await verifyRequestContext(OTHER, token)).toBeNull();
    expect(await verifyRequestContext(SECRET, undefined)).toBeNull();
  });
});

describe('internal calls', () => {
  it('name their caller and verify only with the shared secret and the internal audience', async () => {
    const token = await signInternalCall(SECRET, 'contracts');
    expect(await verifyInternalCall(SECRET, token)).toBe('contracts');
    expect(await verifyInternalCall(OTHER, token)).toBeNull();
    expect(await verifyInternalCall(SECRET, await signUserContext(SECRET, user))).toBeNull();
    expect(await verifyInternalCall(SECRET, undefined)).toBeNull();
  });
});

describe('request context verifier (remembers what verified)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers as verifyRequestContext does, for good and bad tokens, every time', async () => {
    const verify = requestContextVerifier(SECRET);
    const token = await signRequestContext(SECRET, { user, ip: '203.0.113.9' });
    const anonymous = await signRequestContext(SECRET, { user: null, ip: '203.0.113.9' });
    const forged = tamper(token, (c) => (c.role = 'admin'));
    const foreign = await signRequestContext(OTHER, { user, ip: '203.0.113.9' });
    for (let i = 0; i < 3; i++) {
      expect(await verify(token)).toEqual({ user, ip: '203.0.113.9' });
      expect(await verify(anonymous)).toEqual({ user: null, ip: '203.0.113.9' });
      expect(await verify(forged)).toBeNull();
      expect(await verify(foreign)).toBeNull();
      expect(await verify(undefined)).toBeNull();
      expect(await verify(`${token}x`)).toBeNull();
    }
  });

  it('stops accepting a remembered token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = requestContextVerifier(SECRET);
    const token = await signRequestContext(SECRET, { user, ip: null }, 60);
    const exp = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    expect(await verify(token)).toEqual({ user, ip: null });
    vi.setSystemTime(exp * 1000 - 1);
    expect(await verify(token)).toEqual({ user, ip: null });
    vi.setSystemTime(exp * 1000);
    expect(await verify(token)).toBeNull();
    expect(await verifyRequestContext(SECRET, token)).toBeNull();
  });

  it('refuses a token without an expiry', async () => {
    const noExp = await new SignJWT({ email: user.email, role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('homepact-gateway')
      .setAudience('homepact-services')
      .sign(key(SECRET));
    expect(await requestContextVerifier(SECRET)(noExp)).toBeNull();
    expect(await verifyRequestContext(SECRET, noExp)).toBeNull();
  });

  it('hands out a context no request can change for the next', async () => {
    const verify = requestContextVerifier(SECRET);
    const token = await signRequestContext(SECRET, { user, ip: '203.0.113.9' });
    const first = await verify(token);
    expect(() => {
      (first!.user as { role: string }).role = 'admin';
    }).toThrow();
    expect((await verify(token))?.user?.role).toBe('user');
  });

  it('stays within its size', async () => {
    const verify = requestContextVerifier(SECRET, { maxEntries: 2 });
    const tokens = await Promise.all(['a', 'b', 'c'].map((id) => signRequestContext(SECRET, { user: { ...user, userId: id }, ip: null })));
    for (const t of tokens) expect((await verify(t))?.user?.userId).toBeDefined();
    // The oldest was dropped, so it is verified again: still the right answer.
    expect((await verify(tokens[0]))?.user?.userId).toBe('a');
  });
});
