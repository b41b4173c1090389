import type { ContractEvents } from '@homepact/proto';
import { eventVersion } from '@homepact/kit/read-model-version';
import { learnParty, partiesOfContract, partyKey } from '../domain/parties.ts';
import type { AdminDeps } from './deps.ts';

export interface ContractCreatedFacts {
  contractId: string;
  createdBy: string;
  serviceType: string;
  createdAt: string;
  parties?: ContractEvents.ContractParties;
}

/**
 * ContractCreated: the contract's row (who made it, its category) and its two
 * parties in the directory. Every write sets the same values again on a
 * redelivery, and a contract a party already knows changes nothing.
 * `deleted` is never touched here, so a ContractCreated arriving after its
 * ContractDeleted cannot bring the contract back.
 */
export async function recordContractCreated(deps: Pick<AdminDeps, 'repos'>, e: ContractCreatedFacts): Promise<void> {
  const createdAt = new Date(e.createdAt);
  await deps.repos.contracts.recordCreated(e.contractId, { createdBy: e.createdBy, serviceType: e.serviceType, createdAt });
  // Events written before contracts carried the parties have none to learn.
  if (!e.parties) return;
  const v = eventVersion(e.createdAt, e.contractId);
  for (const fields of partiesOfContract(e.parties)) {
    if (!fields.email) continue;
    const key = partyKey(fields.partyType, fields.email);
    await deps.repos.parties.reduceByKey(key, (row) =>
      learnParty(row, { fields, contractId: e.contractId, v, at: createdAt, createdBy: e.createdBy }),
    );
  }
}
