import { accessOf, type Access, type Actor } from '../domain/access.ts';
import { isChangeOrder } from '../domain/change-order.ts';
import { toInternalRecord } from '../domain/contract.ts';
import { contractNotFound } from '../domain/errors.ts';
import { termsDifferences } from '../domain/terms.ts';
import type { OwnerChange, TermsDifference } from '@homepact/legal';
import { changesOf } from '../domain/authorship.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract, viewerFor } from './load-contract.ts';

/**
 * POST /internal/contracts/:id/authorize: contracts alone decides who may
 * read or manage a contract; documents asks before every route, passing the
 * user context it received and the link's token. 404 only when the contract
 * does not exist: a refusal is `read: false`, for the caller to turn into
 * its own 404.
 *
 * `terms.differences`: for whoever may manage a draft (the one who could send
 * it), where its text disagrees with the form's price, payment schedule or
 * dates. documents refuses to generate and send such a draft (409
 * terms_mismatch) unless the owner confirms. `terms.ownerChanges`: the
 * owner's changes to HomePact's text, which the owner confirms before the
 * draft is sent (409 owner_changes otherwise), as each signer will see them.
 */
export async function authorize(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  id: string,
  input: { user: Actor | null; token?: string | null },
): Promise<{
  access: Access;
  contract: ReturnType<typeof toInternalRecord>;
  terms: { differences: TermsDifference[]; ownerChanges: OwnerChange[] };
}> {
  const doc = await findContract(deps, id);
  if (!doc) throw contractNotFound();
  const access = accessOf(viewerFor(deps, input, doc), doc);
  // A change order's text states the old and new price by construction: it is checked when written (domain/change-order.ts).
  const sending = access.manage && doc.status === 'draft' && !isChangeOrder(doc);
  const differences = sending ? termsDifferences(doc) : [];
  const ownerChanges = sending ? changesOf(doc) : [];
  return { access, contract: toInternalRecord(doc), terms: { differences, ownerChanges } };
}
