import type { Annotation } from '@homepact/proto';
import { toAnnotation } from '../domain/annotation.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable, type Caller } from './load-contract.ts';

/** GET /api/contracts/:id/annotations: every annotation of the contract, oldest first (read access). */
export async function listAnnotations(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, contractId: string): Promise<Annotation[]> {
  const { doc } = await loadReadable(deps, caller, contractId);
  const rows = await deps.c.annotations.listForContract(doc._id);
  return rows.map(toAnnotation);
}
