import type { AdminDeps } from './deps.ts';

/**
 * ContractDeleted: the contract stops counting for its creator and category,
 * and for its parties' contractCount. The parties themselves stay in the
 * directory. Setting the flag twice is the same as once.
 */
export async function recordContractDeleted(
  deps: Pick<AdminDeps, 'repos'>,
  e: { contractId: string; createdBy: string; deletedAt: string },
): Promise<void> {
  await deps.repos.contracts.markDeleted(e.contractId, { createdBy: e.createdBy, deletedAt: new Date(e.deletedAt) });
}
