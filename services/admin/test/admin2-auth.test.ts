import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMatches, passwordTag, sessionTokenHash } from '../src/domain/admin2.ts';
import type { Admin2SessionDoc } from '../src/store/admin2-sessions-repository.ts';
import { PASSWORD, startAdmin, type AdminHarness } from './harness.ts';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdmin({ env: { ADMIN2_AUTH_LIMIT: '3' } });
});
afterAll(() => h.close());

const auth = (password: string, ip: string) => h.request({ method: 'POST', url: '/api/admin2/auth', body: { password }, ip });

describe('development panel password', () => {
  it('guessing is limited per client IP (ADMIN2_AUTH_LIMIT per 15 minutes): 429 with Retry-After, even for the right password', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < 3; i++) expect((await auth(`guess-${i}`, ip)).status).toBe(401);
    const limited = await auth(PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/Too many password attempts/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not held back.
    expect((await auth(PASSWORD, '198.51.100.11')).status).toBe(200);
    // Once the window has passed, the address may try again.
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
    try {
      expect((await auth(PASSWORD, ip)).status).toBe(200);
    } finally {
      h.clock.now = start;
    }
  });

  it('compares in constant time over SHA-256 digests, whatever the lengths', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches('', PASSWORD)).toBe(false);
    expect(passwordMatches(`${PASSWORD} `, PASSWORD)).toBe(false);
    expect(passwordMatches('x'.repeat(10_000), PASSWORD)).toBe(false);
  });

  it('stores neither the token nor the password', async () => {
    const res = await auth(PASSWORD, '198.51.100.12');
    const token = [res.headers['set-cookie']].flat()[0].split(';')[0].split('=')[1];
    const [session] = await h.rt.store.collection<Admin2SessionDoc>('admin2_sessions').find({ _id: sessionTokenHash(token) });
    expect(session).toBeDefined();
    const stored = JSON.stringify(session);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(PASSWORD);
    expect(session!.passwordTag).not.toBe(passwordTag('another secret of at least 32 chars!!', PASSWORD));
  });
});
