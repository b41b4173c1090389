import { makeEvent, routed } from '@homepact/kit';
import { SigningEvents, type ContractRecord, type DeclineEsignBody } from '@homepact/proto';
import { canRead, partyEmail, partyOf, verificationFor, type Actor } from '../domain/access.ts';
import { paperRequestedAtOf, type EsignWithdrawal } from '../domain/contract.ts';
import { alreadySigned, notSignable, notVerified } from '../domain/errors.ts';
import { inviteSummary, isSignable, partyName, signedAtOf } from '../domain/signing.ts';
import { hashToken, newestToken } from '../domain/signing-token.ts';
import { recordFor } from '../domain/visibility.ts';
import { contractUpdated } from './contract-updated.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { findContract, refusal, refusalFor, viewerFor } from './load-contract.ts';

export interface DeclineRequest {
  user: Actor | null;
  ip: string;
  userAgent: string;
  body: DeclineEsignBody;
}

const PAPER_FIELD = { homeowner: 'homeownerPaperRequestedAt', provider: 'providerPaperRequestedAt' } as const;

/**
 * POST /api/contracts/:id/decline-esign: a party who has not signed says they
 * do not want to sign electronically (ESIGN 101(b)(2): nobody is obliged to
 * use electronic records; 101(c)(1)(B): consent can be withdrawn). Who they
 * are is proven as for signing (their live link, or signed in with the
 * party's address). One conditional write records the withdrawal as
 * evidence (who, when, IP, user agent, which link), marks the party as
 * asking for paper (their link then shows the paper path and signing is
 * refused) and carries EsignConsentWithdrawn, which notifications turns into
 * an e-mail to the owner. Asking again changes nothing. A new link from the
 * owner (Resend) opens e-signing again.
 */
export async function declineEsign(deps: ContractsDeps, req: DeclineRequest, id: string): Promise<{ contract: ContractRecord }> {
  const caller = { user: req.user, token: req.body.token ?? null };
  const doc = await findContract(deps, id);
  if (!doc) throw refusal(caller);
  const viewer = viewerFor(deps, caller, doc);
  if (!canRead(viewer, doc)) throw refusalFor(deps, caller, doc);
  const role = partyOf(viewer, doc);
  const verification = role ? verificationFor(viewer, doc, role) : null;
  if (!role || !verification) throw notVerified('the address the invitation went to');
  if (signedAtOf(doc, role)) throw alreadySigned(role);
  if (!isSignable(doc)) throw notSignable();
  if (paperRequestedAtOf(doc, role)) return { contract: recordFor(viewer, doc) };

  const now = deps.now();
  const email = partyEmail(doc, role);
  const name = partyName(doc, role);
  const link = verification === 'token' ? newestToken(doc._signingTokens, role) : null;
  const evidence: EsignWithdrawal = {
    role,
    name,
    email,
    at: now,
    ipAddress: req.ip,
    userAgent: req.userAgent,
    verification,
    // Which link: when it was issued and the first characters of its hash (the token itself is never kept).
    link: link && req.body.token ? { issuedAt: new Date(link.createdAt), hashPrefix: hashToken(req.body.token).slice(0, 12) } : null,
  };
  const field = PAPER_FIELD[role];
  const event = makeEvent(SigningEvents.EsignConsentWithdrawn, {
    key: doc._id,
    producer: PRODUCER,
    data: {
      contractId: doc._id,
      role,
      partyName: name,
      partyEmail: email,
      withdrawnAt: now.toISOString(),
      serviceType: inviteSummary(doc).serviceType,
      creator: { userId: doc.createdBy, email: doc.createdByEmail ?? null, name: doc.createdByName ?? null },
    },
  });
  const after = { ...doc, [field]: now };
  const updated = await deps.c.contracts.recordEsignWithdrawal(doc._id, doc.status, role, evidence, now, [
    routed(SigningEvents.EsignConsentWithdrawn.topic, event),
    contractUpdated(after, [field], now),
  ]);
  // It was signed, withdrawn or deleted meanwhile: answer with what it is now.
  if (!updated) {
    const current = await findContract(deps, id);
    if (!current) throw refusal(caller);
    return { contract: recordFor(viewer, current) };
  }
  deps.kickRelay();
  try {
    await deps.c.activity.record({
      contractId: doc._id,
      userId: req.user?.userId ?? `party:${role}`,
      action: 'esign_withdrawn',
      description: `${name} (${email}) withdrew consent to sign electronically and asked for a paper copy, verified by ${verification === 'token' ? 'their signing link' : 'signing in'}`,
      metadata: { eventId: event.id, role, email, verification, ipAddress: req.ip, userAgent: req.userAgent, link: evidence.link },
      now,
    });
  } catch (err) {
    deps.logger.error({ err, contractId: doc._id, role }, 'the withdrawal is recorded, but its history row was not written');
  }
  return { contract: recordFor(viewer, updated) };
}
