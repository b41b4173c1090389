import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, createEmbeddedStore, createLogger, InProcessBus, parseConfig, type Runtime } from '@homepact/kit';
import { buildNotifications } from '../src/app.ts';
import { NotificationsConfigSchema, signingEmailsOn } from '../src/config.ts';
import { fakeMailer } from './harness.ts';

const base = { INTERNAL_JWT_SECRET: 's'.repeat(40), OTP_EVENT_KEY: 'k'.repeat(40) };
const urls = { CONTRACTS_URL: 'http://contracts:4002', DOCUMENTS_URL: 'http://documents:4004' };
const problems = (env: Record<string, string>) => {
  try {
    parseConfig(NotificationsConfigSchema, env);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
};

describe('config: the signing e-mails', () => {
  it('are on when both upstreams are given, off (sign-in codes only) when neither is, outside production', () => {
    expect(signingEmailsOn(parseConfig(NotificationsConfigSchema, { ...base, ...urls }))).toBe(true);
    expect(signingEmailsOn(parseConfig(NotificationsConfigSchema, base))).toBe(false);
    // The embedded stack before documents joins it: contracts only.
    expect(signingEmailsOn(parseConfig(NotificationsConfigSchema, { ...base, CONTRACTS_URL: urls.CONTRACTS_URL }))).toBe(false);
  });

  it('are on by default in production, which then requires both URLs', () => {
    expect(problems({ ...base, NODE_ENV: 'production' })).toEqual([
      'CONTRACTS_URL: required because the signing e-mails are on by default in production; set SIGNING_EMAILS=off to send sign-in codes only',
      'DOCUMENTS_URL: required because the signing e-mails are on by default in production; set SIGNING_EMAILS=off to send sign-in codes only',
    ]);
    expect(signingEmailsOn(parseConfig(NotificationsConfigSchema, { ...base, NODE_ENV: 'production', ...urls }))).toBe(true);
    expect(signingEmailsOn(parseConfig(NotificationsConfigSchema, { ...base, NODE_ENV: 'production', SIGNING_EMAILS: 'off' }))).toBe(false);
  });

  it('SIGNING_EMAILS=on without the URLs is refused, listed with every other problem', () => {
    expect(
      problems({ INTERNAL_JWT_SECRET: 'short', OTP_EVENT_KEY: base.OTP_EVENT_KEY, SIGNING_EMAILS: 'on', DOCUMENTS_URL: 'not a url' }),
    ).toEqual([
      'INTERNAL_JWT_SECRET: must be at least 32 characters',
      'DOCUMENTS_URL: Invalid URL',
      // Given but invalid is said once, as invalid; missing is said as missing.
      'CONTRACTS_URL: required because SIGNING_EMAILS=on; set SIGNING_EMAILS=off to send sign-in codes only',
    ]);
  });

  it('the service boots for sign-in codes only without the URLs, and refuses a hand-made config that is on without them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-notif-config-'));
    const logger = createLogger('notifications', 'silent');
    const rt: Runtime = {
      name: 'notifications',
      logger,
      store: await createEmbeddedStore(dir, 'notifications'),
      bus: new InProcessBus(logger),
    };
    try {
      const config = parseConfig(NotificationsConfigSchema, { ...base, DATA_DIR: dir, SMTP_URL: 'smtp://127.0.0.1:1' });
      const svc = await buildNotifications(rt, config, { mailer: fakeMailer() });
      expect(svc.signing).toBe(false);
      await svc.app.close();
      await svc.stop();
      await expect(buildNotifications(rt, { ...config, SIGNING_EMAILS: 'on' }, { mailer: fakeMailer() })).rejects.toThrow(
        'notifications: the signing e-mails are on but CONTRACTS_URL and DOCUMENTS_URL are not set',
      );
    } finally {
      await rt.store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
