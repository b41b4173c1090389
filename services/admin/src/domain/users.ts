import type { AdminUser, Role, UserType } from '@homepact/proto';
import { isNewerVersion } from '@homepact/kit/read-model-version';

/**
 * One row of the users read model. Each group of fields remembers the
 * version (see eventVersion in @homepact/kit/read-model-version) of the event that last set it, and an event only
 * writes a group when it is newer (isNewerVersion): replaying, redelivering or
 * reordering the same events ends in the same row.
 */
export interface UserRow {
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  /** Whether UserRegistered has been seen (then createdAt is exact). */
  registered: boolean;
  profileV: string;
  roleV: string;
  /** Optimistic-concurrency counter of the store write. */
  rev: number;
}

interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  role: Role;
}

/** What identity's events say about a user, reduced to what the read model needs. */
export type UserFact =
  | ({ kind: 'registered' | 'updated'; userId: string; v: string; at: Date } & Profile)
  | { kind: 'role'; userId: string; v: string; at: Date; email: string; role: Role }
  /** identity's UserSnapshot: the whole user as of `at` (its updatedAt), registration time included. */
  | ({ kind: 'snapshot'; userId: string; v: string; at: Date; createdAt: Date } & Profile);

/** Pure: the row after one fact. Returns the same object when nothing changes. */
export function applyUserFact(row: UserRow | null, fact: UserFact): UserRow {
  const base: UserRow = row ?? {
    _id: fact.userId,
    email: fact.email,
    firstName: null,
    lastName: null,
    userType: 'homeowner',
    role: 'user',
    createdAt: fact.at,
    updatedAt: fact.at,
    registered: false,
    profileV: '',
    roleV: '',
    rev: 0,
  };
  const next: UserRow = { ...base };
  if (fact.kind !== 'role' && isNewerVersion(fact.v, base.profileV)) {
    next.email = fact.email;
    next.firstName = fact.firstName;
    next.lastName = fact.lastName;
    next.userType = fact.userType;
    next.profileV = fact.v;
  }
  // Every identity event states the role the user has at that moment.
  if (isNewerVersion(fact.v, base.roleV)) {
    next.role = fact.role;
    next.roleV = fact.v;
  }
  if (fact.kind === 'registered') {
    next.createdAt = fact.at;
    next.registered = true;
  } else if (fact.kind === 'snapshot') {
    // identity's own record of when the user registered: exact, as UserRegistered's.
    next.createdAt = fact.createdAt;
    next.registered = true;
  } else if (!base.registered && fact.at < base.createdAt) {
    // Until UserRegistered is seen, the earliest event stands in for it.
    next.createdAt = fact.at;
  }
  if (fact.at > base.updatedAt) next.updatedAt = fact.at;
  return row && sameUser(row, next) ? row : next;
}

const sameUser = (a: UserRow, b: UserRow) =>
  a.email === b.email &&
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.userType === b.userType &&
  a.role === b.role &&
  a.createdAt.getTime() === b.createdAt.getTime() &&
  a.updatedAt.getTime() === b.updatedAt.getTime() &&
  a.registered === b.registered &&
  a.profileV === b.profileV &&
  a.roleV === b.roleV;

/** Per user: how many live contracts, and how many per serviceType. */
export type ContractTally = Map<string, { count: number; byCategory: Record<string, number> }>;

export function tallyContracts(rows: Array<{ createdBy?: unknown; serviceType?: unknown }>): ContractTally {
  const tally: ContractTally = new Map();
  for (const r of rows) {
    if (typeof r.createdBy !== 'string' || typeof r.serviceType !== 'string') continue;
    const t = tally.get(r.createdBy) ?? { count: 0, byCategory: {} };
    t.count += 1;
    t.byCategory[r.serviceType] = (t.byCategory[r.serviceType] ?? 0) + 1;
    tally.set(r.createdBy, t);
  }
  return tally;
}

export function toAdminUser(row: UserRow, tally: ContractTally): AdminUser {
  const t = tally.get(row._id);
  return {
    id: row._id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    userType: row.userType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    contractCount: t?.count ?? 0,
    contractsByCategory: { ...(t?.byCategory ?? {}) },
  };
}
