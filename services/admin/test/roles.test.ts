import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, InProcessBus, type UserContext } from '@homepact/kit';
import {
  contextFor,
  SECRET as IDENTITY_SECRET,
  signIn,
  startIdentity,
  type Harness as IdentityHarness,
} from '../../identity/test/harness.ts';
import { startAdmin, type AdminHarness } from './harness.ts';

/**
 * Roles belong to identity: the admin service's role change goes to identity
 * over its signed internal API, identity writes UserRoleChanged through its
 * outbox, and the event comes back to the admin read model (changing nothing
 * there, since the admin service applied the same change at once).
 */
let identity: IdentityHarness;
let h: AdminHarness;
let bus: InProcessBus;
let boss: UserContext;
let worker: UserContext;

beforeAll(async () => {
  bus = new InProcessBus(createLogger('bus', 'silent'));
  identity = await startIdentity({ bus, env: { ADMIN_EMAILS: 'boss@example.com' } });
  await identity.service.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(identity.service.app.server.address() as AddressInfo).port}`;
  h = await startAdmin({ bus, identity: null, env: { IDENTITY_URL: url, INTERNAL_JWT_SECRET: IDENTITY_SECRET } });
  const b = await signIn(identity, 'boss@example.com');
  const w = await signIn(identity, 'worker@example.com');
  boss = (await contextFor(identity, b.cookie))!;
  worker = (await contextFor(identity, w.cookie))!;
  await settle();
});
afterAll(async () => {
  await h.close();
  await identity.close();
});

/** identity's relay runs on a timer: wait until its outbox is empty and the bus idle. */
async function settle() {
  const users = identity.rt.store.collection('users');
  for (let i = 0; i < 500; i++) {
    await bus.drain();
    if ((await users.count({ _outboxPending: true })) === 0) return bus.drain();
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('identity outbox never drained');
}

const setRole = (as: UserContext | null, userId: string, role: string, cookie?: string) =>
  h.request({
    method: 'PATCH',
    url: `/api/${cookie ? 'admin2' : 'admin'}/users/${userId}/role`,
    user: as,
    body: { role },
    ...(cookie ? { cookie } : {}),
  });
const listed = async () => (await h.request({ method: 'GET', url: '/api/admin/users', user: boss })).body as Array<Record<string, any>>;

describe('role changes', () => {
  it('the read model learned both users from UserRegistered (ADMIN_EMAILS made the first admin)', async () => {
    expect(boss.role).toBe('admin');
    expect(worker.role).toBe('user');
    const users = await listed();
    expect(users.map((u) => [u.email, u.role]).sort()).toEqual([
      ['boss@example.com', 'admin'],
      ['worker@example.com', 'user'],
    ]);
  });

  it('a completed profile reaches the read model through UserUpdated', async () => {
    const res = await identity.request({
      method: 'POST',
      url: '/api/auth/complete-user',
      user: worker,
      body: { email: 'worker@example.com', firstName: 'Wes', lastName: 'Worker', userType: 'tenant' },
    });
    expect(res.status).toBe(200);
    await settle();
    expect((await listed()).find((u) => u.id === worker.userId)).toMatchObject({
      firstName: 'Wes',
      lastName: 'Worker',
      userType: 'tenant',
    });
  });

  it('promoting goes to identity, answers the updated user at once, and UserRoleChanged comes back', async () => {
    const before = identity.events.filter((e) => e.type === 'UserRoleChanged').length;
    const res = await setRole(boss, worker.userId, 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: worker.userId,
      email: 'worker@example.com',
      role: 'admin',
      contractCount: 0,
      contractsByCategory: {},
    });
    // The read model changed before the event arrived...
    expect((await listed()).find((u) => u.id === worker.userId)!.role).toBe('admin');
    // ...identity holds the role (the gateway's next session lookup carries it)...
    const [w] = await identity.rt.store.collection('users').find({ _id: worker.userId });
    expect(w!.role).toBe('admin');
    // ...and its UserRoleChanged went out through the outbox and reached the admin consumer.
    await settle();
    const changes = identity.events.filter((e) => e.type === 'UserRoleChanged').slice(before);
    expect(changes.map((e) => e.data)).toEqual([{ userId: worker.userId, email: 'worker@example.com', from: 'user', to: 'admin' }]);
    const processed = await h.rt.store.collection('processed_events').find({ eventId: changes[0]!.id });
    expect(processed).toHaveLength(1);
    expect((await listed()).find((u) => u.id === worker.userId)!.role).toBe('admin');
  });

  it('setting the role a user already has changes nothing and emits nothing', async () => {
    const before = identity.events.length;
    const res = await setRole(boss, worker.userId, 'admin');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    await settle();
    expect(identity.events.length).toBe(before);
  });

  it('an admin cannot demote themself (409, in the admin service and in identity)', async () => {
    const res = await setRole(boss, boss.userId, 'user');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/can't remove your own admin role/);
    // identity refuses it too, whoever asks on the admin's behalf.
    const direct = await identity.request({
      method: 'POST',
      url: `/internal/users/${boss.userId}/role`,
      body: { role: 'user', changedBy: boss.userId },
    });
    expect(direct.status).toBe(409);
    const [b] = await identity.rt.store.collection('users').find({ _id: boss.userId });
    expect(b!.role).toBe('admin');
  });

  it('another admin may demote them; the last admin cannot be demoted from the development panel', async () => {
    // The worker, now an admin, demotes the boss.
    const res = await setRole({ ...worker, role: 'admin' }, boss.userId, 'user');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    await settle();
    expect((await listed()).find((u) => u.id === boss.userId)!.role).toBe('user');

    const cookie = await h.unlock();
    const last = await setRole(null, worker.userId, 'user', cookie);
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/only admin/);
    // The panel can promote, and then demote one of two admins.
    expect((await setRole(null, boss.userId, 'admin', cookie)).status).toBe(200);
    expect((await setRole(null, worker.userId, 'user', cookie)).body.role).toBe('user');
    await settle();
    const roles = Object.fromEntries((await listed()).map((u) => [u.email, u.role]));
    expect(roles).toEqual({ 'boss@example.com': 'admin', 'worker@example.com': 'user' });
  });

  it('an unknown user is 404; a malformed id or role is 400', async () => {
    const unknown = await setRole(boss, '00000000-0000-4000-8000-000000000000', 'admin');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('User not found');
    expect((await setRole(boss, 'not-a-uuid', 'admin')).status).toBe(400);
    const badRole = await setRole(boss, worker.userId, 'superuser');
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.message).toMatch(/role/);
  });

  it('identity refuses internal role calls without a service signature', async () => {
    const res = await identity.service.app.inject({
      method: 'POST',
      url: `/internal/users/${worker.userId}/role`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ role: 'admin', changedBy: 'x' }),
    });
    expect(res.statusCode).toBe(401);
  });
});
