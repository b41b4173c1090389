import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, InProcessBus, otpSealing, parseConfig, type UserContext } from '@homepact/kit';
import { startServiceHarness, type HarnessRequest, type ServiceHarness } from '@homepact/kit/testing';
import { SESSION_COOKIE, Topics } from '@homepact/proto';
import { AdminConfigSchema, buildAdmin } from '@homepact/admin';
import { buildIdentity, IdentityConfigSchema } from '@homepact/identity';

/**
 * Roles belong to identity: the admin service's role change goes to identity over its signed internal API
 * (real HTTP on a loopback port), identity writes UserRoleChanged through its outbox, and the event comes
 * back over the shared bus to the admin read model (changing nothing there, since the admin service applied
 * the same change at once). Both services are built in-process through their package entries.
 */
const SECRET = randomBytes(32).toString('hex');
const OTP_EVENT_KEY = randomBytes(32).toString('hex');
const PANEL_PASSWORD = 'correct horse battery staple';

let identity: ServiceHarness;
let admin: ServiceHarness;
let bus: InProcessBus;
let boss: UserContext;
let worker: UserContext;
/** Codes identity mailed (OtpRequested, opened as notifications would), newest last, per e-mail. */
const codes = new Map<string, string[]>();

beforeAll(async () => {
  bus = new InProcessBus(createLogger('bus', 'silent'));
  identity = await startServiceHarness({
    name: 'identity',
    secret: SECRET,
    bus,
    recordTopics: [Topics.identityOtp, Topics.identity],
    outboxCollections: ['users'],
    onEvent(e) {
      if (e.type !== 'OtpRequested') return;
      const d = e.data as { email: string; sealedCode: string; expiresAt: string };
      codes.set(d.email, [...(codes.get(d.email) ?? []), otpSealing.open(otpSealing.key(OTP_EVENT_KEY), d)]);
    },
    build: (rt, dataDir) =>
      buildIdentity(
        rt,
        parseConfig(IdentityConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          OTP_SECRET: randomBytes(32).toString('hex'),
          OTP_EVENT_KEY,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          ADMIN_EMAILS: 'boss@example.com',
        }),
      ),
  });
  await identity.service.app.listen({ port: 0, host: '127.0.0.1' });
  const identityUrl = `http://127.0.0.1:${(identity.service.app.server.address() as AddressInfo).port}`;
  admin = await startServiceHarness({
    name: 'admin',
    secret: SECRET,
    bus,
    drainAfterRequest: false,
    build: (rt, dataDir) =>
      buildAdmin(
        rt,
        parseConfig(AdminConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          DATA_DIR: dataDir,
          IDENTITY_URL: identityUrl,
          ADMIN2_PASSWORD: PANEL_PASSWORD,
        }),
      ),
  });
  boss = await signIn('boss@example.com');
  worker = await signIn('worker@example.com');
  await settle();
});
afterAll(async () => {
  await admin?.close();
  await identity?.close();
});

/** identity's relay runs on a timer: wait until its outbox is empty and the shared bus idle. */
const settle = () => identity.settle();

/** Signs in with a mailed code; answers what the gateway would forward for the session. */
async function signIn(email: string): Promise<UserContext> {
  const req = await identity.request({ method: 'POST', url: '/api/auth/otp/request', body: { email } });
  expect(req.status).toBe(200);
  const otp = codes.get(email)?.at(-1);
  expect(otp, `a code mailed to ${email}`).toBeTruthy();
  const res = await identity.request({ method: 'POST', url: '/api/auth/otp/verify', body: { email, otp } });
  expect(res.status).toBe(200);
  const raw = res.headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : [raw]).find((c: string | undefined) => c?.startsWith(`${SESSION_COOKIE}=`)) as string;
  const sid = line.split(';')[0]!.split('=')[1];
  const u = (await identity.request({ method: 'POST', url: '/internal/sessions/resolve', body: { sid } })).body.user;
  return { userId: u.id, email: u.email, role: u.role };
}

/** A request to the admin service as the gateway forwards it (never an internal call). */
const adminRequest = (req: HarnessRequest) => admin.request({ ...req, internal: false });

/** Unlocks the development panel; answers the hp_admin2 cookie. */
async function unlockPanel(): Promise<string> {
  const res = await adminRequest({ method: 'POST', url: '/api/admin2/auth', body: { password: PANEL_PASSWORD } });
  expect(res.status).toBe(200);
  const raw = res.headers['set-cookie'];
  return ((Array.isArray(raw) ? raw : [raw]).find((c: string | undefined) => c?.startsWith('hp_admin2=')) as string).split(';')[0]!;
}

const setRole = (as: UserContext | null, userId: string, role: string, cookie?: string) =>
  adminRequest({
    method: 'PATCH',
    url: `/api/${cookie ? 'admin2' : 'admin'}/users/${userId}/role`,
    user: as,
    body: { role },
    ...(cookie ? { cookie } : {}),
  });
const listed = async () => (await adminRequest({ method: 'GET', url: '/api/admin/users', user: boss })).body as Array<Record<string, any>>;
const identityUser = async (id: string) =>
  (await identity.rt.store.collection<{ _id: string; role: string }>('users').find({ _id: id }))[0];

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
    expect((await identityUser(worker.userId))!.role).toBe('admin');
    // ...and its UserRoleChanged went out through the outbox and reached the admin consumer.
    await settle();
    const changes = identity.events.filter((e) => e.type === 'UserRoleChanged').slice(before);
    expect(changes.map((e) => e.data)).toEqual([{ userId: worker.userId, email: 'worker@example.com', from: 'user', to: 'admin' }]);
    const processed = await admin.rt.store
      .collection<{ _id: string; eventId: string }>('processed_events')
      .find({ eventId: changes[0]!.id });
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
    expect((await identityUser(boss.userId))!.role).toBe('admin');
  });

  it('another admin may demote them; the last admin cannot be demoted from the development panel', async () => {
    // The worker, now an admin, demotes the boss.
    const res = await setRole({ ...worker, role: 'admin' }, boss.userId, 'user');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    await settle();
    expect((await listed()).find((u) => u.id === boss.userId)!.role).toBe('user');

    // The panel needs a signed-in admin as well as its password (docs/decisions/0007-admin-screens.md).
    const cookie = await unlockPanel();
    const admin = { ...worker, role: 'admin' as const };
    expect((await setRole(null, worker.userId, 'user', cookie)).status).toBe(403);
    const last = await setRole(admin, worker.userId, 'user', cookie);
    expect(last.status).toBe(409);
    // The only admin is the one signed in: refused (their own role, and the last admin).
    expect(last.body.error.message).toMatch(/own admin role|only admin/);
    // The panel can promote, and then demote one of two admins.
    expect((await setRole(admin, boss.userId, 'admin', cookie)).status).toBe(200);
    expect((await setRole({ ...boss, role: 'admin' }, worker.userId, 'user', cookie)).body.role).toBe('user');
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
