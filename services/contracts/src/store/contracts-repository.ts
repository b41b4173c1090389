import { outbox, type Filter, type Update } from '@homepact/kit';
import { republishAggregates } from '@homepact/kit/events';
import type { Envelope } from '@homepact/proto';
import type { PartyRole } from '../domain/access.ts';
import type { CancellationEvidence } from '../domain/cancellation-window.ts';
import type { EsignWithdrawal } from '../domain/contract.ts';
import type { ListPosition } from '../domain/list-cursor.ts';
import type { SignatureEvidence } from '../domain/signing.ts';
import type { SigningTokenDoc } from '../domain/signing-token.ts';
import { live, type ContractsCollections, type ContractStored } from './collections.ts';
import { bucketOf, countDelta, recountOwner, repairDrift, type CountState, type ListVersionDoc } from './list-versions.ts';

type Routed = Envelope & { topic: string };

/**
 * A contract without the fields that decide where it counts. Updates through
 * `change` are typed over it, so a write that would move a contract between
 * the counters' buckets has to say so (setStatus, softDelete).
 */
type CountNeutral = Omit<ContractStored, 'status' | '_deleted' | '_countPending'>;
export type ContractChange = Update<CountNeutral>;

/** A filter that names the contract and the status it is in: a status change is counted from it, without a read. */
export type PinnedContract = Filter<ContractStored> & { _id: string; status: string };

/** Newest first; the id breaks ties, so a page boundary is always a single point. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

const stateOf = (doc: Pick<ContractStored, 'status' | '_deleted'>): CountState => (doc._deleted === true ? null : bucketOf(doc.status));

const touchesCountState = (update: Update<ContractStored>) =>
  [update.$set, update.$unset, update.$inc].some((part) => part && ('status' in part || '_deleted' in part));

/**
 * The contracts aggregate. Every write bumps the owner's list version (the
 * dashboard's list and page caches are keyed by it), and a write that
 * creates a contract, deletes it or changes its status moves the owner's
 * counters by exactly that change, as an explicit step after the write:
 *
 *  1. the contract's write carries a pending marker (the time on the
 *     service's clock), conditional on the status it moves from, which the
 *     caller's filter pins, so no read comes first;
 *  2. one update of the owner's list-version document moves the version and
 *     the counters together;
 *  3. the marker is cleared. A process that dies between 1 and 3 leaves the
 *     marker, and `repairDrift` recounts that owner.
 */
export class ContractsRepository {
  constructor(
    private readonly c: ContractsCollections,
    private readonly now: () => Date,
  ) {}

  /** A live (not soft-deleted) contract by id. */
  findLive(id: string): Promise<ContractStored | null> {
    return this.c.contracts.findOne(live({ _id: id }));
  }

  /** A contract by id, soft-deleted or not (a signing link still names a contract whose events are being published). */
  findById(id: string): Promise<ContractStored | null> {
    return this.c.contracts.findOne({ _id: id });
  }

  /** An owner's live contracts, newest first, with only `fields`; after a keyset position, at most `limit`. */
  listOwned<K extends keyof ContractStored & string>(
    owner: string,
    opts: { fields: K[]; after?: ListPosition | null; limit?: number },
  ): Promise<Pick<ContractStored, K | '_id'>[]> {
    const older: Filter<ContractStored> = opts.after
      ? { $or: [{ createdAt: { $lt: opts.after.createdAt } }, { createdAt: opts.after.createdAt, _id: { $lt: opts.after.id } }] }
      : {};
    return this.c.contracts.find(live({ createdBy: owner, ...older }), {
      sort: NEWEST_FIRST,
      fields: opts.fields,
      ...(opts.limit ? { limit: opts.limit } : {}),
    });
  }

  /** A contract's live change orders. */
  listChangeOrders(parentId: string): Promise<ContractStored[]> {
    return this.c.contracts.find(live({ parentId, kind: 'change_order' }));
  }

