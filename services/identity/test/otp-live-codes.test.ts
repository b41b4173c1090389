import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_MAX_LIVE_CODES } from '../src/domain/otp.ts';
import type { OtpDoc } from '../src/store/otp-requests-repository.ts';
import { startIdentity, type Harness } from './harness.ts';

/**
 * A new code used to replace the address's live one, so anyone who knew your
 * address could void the code you were about to type (and a second click on
 * "Send code" made the first mail useless). Codes now live side by side, up to
 * OTP_MAX_LIVE_CODES, without giving a guesser more tries.
 */
let h: Harness;
// Wrong tries here are the requester's own; the guesser's budget (otp-denial.test.ts) is raised out of the way.
beforeEach(async () => {
  h = await startIdentity({ env: { OTP_WRONG_TRIES_PER_DEVICE_PER_HOUR: '100' } });
});
afterEach(async () => {
  await h.close();
});

const requestCode = async (email: string, ip = '203.0.113.1') => {
  // A millisecond apart, so "oldest" is well defined under the test clock.
  h.clock.now = new Date(h.clock.now.getTime() + 1);
  const res = await h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email }, ip });
  expect(res.status).toBe(200);
  return h.lastCode(email);
};
// From the browser that asked for the codes (the harness keeps one per client address).
const verify = (email: string, otp: string) =>
  h.request({ method: 'POST', url: '/api/auth/otp/verify', body: { email, otp }, ip: '203.0.113.1' });
