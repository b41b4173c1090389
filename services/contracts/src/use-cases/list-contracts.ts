import type { ContractCounts, ContractSummary } from '@homepact/proto';
import type { Actor } from '../domain/access.ts';
import { SUMMARY_SOURCE_FIELDS, toSummary } from '../domain/contract.ts';
import { decodeCursor, encodeCursor, listEtag, type ListPosition } from '../domain/list-cursor.ts';
import { summaryOf, type ListVersionDoc } from '../store/list-versions.ts';
import type { ContractsDeps } from './deps.ts';

/** What a summary is made of, signing progress included (domain/contract.ts). */
const SUMMARY_FIELDS = SUMMARY_SOURCE_FIELDS;

/** The page size when a cursor comes without a limit. */
export const DEFAULT_PAGE_SIZE = 20;

/** An owner's list version (0 before their first write). */
async function versionOf(deps: Pick<ContractsDeps, 'c'>, owner: string): Promise<ListVersionDoc | null> {
  return deps.c.contracts.listVersion(owner);
}

/**
 * The signed-in user's own contracts, newest first (the dashboard's list).
 * Admins get their own list here too; all-contracts lists belong to the admin
 * service's read model.
 */
export async function listContracts(deps: Pick<ContractsDeps, 'c'>, actor: Actor): Promise<ContractSummary[]> {
  // A contract carries its full text and HTML; the list needs none of it.
  const docs = await deps.c.contracts.listOwned(actor.userId, { fields: SUMMARY_FIELDS });
  return docs.map(toSummary);
}

/** A JSON answer for one owner under one list version, with its validator. */
export interface VersionedAnswer {
  etag: string;
  /** Computes the JSON body (from the cache when the version has not moved); not called for a 304. */
  body(): Promise<Buffer>;
}

/**
 * The whole list as JSON bytes, served from the cache while the owner's list
 * version is unchanged. The dashboard used to reload this list after every
 * action, and owners with many contracts would otherwise pay for a full query
 * each time.
 */
export async function listContractsJson(deps: Pick<ContractsDeps, 'c' | 'listCache'>, actor: Actor): Promise<VersionedAnswer> {
  const v = (await versionOf(deps, actor.userId))?.v ?? 0;
  return {
    etag: listEtag(actor.userId, v, 'list'),
    async body() {
      const cached = deps.listCache.get(actor.userId, v);
      if (cached !== undefined) return cached.body;
      const body = Buffer.from(JSON.stringify(await listContracts(deps, actor)));
      deps.listCache.set(actor.userId, v, { body });
      return body;
    },
  };
}

export interface PageAnswer {
  etag: string;
  /** The page as JSON bytes, and the cursor of the next page (null on the last). */
  body(): Promise<{ json: Buffer; next: string | null }>;
}

/**
 * One page of the owner's list, newest first, after `cursor` (keyset paging
 * on (createdAt, id): a contract added or deleted meanwhile neither shifts
 * nor repeats the rows of later pages). The query is always the caller's own
 * contracts, whatever the cursor says; a cursor that is not theirs is a 400.
 */
export async function listContractsPage(
  deps: Pick<ContractsDeps, 'c' | 'listCache' | 'listCursorKey'>,
  actor: Actor,
  query: { limit?: number; cursor?: string },
): Promise<PageAnswer> {
  const owner = actor.userId;
  const after: ListPosition | null = query.cursor ? decodeCursor(deps.listCursorKey, owner, query.cursor) : null;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const v = (await versionOf(deps, owner))?.v ?? 0;
  const variant = `page\n${limit}\n${query.cursor ?? ''}`;
  return {
    etag: listEtag(owner, v, variant),
    async body() {
      const cached = deps.listCache.get(owner, v, variant);
      if (cached !== undefined) return { json: cached.body, next: cached.next ?? null };
      // One more than asked tells whether another page follows.
      const docs = await deps.c.contracts.listOwned(owner, { fields: SUMMARY_FIELDS, after, limit: limit + 1 });
      const rows = docs.slice(0, limit);
      const last = rows.at(-1);
      const next =
        docs.length > limit && last ? encodeCursor(deps.listCursorKey, owner, { createdAt: last.createdAt, id: last._id }) : null;
      const json = Buffer.from(JSON.stringify(rows.map(toSummary)));
      deps.listCache.set(owner, v, { body: json, next }, variant);
      return { json, next };
    },
  };
}

/**
 * The owner's counters, kept by the writes themselves (see store/contracts-repository.ts):
 * one read by id. An owner whose counters were never computed (from before
 * they existed) is counted once, then never again.
 */
export async function contractCounts(deps: Pick<ContractsDeps, 'c'>, actor: Actor): Promise<{ etag: string; counts: ContractCounts }> {
  const doc = await deps.c.contracts.countedListVersion(actor.userId);
  return { etag: listEtag(actor.userId, doc.v, 'summary'), counts: summaryOf(doc) };
}
