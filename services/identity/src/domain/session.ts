import { hash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG; the cookie holds this, the store only its hash. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionKey(sid: string): string {
  return hash('sha256', sid, 'hex');
}

export const looksLikeSessionId = (sid: string | undefined): sid is string => !!sid && /^[\w-]{43}$/.test(sid);

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export function sessionExpiry(s: SessionTimes, idleMs: number, absoluteMs: number): Date {
  return new Date(Math.min(s.lastSeenAt.getTime() + idleMs, s.createdAt.getTime() + absoluteMs));
}

export function isSessionAlive(s: SessionTimes, now: Date, idleMs: number, absoluteMs: number): boolean {
  return sessionExpiry(s, idleMs, absoluteMs).getTime() > now.getTime();
}
