import { randomUUID } from 'node:crypto';
import { AppError, makeEvent, routed } from '@homepact/kit';
import { IdentityEvents, type User } from '@homepact/proto';
import type { RateBudgets } from '@homepact/kit';
import { deviceKey } from '../domain/device.ts';
import {
  codeMatches,
  foreignRule,
  guessRule,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_FOREIGN_ATTEMPTS,
  OTP_MAX_LIVE_CODES,
  type OtpLimits,
} from '../domain/otp.ts';
import { isTrustedDevice } from './request-otp.ts';
import { needsProfile, roleAtSignIn, toUser, type UserDoc } from '../domain/user.ts';
import type { OtpDoc } from '../store/otp-requests-repository.ts';
import type { IdentityRepositories } from '../store/repositories.ts';
import type { UserRecord } from '../store/users-repository.ts';

const INVALID = () => new AppError('otp_invalid', 400, 'Invalid or expired code. Please try again.');
const LOCKED = () => new AppError('otp_locked', 400, 'Too many wrong codes. Please request a new code.');

/**
 * Checks a code against the address's live codes (up to OTP_MAX_LIVE_CODES,
 * each unexpired, unused and not retired), so that wrong tries slow the
 * guesser and never end the code the person is typing (domain/otp.ts has the
 * bound):
 *
 * 1. The try takes one from the guesser's budget first: the device's when it
 *    asked for one of the live codes or is trusted for the address, else the
 *    client IP's. A right try gives it back; out of budget is 429.
 * 2. Codes this device asked for: the try is counted on each (atomic,
 *    conditional on tries left) and OTP_MAX_ATTEMPTS end them.
 * 3. Other codes: the try first takes one from the address's foreign budget;
 *    when that is spent the try is refused (429) unless the device has codes
 *    of its own, which it is still checked against. It is counted on each
 *    code's foreignAttempts (OTP_MAX_FOREIGN_ATTEMPTS end it).
 *
 * The matching code is consumed in one conditional write, so it works once,
 * and then every other live code of the address is consumed too.
 */
export async function checkCode(
  deps: { repos: IdentityRepositories; otpSecret: string; budgets: RateBudgets; limits: OtpLimits; now?: () => Date },
  input: { email: string; otp: string; ip: string; device: string | null },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const device = input.device ? deviceKey(input.device) : null;
  const codes = await deps.repos.otpRequests.liveCodes(input.email, now, OTP_MAX_LIVE_CODES);
  const own = device ? codes.filter((d) => d.requesterDevice === device) : [];
  const foreign = codes.filter((d) => !own.includes(d));
  const known = own.length > 0 || (input.device ? await isTrustedDevice(deps.repos, input.device, input.email, now) : false);
  const guesser = await deps.budgets.consume([guessRule(deps.limits, { device: known ? device : null, ip: input.ip })], now);
  let foreignUse: { giveBack(): Promise<void> } | null = null;
  if (foreign.length > 0) {
    try {
      foreignUse = await deps.budgets.consume([foreignRule(deps.limits, input.email)], now);
    } catch (e) {
      if (own.length === 0) {
        await guesser.giveBack();
        throw e;
      }
    }
  }
  if (codes.length === 0) throw INVALID();

  const counted: Array<{ doc: OtpDoc; dead: boolean }> = [];
  for (const code of own) {
    const doc = await deps.repos.otpRequests.recordAttempt(code._id, OTP_MAX_ATTEMPTS);
    if (doc) counted.push({ doc, dead: doc.attempts >= OTP_MAX_ATTEMPTS });
  }
  for (const code of foreignUse ? foreign : []) {
    const doc = await deps.repos.otpRequests.recordForeignAttempt(code._id, OTP_MAX_FOREIGN_ATTEMPTS);
    if (doc) counted.push({ doc, dead: (doc.foreignAttempts ?? 0) >= OTP_MAX_FOREIGN_ATTEMPTS });
  }
  if (counted.length === 0) throw own.length > 0 ? LOCKED() : INVALID();
  const match = counted.find((c) => codeMatches(deps.otpSecret, input.email, input.otp, c.doc.codeHash))?.doc;
  if (!match) {
    // Locked when this try used up the last tries of every code it could still open.
    throw counted.every((c) => c.dead) ? LOCKED() : INVALID();
  }
  const consumed = await deps.repos.otpRequests.consume(match._id, now);
  if (!consumed) throw INVALID();
  // A right try is not a wrong one: the guesser's and the address's budgets get it back.
  await Promise.all([guesser.giveBack(), foreignUse?.giveBack()]);
  // One sign-in per mailbox round: the address's other live codes die with this one.
  await deps.repos.otpRequests.consumeAllOf(input.email, now);
}

/** Finds or registers the user for a verified e-mail; applies ADMIN_EMAILS. */
export async function signInUser(
  deps: { repos: IdentityRepositories; adminEmails: string[]; now?: () => Date },
  email: string,
): Promise<{ user: User; isNewUser: boolean }> {
  const now = deps.now?.() ?? new Date();
  const existing = await deps.repos.users.findByEmail(email);
  if (!existing) {
    const doc: UserDoc = {
      _id: randomUUID(),
      email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      userType: 'homeowner',
      role: roleAtSignIn(undefined, email, deps.adminEmails),
      createdAt: now,
      updatedAt: now,
    };
    const event = makeEvent(IdentityEvents.UserRegistered, {
      key: doc._id,
      producer: 'identity',
      data: {
        userId: doc._id,
        email,
        firstName: null,
        lastName: null,
        userType: doc.userType,
        role: doc.role,
        createdAt: now.toISOString(),
      },
    });
    try {
      await deps.repos.users.register(doc, [routed(IdentityEvents.UserRegistered.topic, event)]);
    } catch (e) {
      // Two first sign-ins raced; the other one registered the user.
      if (e instanceof AppError && e.code === 'duplicate') return signInUser(deps, email);
      throw e;
    }
    if (doc.role === 'admin') await deps.repos.adminCount.added();
    return { user: toUser(doc), isNewUser: true };
  }
  const role = roleAtSignIn(existing.role, email, deps.adminEmails);
  let current: UserRecord = existing;
  if (role !== existing.role) {
    const event = makeEvent(IdentityEvents.UserRoleChanged, {
      key: existing._id,
      producer: 'identity',
      // The same time as the document's updatedAt: read models date the role change by the event.
      occurredAt: now,
      data: { userId: existing._id, email, from: existing.role, to: role },
    });
    // Conditional on the role read: the admin count follows only a change that happened.
    const updated = await deps.repos.users.setRole(existing._id, { from: existing.role, to: role }, now, [
      routed(IdentityEvents.UserRoleChanged.topic, event),
    ]);
    if (!updated) return signInUser(deps, email);
    if (role === 'admin') await deps.repos.adminCount.added();
    current = updated;
  }
  return { user: toUser(current), isNewUser: needsProfile(current) };
}