/** A six-digit code that is none of the given ones. */
const wrongFor = (...codes: string[]) => {
  for (let n = 0; ; n++) {
    const guess = String(n).padStart(6, '0');
    if (!codes.includes(guess)) return guess;
  }
};
/** Distinct codes for one address (two random codes collide one time in a million: ask again). */
const distinctCodes = async (email: string, count: number, ip?: string) => {
  const codes: string[] = [];
  while (codes.length < count) {
    const code = await requestCode(email, ip);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
};

describe('several live sign-in codes per address', () => {
  it('a stranger asking for a code for your address does not void the one you are typing', async () => {
    const mine = await requestCode('victim@example.com', '203.0.113.10');
    await requestCode('victim@example.com', '198.51.100.66');
    const res = await verify('victim@example.com', mine);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('victim@example.com');
  });

  it('both codes work until one is used; then neither works', async () => {
    const [first, second] = await distinctCodes('both@example.com', 2);
    expect((await verify('both@example.com', second!)).status).toBe(200);
    for (const code of [first!, second!]) {
      const again = await verify('both@example.com', code);
      expect(again.status).toBe(400);
      expect(again.body.error).toMatchObject({ code: 'otp_invalid', message: 'Invalid or expired code. Please try again.' });
    }
    // The older one signs in just as well when it is the one typed.
    const [a, b] = await distinctCodes('older@example.com', 2);
    expect((await verify('older@example.com', a!)).status).toBe(200);
    expect((await verify('older@example.com', b!)).body.error.code).toBe('otp_invalid');
  });

  it('refuses an expired code while a younger one still works', async () => {
    const old = await requestCode('late@example.com');
    h.clock.now = new Date(h.clock.now.getTime() + 6 * 60_000);
    let young = await requestCode('late@example.com');
    while (young === old) young = await requestCode('late@example.com');
    h.clock.now = new Date(h.clock.now.getTime() + 5 * 60_000); // old is 11 minutes old, young under 6
    const expired = await verify('late@example.com', old);
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('otp_invalid');
    expect((await verify('late@example.com', young)).status).toBe(200);
  });

  it(`keeps the newest ${OTP_MAX_LIVE_CODES}: asking once more drops the oldest`, async () => {
    const codes = await distinctCodes('many@example.com', OTP_MAX_LIVE_CODES + 1);
    const live = await h.rt.store
      .collection<OtpDoc>('otp_requests')
      .find({ email: 'many@example.com', consumedAt: null, supersededAt: null });
    expect(live.length).toBe(OTP_MAX_LIVE_CODES);
    const dropped = await verify('many@example.com', codes[0]!);
    expect(dropped.status).toBe(400);
    expect(dropped.body.error.code).toBe('otp_invalid');
    expect((await verify('many@example.com', codes[1]!)).status).toBe(200);
  });

  it(`${OTP_MAX_LIVE_CODES} live codes together take ${OTP_MAX_ATTEMPTS} wrong tries in all, not ${OTP_MAX_ATTEMPTS} each`, async () => {
    const codes = await distinctCodes('guess@example.com', OTP_MAX_LIVE_CODES);
    const wrong = wrongFor(...codes);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) {
      const res = await verify('guess@example.com', wrong);
      expect(res.body.error).toMatchObject({ code: 'otp_invalid', message: 'Invalid or expired code. Please try again.' });
    }
    const last = await verify('guess@example.com', wrong);
    expect(last.status).toBe(400);
    expect(last.body.error).toMatchObject({ code: 'otp_locked', message: 'Too many wrong codes. Please request a new code.' });
    for (const code of codes) expect((await verify('guess@example.com', code)).body.error.code).toBe('otp_locked');
    const rows = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'guess@example.com' });
    expect(rows.map((r) => r.attempts)).toEqual(Array(OTP_MAX_LIVE_CODES).fill(OTP_MAX_ATTEMPTS));
    // A fresh code, as the message says, signs in.
    const fresh = await requestCode('guess@example.com');
    expect((await verify('guess@example.com', fresh)).status).toBe(200);
  });

  it('a code asked for later does not reset the tries of the codes already out', async () => {
    const [a] = await distinctCodes('stagger@example.com', 1);
    const wrong1 = wrongFor(a!);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await verify('stagger@example.com', wrong1);
    let b = await requestCode('stagger@example.com');
    while (b === a) b = await requestCode('stagger@example.com');
    // One more wrong try: a has had its five and is dead; b has had one.
    expect((await verify('stagger@example.com', wrongFor(a!, b))).body.error.code).toBe('otp_invalid');
    expect((await verify('stagger@example.com', a!)).body.error.code).toBe('otp_invalid');
    const rows = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'stagger@example.com' });
    // Every try was counted on every live code of this browser: no code was ever checked more than five times.
    expect(rows.map((r) => r.attempts).sort()).toEqual([2, OTP_MAX_ATTEMPTS]);
    expect((await verify('stagger@example.com', b)).status).toBe(200);
  });

  it('parallel wrong guesses against several codes are counted exactly', async () => {
    const codes = await distinctCodes('race@example.com', OTP_MAX_LIVE_CODES);
    const wrong = wrongFor(...codes);
    const results = await Promise.all(Array.from({ length: 12 }, () => verify('race@example.com', wrong)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    const rows = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'race@example.com' });
    expect(rows.map((r) => r.attempts)).toEqual(Array(OTP_MAX_LIVE_CODES).fill(OTP_MAX_ATTEMPTS));
    for (const code of codes) expect((await verify('race@example.com', code)).body.error.code).toBe('otp_locked');
  });

  it('one code verified twice in parallel signs in once', async () => {
    const [a] = await distinctCodes('twice@example.com', 2);
    const results = await Promise.all([verify('twice@example.com', a!), verify('twice@example.com', a!)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('two codes verified in parallel: afterwards neither works', async () => {
    const [a, b] = await distinctCodes('pair@example.com', 2);
    const results = await Promise.all([verify('pair@example.com', a!), verify('pair@example.com', b!)]);
    expect(results.some((r) => r.status === 200)).toBe(true);
    for (const code of [a!, b!]) expect((await verify('pair@example.com', code)).status).toBe(400);
    const live = await h.rt.store.collection<OtpDoc>('otp_requests').find({ email: 'pair@example.com', consumedAt: null });
    expect(live).toHaveLength(0);
  });

  it('a code requested while a sign-in runs does not void the code being verified', async () => {
    const mine = await requestCode('overlap@example.com');
    const [signedIn, requested] = await Promise.all([
      verify('overlap@example.com', mine),
      h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email: 'overlap@example.com' }, ip: '198.51.100.7' }),
    ]);
    expect(signedIn.status).toBe(200);
    expect(requested.status).toBe(200);
    expect((await verify('overlap@example.com', mine)).status).toBe(400);
  });
});