  /** The live contracts a user owns or is a party to (by canonical e-mail), newest first, at most `limit`. */
  listNamingUser(userId: string, email: string, limit: number): Promise<ContractStored[]> {
    return this.c.contracts.find(live({ $or: [{ createdBy: userId }, { homeownerEmail: email }, { providerEmail: email }] }), {
      sort: NEWEST_FIRST,
      limit,
    });
  }

  /** An owner's list version and counters (null before their first write). */
  listVersion(owner: string): Promise<ListVersionDoc | null> {
    return this.c.listVersions.findOne({ _id: owner });
  }

  /** The owner's counters, counted from their contracts once if they never were (an owner from before the counters). */
  async countedListVersion(owner: string): Promise<ListVersionDoc> {
    const doc = await this.listVersion(owner);
    return doc?.counted ? doc : recountOwner(this.c.contracts, this.c.listVersions, owner);
  }

  /** A new contract (a draft, or a change order), with the events it carries. */
  async insertDraft(doc: ContractStored, events: Routed[]): Promise<void> {
    const mark = this.mark();
    const saved = await this.c.contracts.insertOne({ ...doc, ...outbox.insert(events), _countPending: mark });
    await this.bump(saved.createdBy, countDelta(null, stateOf(saved)));
    await this.clearMark(saved._id, mark);
  }

  /**
   * A write to a live contract that leaves its status and deletion alone
   * (`filter` adds the conditions it depends on), carrying `events` on its
   * outbox in the same write. Returns the contract after it, or null when
   * nothing matched. Private: callers say what happens through the methods
   * above and below, which own their conditions.
   */
  private async change(
    filter: Filter<ContractStored> & { _id: string },
    update: ContractChange,
    events: Routed[] = [],
  ): Promise<ContractStored | null> {
    const full = update as Update<ContractStored>;
    if (touchesCountState(full))
      throw new Error('a change that moves a contract’s status or deletion goes through setStatus or softDelete');
    const doc = await this.c.contracts.findOneAndUpdate(live(filter), outbox.update(full, events));
    if (doc) await this.bump(doc.createdBy);
    return doc;
  }

  /**
   * Moves a live contract from the status `filter` pins to `to` (the same
   * status is allowed: the counters then stay), with the rest of `update`
   * and `events` on its outbox. Null when the filter no longer matches.
   */
  async setStatus(filter: PinnedContract, to: string, update: ContractChange = {}, events: Routed[] = []): Promise<ContractStored | null> {
    const from = bucketOf(filter.status);
    const delta = countDelta(from, bucketOf(to));
    const counted = Object.keys(delta).length > 0;
    const mark = this.mark();
    const rest = update as Update<ContractStored>;
    const withStatus: Update<ContractStored> = { ...rest, $set: { ...rest.$set, status: to, ...(counted ? { _countPending: mark } : {}) } };
    const doc = await this.c.contracts.findOneAndUpdate(live(filter), outbox.update(withStatus, events));
    if (!doc) return null;
    await this.bump(doc.createdBy, delta);
    if (counted) await this.clearMark(doc._id, mark);
    return withoutMark(doc);
  }

  /** Soft-deletes a live contract in `status` (the relay removes it once its events are out). Null when it is not. */
  async softDelete(id: string, status: string, events: Routed[]): Promise<ContractStored | null> {
    const mark = this.mark();
    const del = outbox.delete<ContractStored>(events);
    const doc = await this.c.contracts.findOneAndUpdate(live({ _id: id, status }), {
      ...del,
      $set: { ...del.$set, updatedAt: this.now(), _countPending: mark },
    });
    if (!doc) return null;
    await this.bump(doc.createdBy, countDelta(bucketOf(status), null));
    await this.clearMark(doc._id, mark);
    return withoutMark(doc);
  }

  /** The owner's name on their live contracts (one list-version bump for the owner). */
  async setOwnerName(owner: string, name: string): Promise<void> {
    const n = await this.c.contracts.updateMany(live({ createdBy: owner }), { $set: { createdByName: name } });
    if (n > 0) await this.bump(owner);
  }

