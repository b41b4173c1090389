import type { DocumentStore, Filter, IndexSpec, OutboxFields } from '@homepact/kit';
import type { ActivityDoc } from '../domain/activity.ts';
import type { AnnotationDoc } from '../domain/annotation.ts';
import type { ChangeOrderDoc } from '../domain/change-order.ts';
import type { ContractDoc } from '../domain/contract.ts';
import type { UserProfileDoc } from '../domain/user-profile.ts';
import { COUNT_PENDING, LIST_VERSIONS, type CountMarker, type ListVersionDoc } from './list-versions.ts';

/**
 * A contract as stored: a change order's own fields when it is one, its
 * outbox, and the counters' pending marker while a status change is being counted.
 */
export type ContractStored = ContractDoc & Partial<Pick<ChangeOrderDoc, 'kind' | 'parentId' | 'changeOrder'>> & OutboxFields & CountMarker;

export const CONTRACTS = 'contracts';
export const CONTRACT_ACTIVITY = 'contract_activity';
export const ANNOTATIONS = 'annotations';
export const USER_PROFILES = 'user_profiles';

/**
 * The service's collections, typed. Only the repositories in this folder use
 * them (a lint rule keeps use-cases and routes out); everything else goes
 * through the repositories, which own the operators, the outbox fields and
 * the counters.
 */
export function collections(store: DocumentStore) {
  return {
    contracts: store.collection<ContractStored>(CONTRACTS),
    listVersions: store.collection<ListVersionDoc>(LIST_VERSIONS),
    activity: store.collection<ActivityDoc>(CONTRACT_ACTIVITY),
    annotations: store.collection<AnnotationDoc>(ANNOTATIONS),
    /** Read model of users' names, from identity's events (see domain/user-profile.ts). */
    profiles: store.collection<UserProfileDoc>(USER_PROFILES),
  };
}
export type ContractsCollections = ReturnType<typeof collections>;

/**
 * Every index this service needs, declared once per collection, in MongoDB's
 * terms; the embedded store (SQLite) creates the same compound indexes.
 */
export const INDEXES: Record<string, IndexSpec[]> = {
  [CONTRACTS]: [
    // The dashboard list and its keyset pages: one owner's contracts by (createdAt desc, _id desc).
    { fields: { createdBy: 1, createdAt: -1, _id: -1 } },
    // Counting one owner's contracts by status (the counters' repair).
    { fields: { createdBy: 1, status: 1 } },
    // Contracts whose counter update has not landed yet (the drift repair's sweep).
    { fields: { [COUNT_PENDING]: 1 } },
    // A user's data export finds the contracts naming them as a party by address.
    { fields: { homeownerEmail: 1 } },
    { fields: { providerEmail: 1 } },
    // A contract's change orders (kind 'change_order', parentId).
    { fields: { parentId: 1 } },
    // Signing lookups go by _id (the link names the contract) and check the token hashes inside it: no index beyond _id.
  ],
  // The evidence timeline and history of one contract, oldest first.
  [CONTRACT_ACTIVITY]: [{ fields: { contractId: 1, createdAt: 1 } }],
  // A contract's annotations in the order they were written; replies by parent.
  [ANNOTATIONS]: [{ fields: { contractId: 1, createdAt: 1 } }, { fields: { parentId: 1 } }, { fields: { userId: 1 } }],
  // user_profiles is read by _id only.
  // contract_list_versions is read by _id only.
};

export async function ensureIndexes(c: ContractsCollections) {
  const byName: Record<string, Pick<ContractsCollections['activity'], 'ensureIndexes'>> = {
    [CONTRACTS]: c.contracts,
    [CONTRACT_ACTIVITY]: c.activity,
    [ANNOTATIONS]: c.annotations,
  };
  for (const [name, specs] of Object.entries(INDEXES)) await byName[name]!.ensureIndexes(specs);
}

/**
 * A soft-deleted contract (outbox.delete) stays in the collection until the
 * relay has published its ContractDeleted; every read must skip it.
 */
export const live = (filter: Filter<ContractStored> = {}): Filter<ContractStored> => ({ ...filter, _deleted: { $ne: true } });
