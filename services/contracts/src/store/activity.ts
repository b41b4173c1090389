import { randomUUID } from 'node:crypto';
import { newActivity, type ActivityAction } from '../domain/activity.ts';
import type { ContractsCollections } from './collections.ts';

/**
 * Appends a row to contract_activity. Written right after the contract
 * change it describes (which carries its event atomically); see the README
 * for why the row is a second write and what a crash in between means.
 */
export async function recordActivity(
  c: ContractsCollections,
  row: { contractId: string; userId: string; action: ActivityAction; metadata?: Record<string, unknown>; now: Date },
): Promise<void> {
  await c.activity.insertOne(newActivity({ id: randomUUID(), ...row }));
}