  /**
   * notifications e-mailed the invitations at `sentAt`: invitesSent, and lastInviteSentAt never moving backwards
   * (a late, older report only makes sure invitesSent is set).
   */
  async recordInvitesSent(doc: Pick<ContractStored, '_id' | 'invitesSent'>, sentAt: Date, now: Date): Promise<void> {
    const newer = await this.change(
      { _id: doc._id, $or: [{ lastInviteSentAt: null }, { lastInviteSentAt: { $lt: sentAt } }] },
      { $set: { invitesSent: true, lastInviteSentAt: sentAt, updatedAt: now } },
    );
    if (!newer && !doc.invitesSent) await this.change({ _id: doc._id }, { $set: { invitesSent: true, updatedAt: now } });
  }

  /** The newest draft PDF (resent invitations attach it); an older one arriving late is ignored. */
  async recordLatestPdf(id: string, documentId: string, at: Date): Promise<void> {
    await this.change(
      { _id: id, $or: [{ latestDocumentAt: null }, { latestDocumentAt: { $lt: at } }] },
      { $set: { latestDocumentId: documentId, latestDocumentAt: at } },
    );
  }

  /** A change order signed by both, announced once: null when its ChangeOrderSigned was already written. */
  markChangeOrderSigned(id: string, eventId: string, events: Routed[]): Promise<ContractStored | null> {
    return this.change(
      { _id: id, 'changeOrder.signedEventId': { $exists: false } },
      { $set: { 'changeOrder.signedEventId': eventId } },
      events,
    );
  }

  /**
   * Sends a draft for signature: pending signatures, with the PDF it was sent with, the signing deadline and the new
   * links' token hashes. Conditional on it still being a draft signed by the same parties as `read` (the invitations
   * go to whoever had not signed then). Null when it no longer is.
   */
  markSent(
    read: ContractStored,
    sent: { documentId: string; documentAt: Date; signingDeadline: Date; tokens: SigningTokenDoc[]; now: Date },
    events: Routed[],
  ): Promise<ContractStored | null> {
    return this.setStatus(
      { _id: read._id, status: 'draft', ...sameSigners(read) },
      'pending_signatures',
      {
        $set: {
          workflowStage: 'sent_for_signature',
          latestDocumentId: sent.documentId,
          latestDocumentAt: sent.documentAt,
          signingDeadline: sent.signingDeadline,
          updatedAt: sent.now,
        },
        $push: { _signingTokens: { $each: sent.tokens } },
      },
      events,
    );
  }

  /**
   * A party's signature: `fields` (their signed-at and signature, the text's hash, and on the last signature the
   * execution and the cancellation window), `to` the status it ends in, the evidence appended, and the other
   * party's fresh link hashes. Conditional on the contract being as `read`: same status, this party unsigned, the
   * other party signed or not as then, the same edited text. Null when it changed meanwhile.
   */
  markSigned(
    read: ContractStored,
    role: PartyRole,
    signed: { fields: Partial<CountNeutral>; to: string; evidence: SignatureEvidence; tokens: SigningTokenDoc[] },
    events: Routed[],
  ): Promise<ContractStored | null> {
    const other: PartyRole = role === 'homeowner' ? 'provider' : 'homeowner';
    return this.setStatus(
      {
        _id: read._id,
        status: read.status,
        [`${role}SignedAt`]: null,
        [`${other}SignedAt`]: read[`${other}SignedAt`] ? { $ne: null } : null,
        editedContractContent: read.editedContractContent ?? null,
      },
      signed.to,
      {
        $set: signed.fields,
        $push: {
          signatureEvidence: { $each: [signed.evidence] },
          ...(signed.tokens.length ? { _signingTokens: { $each: signed.tokens } } : {}),
        },
      },
      events,
    );
  }

