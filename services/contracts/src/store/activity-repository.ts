import { randomUUID } from 'node:crypto';
import { isAppError, type Collection } from '@homepact/kit';
import { newActivity, type ActivityDoc, type NewActivity } from '../domain/activity.ts';

/** A row to append; `id` makes it idempotent: consumers key it by the event they handle, so a redelivered event does not write it twice. */
export type ActivityRow = Omit<NewActivity, 'id'> & { id?: string };

/**
 * contract_activity: a contract's history and evidence timeline. A row is
 * written right after the contract change it describes (which carries its
 * event atomically); see the README for why the row is a second write and
 * what a crash in between means.
 */
export class ActivityRepository {
  constructor(private readonly rows: Collection<ActivityDoc>) {}

  /** Appends a row; a row whose id was already written is left as it is. */
  async record(row: ActivityRow): Promise<void> {
    try {
      await this.claim(row);
    } catch (e) {
      if (row.id && isAppError(e) && e.code === 'duplicate') return;
      throw e;
    }
  }

  /** Appends a row whose id must be new: throws AppError 'duplicate' when it is not (a claim two requests race for). */
  async claim(row: ActivityRow): Promise<void> {
    const { id, ...rest } = row;
    await this.rows.insertOne(newActivity({ id: id ?? randomUUID(), ...rest }));
  }

  /** Every row of a contract, in the order the store returns them (callers sort by time). */
  forContract(contractId: string): Promise<ActivityDoc[]> {
    return this.rows.find({ contractId });
  }
}
