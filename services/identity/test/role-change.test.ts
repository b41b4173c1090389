import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, signIn, startIdentity, type Harness } from './harness.ts';

/** POST /internal/users/:id/role: how the admin service changes roles (roles belong to identity). */
let h: Harness;
let bossId: string;
let workerId: string;
let workerCookie: string;

beforeAll(async () => {
  h = await startIdentity({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  bossId = (await signIn(h, 'boss@example.com')).body.user.id;
  const w = await signIn(h, 'worker@example.com');
  workerId = w.body.user.id;
  workerCookie = w.cookie;
});
afterAll(() => h.close());

const change = (id: string, body: unknown) => h.request({ method: 'POST', url: `/internal/users/${id}/role`, body });
const roleChanges = () => h.events.filter((e) => e.type === 'UserRoleChanged');

async function waitForEvents(n: number) {
  for (let i = 0; i < 300 && roleChanges().length < n; i++) {
    await new Promise((r) => setTimeout(r, 10));
    await h.bus.drain();
  }
}

describe('POST /internal/users/:id/role', () => {
  it('changes the role, answers the user and the change, and emits UserRoleChanged through the outbox', async () => {
    const res = await change(workerId, { role: 'admin', changedBy: bossId });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: workerId, email: 'worker@example.com', role: 'admin' });
    expect(res.body.change).toMatchObject({ from: 'user', to: 'admin', eventId: expect.any(String), occurredAt: expect.any(String) });
    await waitForEvents(1);
    const [event] = roleChanges();
    expect(event!.id).toBe(res.body.change.eventId);
    expect(event!.occurredAt).toBe(res.body.change.occurredAt);
    expect(event!.key).toBe(workerId);
    expect(event!.data).toEqual({ userId: workerId, email: 'worker@example.com', from: 'user', to: 'admin' });
    // The session resolves to the new role at once (the gateway's cache aside).
    expect((await contextFor(h, workerCookie))!.role).toBe('admin');
  });

  it('the same role again writes nothing and answers change: null', async () => {
    const res = await change(workerId, { role: 'admin', changedBy: bossId });
    expect(res.status).toBe(200);
    expect(res.body.change).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await h.bus.drain();
    expect(roleChanges()).toHaveLength(1);
  });

  it('refuses an admin demoting themself, and demoting the last admin (409)', async () => {
    const self = await change(bossId, { role: 'user', changedBy: bossId });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toMatch(/your own admin role/);
    // Two admins: one may go.
    expect((await change(bossId, { role: 'user', changedBy: workerId })).status).toBe(200);
    const last = await change(workerId, { role: 'user', changedBy: 'admin2' });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/only admin/);
  });

  it('an unknown user is 404; a bad body is 400; an unsigned call is 401', async () => {
    expect((await change('00000000-0000-4000-8000-000000000000', { role: 'admin', changedBy: bossId })).status).toBe(404);
    for (const body of [
      {},
      { role: 'owner', changedBy: 'x' },
      { role: 'admin' },
      { role: 'admin', changedBy: '' },
      { role: 'admin', changedBy: 'x', extra: 1 },
    ]) {
      expect((await change(workerId, body)).status, JSON.stringify(body)).toBe(400);
    }
    const unsigned = await h.service.app.inject({
      method: 'POST',
      url: `/internal/users/${workerId}/role`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ role: 'user', changedBy: 'x' }),
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
