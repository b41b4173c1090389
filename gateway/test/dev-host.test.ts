import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApp } from '@homepact/kit';
import { buildTestGateway, startRecorder, type Recorder } from './helpers.ts';

/**
 * In development the gateway answered any Host, so a page
 * on a DNS-rebinding name could read the dev mailbox (every code and signing
 * link of the local stack) with the browser's own requests. Outside
 * production only local names and PUBLIC_URL's host are answered.
 */
let notifications: Recorder;
const gateways: ServiceApp[] = [];
const build = async (env: Record<string, string>) => {
  const gw = await buildTestGateway({
    INTERNAL_JWT_SECRET: 'q'.repeat(48),
    IDENTITY_URL: 'http://127.0.0.1:9',
    NOTIFICATIONS_URL: notifications.url,
    ...env,
  });
  gateways.push(gw);
  return gw;
};
let dev: ServiceApp;

beforeAll(async () => {
  notifications = await startRecorder();
  dev = await build({ NODE_ENV: 'development', PUBLIC_URL: 'http://homepact.test:5173' });
});
afterAll(async () => {
  for (const gw of gateways) await gw.close();
  await notifications?.close();
});

const mailbox = (gw: ServiceApp, host: string) => gw.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { host } });

describe('the gateway outside production answers only local names', () => {
  it.each([
    'rebind.attacker.example',
    'rebind.attacker.example:8080',
    '192.168.1.20:8080',
    '10.0.0.1',
    'localhost.attacker.example',
    '[::2]:8080',
  ])('refuses Host %s (403), and nothing reaches the mailbox', async (host) => {
    notifications.seen.length = 0;
    const res = await mailbox(dev, host);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('host_not_allowed');
    expect(notifications.seen).toHaveLength(0);
  });

  it.each(['localhost:8080', 'localhost', '127.0.0.1:8080', '[::1]:8080', 'web.localhost:5173', 'homepact.test:5173'])(
    'answers Host %s',
    async (host) => {
      notifications.seen.length = 0;
      expect((await mailbox(dev, host)).statusCode).toBe(200);
      expect(notifications.seen).toHaveLength(1);
    },
  );

  it('probes are answered whatever the Host (a pod IP)', async () => {
    expect((await dev.inject({ method: 'GET', url: '/healthz', headers: { host: '10.1.2.3:8080' } })).statusCode).toBe(200);
  });

  it('in production the Host is the ingress’s business', async () => {
    const prod = await build({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://homepact.example',
      ALLOW_EMBEDDED: 'MONGO_URL,KAFKA_BROKERS,REDIS_URL',
    });
    expect((await mailbox(prod, 'homepact.example')).statusCode).not.toBe(403);
  });
});
