import { accessOf, type Access, type Actor } from '../domain/access.ts';
import { toInternalRecord } from '../domain/contract.ts';
import { contractNotFound } from '../domain/errors.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract, viewerFor } from './load-contract.ts';

/**
 * POST /internal/contracts/:id/authorize: contracts alone decides who may
 * read or manage a contract; documents asks before every route, passing the
 * user context it received and the link's token. 404 only when the contract
 * does not exist: a refusal is `read: false`, for the caller to turn into
 * its own 404.
 */
export async function authorize(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  id: string,
  input: { user: Actor | null; token?: string | null },
): Promise<{ access: Access; contract: ReturnType<typeof toInternalRecord> }> {
  const doc = await findContract(deps, id);
  if (!doc) throw contractNotFound();
  return { access: accessOf(viewerFor(deps, input, doc), doc), contract: toInternalRecord(doc) };
}
