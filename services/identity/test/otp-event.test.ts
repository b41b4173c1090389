import { randomBytes } from 'node:crypto';
import { otpSealing } from '@homepact/kit';
import { IdentityEvents } from '@homepact/proto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_EVENT_KEY, startIdentity, type Harness } from './harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startIdentity();
});
afterEach(async () => {
  await h.close();
});

describe('OtpRequested on the bus', () => {
  it('carries the code sealed for notifications, never readable', async () => {
    const res = await h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email: 'ann@example.com' } });
    expect(res.status).toBe(200);
    const event = h.events.find((e) => e.type === 'OtpRequested')!;
    expect(event.version).toBe(2);
    const data = IdentityEvents.OtpRequested.schema.parse(event.data);
    expect(Object.keys(event.data as object).sort()).toEqual(['email', 'expiresAt', 'sealedCode']);

    // What rests in Kafka (the envelope as JSON) holds no 6-digit code at all, let alone this one.
    const code = otpSealing.open(otpSealing.key(OTP_EVENT_KEY), data);
    expect(code).toMatch(/^\d{6}$/);
    expect(code).toBe(h.lastCode('ann@example.com'));
    expect(JSON.stringify(event)).not.toContain(code);
    expect(JSON.stringify(event.data)).not.toMatch(/\b\d{6}\b/);
  });

  it('cannot be opened with another key, for another address, or once altered', async () => {
    await h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email: 'bob@example.com' } });
    const data = IdentityEvents.OtpRequested.schema.parse(h.events.find((e) => e.type === 'OtpRequested')!.data);
    const key = otpSealing.key(OTP_EVENT_KEY);
    expect(() => otpSealing.open(otpSealing.key(randomBytes(32).toString('hex')), data)).toThrow();
    expect(() => otpSealing.open(key, { ...data, email: 'mallory@example.com' })).toThrow();
    expect(() => otpSealing.open(key, { ...data, expiresAt: new Date(Date.now() + 86_400_000).toISOString() })).toThrow();
    const raw = Buffer.from(data.sealedCode.slice(3), 'base64url');
    raw[raw.length - 20]! ^= 1;
    expect(() => otpSealing.open(key, { ...data, sealedCode: `v1.${raw.toString('base64url')}` })).toThrow();
  });

  it('seals each code with a fresh nonce (the same code twice looks different)', () => {
    const key = otpSealing.key(OTP_EVENT_KEY);
    const input = { email: 'c@example.com', code: '123456', expiresAt: new Date().toISOString() };
    expect(otpSealing.seal(key, input)).not.toBe(otpSealing.seal(key, input));
  });

  it('identity refuses to start without OTP_EVENT_KEY', async () => {
    const { IdentityConfigSchema } = await import('../src/config.ts');
    const { parseConfig } = await import('@homepact/kit');
    expect(() => parseConfig(IdentityConfigSchema, { INTERNAL_JWT_SECRET: 'x'.repeat(32), OTP_SECRET: 'y'.repeat(32) })).toThrow(
      /OTP_EVENT_KEY/,
    );
  });
});
