import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PartyRole } from './access.ts';

/**
 * A signing token proves control of a party's e-mail address: it only ever
 * travels in the invitation sent to that address. 32 random bytes, base64url;
 * only its SHA-256 is stored (on the contract, `_signingTokens`), so a copy of
 * the database cannot sign. Sending new links (a resend, the first send)
 * revokes the party's older ones: only the newest link works.
 */
export interface SigningTokenDoc {
  hash: string;
  role: PartyRole;
  createdAt: Date;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

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
}

/**
 * Which party a presented token was minted for, and whether it has expired;
 * null when it is none of this contract's tokens. When a token somehow
 * matched twice the unexpired entry wins.
 */
export function matchToken(tokens: readonly SigningTokenDoc[] | undefined, token: string | null | undefined, now: Date): TokenMatch | null {
  if (!token || !tokens?.length) return null;
  const presented = Buffer.from(hashToken(token), 'hex');
  let match: TokenMatch | null = null;
  for (const t of tokens) {
    const stored = Buffer.from(t.hash, 'hex');
    if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) continue;
    const expired = new Date(t.expiresAt).getTime() <= now.getTime();
    if (!match || match.expired) match = { role: t.role, expired };
  }
  return match;
}

/** The party a valid (matching, unexpired) token proves, or null. */
export function validTokenParty(
  tokens: readonly SigningTokenDoc[] | undefined,
  token: string | null | undefined,
  now: Date,
): PartyRole | null {
  const m = matchToken(tokens, token, now);
  return m && !m.expired ? m.role : null;
}

/** The personal link in an invitation. */
export const signUrl = (publicUrl: string, contractId: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/sign/${contractId}?token=${encodeURIComponent(token)}`;
