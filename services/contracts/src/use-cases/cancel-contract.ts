import { AppError, makeEvent, routed } from '@homepact/kit';
import { SigningEvents, type CancellationInfo } from '@homepact/proto';
import { timeZoneOfState } from '@homepact/legal';
import { canRead, partyEmail, PARTY_ROLES, sameEmail, viewerOf, type Actor } from '../domain/access.ts';
import { noticeText, readCancelToken, refundPeriodOf, windowRecord, type CancellationEvidence } from '../domain/cancellation-window.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { partyName, signedAtOf } from '../domain/signing.ts';
import type { ContractStored } from '../store/collections.ts';
import { contractUpdated } from './contract-updated.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { findContract, refusal, viewerFor } from './load-contract.ts';

export interface CancelCaller {
  user: Actor | null;
  /** The token of the e-mailed cancellation link. */
  token?: string | undefined;
}

const badLink = () =>
  new AppError(
    'unauthorized',
    401,
    'This cancellation link is not valid. Open the link from the e-mail with the signed contract, or sign in with the homeowner’s e-mail address.',
  );
const buyerOnly = () => new AppError('forbidden', 403, 'Only the homeowner (the buyer) can cancel this contract.');
const noRight = () => new AppError('no_cancellation_right', 409, 'This contract gives no right to cancel after signing.');

/**
 * The contract and how the caller proved they are the homeowner: the signed
 * link (they may have no account) or signed in with the homeowner's address.
 * Anyone else who may read the contract is told only the buyer may cancel
 * (403); everyone else gets 401/404 whether or not it exists.
 */
async function loadForBuyer(
  deps: ContractsDeps,
  caller: CancelCaller,
  id: string,
): Promise<{ doc: ContractStored; verification: 'link' | 'session' }> {
  const doc = await findContract(deps, id);
  if (caller.token) {
    const link = readCancelToken(deps.textSealSecret, caller.token);
    const w = doc?.cancellationWindow;
    if (doc && link && link.contractId === doc._id && w && link.endsAt.getTime() === new Date(w.endsAt).getTime())
      return { doc, verification: 'link' };
    // The homeowner's own signing link (the contract page they signed on) proves the same address.
    if (doc && !link && viewerFor(deps, { user: null, token: caller.token }, doc).tokenParty === 'homeowner')
      return { doc, verification: 'link' };
    throw badLink();
  }
  if (!doc) throw refusal(caller);
  if (caller.user && sameEmail(caller.user.email, doc.homeownerEmail)) return { doc, verification: 'session' };
  if (caller.user && canRead(viewerOf(caller.user), doc)) throw buyerOnly();
  throw refusal(caller);
}

const homeownerNameOf = (doc: ContractDoc) => `${doc.homeownerFirstName} ${doc.homeownerLastName}`.trim();

function stateOf(deps: ContractsDeps, doc: ContractDoc): CancellationInfo['state'] {
  if (doc.status === 'cancelled') return 'cancelled';
  const w = doc.cancellationWindow;
  return doc.status === 'signed' && w && !w.closedAt && deps.now() < new Date(w.endsAt) ? 'open' : 'closed';
}

const longDate = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(d);

function noticeFor(doc: ContractDoc, at: Date): string {
  const tz = timeZoneOfState(doc.homeownerState);
  return noticeText({
    homeownerName: homeownerNameOf(doc),
    homeownerAddress: doc.homeownerAddress,
    providerName: doc.providerName,
    providerAddress: doc.providerAddress,
    serviceType: doc.serviceType,
    contractId: doc._id,
    signedOn: longDate(new Date(doc.executedAt ?? doc.homeownerSignedAt ?? at), tz),
    date: longDate(at, tz),
  });
}

/** GET /api/contracts/:id/cancellation: what the homeowner confirms (the window, the notice as it will be sent today). */
export async function getCancellationInfo(deps: ContractsDeps, caller: CancelCaller, id: string): Promise<CancellationInfo> {
  const { doc } = await loadForBuyer(deps, caller, id);
  const window = windowRecord(doc);
  if (!window) throw noRight();
  const evidence = doc.cancellationEvidence;
  return {
    contractId: doc._id,
    serviceType: doc.serviceType,
    homeownerName: homeownerNameOf(doc),
    homeownerAddress: doc.homeownerAddress,
    providerName: doc.providerName,
    providerAddress: doc.providerAddress,
    providerEmail: doc.providerEmail,
    window,
    state: stateOf(deps, doc),
    noticeText: evidence ? evidence.noticeText : noticeFor(doc, deps.now()),
  };
}

/**
 * POST /api/contracts/:id/cancel: the homeowner confirmed. Records the
 * evidence (who, when, from where, the notice word for word), marks the
 * contract cancelled and, in the same write, ContractCancelled: notifications
 * sends both parties and the owner the dated notice as a PDF.
 */
export async function cancelContract(deps: ContractsDeps, caller: CancelCaller & { ip: string; userAgent: string }, id: string) {
  const { doc, verification } = await loadForBuyer(deps, caller, id);
  const w = doc.cancellationWindow;
  if (!w) throw noRight();
  const state = stateOf(deps, doc);
  if (state === 'cancelled') throw new AppError('already_cancelled', 409, 'This contract was already cancelled.');
  if (state === 'closed')
    throw new AppError(
      'window_closed',
      409,
      `The last day to cancel this contract was ${w.lastDay}. It can no longer be cancelled here; contact the provider.`,
    );
  const now = deps.now();
  const notice = noticeFor(doc, now);
  const evidence: CancellationEvidence = {
    name: homeownerNameOf(doc),
    email: doc.homeownerEmail,
    address: doc.homeownerAddress,
    at: now,
    ipAddress: caller.ip,
    userAgent: caller.userAgent,
    verification,
    noticeText: notice,
  };
  const event = makeEvent(SigningEvents.ContractCancelled, {
    key: doc._id,
    producer: PRODUCER,
    data: {
      contractId: doc._id,
      serviceType: doc.serviceType,
      cancelledAt: now.toISOString(),
      noticeText: notice,
      state: w.state,
      refundPeriod: refundPeriodOf(doc),
      parties: PARTY_ROLES.map((role) => ({
        role,
        email: partyEmail(doc, role),
        name: partyName(doc, role),
        signed: !!signedAtOf(doc, role),
      })),
      creator: { userId: doc.createdBy, email: doc.createdByEmail ?? null, name: doc.createdByName ?? null },
    },
  });
  const after = { ...doc, status: 'cancelled' };
  const updated = await deps.c.contracts.cancel(doc._id, evidence, now, [
    routed(SigningEvents.ContractCancelled.topic, event),
    contractUpdated(after, ['status'], now),
  ]);
  if (!updated) throw new AppError('conflict', 409, 'The contract changed while you were cancelling it. Please reload the page.');
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: caller.user?.userId ?? 'party:homeowner',
    action: 'cancelled',
    description: `${evidence.name} (${evidence.email}) cancelled the contract within the cancellation window, verified by ${verification === 'link' ? 'the cancellation link e-mailed to them' : 'signing in with that e-mail address'}`,
    metadata: { eventId: event.id, ipAddress: caller.ip, userAgent: caller.userAgent, verification, noticeText: notice },
    now,
  });
  return { status: 'cancelled' as const, cancelledAt: now.toISOString(), noticeText: notice };
}
