import { randomUUID } from 'node:crypto';
import { AppError, makeEvent, metricsFor, otpSealing, type EventBus, type RateBudgets } from '@homepact/kit';
import { IdentityEvents } from '@homepact/proto';
import { deviceKey, trustKey } from '../domain/device.ts';
import { generateCode, hashCode, OTP_MAX_LIVE_CODES, OTP_TTL_MS, otpBudgetRules, type OtpLimits } from '../domain/otp.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

export const OTP_SENT_MESSAGE = 'If that address can receive e-mail, a 6-digit code is on its way. It expires in 10 minutes.';

/**
 * Issues a code. The answer never depends on whether the e-mail belongs to a
 * user (no account lookup happens at all), so it cannot be used to probe for
 * accounts. The code event is published directly rather than through the
 * outbox: that keeps even the sealed code out of the database, and if publishing
 * fails the person is told to try again rather than waiting for a mail that
 * may never come.
 */
export async function requestOtp(
  deps: {
    repos: IdentityRepositories;
    bus: EventBus;
    budgets: RateBudgets;
    limits: OtpLimits;
    otpSecret: string;
    otpEventKey: string;
    now?: () => Date;
  },
  /** `device`: the browser's device id (domain/device.ts), checked; null for a client without one. */
  input: { email: string; ip: string; device: string | null },
): Promise<{ message: string }> {
  const now = deps.now?.() ?? new Date();
  const device = input.device ? deviceKey(input.device) : null;
  const trusted = input.device ? await isTrustedDevice(deps.repos, input.device, input.email, now) : false;
  // One atomic step per budget (see the kit's RateBudgets): parallel requests cannot all pass.
  const metrics = metricsFor('identity');
  try {
    await deps.budgets.consume(otpBudgetRules(deps.limits, input.email, input.ip, trusted ? device : null), now);
  } catch (e) {
    // The reason is the refusal's code (a rate limit), never the address or the IP.
    metrics.signInCodesRefused.add(1, { 'homepact.signin.reason': e instanceof AppError ? e.code : 'error' });
    throw e;
  }

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  // The new code joins the address's live ones (a request must not void the code someone is typing);
  // only the oldest beyond OTP_MAX_LIVE_CODES are retired, after the insert.
  const id = randomUUID();
  await deps.repos.otpRequests.insert({
    _id: id,
    email: input.email,
    codeHash: hashCode(deps.otpSecret, input.email, code),
    expiresAt,
    attempts: 0,
    foreignAttempts: 0,
    requesterDevice: device,
    consumedAt: null,
    supersededAt: null,
    ipAddress: input.ip,
    createdAt: now,
  });
  await retireOldest(deps.repos, input.email, id, now);
  const event = makeEvent(IdentityEvents.OtpRequested, {
    key: input.email,
    producer: 'identity',
    // Sealed for notifications: the plain code never reaches the bus (see OtpRequested).
    data: {
      email: input.email,
      sealedCode: otpSealing.seal(otpSealing.key(deps.otpEventKey), { email: input.email, code, expiresAt: expiresAt.toISOString() }),
      expiresAt: expiresAt.toISOString(),
    },
  });
  try {
    await deps.bus.publish(IdentityEvents.OtpRequested.topic, [event]);
  } catch (e) {
    metrics.signInCodesRefused.add(1, { 'homepact.signin.reason': 'unavailable' });
    throw new AppError('unavailable', 503, 'Could not send the code right now. Please try again.', { cause: e });
  }
  metrics.signInCodesSent.add(1);
  return { message: OTP_SENT_MESSAGE };
}

/**
 * Retires the oldest live codes so that at most OTP_MAX_LIVE_CODES stay, the
 * new one always among them (two requests in the same millisecond cannot
 * retire the code just mailed). Idempotent, so parallel requests agree.
 */
async function retireOldest(repos: IdentityRepositories, email: string, newId: string, now: Date): Promise<void> {
  const live = await repos.otpRequests.liveIds(email, now);
  await repos.otpRequests.retire(live.filter((id) => id !== newId).slice(OTP_MAX_LIVE_CODES - 1), now);
}

/** Whether this browser signed in to this address before (and the trust has not expired). */
export async function isTrustedDevice(repos: IdentityRepositories, device: string, email: string, now: Date): Promise<boolean> {
  return repos.trustedDevices.isTrusted(trustKey(device, email), now);
}

/** After a sign-in: this browser asks for this address's codes on its own budget from now on. */
export async function trustDevice(repos: IdentityRepositories, device: string, email: string, until: Date): Promise<void> {
  await repos.trustedDevices.trustUntil(trustKey(device, email), until);
}
