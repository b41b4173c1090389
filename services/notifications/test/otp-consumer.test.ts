import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore, createLogger, InProcessBus, makeEvent, parseConfig, type Runtime } from '@homepact/kit';
import { IdentityEvents } from '@homepact/proto';
import { buildNotifications } from '../src/app.ts';
import { NotificationsConfigSchema } from '../src/config.ts';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.ts';

async function setup(send: (m: OutgoingMail) => Promise<void>) {
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
    DATA_DIR: dir,
    SMTP_URL: 'smtp://127.0.0.1:1',
  });
  const svc = await buildNotifications(rt, config, { mailer });
  await svc.start();
  const otp = (email: string, minutes = 10) =>
    makeEvent(IdentityEvents.OtpRequested, {
      key: email,
      producer: 'identity',
      data: { email, code: '123456', expiresAt: new Date(Date.now() + minutes * 60_000).toISOString() },
    });
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
});
