import { randomUUID } from 'node:crypto';
import { isAppError } from '@homepact/kit';
import { newActivity, type ActivityAction } from '../domain/activity.ts';
import type { ContractsCollections } from './collections.ts';

/**
 * Appends a row to contract_activity. Written right after the contract
 * change it describes (which carries its event atomically); see the README
 * for why the row is a second write and what a crash in between means.
 *
 * `id` makes the row idempotent: consumers key it by the event they handle,
 * so a redelivered event does not write its row twice.
 */
export async function recordActivity(
  c: ContractsCollections,
  row: {
    id?: string;
    contractId: string;
    userId: string;
    action: ActivityAction;
    description?: string;
    metadata?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const { id, ...rest } = row;
  try {
    await c.activity.insertOne(newActivity({ id: id ?? randomUUID(), ...rest }));
  } catch (e) {
    if (id && isAppError(e) && e.code === 'duplicate') return;
    throw e;
  }
}