  /**
   * The reminder of scheduler job `jobId`, once: counted, with the new links' token hashes. Conditional on the
   * contract still pending signatures from the same parties as `read` and on this job not having reminded already.
   */
  recordReminder(
    read: ContractStored,
    jobId: string,
    tokens: SigningTokenDoc[],
    now: Date,
    events: Routed[],
  ): Promise<ContractStored | null> {
    return this.change(
      { _id: read._id, status: 'pending_signatures', _lastReminderJob: { $ne: jobId }, ...sameSigners(read) },
      {
        $set: { _lastReminderJob: jobId, _lastReminderAt: now, updatedAt: now },
        $inc: { _reminderCount: 1 },
        $push: { _signingTokens: { $each: tokens } },
      },
      events,
    );
  }

  /**
   * Resent invitations: the new links' token hashes, and the e-signing offered again to `roles` (a party who had
   * asked for paper; their withdrawal stays in the evidence). Conditional on the same status and signers as `read`.
   */
  resendLinks(
    read: ContractStored,
    roles: readonly PartyRole[],
    tokens: SigningTokenDoc[],
    now: Date,
    events: Routed[],
  ): Promise<ContractStored | null> {
    return this.change(
      { _id: read._id, status: read.status, ...sameSigners(read) },
      {
        $set: { updatedAt: now, ...Object.fromEntries(roles.map((r) => [PAPER_REQUESTED[r], null])) },
        $push: { _signingTokens: { $each: tokens } },
      },
      events,
    );
  }

  /** The signing deadline of scheduler job `deadline` passed: expired, if it is still pending under that deadline. */
  expire(id: string, deadline: Date, now: Date, events: Routed[]): Promise<ContractStored | null> {
    return this.setStatus(
      { _id: id, status: 'pending_signatures', signingDeadline: deadline },
      'expired',
      { $set: { expiredAt: now, updatedAt: now } },
      events,
    );
  }

  /** The creator withdrew it from signing, from the status `from` it was read in. */
  withdraw(id: string, from: string, reason: string, now: Date, events: Routed[]): Promise<ContractStored | null> {
    return this.setStatus(
      { _id: id, status: from },
      'withdrawn',
      { $set: { withdrawnAt: now, withdrawnReason: reason, updatedAt: now } },
      events,
    );
  }

  /**
   * A new signing deadline, from the status `from` it was read in. An expired contract reopens (pending signatures
   * again, no longer expired) with the new links' token hashes.
   */
  extendDeadline(
    id: string,
    from: string,
    change: { signingDeadline: Date; reopen: boolean; tokens: SigningTokenDoc[]; now: Date },
    events: Routed[],
  ): Promise<ContractStored | null> {
    return this.setStatus(
      { _id: id, status: from },
      change.reopen ? 'pending_signatures' : from,
      {
        $set: { signingDeadline: change.signingDeadline, updatedAt: change.now, ...(change.reopen ? { expiredAt: null } : {}) },
        ...(change.tokens.length ? { $push: { _signingTokens: { $each: change.tokens } } } : {}),
      },
      events,
    );
  }

  /** The homeowner cancelled within the cancellation window: only a signed contract whose window is still open. */
  cancel(id: string, evidence: CancellationEvidence, now: Date, events: Routed[]): Promise<ContractStored | null> {
    return this.setStatus(
      { _id: id, status: 'signed', 'cancellationWindow.closedAt': null },
      'cancelled',
      { $set: { cancelledAt: now, cancellationEvidence: evidence, updatedAt: now } },
      events,
    );
  }

  /** The cancellation window closed: once, and only on a signed contract whose window is open (not cancelled). */
  closeCancellationWindow(id: string, now: Date, events: Routed[]): Promise<ContractStored | null> {
    return this.change(
      { _id: id, status: 'signed', 'cancellationWindow.closedAt': null },
      { $set: { 'cancellationWindow.closedAt': now, updatedAt: now } },
      events,
    );
  }

