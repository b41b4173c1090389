import { partyOf, type Viewer } from '../domain/access.ts';
import type { ContractDoc } from '../domain/contract.ts';
import type { ContractsDeps } from './deps.ts';

const OPENED_FIELD = { homeowner: 'homeownerFirstOpenedAt', provider: 'providerFirstOpenedAt' } as const;

/**
 * Records the first time a party opens the contract: with their signing
 * link's valid token, or signed in with the party's address. The creator
 * reading their own contract does not count (they wrote it), even when they
 * are also a party; nor do admins. Only the first time is kept: the write is
 * conditional on the field being empty, so concurrent opens and repeats
 * change nothing.
 */
export async function recordOpened(deps: Pick<ContractsDeps, 'c' | 'now'>, viewer: Viewer, doc: ContractDoc): Promise<void> {
  const role = partyOf(viewer, doc);
  if (!role) return;
  if (!viewer.tokenParty && viewer.user && viewer.user.userId === doc.createdBy) return;
  const field = OPENED_FIELD[role];
  if (doc[field]) return;
  await deps.c.contracts.markFirstOpened(doc._id, field, deps.now());
}
