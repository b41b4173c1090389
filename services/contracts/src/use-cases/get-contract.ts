import type { ContractRecord } from '@homepact/proto';
import { toInternalRecord } from '../domain/contract.ts';
import { recordFor } from '../domain/visibility.ts';
import { contractNotFound } from '../domain/errors.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract, loadReadable, type Caller } from './load-contract.ts';
import { recordOpened } from './record-opened.ts';
import { cancelLinkFor } from './cancellation-window.ts';

/**
 * GET /api/contracts/:id: the record, for whoever may read it (the owner,
 * admins, and the two parties by signing token or signed-in e-mail); a party
 * sees the other party's e-mail masked (domain/visibility.ts).
 */
export async function getContract(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, id: string): Promise<ContractRecord> {
  const { doc, viewer } = await loadReadable(deps, caller, id);
  await recordOpened(deps, viewer, doc);
  return recordFor(viewer, doc);
}

/** GET /internal/contracts/:id: any of our services (the caller's signature is checked by the kit). */
export async function getContractForService(
  deps: Pick<ContractsDeps, 'c' | 'signing' | 'textSealSecret'>,
  id: string,
): Promise<ReturnType<typeof toInternalRecord> & { cancelUrl: string | null }> {
  const doc = await findContract(deps, id);
  if (!doc) throw contractNotFound();
  // The homeowner's "Cancel this contract" link, for the executed e-mail (only while the window is open).
  return { ...toInternalRecord(doc), cancelUrl: doc.status === 'signed' ? cancelLinkFor(deps, doc) : null };
}