  /**
   * A party asked for paper instead of e-signing: when they asked, and the evidence appended. Conditional on the
   * status `from` it was read in, the party not having signed and not having asked already.
   */
  recordEsignWithdrawal(
    id: string,
    from: string,
    role: PartyRole,
    evidence: EsignWithdrawal,
    now: Date,
    events: Routed[],
  ): Promise<ContractStored | null> {
    const field = PAPER_REQUESTED[role];
    return this.change(
      { _id: id, status: from, [`${role}SignedAt`]: null, [field]: null },
      { $set: { [field]: now, updatedAt: now }, $push: { esignWithdrawals: { $each: [evidence] } } },
      events,
    );
  }

  /** Saves edits to a draft (`fields`): only while it is a live draft nobody has signed. */
  saveDraftEdits(id: string, fields: Partial<CountNeutral>, now: Date, events: Routed[]): Promise<ContractStored | null> {
    return this.change({ _id: id, ...UNSIGNED_DRAFT }, { $set: { ...fields, updatedAt: now } }, events);
  }

  /** The first time a party opened the contract; later opens leave it. */
  async markFirstOpened(id: string, field: 'homeownerFirstOpenedAt' | 'providerFirstOpenedAt', at: Date): Promise<void> {
    await this.change({ _id: id, [field]: null }, { $set: { [field]: at } });
  }

  /** Drops the stored signing-token hashes that expired by `now`. */
  async pruneExpiredTokens(id: string, now: Date): Promise<void> {
    await this.c.contracts.findOneAndUpdate({ _id: id }, { $pull: { _signingTokens: { expiresAt: { $lte: now } } } });
  }

  /** Drops these signing-token hashes (links replaced long ago). */
  async dropTokens(id: string, tokens: readonly SigningTokenDoc[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.c.contracts.findOneAndUpdate({ _id: id }, { $pull: { _signingTokens: { hash: { $in: tokens.map((t) => t.hash) } } } });
  }

  /**
   * Every live contract's snapshot event on its own outbox (the relay publishes them). The contract itself
   * does not change, so its owner's list version and counters stay as they are.
   */
  republish(toEvent: (doc: ContractStored) => Routed | null): Promise<number> {
    return republishAggregates({ collection: this.c.contracts, toEvent });
  }

  /** Repair: sets an owner's counters from their contracts. */
  recount(owner: string): Promise<ListVersionDoc> {
    return recountOwner(this.c.contracts, this.c.listVersions, owner);
  }

  /** Repair: recounts the owners of contracts whose counter update never landed (marker older than `staleMs`). */
  repairDrift(staleMs: number): Promise<{ owners: number; contracts: number }> {
    return repairDrift(this.c.contracts, this.c.listVersions, { staleMs, now: this.now() });
  }

  private mark(): number {
    return this.now().getTime();
  }

  private async bump(owner: string, inc: Update<ListVersionDoc>['$inc'] = {}): Promise<void> {
    await this.c.listVersions.findOneAndUpdate({ _id: owner }, { $inc: { v: 1, ...inc } }, { upsert: true });
  }

  private async clearMark(id: string, mark: number): Promise<void> {
    await this.c.contracts.findOneAndUpdate({ _id: id, _countPending: mark }, { $unset: { _countPending: true } });
  }
}

/** The paper request each party's withdrawal from e-signing sets. */
const PAPER_REQUESTED = { homeowner: 'homeownerPaperRequestedAt', provider: 'providerPaperRequestedAt' } as const;

/** A draft nobody has signed: the only contract whose terms may still be edited. */
const UNSIGNED_DRAFT = { status: 'draft', homeownerSignedAt: null, providerSignedAt: null } as const;

/** The parties signed as in `read`: who had signed still has, who had not still has not. */
function sameSigners(
  read: Pick<ContractStored, 'homeownerSignedAt' | 'providerSignedAt'>,
): Pick<Filter<ContractStored>, 'homeownerSignedAt' | 'providerSignedAt'> {
  return {
    homeownerSignedAt: read.homeownerSignedAt ? { $ne: null } : null,
    providerSignedAt: read.providerSignedAt ? { $ne: null } : null,
  };
}

function withoutMark(doc: ContractStored): ContractStored {
  const { _countPending: _mark, ...rest } = doc;
  return rest;
}
