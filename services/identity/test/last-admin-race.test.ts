import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../src/store/repositories.ts';
import { USERS, type UserRecord } from '../src/store/users-repository.ts';
import { signIn, startIdentity, type Harness } from './harness.ts';

/** "at least one admin" holds under parallel demotions (one atomic step, not a count then a write). */
const ADMINS = Array.from({ length: 10 }, (_, i) => `admin${i}@example.com`);
let h: Harness;
let ids: string[];

beforeAll(async () => {
  h = await startIdentity({ env: { ADMIN_EMAILS: ADMINS.join(','), OTP_IP_LIMIT_PER_HOUR: '1000' } });
  ids = [];
  for (const email of ADMINS) ids.push((await signIn(h, email)).body.user.id);
});
afterAll(() => h.close());

const change = (id: string, role: 'admin' | 'user') =>
  h.request({ method: 'POST', url: `/internal/users/${id}/role`, body: { role, changedBy: 'admin2' } });
const admins = () => repositories(h.rt.store).users.countActiveAdmins();

describe('the last admin under parallel demotions', () => {
  it('ten parallel demotions of all ten admins leave exactly one admin', async () => {
    const answers = await Promise.all(ids.map((id) => change(id, 'user')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.error.message).toMatch(/only admin/);
    expect(await admins()).toBe(1);
  });

  it('parallel promotions and demotions keep at least one admin and the guard in step with the users', async () => {
    const last = (await h.rt.store.collection<UserRecord>(USERS).findOne({ role: 'admin' }))!._id;
    const others = ids.filter((id) => id !== last);
    // Promote three while demoting the last admin and the three being promoted, all at once, a few rounds.
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        ...others.slice(0, 3).map((id) => change(id, 'admin')),
        change(last, 'user'),
        ...others.slice(0, 3).map((id) => change(id, 'user')),
      ]);
      expect(await admins()).toBeGreaterThanOrEqual(1);
    }
    // Now everyone back to admin, then all demoted in parallel again: one is left.
    for (const id of ids) expect((await change(id, 'admin')).status).toBe(200);
    await Promise.all(ids.map((id) => change(id, 'user')));
    expect(await admins()).toBe(1);
    expect((await h.rt.store.collection<{ _id: string; count: number }>('admin_count').findOne({ _id: 'admins' }))!.count).toBe(1);
  });
});
