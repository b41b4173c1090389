import { describe, expect, it } from 'vitest';
import type { Role, UserType } from '@homepact/proto';
import { eventVersion } from '@homepact/kit/read-model-version';
import { applyUserFact, type UserFact } from '../../src/domain/users.ts';

const profile = { email: 'a@example.com', firstName: 'Ann', lastName: 'Lee', userType: 'homeowner' as UserType, role: 'user' as Role };
const at = (iso: string) => new Date(iso);

describe('applyUserFact: UserSnapshot', () => {
  const snapshot = (updatedAt: string, over: Partial<typeof profile> = {}): UserFact => ({
    kind: 'snapshot',
    userId: 'u1',
    v: eventVersion(updatedAt, `snap-${updatedAt}`),
    at: at(updatedAt),
    createdAt: at('2026-01-01T00:00:00.000Z'),
    ...profile,
    ...over,
  });

  it('builds the whole row on an empty read model, registration time included', () => {
    const row = applyUserFact(null, snapshot('2026-03-01T00:00:00.000Z', { role: 'admin' }));
    expect(row).toMatchObject({ ...profile, role: 'admin', registered: true });
    expect(row.createdAt).toEqual(at('2026-01-01T00:00:00.000Z'));
    expect(row.updatedAt).toEqual(at('2026-03-01T00:00:00.000Z'));
  });

  it('never undoes a change made after the snapshot was taken, whichever arrives first', () => {
    const later: UserFact = {
      kind: 'updated',
      userId: 'u1',
      v: eventVersion('2026-04-01T00:00:00.000Z', 'e2'),
      at: at('2026-04-01T00:00:00.000Z'),
      ...profile,
      firstName: 'Anna',
    };
    const old = snapshot('2026-03-01T00:00:00.000Z');
    const a = applyUserFact(applyUserFact(null, later), old);
    const b = applyUserFact(applyUserFact(null, old), later);
    expect(a.firstName).toBe('Anna');
    expect(b.firstName).toBe('Anna');
    expect(a.updatedAt).toEqual(b.updatedAt);
  });

  it('a second copy of the same snapshot changes nothing', () => {
    const s = snapshot('2026-03-01T00:00:00.000Z');
    const row = applyUserFact(null, s);
    expect(applyUserFact(row, s)).toBe(row);
  });
});
