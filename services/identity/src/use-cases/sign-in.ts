import type { EventBus, RateBudgets } from '@homepact/kit';
import type { User } from '@homepact/proto';
import { mintDevice } from '../domain/device.ts';
import type { OtpLimits } from '../domain/otp.ts';
import type { IdentityRepositories } from '../store/repositories.ts';
import { requestOtp, trustDevice } from './request-otp.ts';
import { startSession, type SessionPolicy } from './sessions.ts';
import { checkCode, signInUser } from './verify-otp.ts';

/** What sign-in needs: the store, the secrets and limits, the session policy and the clock. */
export interface SignInDeps {
  repos: IdentityRepositories;
  bus: EventBus;
  budgets: RateBudgets;
  otpSecret: string;
  otpEventKey: string;
  adminEmails: string[];
  limits: OtpLimits;
  policy: SessionPolicy;
  /** How long a browser that signed in stays trusted for its address. */
  trustMs: number;
  /** Wakes the outbox relay: a sign-in can register a user or change a role. */
  kickRelay: () => void;
  now: () => Date;
}

/**
 * The browser's device id, minting one when it has none of ours. The code (and
 * later the trust) remembers the device, so the route must set `cookie` when given.
 */
function deviceFor(otpSecret: string, device: string | null): { id: string; cookie: string | null } {
  if (device) return { id: device, cookie: null };
  const minted = mintDevice(otpSecret);
  return { id: minted.id, cookie: minted.cookie };
}

/** Step one: e-mail a code to the address, on the limits of the address, the IP and the device. */
export async function requestSignInCode(deps: SignInDeps, input: { email: string; ip: string; device: string | null }) {
  const device = deviceFor(deps.otpSecret, input.device);
  const answer = await requestOtp(
    {
      repos: deps.repos,
      bus: deps.bus,
      otpSecret: deps.otpSecret,
      otpEventKey: deps.otpEventKey,
      budgets: deps.budgets,
      limits: deps.limits,
      now: deps.now,
    },
    { email: input.email, ip: input.ip, device: device.id },
  );
  return { answer, deviceCookie: device.cookie };
}

export interface SignInResult {
  user: User;
  isNewUser: boolean;
  /** The new session id for the session cookie. */
  sid: string;
  /** A device cookie to set when the browser had none of ours. */
  deviceCookie: string | null;
}

/**
 * Step two: the code is checked (and consumed), the user found or registered,
 * a session started (replacing the browser's previous one) and the browser
 * trusted for this address, so it asks for its next codes on its own budget.
 */
export async function signIn(
  deps: SignInDeps,
  input: { email: string; otp: string; ip: string; device: string | null; previousSid: string | undefined; userAgent: string },
): Promise<SignInResult> {
  await checkCode(
    { repos: deps.repos, otpSecret: deps.otpSecret, budgets: deps.budgets, limits: deps.limits, now: deps.now },
    { email: input.email, otp: input.otp, ip: input.ip, device: input.device },
  );
  const { user, isNewUser } = await signInUser({ repos: deps.repos, adminEmails: deps.adminEmails, now: deps.now }, input.email);
  const sid = await startSession(
    { repos: deps.repos, policy: deps.policy, now: deps.now },
    { userId: user.id, previousSid: input.previousSid, ip: input.ip, userAgent: input.userAgent },
  );
  deps.kickRelay();
  const device = deviceFor(deps.otpSecret, input.device);
  await trustDevice(deps.repos, device.id, user.email, new Date(deps.now().getTime() + deps.trustMs));
  return { user, isNewUser, sid, deviceCookie: device.cookie };
}
