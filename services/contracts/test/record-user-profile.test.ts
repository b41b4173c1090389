import { describe, expect, it } from 'vitest';
import type { UserProfileDoc } from '../src/domain/user-profile.ts';
import { recordUserProfile, type ProfileFact } from '../src/use-cases/record-user-profile.ts';
import type { ContractsDeps } from '../src/use-cases/deps.ts';

const fact = (firstName: string, at: string): ProfileFact => ({
  eventId: `e-${at}`,
  occurredAt: at,
  userId: 'u1',
  email: 'Jane@Example.com',
  firstName,
  lastName: 'Doe',
});

/**
 * The profiles repository with a stored row whose conditional writes lose the race `losses` times (another
 * writer changed the version in between), and the contracts' renames it is asked for.
 */
function profiles(row: UserProfileDoc, losses: number) {
  const stored = { current: row, writes: 0 };
  const renames: unknown[] = [];
  const c = {
    profiles: {
      findById: async () => stored.current,
      insertFirst: async () => {
        throw new Error('not expected: the row exists');
      },
      replaceAtVersion: async (v: string, next: UserProfileDoc) => {
        stored.writes++;
        if (stored.writes <= losses || v !== stored.current.v) return false;
        stored.current = next;
        return true;
      },
    },
    contracts: { setOwnerName: async (owner: string, name: string) => void renames.push({ owner, name }) },
  };
  return { stored, renames, deps: { c: c as unknown as ContractsDeps['c'] } };
}

const older: UserProfileDoc = {
  _id: 'u1',
  email: 'jane@example.com',
  firstName: 'Janet',
  lastName: 'Doe',
  v: '2026-01-01T00:00:00.000Z|e0',
};

describe('recordUserProfile under contention', () => {
  it('reads again after a lost race and applies the newer fact, renaming the user’s contracts once', async () => {
    const p = profiles(older, 2);
    await recordUserProfile(p.deps, fact('Jane', '2026-02-01T00:00:00.000Z'));
    expect(p.stored.writes).toBe(3);
    expect(p.stored.current).toMatchObject({
      firstName: 'Jane',
      email: 'jane@example.com',
      v: '2026-02-01T00:00:00.000Z|e-2026-02-01T00:00:00.000Z',
    });
    expect(p.renames).toEqual([{ owner: 'u1', name: 'Jane Doe' }]);
  });

  it('fails (so the bus delivers the event again) when every try loses, and renames nothing', async () => {
    const p = profiles(older, 1_000);
    await expect(recordUserProfile(p.deps, fact('Jane', '2026-02-01T00:00:00.000Z'))).rejects.toThrow(
      'profiles: user u1 kept changing while being recorded',
    );
    expect(p.stored.current).toBe(older);
    expect(p.renames).toEqual([]);
  });

  it('changes nothing for a fact older than the row', async () => {
    const p = profiles(older, 0);
    await recordUserProfile(p.deps, fact('Old', '2025-12-01T00:00:00.000Z'));
    expect(p.stored.writes).toBe(0);
    expect(p.renames).toEqual([]);
  });
});
