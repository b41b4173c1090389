import { makeEvent, routed } from '@homepact/kit';
import { SigningEvents } from '@homepact/proto';
import { partyEmail, type PartyRole } from '../domain/access.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { inviteSummary, partyName } from '../domain/signing.ts';
import { mintToken, signUrl, type SigningTokenDoc } from '../domain/signing-token.ts';
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
    data: { contractId: doc._id, ...inviteSummary(doc), ...data },
  });
  return routed(SigningEvents.InvitesRequested.topic, event);
}

/** Expired token hashes are dropped now and then (a separate write: pruning is safe to lose or repeat). */
export async function pruneExpiredTokens(deps: Pick<ContractsDeps, 'c'>, contractId: string, now: Date) {
  await deps.c.contracts.findOneAndUpdate({ _id: contractId }, { $pull: { _signingTokens: { expiresAt: { $lte: now } } } });
}
