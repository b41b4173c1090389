import { describe, expect, it } from 'vitest';
import { makeEvent, otpSealing } from '@homepact/kit';
import { IdentityEvents, type Envelope } from '@homepact/proto';
import type { OutgoingMail } from '../src/mail/mailer.ts';
import { EMAIL_LOG, type EmailLogDoc } from '../src/store/email-log-repository.ts';
import { fakeMailer, startNotifications } from './harness.ts';

const OTP_EVENT_KEY = 'k'.repeat(40);

/** OtpRequested as identity publishes it: the code sealed with the key the two services share. */
function otpEvent(email: string, opts: { minutes?: number; key?: string; code?: string } = {}) {
  const expiresAt = new Date(Date.now() + (opts.minutes ?? 10) * 60_000).toISOString();
  const sealedCode = otpSealing.seal(otpSealing.key(opts.key ?? OTP_EVENT_KEY), { email, code: opts.code ?? '123456', expiresAt });
  return makeEvent(IdentityEvents.OtpRequested, { key: email, producer: 'identity', data: { email, sealedCode, expiresAt } });
}

/** Notifications with a mailer whose `send` runs first (it may throw to refuse the try); `mailer: null` is the embedded SMTP server. */
async function setup(send: ((m: OutgoingMail) => Promise<void>) | null, env: Record<string, string> = {}) {
  const t = await startNotifications({ mailer: send ? fakeMailer((m) => send(m)) : null, env });
  return {
    ...t,
    /** OtpRequested on its topic, then every consumer done. */
    deliver: (event: Envelope) => t.publish(event, IdentityEvents.OtpRequested.topic),
    otp: (email: string, minutes = 10) => otpEvent(email, { minutes }),
  };
}

describe('OtpRequested consumer', () => {
  it('sends the code e-mail once, even when the event is delivered twice', async () => {
    const t = await setup(async () => undefined);
    const event = t.otp('ann@example.com');
    await t.deliver(event);
    await t.deliver(event);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.to).toEqual(['ann@example.com']);
    expect(t.mailer.sent[0]!.text).toContain('123456');
    expect(t.mailer.sent[0]!.html).toContain('123456');
    expect(await t.rt.store.collection<EmailLogDoc>(EMAIL_LOG).count({ status: 'sent' })).toBe(1);
    await t.close();
  });

  it('drops a code that expired before it could be sent', async () => {
    const t = await setup(async () => undefined);
    await t.deliver(t.otp('late@example.com', -1));
    expect(t.mailer.sent).toHaveLength(0);
    await t.close();
  });

  it('retries a transient SMTP failure and then delivers', async () => {
    let calls = 0;
    const t = await setup(async () => {
      if (++calls < 3) throw Object.assign(new Error('421 busy'), { responseCode: 421 });
    });
    await t.deliver(t.otp('retry@example.com'));
    expect(calls).toBe(3);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.bus.deadLetters).toHaveLength(0);
    await t.close();
  });

  it('does not serve the dev mailbox when a real SMTP relay is configured', async () => {
    const t = await setup(async () => undefined);
    expect((await t.request({ method: 'GET', url: '/api/dev/mailbox' })).status).toBe(404);
    await t.close();
  });

  it('opens the sealed code with OTP_EVENT_KEY; a code sealed with another key is never mailed, and is parked still sealed', async () => {
    const t = await setup(async () => undefined);
    const foreign = otpEvent('eve@example.com', { key: 'z'.repeat(40), code: '654321' });
    await t.deliver(foreign);
    expect(t.mailer.sent).toHaveLength(0);
    expect(t.bus.deadLetters.map((l) => l.event.id)).toEqual([foreign.id]);
    expect(t.bus.deadLetters[0]!.error).toContain('OTP_EVENT_KEY');
    expect(JSON.stringify(t.bus.deadLetters[0])).not.toContain('654321');
    await t.close();
  }, 60_000);

  it('serves the dev mailbox on the embedded SMTP server outside production only', async () => {
    const dev = await setup(null, { SMTP_URL: '' });
    expect((await dev.request({ method: 'GET', url: '/api/dev/mailbox' })).status).toBe(200);
    await dev.close();
    // Production with the embedded SMTP server allowed on purpose: still no /api/dev/*.
    const prod = await setup(null, {
      SMTP_URL: '',
      NODE_ENV: 'production',
      SIGNING_EMAILS: 'off',
      ALLOW_EMBEDDED: 'SMTP_URL',
    });
    expect((await prod.request({ method: 'GET', url: '/api/dev/mailbox' })).status).toBe(404);
    expect((await prod.request({ method: 'GET', url: '/api/dev/mailbox/anything' })).status).toBe(404);
    await prod.close();
  });
});
