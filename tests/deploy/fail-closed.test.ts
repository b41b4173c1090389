/**
 * Fail closed: a production start (NODE_ENV=production) of a service without
 * a production part it needs exits non-zero and names each missing variable;
 * ALLOW_EMBEDDED is the explicit way out; and even then /api/dev/* is absent.
 * Real processes: the services' own server.ts, run as the image would run it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, tempDir, waitFor } from '@homepact/kit/testing';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const secrets = {
  INTERNAL_JWT_SECRET: randomBytes(32).toString('hex'),
  OTP_SECRET: randomBytes(32).toString('hex'),
  OTP_EVENT_KEY: randomBytes(32).toString('hex'),
};

/** Runs a service's server.ts with exactly this environment (no inherited MONGO_URL etc.). */
function run(service: string, env: Record<string, string>) {
  const child = spawn(tsx, [join(root, `services/${service}/src/server.ts`)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

const NEEDS: Record<string, string[]> = {
  identity: ['MONGO_URL', 'KAFKA_BROKERS'],
  contracts: ['MONGO_URL', 'KAFKA_BROKERS'],
  notifications: ['MONGO_URL', 'KAFKA_BROKERS', 'SMTP_URL'],
};

describe('a production start without the real backends', () => {
  for (const [service, needs] of Object.entries(NEEDS)) {
    it(`${service} exits non-zero naming ${needs.join(', ')}`, { timeout: 60_000 }, async () => {
      const data = await tempDir();
      // Empty values, as an empty key in a Secret gives them, count as missing.
      const p = run(service, { ...secrets, NODE_ENV: 'production', DATA_DIR: data.dir, MONGO_URL: '', PORT: String(await freePort()) });
      const code = await p.exited;
      await data.remove();
      expect(code).not.toBe(0);
      for (const name of needs) expect(p.output()).toMatch(new RegExp(`${name}: required in production`));
      expect(p.output()).toContain('ALLOW_EMBEDDED=');
    });
  }

  it('notifications runs in production only with ALLOW_EMBEDDED naming every part, and serves no /api/dev/* even then', async () => {
    const data = await tempDir();
    const port = await freePort();
    const p = run('notifications', {
      ...secrets,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: data.dir,
      SIGNING_EMAILS: 'off',
      ALLOW_EMBEDDED: 'MONGO_URL,KAFKA_BROKERS,SMTP_URL',
    });
    try {
      await waitFor(
        async () => {
          if (p.child.exitCode !== null) throw new Error(`exited ${p.child.exitCode}: ${p.output()}`);
          return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
        },
        { what: 'notifications to be ready', timeoutMs: 45_000, intervalMs: 200 },
      );
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/docs`)).status).toBe(404);
    } finally {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      await data.remove();
    }
  }, 60_000);
});
