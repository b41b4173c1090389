import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../scripts/stack.ts';
import { startRecorder, startStack, type Recorder } from './helpers.ts';

/**
 * The development panel's own cookie (hp_admin2) reaches the admin service
 * through the gateway, and nothing else does: never the sign-in session's
 * hp_session, and hp_admin2 goes to no other service.
 */
let stack: Stack;
/** Stands in for both the admin and the contracts service. */
let upstream: Recorder;

beforeAll(async () => {
  upstream = await startRecorder();
  stack = await startStack({ ADMIN_URL: upstream.url, CONTRACTS_URL: upstream.url });
});
afterAll(async () => {
  await stack?.stop();
  await upstream?.close();
});

const get = async (p: string, cookie: string) => {
  upstream.seen.length = 0;
  const res = await fetch(stack.gatewayUrl + p, { headers: { cookie } });
  expect(res.status).toBe(200);
  return upstream.seen[0]!.headers.cookie;
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
