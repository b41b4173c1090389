import { canRead, partyEmail, viewerOf, type Actor, type Viewer } from '../domain/access.ts';
import { looksLikeContractId } from '../domain/contract.ts';
import { closedRefusal, contractNotFound, linkReplaced, signInOrLink } from '../domain/errors.ts';
import { maskEmail } from '../domain/signing.ts';
import { matchToken, validTokenParty, type TokenMatch } from '../domain/signing-token.ts';
import type { ContractStored } from '../store/collections.ts';
import type { ContractsDeps } from './deps.ts';

/** Who sent a request: the signed-in user, if any, and the signing token from the link, if any. */
export interface Caller {
  user: Actor | null;
  token?: string | null;
}

/** The live contract with this id, or null (ids that are not v4 UUIDs name nothing). */
export async function findContract(deps: Pick<ContractsDeps, 'c'>, id: string): Promise<ContractStored | null> {
  return looksLikeContractId(id) ? deps.c.contracts.findLive(id) : null;
}

/** The viewer a caller is on this contract: their token counts only if it is one of this contract's, unexpired. */
export function viewerFor(deps: Pick<ContractsDeps, 'now'>, caller: Caller, doc: ContractStored): Viewer {
  // A withdrawn or expired contract's links stop working at once (refusalFor says why).
  if (closedRefusal(doc)) return viewerOf(caller.user, null);
  return viewerOf(caller.user, validTokenParty(doc._signingTokens, caller.token, deps.now()));
}

/** What the token presented matches on this contract (expired or not), for the signing route's messages. */
export function tokenMatchFor(deps: Pick<ContractsDeps, 'now'>, caller: Caller, doc: ContractStored): TokenMatch | null {
  return matchToken(doc._signingTokens, caller.token, deps.now());
}

/**
 * The refusal for someone who may not read: 401 when signed out (sign in, or
 * use a valid link), 404 when signed in. Neither depends on whether the
 * contract exists.
 */
export const refusal = (caller: Caller) => (caller.user ? contractNotFound() : signInOrLink());

/**
 * The refusal for someone who may not read this (existing) contract: a link
 * that a newer one replaced says so (410 LINK_REPLACED, where and when the
 * newer one went: its holder had this contract's link, so this reveals
 * nothing new); anything else is `refusal`.
 */
export function refusalFor(deps: Pick<ContractsDeps, 'now'>, caller: Caller, doc: ContractStored) {
  const match = tokenMatchFor(deps, caller, doc);
  // One of its links (any, even replaced): the holder is told the contract was withdrawn or expired.
  const closed = closedRefusal(doc);
  if (match && closed) return closed;
  if (match?.replacedAt && !match.expired) return linkReplaced(maskEmail(partyEmail(doc, match.role)), match.replacedAt);
  return refusal(caller);
}

/** The live contract and the caller's viewer, if the caller may read it; otherwise 401/404 (never 403). */
export async function loadReadable(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  caller: Caller,
  id: string,
): Promise<{ doc: ContractStored; viewer: Viewer }> {
  const doc = await findContract(deps, id);
  if (!doc) throw refusal(caller);
  const viewer = viewerFor(deps, caller, doc);
  if (!canRead(viewer, doc)) throw refusalFor(deps, caller, doc);
  return { doc, viewer };
}
