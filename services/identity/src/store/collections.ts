import { RateBudgets, type DocumentStore, type OutboxFields } from '@homepact/kit';
import type { UserDoc } from '../domain/user.ts';
import { AdminCount } from './admin-count.ts';

export interface OtpDoc {
  _id: string;
  email: string;
  codeHash: string;
  expiresAt: Date;
  /** Wrong tries from the device that asked for it (each counts on every live code of that device). */
  attempts: number;
  /** Tries from any other device (older rows: absent). */
  foreignAttempts?: number;
  /** deviceKey of the browser that asked for it (domain/device.ts); null for a client without cookies. */
  requesterDevice?: string | null;
  consumedAt: Date | null;
  /** Set when newer codes for the same e-mail pushed this one out of the live set (OTP_MAX_LIVE_CODES). */
  supersededAt: Date | null;
  ipAddress: string;
  createdAt: Date;
  [k: string]: unknown;
}

export interface SessionDoc {
  /** sha256 of the session id: the id itself is never stored. */
  _id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** When it dies (idle or absolute, whichever first); a TTL index removes it. */
  expire: Date;
  ipAddress: string;
  userAgent: string;
  [k: string]: unknown;
}

/** A browser that signed in to an address (domain/device.ts): only hashes, removed by a TTL index. */
export interface TrustedDeviceDoc {
  /** trustKey(device id, e-mail). */
  _id: string;
  expireAt: Date;
  [k: string]: unknown;
}

export type UserRecord = UserDoc & OutboxFields;

export const USERS = 'users';

export function collections(store: DocumentStore) {
  const users = store.collection<UserRecord>(USERS);
  return {
    users,
    /** How many admins there are, guarding the last one (store/admin-count.ts). */
    adminCount: new AdminCount(store, users),
    otps: store.collection<OtpDoc>('otp_requests'),
    sessions: store.collection<SessionDoc>('sessions'),
    trustedDevices: store.collection<TrustedDeviceDoc>('trusted_devices'),
    /** Sign-in code budgets (rate_budgets). */
    budgets: new RateBudgets(store),
  };
}
export type IdentityCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: IdentityCollections) {
  await c.users.ensureIndexes([{ fields: { email: 1 }, unique: true }]);
  await c.otps.ensureIndexes([
    { fields: { email: 1 } },
    { fields: { ipAddress: 1 } },
    // Keep a day of requests for the rate windows and audits, then let them go.
    { fields: { createdAt: 1 }, expireAfterSeconds: 24 * 3600 },
  ]);
  await c.sessions.ensureIndexes([{ fields: { userId: 1 } }, { fields: { expire: 1 }, expireAfterSeconds: 0 }]);
  await c.budgets.ensureIndexes();
  await c.trustedDevices.ensureIndexes([{ fields: { expireAt: 1 }, expireAfterSeconds: 0 }]);
  await c.adminCount.init();
}
