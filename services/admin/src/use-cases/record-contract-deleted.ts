import type { AdminDeps } from './deps.ts';

/**
 * ContractDeleted: the contract stops counting for its creator and category,
 * and for its parties' contractCount. The parties themselves stay in the
 * directory. Setting the flag twice is the same as once.
 */
export async function recordContractDeleted(
  deps: Pick<AdminDeps, 'c'>,
  e: { contractId: string; createdBy: string; deletedAt: string },
): Promise<void> {
  await deps.c.contracts.findOneAndUpdate(
    { _id: e.contractId },
    { $set: { createdBy: e.createdBy, deleted: true, deletedAt: new Date(e.deletedAt) } },
    { upsert: true },
  );
}
