import type { ContractSummary } from '@homepact/proto';
import type { Actor } from '../domain/access.ts';
import { toSummary } from '../domain/contract.ts';
import { live } from '../store/collections.ts';
import type { ContractsDeps } from './deps.ts';

const SUMMARY_FIELDS = [
  'serviceType',
  'providerName',
  'createdAt',
  'status',
  'workflowStage',
  'totalAmountCents',
  'homeownerFirstName',
  'homeownerLastName',
];

/**
 * The signed-in user's own contracts, newest first (the dashboard's list and
 * counters). Admins get their own list here too; all-contracts lists belong
 * to the admin service's read model.
 */
export async function listContracts(deps: Pick<ContractsDeps, 'c'>, actor: Actor): Promise<ContractSummary[]> {
  const docs = await deps.c.contracts.find(live({ createdBy: actor.userId }), {
    sort: { createdAt: -1, _id: 1 },
    // A contract carries its full text and HTML; the list needs none of it.
    fields: SUMMARY_FIELDS,
  });
  return docs.map(toSummary);
}

/**
 * The same list as JSON text, served from the cache while the owner's list
 * version is unchanged. The dashboard reloads this list after every action,
 * and owners with many contracts would otherwise pay for a full query each time.
 */
export async function listContractsJson(deps: Pick<ContractsDeps, 'c' | 'listCache'>, actor: Actor): Promise<string> {
  const version = (await deps.c.listVersions.findOne({ _id: actor.userId }))?.v ?? 0;
  const cached = deps.listCache.get(actor.userId, version);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(await listContracts(deps, actor));
  deps.listCache.set(actor.userId, version, json);
  return json;
}
