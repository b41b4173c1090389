import type { ContractRecord } from '@homepact/proto';
import { canRead, type Actor } from '../domain/access.ts';
import { looksLikeContractId, toInternalRecord, toRecord, type ContractDoc } from '../domain/contract.ts';
import { contractNotFound } from '../domain/errors.ts';
import { findLiveContract, type ContractStored } from '../store/collections.ts';
import type { ContractsDeps } from './deps.ts';

/** The live contract with this id if the actor may read it; otherwise 404 (never 403). */
export async function loadReadable(deps: Pick<ContractsDeps, 'c'>, actor: Actor, id: string): Promise<ContractStored> {
  const doc = looksLikeContractId(id) ? await findLiveContract(deps.c, id) : null;
  if (!doc || !canRead(actor, doc)) throw contractNotFound();
  return doc;
}

/** GET /api/contracts/:id: the full record, for the owner and admins. */
export async function getContract(deps: Pick<ContractsDeps, 'c'>, actor: Actor, id: string): Promise<ContractRecord> {
  return toRecord(await loadReadable(deps, actor, id));
}

/** GET /internal/contracts/:id: any of our services (the caller's signature is checked by the kit). */
export async function getContractForService(deps: Pick<ContractsDeps, 'c'>, id: string): Promise<ReturnType<typeof toInternalRecord>> {
  const doc: ContractDoc | null = looksLikeContractId(id) ? await findLiveContract(deps.c, id) : null;
  if (!doc) throw contractNotFound();
  return toInternalRecord(doc);
}
