import { makeEvent, routed } from '@homepact/kit';
import { documentsToDeliver } from '@homepact/legal';
import { SigningEvents } from '@homepact/proto';
import { partyEmail, type PartyRole } from '../domain/access.ts';
import { changeOrderRef } from '../domain/change-order.ts';
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
    // `deliver`: the documents the law wants handed over apart from the contract (Illinois's pamphlet), attached to each invitation.
    data: { contractId: doc._id, ...inviteSummary(doc), terms: signedTextTerms(doc), ...deliverOf(doc), ...changeOrderOf(doc), ...data },
  });
  return routed(SigningEvents.InvitesRequested.topic, event);
}

/** A change order's invitation names it and the totals before and after (contracts have no such field). */
export function changeOrderOf(doc: ContractDoc) {
  const ref = changeOrderRef(doc);
  return ref
    ? {
        changeOrder: {
          number: ref.number,
          parentServiceType: ref.parentServiceType,
          previousTotal: ref.previousTotal,
          newTotal: ref.newTotal,
        },
      }
    : {};
}

/** The documents the law wants delivered apart from the contract, when there are any (older readers see no new field otherwise). */
function deliverOf(doc: ContractDoc) {
  const deliver = documentsToDeliver(doc.contractData ?? {});
  return deliver.length ? { deliver } : {};
}

/** Expired token hashes are dropped now and then (a separate write: pruning is safe to lose or repeat). */
export async function pruneExpiredTokens(deps: Pick<ContractsDeps, 'c'>, contractId: string, now: Date) {
  await deps.c.contracts.pruneExpiredTokens(contractId, now);
}

/**
 * Only a party's newest signing link works, by construction (see
 * domain/signing-token.ts): the tokens that new ones replaced stop working in
 * the very write that adds the new ones. They are kept until they expire so
 * whoever opens an old link is told a newer one was sent (410 LINK_REPLACED),
 * not that the contract does not exist. This drops expired tokens, and of the
 * replaced ones keeps only the few newest per party. Safe to lose or repeat.
 */
export async function revokeOlderTokens(deps: Pick<ContractsDeps, 'c'>, contractId: string, fresh: readonly SigningTokenDoc[], now: Date) {
  await pruneExpiredTokens(deps, contractId, now);
  const roles = [...new Set(fresh.map((t) => t.role))];
  if (roles.length === 0) return;
  const doc = await deps.c.contracts.findById(contractId);
  const stale = (doc?._signingTokens ?? [])
    .filter((t) => roles.includes(t.role))
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .filter((t, i, all) => all.slice(0, i).filter((o) => o.role === t.role).length >= KEEP_REPLACED_PER_PARTY + 1);
  await deps.c.contracts.dropTokens(contractId, stale);
}

/** Replaced links remembered per party (each still says "replaced" when opened); older ones answer like unknown links. */
const KEEP_REPLACED_PER_PARTY = 5;
