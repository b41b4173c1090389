import { describe, expect, it } from 'vitest';
import {
  accessOf,
  canDelete,
  canEdit,
  canManage,
  canModifyAnnotation,
  canRead,
  partyOf,
  verificationFor,
  viewerOf,
  type Actor,
} from '../../src/domain/access.ts';

const contract = { createdBy: 'u1', homeownerEmail: 'home@example.com', providerEmail: 'pro@example.com' };
const ownerA: Actor = { userId: 'u1', email: 'someone@example.com', role: 'user' };
const other: Actor = { userId: 'u2', email: 'x@example.com', role: 'user' };
const adminA: Actor = { userId: 'u3', email: 'admin@example.com', role: 'admin' };
// The parties, signed in with their own addresses (compared without regard to case).
const homeA: Actor = { userId: 'u4', email: 'Home@Example.com', role: 'user' };
const proA: Actor = { userId: 'u5', email: 'pro@example.com', role: 'user' };

const rights = (v: ReturnType<typeof viewerOf>) => [
  canRead(v, contract),
  canManage(v, contract),
  canEdit(v, contract),
  canDelete(v, contract),
];

describe('who may do what with a contract', () => {
  it('owner: read, manage, edit, delete', () => {
    expect(rights(viewerOf(ownerA))).toEqual([true, true, true, true]);
  });
  it('admin: read, manage and edit, not delete', () => {
    expect(rights(viewerOf(adminA))).toEqual([true, true, true, false]);
  });
  it('a party signed in with their e-mail: read only', () => {
    expect(rights(viewerOf(homeA))).toEqual([true, false, false, false]);
    expect(rights(viewerOf(proA))).toEqual([true, false, false, false]);
    expect(partyOf(viewerOf(homeA), contract)).toBe('homeowner');
    expect(partyOf(viewerOf(proA), contract)).toBe('provider');
  });
  it('a holder of a valid signing token, signed out or signed in as someone else: read only, as that party', () => {
    for (const user of [null, other]) {
      const v = viewerOf(user, 'provider');
      expect(rights(v)).toEqual([true, false, false, false]);
      expect(partyOf(v, contract)).toBe('provider');
    }
  });
  it('anyone else, and nobody: nothing', () => {
    for (const v of [viewerOf(other), viewerOf(null)]) {
      expect(rights(v)).toEqual([false, false, false, false]);
      expect(partyOf(v, contract)).toBeNull();
    }
  });
  it('a token never grants manage, even to a party', () => {
    expect(canManage(viewerOf(homeA, 'homeowner'), contract)).toBe(false);
  });
});

describe('accessOf (the authorize answer)', () => {
  it.each([
    ['owner', viewerOf(ownerA), { read: true, manage: true, party: null }],
    ['admin', viewerOf(adminA), { read: true, manage: true, party: null }],
    ['party by session', viewerOf(proA), { read: true, manage: false, party: 'provider' }],
    ['party by token', viewerOf(null, 'homeowner'), { read: true, manage: false, party: 'homeowner' }],
    ['owner holding a party’s token', viewerOf(ownerA, 'homeowner'), { read: true, manage: true, party: 'homeowner' }],
    ['stranger', viewerOf(other), { read: false, manage: false, party: null }],
    ['signed out, no token', viewerOf(null), { read: false, manage: false, party: null }],
  ])('%s', (_what, viewer, expected) => {
    expect(accessOf(viewer, contract)).toEqual(expected);
  });
});

describe('proving control of a party’s address', () => {
  it('by that party’s token, or signed in with that party’s e-mail', () => {
    expect(verificationFor(viewerOf(null, 'homeowner'), contract, 'homeowner')).toBe('token');
    expect(verificationFor(viewerOf(homeA), contract, 'homeowner')).toBe('session');
    // The token wins when both are there.
    expect(verificationFor(viewerOf(homeA, 'homeowner'), contract, 'homeowner')).toBe('token');
  });
  it('not by the other party’s token, nor by being the owner or an admin', () => {
    expect(verificationFor(viewerOf(null, 'homeowner'), contract, 'provider')).toBeNull();
    expect(verificationFor(viewerOf(homeA), contract, 'provider')).toBeNull();
    expect(verificationFor(viewerOf(ownerA), contract, 'homeowner')).toBeNull();
    expect(verificationFor(viewerOf(adminA), contract, 'provider')).toBeNull();
  });
});

describe('changing an annotation', () => {
  const byHome = { userId: 'u4', authorEmail: 'home@example.com' };
  const byTokenHome = { userId: 'party:homeowner', authorEmail: 'home@example.com' };
  it('its author (by user id, or by proving the author’s e-mail), the owner, admins', () => {
    expect(canModifyAnnotation(viewerOf(homeA), contract, byHome)).toBe(true);
    expect(canModifyAnnotation(viewerOf(null, 'homeowner'), contract, byHome)).toBe(true);
    expect(canModifyAnnotation(viewerOf(homeA), contract, byTokenHome)).toBe(true);
    expect(canModifyAnnotation(viewerOf(ownerA), contract, byHome)).toBe(true);
    expect(canModifyAnnotation(viewerOf(adminA), contract, byHome)).toBe(true);
  });
  it('not the other party, nor strangers, nor an author who can no longer read the contract', () => {
    expect(canModifyAnnotation(viewerOf(proA), contract, byHome)).toBe(false);
    expect(canModifyAnnotation(viewerOf(null, 'provider'), contract, byHome)).toBe(false);
    expect(canModifyAnnotation(viewerOf(other), contract, byHome)).toBe(false);
    expect(canModifyAnnotation(viewerOf(other), contract, { userId: 'u2', authorEmail: 'x@example.com' })).toBe(false);
  });
});
