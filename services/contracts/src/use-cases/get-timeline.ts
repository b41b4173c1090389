import type { ContractTimeline, TimelineEntry } from '@homepact/proto';
import { isEvidenceAction, SYSTEM_USER, type ActivityDoc } from '../domain/activity.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { partyName } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable, type Caller } from './load-contract.ts';

/** Rows written in the same millisecond keep the order the contract lived them. */
const ORDER = [
  'created',
  'updated',
  'content_updated',
  'sent_for_signature',
  'invites_requested',
  'invites_sent',
  'invites_failed',
  'opened',
  'signed',
  'fully_signed',
  'executed',
  'cancellation_window_opened',
];
const rank = (action: string) => {
  const i = ORDER.indexOf(action);
  return i === -1 ? ORDER.length : i;
};

const PARTY_USER = /^party:(homeowner|provider)$/;
/** What follows from the second signature by itself: HomePact's doing, not the signer's. */
const CONSEQUENCES = ['fully_signed', 'executed'];

/** Who did it, in words both parties understand (never an internal id). */
function actorOf(doc: ContractDoc, row: Pick<ActivityDoc, 'userId' | 'metadata' | 'action'>): TimelineEntry['actor'] {
  if (row.userId === SYSTEM_USER || CONSEQUENCES.includes(row.action)) return { kind: 'system', name: 'HomePact' };
  // A signature is the party's, whoever's session carried it (the evidence says how they proved it).
  const signer = row.metadata?.role;
  if (row.action === 'signed' && (signer === 'homeowner' || signer === 'provider')) return { kind: 'party', name: partyName(doc, signer) };
  const byLink = PARTY_USER.exec(row.userId);
  if (byLink) return { kind: 'party', name: partyName(doc, byLink[1] as 'homeowner' | 'provider') };
  if (row.userId === doc.createdBy) return { kind: 'user', name: doc.createdByName || doc.createdByEmail || 'The sender' };
  const role = row.metadata?.role;
  if (role === 'homeowner' || role === 'provider') return { kind: 'party', name: partyName(doc, role) };
  return { kind: 'user', name: 'A HomePact user' };
}

/**
 * GET /api/contracts/:id/timeline (the owner, an admin and each party):
 * everything that happened to the contract, oldest first, from its history
 * rows (annotations left out: they are conversation), plus what the contract
 * itself records without a row: when each party first opened it and the
 * cancellation window it got. Rows other services' work adds (change orders)
 * appear as they are.
 */
export async function getTimeline(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, id: string): Promise<ContractTimeline> {
  const { doc } = await loadReadable(deps, caller, id);
  const rows = (await deps.c.activity.forContract(doc._id)).filter((r) => isEvidenceAction(r.action));
  const entries: Array<TimelineEntry & { t: number }> = rows.map((r) => ({
    t: r.createdAt.getTime(),
    at: r.createdAt.toISOString(),
    action: r.action,
    label: r.description,
    actor: actorOf(doc, r),
  }));
  for (const role of ['homeowner', 'provider'] as const) {
    const opened = role === 'homeowner' ? doc.homeownerFirstOpenedAt : doc.providerFirstOpenedAt;
    if (opened) {
      const name = partyName(doc, role);
      entries.push({
        t: new Date(opened).getTime(),
        at: new Date(opened).toISOString(),
        action: 'opened',
        label: `${name} opened the contract`,
        actor: { kind: 'party', name },
      });
    }
  }
  const w = doc.cancellationWindow;
  if (w && doc.executedAt) {
    const at = new Date(doc.executedAt);
    entries.push({
      t: at.getTime(),
      at: at.toISOString(),
      action: 'cancellation_window_opened',
      label: `The homeowner may cancel until midnight at the end of ${w.lastDay} (${w.source})${w.noWorkDuringPeriod ? '; no work may start before then' : ''}`,
      actor: { kind: 'system', name: 'HomePact' },
    });
  }
  entries.sort((a, b) => a.t - b.t || rank(a.action) - rank(b.action));
  return {
    contractId: doc._id,
    serviceType: doc.serviceType,
    status: doc.status,
    entries: entries.map(({ t: _t, ...e }) => e),
  };
}
