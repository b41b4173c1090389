import { isSessionAlive, looksLikeSessionId, newSessionId, sessionExpiry, sessionKey } from '../domain/session.ts';
import { toUser } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';
import type { User } from '@homepact/proto';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** A fresh id at every sign-in; the session it replaces (if any) is ended. */
export async function startSession(
  deps: { repos: IdentityRepositories; policy: SessionPolicy; now?: () => Date },
  input: { userId: string; previousSid?: string; ip: string; userAgent: string },
): Promise<string> {
  const now = deps.now?.() ?? new Date();
  if (looksLikeSessionId(input.previousSid)) await deps.repos.sessions.end(sessionKey(input.previousSid));
  const sid = newSessionId();
  await deps.repos.sessions.start({
    _id: sessionKey(sid),
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expire: sessionExpiry({ createdAt: now, lastSeenAt: now }, deps.policy.idleMs, deps.policy.absoluteMs),
    ipAddress: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
  return sid;
}

/** Writes lastSeenAt at most once a minute: idle expiry needs no finer grain. */
const TOUCH_EVERY_MS = 60_000;

export async function resolveSession(
  deps: { repos: IdentityRepositories; policy: SessionPolicy; now?: () => Date },
  sid: string | undefined,
): Promise<User | null> {
  if (!looksLikeSessionId(sid)) return null;
  const now = deps.now?.() ?? new Date();
  const session = await deps.repos.sessions.find(sessionKey(sid));
  if (!session) return null;
  if (!isSessionAlive(session, now, deps.policy.idleMs, deps.policy.absoluteMs)) {
    await deps.repos.sessions.end(session._id);
    return null;
  }
  const user = await deps.repos.users.findLive(session.userId);
  if (!user) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const touched = { createdAt: session.createdAt, lastSeenAt: now };
    await deps.repos.sessions.touch(session._id, now, sessionExpiry(touched, deps.policy.idleMs, deps.policy.absoluteMs));
  }
  return toUser(user);
}

export async function endSession(deps: { repos: IdentityRepositories }, sid: string | undefined): Promise<void> {
  if (looksLikeSessionId(sid)) await deps.repos.sessions.end(sessionKey(sid));
}
