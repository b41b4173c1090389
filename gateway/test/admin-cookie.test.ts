import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * The development panel's own cookie (hp_admin2) reaches the admin service
 * through the gateway, and nothing else does: never the sign-in session's
 * hp_session, and hp_admin2 goes to no other service.
 */
let stack: Stack;
let dataDir: string;
let echo: FastifyInstance;
const seen: Array<{ url: string; cookie: string | undefined }> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-gw-admin-'));
  echo = Fastify();
  echo.all('/*', async (req) => {
    seen.push({ url: req.url, cookie: req.headers.cookie });
    return { ok: true };
  });
  await echo.listen({ port: 0, host: '127.0.0.1' });
  const echoUrl = `http://127.0.0.1:${(echo.server.address() as AddressInfo).port}`;
  stack = await startEmbeddedStack({ dataDir, gatewayPort: 0, env: { ADMIN_URL: echoUrl, CONTRACTS_URL: echoUrl } });
});
afterAll(async () => {
  await stack.stop();
  await echo.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = async (p: string, cookie: string) => {
  seen.length = 0;
  const res = await fetch(stack.gatewayUrl + p, { headers: { cookie } });
  expect(res.status).toBe(200);
  return seen[0]!.cookie;
};

describe('cookies forwarded to services', () => {
  const session = 'hp_session=' + 'S'.repeat(43);
  const panel = 'hp_admin2=' + 'P'.repeat(43);

  it('admin gets hp_admin2 only, never hp_session or other cookies', async () => {
    expect(await get('/api/admin2/users', `${session}; ${panel}; theme=dark`)).toBe(panel);
    expect(await get('/api/admin2/session', `theme=dark; ${panel}`)).toBe(panel);
  });

  it('admin gets no cookie header at all when the panel cookie is absent', async () => {
    expect(await get('/api/admin/users', `${session}; theme=dark`)).toBeUndefined();
    // A cookie merely named like it is not it.
    expect(await get('/api/contact', 'xhp_admin2=1; hp_admin2x=2')).toBeUndefined();
  });

  it('other services get no cookies, hp_admin2 included', async () => {
    expect(await get('/api/contracts', `${session}; ${panel}`)).toBeUndefined();
  });
});
