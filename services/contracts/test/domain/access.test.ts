import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, canRead, type Actor } from '../../src/domain/access.ts';

const contract = { createdBy: 'u1', homeownerEmail: 'home@example.com', providerEmail: 'pro@example.com' };
const ownerA: Actor = { userId: 'u1', email: 'someone@example.com', role: 'user' };
const other: Actor = { userId: 'u2', email: 'x@example.com', role: 'user' };
const adminA: Actor = { userId: 'u3', email: 'admin@example.com', role: 'admin' };
// A party to the contract who did not create it: no access until signing lands.
const party: Actor = { userId: 'u4', email: 'home@example.com', role: 'user' };

describe('who may do what with a contract', () => {
  it('owner: read, edit, delete', () => {
    expect([canRead(ownerA, contract), canEdit(ownerA, contract), canDelete(ownerA, contract)]).toEqual([true, true, true]);
  });
  it('admin: read and edit, not delete', () => {
    expect([canRead(adminA, contract), canEdit(adminA, contract), canDelete(adminA, contract)]).toEqual([true, true, false]);
  });
  it('anyone else, parties included for now: nothing', () => {
    for (const a of [other, party]) {
      expect([canRead(a, contract), canEdit(a, contract), canDelete(a, contract)]).toEqual([false, false, false]);
    }
  });
});
