import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OtpDoc } from '../src/store/otp-requests-repository.ts';
import { contextFor, sessionCookie, signIn, startIdentity, type Harness } from './harness.ts';

let h: Harness;
// Wrong tries here are the requester's own; the guesser's budget (otp-denial.test.ts) is raised out of the way.
beforeEach(async () => {
  h = await startIdentity({ env: { OTP_WRONG_TRIES_PER_DEVICE_PER_HOUR: '100' } });
});
afterEach(async () => {
  await h.close();
});

const requestCode = (email: string, ip?: string) =>
  h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email }, ...(ip ? { ip } : {}) });
const verify = (email: string, otp: string) => h.request({ method: 'POST', url: '/api/auth/otp/verify', body: { email, otp } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('mails a 6-digit code and stores only its keyed hash', async () => {
    const res = await requestCode('ann@example.com');
    expect(res.status).toBe(200);
    const code = h.lastCode('ann@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'ann@example.com' });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for a known and an unknown e-mail', async () => {
    await signIn(h, 'known@example.com');
    const known = await requestCode('known@example.com');
    const unknown = await requestCode('nobody@example.com');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('normalises the e-mail so case does not create a second account', async () => {
    await requestCode('Mixed.Case@Example.COM');
    const res = await verify('mixed.case@example.com', h.lastCode('mixed.case@example.com'));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('mixed.case@example.com');
  });

  it('signs in a new user, who is new until the profile is complete', async () => {
    const first = await signIn(h, 'new@example.com');
    expect(first.body.isNewUser).toBe(true);
    const second = await signIn(h, 'new@example.com');
    expect(second.body.isNewUser).toBe(true);
    const user = await contextFor(h, second.cookie);
    const done = await h.request({
      method: 'POST',
      url: '/api/auth/complete-user',
      user,
      body: { email: 'new@example.com', firstName: 'Nia', lastName: 'Ng', userType: 'tenant' },
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ firstName: 'Nia', lastName: 'Ng', userType: 'tenant', role: 'user' });
    const third = await signIn(h, 'new@example.com');
    expect(third.body.isNewUser).toBe(false);
  });

  it('accepts a code once only', async () => {
    await requestCode('once@example.com');
    const code = h.lastCode('once@example.com');
    expect((await verify('once@example.com', code)).status).toBe(200);
    const again = await verify('once@example.com', code);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('otp_invalid');
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    await requestCode('lock@example.com');
    const code = h.lastCode('lock@example.com');
    for (let i = 0; i < 5; i++) expect((await verify('lock@example.com', wrong(code))).status).toBe(400);
    const right = await verify('lock@example.com', code);
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe('otp_locked');
  });

  it('counts parallel wrong guesses exactly', async () => {
    await requestCode('race@example.com');
    const code = h.lastCode('race@example.com');
    await Promise.all(Array.from({ length: 12 }, () => verify('race@example.com', wrong(code))));
    const [row] = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'race@example.com' });
    expect(row!.attempts).toBe(5);
    expect((await verify('race@example.com', code)).body.error.code).toBe('otp_locked');
  });

  it('rejects an expired code', async () => {
    await requestCode('late@example.com');
    const code = h.lastCode('late@example.com');
    h.clock.now = new Date(h.clock.now.getTime() + 10 * 60_000 + 1);
    const res = await verify('late@example.com', code);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('otp_invalid');
  });

  it('an earlier code still works after a newer one is mailed, and neither after a sign-in', async () => {
    await requestCode('two@example.com');
    const older = h.lastCode('two@example.com');
    // Two random codes collide one time in a million; ask again so the older one is distinct.
    let newer = older;
    for (let i = 0; i < 3 && newer === older; i++) {
      await requestCode('two@example.com');
      newer = h.lastCode('two@example.com');
    }
    expect(newer).not.toBe(older);
    expect((await verify('two@example.com', older)).status).toBe(200);
    expect((await verify('two@example.com', newer)).body.error.code).toBe('otp_invalid');
  });

  it('answers the 6th code request for one e-mail within an hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await requestCode('busy@example.com')).status).toBe(200);
    const sixth = await requestCode('busy@example.com');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    h.clock.now = new Date(h.clock.now.getTime() + 3600_000 + 1000);
    expect((await requestCode('busy@example.com')).status).toBe(200);
  });

  it('limits code requests per IP across e-mails', async () => {
    await h.close();
    h = await startIdentity({ env: { OTP_IP_LIMIT_PER_HOUR: '3' } });
    for (let i = 0; i < 3; i++) expect((await requestCode(`p${i}@example.com`, '198.51.100.9')).status).toBe(200);
    const res = await requestCode('p9@example.com', '198.51.100.9');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await requestCode('p9@example.com', '198.51.100.10')).status).toBe(200);
  });

  it('makes ADMIN_EMAILS admins when they sign in, and nobody else', async () => {
    await h.close();
    h = await startIdentity({ env: { ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' } });
    expect((await signIn(h, 'boss@example.com')).body.user.role).toBe('admin');
    expect((await signIn(h, 'chief@example.com')).body.user.role).toBe('admin');
    expect((await signIn(h, 'staff@example.com')).body.user.role).toBe('user');
  });
});

describe('sessions', () => {
  it('issues an opaque 256-bit HttpOnly SameSite=Lax cookie, and a new id at every sign-in', async () => {
    await requestCode('s@example.com');
    const res = await verify('s@example.com', h.lastCode('s@example.com'));
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/);
    const first = sessionCookie(res.headers);
    expect(first.split('=')[1]).toHaveLength(43);
    const second = await signIn(h, 's@example.com');
    expect(second.cookie).not.toBe(first);
  });

  it('sets Secure on the cookie in production', async () => {
    await h.close();
    h = await startIdentity({ env: { NODE_ENV: 'production' } });
    await requestCode('p@example.com');
    const res = await verify('p@example.com', h.lastCode('p@example.com'));
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('replaces the session the browser had when signing in again', async () => {
    const { cookie } = await signIn(h, 'swap@example.com');
    await requestCode('swap@example.com');
    const res = await h.request({
      method: 'POST',
      url: '/api/auth/otp/verify',
      cookie,
      body: { email: 'swap@example.com', otp: h.lastCode('swap@example.com') },
    });
    expect(res.status).toBe(200);
    expect(await contextFor(h, cookie)).toBeNull();
  });

  it('ends a session on logout', async () => {
    const { cookie } = await signIn(h, 'out@example.com');
    expect(await contextFor(h, cookie)).not.toBeNull();
    const res = await h.request({ method: 'GET', url: '/api/logout', cookie });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/hp_session=;/);
    expect(await contextFor(h, cookie)).toBeNull();
  });

  it('expires after the idle timeout, and after the absolute timeout even when used', async () => {
    await h.close();
    h = await startIdentity({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' } });
    const idle = await signIn(h, 'idle@example.com');
    h.clock.now = new Date(h.clock.now.getTime() + 31 * 60_000);
    expect(await contextFor(h, idle.cookie)).toBeNull();

    const busy = await signIn(h, 'busy@example.com');
    // Used every 25 minutes: never idle, but 4 x 25 + 25 minutes passes the 2-hour cap.
    for (let i = 0; i < 4; i++) {
      h.clock.now = new Date(h.clock.now.getTime() + 25 * 60_000);
      expect(await contextFor(h, busy.cookie)).not.toBeNull();
    }
    h.clock.now = new Date(h.clock.now.getTime() + 25 * 60_000);
    expect(await contextFor(h, busy.cookie)).toBeNull();
  });

  it('GET /api/auth/user is 401 without a session and the user with one', async () => {
    expect((await h.request({ method: 'GET', url: '/api/auth/user' })).status).toBe(401);
    const { cookie } = await signIn(h, 'me@example.com');
    const res = await h.request({ method: 'GET', url: '/api/auth/user', user: await contextFor(h, cookie) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('me@example.com');
  });

  it('refuses a profile completion for someone else’s e-mail', async () => {
    const { cookie } = await signIn(h, 'me2@example.com');
    const res = await h.request({
      method: 'POST',
      url: '/api/auth/complete-user',
      user: await contextFor(h, cookie),
      body: { email: 'victim@example.com', firstName: 'A', lastName: 'B', userType: 'tenant' },
    });
    expect(res.status).toBe(403);
  });

  it('keeps users and sessions across a restart', async () => {
    const { cookie } = await signIn(h, 'stay@example.com');
    const dataDir = h.dataDir;
    await h.close({ keepData: true });
    h = await startIdentity({ dataDir });
    expect((await contextFor(h, cookie))?.email).toBe('stay@example.com');
  });

  it('/api/login sends the browser to /login', async () => {
    const res = await h.request({ method: 'GET', url: '/api/login' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('rejects /internal calls without a service signature', async () => {
    const res = await h.service.app.inject({ method: 'POST', url: '/internal/sessions/resolve', payload: { sid: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
