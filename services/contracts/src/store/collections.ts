import type { DocumentStore, Filter, OutboxFields } from '@homepact/kit';
import type { ActivityDoc } from '../domain/activity.ts';
import type { AnnotationDoc } from '../domain/annotation.ts';
import type { ContractDoc } from '../domain/contract.ts';
import { LIST_VERSIONS, withListVersions, type ListVersionDoc } from './list-versions.ts';

export type ContractStored = ContractDoc & OutboxFields;

export const CONTRACTS = 'contracts';
export const CONTRACT_ACTIVITY = 'contract_activity';
export const ANNOTATIONS = 'annotations';

export function collections(store: DocumentStore) {
  return {
    contracts: withListVersions(store.collection<ContractStored>(CONTRACTS), store.collection<ListVersionDoc>(LIST_VERSIONS)),
    listVersions: store.collection<ListVersionDoc>(LIST_VERSIONS),
    activity: store.collection<ActivityDoc>(CONTRACT_ACTIVITY),
    annotations: store.collection<AnnotationDoc>(ANNOTATIONS),
  };
}
export type ContractsCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: ContractsCollections) {
  // The dashboard list: one owner's contracts, newest first.
  // (The single-field index is the one the embedded store can use for this query.)
  await c.contracts.ensureIndexes([{ fields: { createdBy: 1, createdAt: -1 } }, { fields: { createdBy: 1 } }]);
  await c.activity.ensureIndexes([{ fields: { contractId: 1, createdAt: 1 } }]);
  // A contract's annotations in the order they were written; replies by parent.
  await c.annotations.ensureIndexes([{ fields: { contractId: 1, createdAt: 1 } }, { fields: { parentId: 1 } }]);
}

/**
 * A soft-deleted contract (outbox.delete) stays in the collection until the
 * relay has published its ContractDeleted; every read must skip it.
 */
export const live = (filter: Filter = {}): Filter => ({ ...filter, _deleted: { $ne: true } });

export function findLiveContract(c: ContractsCollections, id: string): Promise<ContractStored | null> {
  return c.contracts.findOne(live({ _id: id }));
}
