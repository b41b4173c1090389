import { randomUUID } from 'node:crypto';
import { AppError, makeEvent, outbox, routed } from '@homepact/kit';
import { IdentityEvents, type User } from '@homepact/proto';
import { codeMatches, OTP_MAX_ATTEMPTS, OTP_MAX_LIVE_CODES } from '../domain/otp.ts';
import { needsProfile, roleAtSignIn, toUser, type UserDoc } from '../domain/user.ts';
import type { IdentityCollections, OtpDoc, UserRecord } from '../store/collections.ts';

const INVALID = () => new AppError('otp_invalid', 400, 'Invalid or expired code. Please try again.');
const LOCKED = () => new AppError('otp_locked', 400, 'Too many wrong codes. Please request a new code.');

/**
 * Checks a code against the address's live codes (up to OTP_MAX_LIVE_CODES,
 * each unexpired, unused and not retired). The try is counted on every one of
 * them before any comparison, each with an atomic conditional increment, and
 * is compared only with the codes it was counted on: parallel guesses cannot
 * exceed OTP_MAX_ATTEMPTS per code, and codes live together lock together
 * after OTP_MAX_ATTEMPTS wrong tries in all (the bound is set out at
 * OTP_MAX_LIVE_CODES). The matching code is consumed in a single conditional
 * write, so it works once, and then every other live code of the address is
 * consumed too, so none of them can be replayed after a sign-in.
 */
export async function checkCode(
  deps: { c: IdentityCollections; otpSecret: string; now?: () => Date },
  input: { email: string; otp: string },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const live = await deps.c.otps.find(
    { email: input.email, consumedAt: null, supersededAt: null, expiresAt: { $gt: now } },
    { sort: { createdAt: -1 }, limit: OTP_MAX_LIVE_CODES },
  );
  if (live.length === 0) throw INVALID();
  const counted: OtpDoc[] = [];
  for (const code of live) {
    const doc = await deps.c.otps.findOneAndUpdate(
      { _id: code._id, consumedAt: null, supersededAt: null, attempts: { $lt: OTP_MAX_ATTEMPTS } },
      { $inc: { attempts: 1 } },
    );
    if (doc) counted.push(doc);
  }
  if (counted.length === 0) throw LOCKED();
  const match = counted.find((doc) => codeMatches(deps.otpSecret, input.email, input.otp, doc.codeHash));
  if (!match) {
    // Locked when this try used up the last code that still had tries left.
    throw counted.every((doc) => doc.attempts >= OTP_MAX_ATTEMPTS) ? LOCKED() : INVALID();
  }
  const consumed = await deps.c.otps.findOneAndUpdate({ _id: match._id, consumedAt: null }, { $set: { consumedAt: now } });
  if (!consumed) throw INVALID();
  // One sign-in per mailbox round: the address's other live codes die with this one.
  await deps.c.otps.updateMany({ email: input.email, consumedAt: null }, { $set: { consumedAt: now } });
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
    if (doc.role === 'admin') await deps.c.adminCount.added();
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
    // Conditional on the role read: the admin count follows only a change that happened.
    const updated = await deps.c.users.findOneAndUpdate(
      { _id: existing._id, role: existing.role },
      outbox.update({ $set: { role, updatedAt: now } }, [routed(IdentityEvents.UserRoleChanged.topic, event)]),
    );
    if (!updated) return signInUser(deps, email);
    if (role === 'admin') await deps.c.adminCount.added();
    current = updated;
  }
  return { user: toUser(current), isNewUser: needsProfile(current) };
}
