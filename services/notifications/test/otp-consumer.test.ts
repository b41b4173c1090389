import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore, createLogger, InProcessBus, makeEvent, otpSealing, parseConfig, type Runtime } from '@homepact/kit';
import { IdentityEvents } from '@homepact/proto';
import { buildNotifications } from '../src/app.ts';
import { NotificationsConfigSchema } from '../src/config.ts';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.ts';

const OTP_EVENT_KEY = 'k'.repeat(40);

/** OtpRequested as identity publishes it: the code sealed with the key the two services share. */
function otpEvent(email: string, opts: { minutes?: number; key?: string; code?: string } = {}) {
  const expiresAt = new Date(Date.now() + (opts.minutes ?? 10) * 60_000).toISOString();
  const sealedCode = otpSealing.seal(otpSealing.key(opts.key ?? OTP_EVENT_KEY), { email, code: opts.code ?? '123456', expiresAt });
  return makeEvent(IdentityEvents.OtpRequested, { key: email, producer: 'identity', data: { email, sealedCode, expiresAt } });
}

async function setup(send: (m: OutgoingMail) => Promise<void>, env: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hp-notif-'));
  const logger = createLogger('notifications', 'silent');
  const bus = new InProcessBus(logger);
  const rt: Runtime = { name: 'notifications', logger, store: await createEmbeddedStore(dir, 'notifications'), bus };
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(m) {
      await send(m);
      sent.push(m);
      return { messageId: `<${sent.length}@t>`, accepted: m.to, rejected: [] };
    },
    verify: async () => true,
    close: async () => undefined,
  };
  const config = parseConfig(NotificationsConfigSchema, {
    INTERNAL_JWT_SECRET: 's'.repeat(40),
    OTP_EVENT_KEY,
    DATA_DIR: dir,
    SMTP_URL: 'smtp://127.0.0.1:1',
    ...env,
  });
  const svc = await buildNotifications(rt, config, config.SMTP_URL ? { mailer } : {});
  await svc.start();
  const otp = (email: string, minutes = 10) => otpEvent(email, { minutes });
  return {
    bus,
    sent,
    rt,
    svc,
    otp,
    async close() {
      await svc.app.close();
      await svc.stop();
      await rt.store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('OtpRequested consumer', () => {
  it('sends the code e-mail once, even when the event is delivered twice', async () => {
    const t = await setup(async () => undefined);
    const event = t.otp('ann@example.com');
    await t.bus.publish(IdentityEvents.OtpRequested.topic, [event]);
    await t.bus.publish(IdentityEvents.OtpRequested.topic, [event]);
    await t.bus.drain();
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.to).toEqual(['ann@example.com']);
    expect(t.sent[0]!.text).toContain('123456');
    expect(t.sent[0]!.html).toContain('123456');
    expect(await t.rt.store.collection('email_log').count({ status: 'sent' })).toBe(1);
    await t.close();
  });

  it('drops a code that expired before it could be sent', async () => {
    const t = await setup(async () => undefined);
    await t.bus.publish(IdentityEvents.OtpRequested.topic, [t.otp('late@example.com', -1)]);
    await t.bus.drain();
    expect(t.sent).toHaveLength(0);
    await t.close();
  });

  it('retries a transient SMTP failure and then delivers', async () => {
    let calls = 0;
    const t = await setup(async () => {
      if (++calls < 3) throw Object.assign(new Error('421 busy'), { responseCode: 421 });
    });
    await t.bus.publish(IdentityEvents.OtpRequested.topic, [t.otp('retry@example.com')]);
    await t.bus.drain();
    expect(calls).toBe(3);
    expect(t.sent).toHaveLength(1);
    expect(t.bus.deadLetters).toHaveLength(0);
    await t.close();
  });

  it('does not serve the dev mailbox when a real SMTP relay is configured', async () => {
    const t = await setup(async () => undefined);
    expect((await t.svc.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    await t.close();
  });

  it('opens the sealed code with OTP_EVENT_KEY; a code sealed with another key is never mailed, and is parked still sealed', async () => {
    const t = await setup(async () => undefined);
    const foreign = otpEvent('eve@example.com', { key: 'z'.repeat(40), code: '654321' });
    await t.bus.publish(IdentityEvents.OtpRequested.topic, [foreign]);
    await t.bus.drain();
    expect(t.sent).toHaveLength(0);
    expect(t.bus.deadLetters.map((l) => l.event.id)).toEqual([foreign.id]);
    expect(t.bus.deadLetters[0]!.error).toContain('OTP_EVENT_KEY');
    expect(JSON.stringify(t.bus.deadLetters[0])).not.toContain('654321');
    await t.close();
  }, 60_000);

  it('serves the dev mailbox on the embedded SMTP server outside production only', async () => {
    const dev = await setup(async () => undefined, { SMTP_URL: '' });
    expect((await dev.svc.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
    await dev.close();
    // Production with the embedded SMTP server allowed on purpose: still no /api/dev/*.
    const prod = await setup(async () => undefined, {
      SMTP_URL: '',
      NODE_ENV: 'production',
      SIGNING_EMAILS: 'off',
      ALLOW_EMBEDDED: 'SMTP_URL',
    });
    expect((await prod.svc.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await prod.svc.app.inject({ method: 'GET', url: '/api/dev/mailbox/anything' })).statusCode).toBe(404);
    await prod.close();
  });
});
