import { RateBudgets, type DocumentStore } from '@homepact/kit';
import { AdminCount } from './admin-count.ts';
import { OtpRequestsRepository } from './otp-requests-repository.ts';
import { SessionsRepository } from './sessions-repository.ts';
import { TrustedDevicesRepository } from './trusted-devices-repository.ts';
import { UsersRepository } from './users-repository.ts';

/** Identity's store: one repository per aggregate; use-cases and routes reach the data only through these. */
export function repositories(store: DocumentStore) {
  const users = new UsersRepository(store);
  return {
    users,
    /** How many admins there are, guarding the last one (store/admin-count.ts). */
    adminCount: new AdminCount(store, users),
    otpRequests: new OtpRequestsRepository(store),
    sessions: new SessionsRepository(store),
    trustedDevices: new TrustedDevicesRepository(store),
    /** Sign-in code budgets (rate_budgets). */
    budgets: new RateBudgets(store),
  };
}
export type IdentityRepositories = ReturnType<typeof repositories>;

export async function ensureIndexes(r: IdentityRepositories) {
  await r.users.ensureIndexes();
  await r.otpRequests.ensureIndexes();
  await r.sessions.ensureIndexes();
  await r.budgets.ensureIndexes();
  await r.trustedDevices.ensureIndexes();
  await r.adminCount.init();
}
