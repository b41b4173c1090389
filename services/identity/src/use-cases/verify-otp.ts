import { randomUUID } from 'node:crypto';
import { AppError, makeEvent, outbox, routed } from '@homepact/kit';
import { IdentityEvents, type User } from '@homepact/proto';
import { codeMatches, OTP_MAX_ATTEMPTS } from '../domain/otp.ts';
import { needsProfile, roleAtSignIn, toUser, type UserDoc } from '../domain/user.ts';
import type { IdentityCollections, UserRecord } from '../store/collections.ts';

const INVALID = () => new AppError('otp_invalid', 400, 'Invalid or expired code. Please try again.');
const LOCKED = () => new AppError('otp_locked', 400, 'Too many wrong codes. Please request a new code.');

/**
 * Checks a code against the newest live one for the e-mail. Every try is
 * counted before the comparison (atomically), so parallel guesses cannot
 * exceed the limit; a correct code is consumed in a single conditional write,
 * so it works once.
 */
export async function checkCode(
  deps: { c: IdentityCollections; otpSecret: string; now?: () => Date },
  input: { email: string; otp: string },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const [latest] = await deps.c.otps.find(
    { email: input.email, consumedAt: null, supersededAt: null, expiresAt: { $gt: now } },
    { sort: { createdAt: -1 }, limit: 1 },
  );
  if (!latest) throw INVALID();
  const counted = await deps.c.otps.findOneAndUpdate(
    { _id: latest._id, consumedAt: null, attempts: { $lt: OTP_MAX_ATTEMPTS } },
    { $inc: { attempts: 1 } },
  );
  if (!counted) throw LOCKED();
  if (!codeMatches(deps.otpSecret, input.email, input.otp, counted.codeHash)) {
    throw counted.attempts >= OTP_MAX_ATTEMPTS ? LOCKED() : INVALID();
  }
  const consumed = await deps.c.otps.findOneAndUpdate({ _id: counted._id, consumedAt: null }, { $set: { consumedAt: now } });
  if (!consumed) throw INVALID();
}

/** Finds or registers the user for a verified e-mail; applies ADMIN_EMAILS. */
export async function signInUser(
  deps: { c: IdentityCollections; adminEmails: string[]; now?: () => Date },
  email: string,
): Promise<{ user: User; isNewUser: boolean }> {
  const now = deps.now?.() ?? new Date();
  const existing = await deps.c.users.findOne({ email });
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
      await deps.c.users.insertOne({ ...doc, ...outbox.insert([routed(IdentityEvents.UserRegistered.topic, event)]) });
    } catch (e) {
      // Two first sign-ins raced; the other one registered the user.
      if (e instanceof AppError && e.code === 'duplicate') return signInUser(deps, email);
      throw e;
    }
    return { user: toUser(doc), isNewUser: true };
  }
  const role = roleAtSignIn(existing.role, email, deps.adminEmails);
  let current: UserRecord = existing;
  if (role !== existing.role) {
    const event = makeEvent(IdentityEvents.UserRoleChanged, {
      key: existing._id,
      producer: 'identity',
      data: { userId: existing._id, email, from: existing.role, to: role },
    });
    current =
      (await deps.c.users.findOneAndUpdate(
        { _id: existing._id },
        outbox.update({ $set: { role, updatedAt: now } }, [routed(IdentityEvents.UserRoleChanged.topic, event)]),
      )) ?? existing;
  }
  return { user: toUser(current), isNewUser: needsProfile(current) };
}
