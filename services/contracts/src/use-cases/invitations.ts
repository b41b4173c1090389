import { makeEvent, routed } from '@homepact/kit';
import { SigningEvents } from '@homepact/proto';
import { partyEmail, type PartyRole } from '../domain/access.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { inviteSummary, partyName } from '../domain/signing.ts';
import { mintToken, signUrl, type SigningTokenDoc } from '../domain/signing-token.ts';
import { signedTextTerms } from '../domain/terms.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';

export interface Invitation {
  role: PartyRole;
  email: string;
  name: string;
  signUrl: string;
}

/** Fresh signing links for these parties: the raw tokens go into the links only, their hashes onto the contract. */
export function mintInvitations(deps: Pick<ContractsDeps, 'signing'>, doc: ContractDoc, roles: readonly PartyRole[], now: Date) {
  const tokens: SigningTokenDoc[] = [];
  const invitations: Invitation[] = [];
  for (const role of roles) {
    const minted = mintToken(role, now, deps.signing.tokenTtlMs);
    tokens.push(minted.doc);
    invitations.push({
      role,
      email: partyEmail(doc, role),
      name: partyName(doc, role),
      signUrl: signUrl(deps.signing.publicUrl, doc._id, minted.token),
    });
  }
  return { tokens, invitations };
}

/** InvitesRequested, routed for the outbox. */
export function invitesRequested(
  doc: ContractDoc,
  data: {
    requestId: string;
    reason: 'generated' | 'resend';
    documentId: string | null;
    requestedByName: string;
    invitations: Invitation[];
  },
) {
  const event = makeEvent(SigningEvents.InvitesRequested, {
    key: doc._id,
    producer: PRODUCER,
    // `terms`: what the text being signed says (the invitation summarises it, not the form).
    data: { contractId: doc._id, ...inviteSummary(doc), terms: signedTextTerms(doc), ...data },
  });
  return routed(SigningEvents.InvitesRequested.topic, event);
}

/** Expired token hashes are dropped now and then (a separate write: pruning is safe to lose or repeat). */
export async function pruneExpiredTokens(deps: Pick<ContractsDeps, 'c'>, contractId: string, now: Date) {
  await deps.c.contracts.findOneAndUpdate({ _id: contractId }, { $pull: { _signingTokens: { expiresAt: { $lte: now } } } });
}

/**
 * Only a party's newest signing link works: once new tokens went out (in the
 * same write as their invitations), every other token of those parties is
 * dropped, and expired ones of anyone with them. Safe to lose or repeat: it
 * only ever removes tokens that are not the ones just sent.
 */
export async function revokeOlderTokens(deps: Pick<ContractsDeps, 'c'>, contractId: string, fresh: readonly SigningTokenDoc[], now: Date) {
  const roles = [...new Set(fresh.map((t) => t.role))];
  if (roles.length > 0) {
    await deps.c.contracts.findOneAndUpdate(
      { _id: contractId },
      { $pull: { _signingTokens: { role: { $in: roles }, hash: { $nin: fresh.map((t) => t.hash) } } } },
    );
  }
  await pruneExpiredTokens(deps, contractId, now);
}
