import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PartyRole } from './access.ts';

/**
 * A signing token proves control of a party's e-mail address: it only ever
 * travels in the invitation sent to that address. 32 random bytes, base64url;
 * only its SHA-256 is stored (on the contract, `_signingTokens`), so a copy of
 * the database cannot sign. One live link per party: a party's newest token
 * (by `createdAt`, then by position) is the only one that works, in the same
 * write that adds it (a resend, the first send, the fresh link PartySigned
 * carries to the other party). Older ones stay stored until they expire only
 * so their holder can be told that a newer link was sent, and when.
 */
export interface SigningTokenDoc {
  hash: string;
  role: PartyRole;
  createdAt: Date;
  expiresAt: Date;
}

export const hashToken = (token: string) => hash('sha256', token, 'hex');

export function mintToken(
  role: PartyRole,
  now: Date,
  ttlMs: number,
  random: (n: number) => Buffer = randomBytes,
): { token: string; doc: SigningTokenDoc } {
  const token = random(32).toString('base64url');
  return { token, doc: { hash: hashToken(token), role, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) } };
}

export interface TokenMatch {
  role: PartyRole;
  expired: boolean;
  /** When a newer link for the same party was issued (this one no longer works), else null. */
  replacedAt: Date | null;
}

const ms = (d: Date | string) => new Date(d).getTime();

/** The party's newest token: its live link. Ties (same instant) go to the one stored later. */
export function newestToken(tokens: readonly SigningTokenDoc[] | undefined, role: PartyRole): SigningTokenDoc | null {
  let newest: SigningTokenDoc | null = null;
  for (const t of tokens ?? []) if (t.role === role && (!newest || ms(t.createdAt) >= ms(newest.createdAt))) newest = t;
  return newest;
}

/**
 * Which party a presented token was minted for, whether it has expired and
 * whether a newer one replaced it; null when it is none of this contract's
 * tokens. When a token somehow matched twice the unexpired entry wins.
 */
export function matchToken(tokens: readonly SigningTokenDoc[] | undefined, token: string | null | undefined, now: Date): TokenMatch | null {
  if (!token || !tokens?.length) return null;
  const presented = Buffer.from(hashToken(token), 'hex');
  let match: TokenMatch | null = null;
  for (const t of tokens) {
    const stored = Buffer.from(t.hash, 'hex');
    if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) continue;
    const expired = new Date(t.expiresAt).getTime() <= now.getTime();
    if (!match || match.expired) {
      const newest = newestToken(tokens, t.role);
      match = { role: t.role, expired, replacedAt: newest && newest !== t ? new Date(newest.createdAt) : null };
    }
  }
  return match;
}

/** The party a valid (matching, unexpired, not replaced) token proves, or null. */
export function validTokenParty(
  tokens: readonly SigningTokenDoc[] | undefined,
  token: string | null | undefined,
  now: Date,
): PartyRole | null {
  const m = matchToken(tokens, token, now);
  return m && !m.expired && !m.replacedAt ? m.role : null;
}

/** The personal link in an invitation. */
export const signUrl = (publicUrl: string, contractId: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/sign/${contractId}?token=${encodeURIComponent(token)}`;
