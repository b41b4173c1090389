import { afterEach, describe, expect, it } from 'vitest';
import { startIdentity, type Harness } from './harness.ts';

/**
 * Five code requests for someone else's address locked
 * that person out for an hour from any IP, and twelve parallel requests all
 * passed the five-an-hour limit (check and insert were separate steps).
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const requestCode = (email: string, ip: string) => h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email }, ip });
const mailed = (email: string) => h.codes.get(email)?.length ?? 0;

describe('sign-in code limits a stranger cannot turn against a person', () => {
  it('a stranger’s requests for your address spend their budget, not yours', async () => {
    h = await startIdentity();
    for (let i = 0; i < 5; i++) expect((await requestCode('victim@example.com', '198.51.100.66')).status).toBe(200);
    const stranger = await requestCode('victim@example.com', '198.51.100.66');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(3000);
    // The person, from their own network, still gets a code at once.
    expect((await requestCode('victim@example.com', '203.0.113.10')).status).toBe(200);
    expect(mailed('victim@example.com')).toBe(6);
  });

  it('a larger per-address budget caps one address flooded from many networks', async () => {
    h = await startIdentity({ env: { OTP_PER_EMAIL_IP_PER_HOUR: '2', OTP_PER_EMAIL_PER_HOUR: '5' } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await requestCode('flood@example.com', `198.51.100.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await requestCode('flood@example.com', '203.0.113.99');
    expect(refused.body.error.message).toMatch(/this e-mail/);
    // An hour later the address has its budget back.
    h.clock.now = new Date(h.clock.now.getTime() + 3600_000 + 1000);
    expect((await requestCode('flood@example.com', '203.0.113.99')).status).toBe(200);
  });

  it('twelve parallel requests for one address: exactly five pass', async () => {
    h = await startIdentity();
    const results = await Promise.all(Array.from({ length: 12 }, () => requestCode('race@example.com', '203.0.113.20')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(mailed('race@example.com')).toBe(5);
  });

  it('twelve parallel requests from twelve networks stay within the per-address budget', async () => {
    h = await startIdentity({ env: { OTP_PER_EMAIL_PER_HOUR: '6' } });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => requestCode('spread@example.com', `192.0.2.${i + 1}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(mailed('spread@example.com')).toBe(6);
  });

  it('a refused request does not use up the other budgets', async () => {
    h = await startIdentity({ env: { OTP_PER_EMAIL_IP_PER_HOUR: '1', OTP_PER_EMAIL_PER_HOUR: '3', OTP_IP_LIMIT_PER_HOUR: '3' } });
    expect((await requestCode('a@example.com', '192.0.2.50')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await requestCode('a@example.com', '192.0.2.50')).status).toBe(429);
    // The five refusals spent nothing from the address's or the network's larger budgets.
    expect((await requestCode('a@example.com', '192.0.2.51')).status).toBe(200);
    expect((await requestCode('b@example.com', '192.0.2.50')).status).toBe(200);
    expect((await requestCode('c@example.com', '192.0.2.50')).status).toBe(200);
    expect((await requestCode('d@example.com', '192.0.2.50')).status).toBe(429);
  });

  it('the counts survive a restart', async () => {
    h = await startIdentity({ env: { OTP_PER_EMAIL_IP_PER_HOUR: '2' } });
    expect((await requestCode('restart@example.com', '192.0.2.9')).status).toBe(200);
    expect((await requestCode('restart@example.com', '192.0.2.9')).status).toBe(200);
    await h.close({ keepData: true });
    h = await startIdentity({ dataDir: h.dataDir, env: { OTP_PER_EMAIL_IP_PER_HOUR: '2' } });
    expect((await requestCode('restart@example.com', '192.0.2.9')).status).toBe(429);
  });
});
