import type { UserContext } from '@homepact/kit';
import type { Authorization } from '../clients/contracts.ts';
import { cannotManage, contractNotFound } from '../domain/errors.ts';
import type { DocumentsDeps } from './deps.ts';

/**
 * Asks contracts, which alone decides (docs/signing-flow.md). No read access
 * and no contract get the same 404.
 */
export async function authorizeRead(
  deps: Pick<DocumentsDeps, 'contracts'>,
  contractId: string,
  who: { user: UserContext | null; token?: string },
): Promise<Authorization> {
  const auth = await deps.contracts.authorize(contractId, who);
  if (!auth || !auth.access.read) throw contractNotFound();
  return auth;
}

/** Manage access (the creator or an admin). A party who may read gets 403; anyone else 404. */
export async function authorizeManage(
  deps: Pick<DocumentsDeps, 'contracts'>,
  contractId: string,
  user: UserContext,
): Promise<Authorization> {
  const auth = await authorizeRead(deps, contractId, { user });
  if (!auth.access.manage) throw cannotManage();
  return auth;
}
