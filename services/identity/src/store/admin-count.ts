import { AppError, type Collection, type DocumentStore } from '@homepact/kit';
import type { UsersRepository } from './users-repository.ts';

/**
 * "There is always an admin" as one atomic step. Counting admins and then
 * writing the demotion are two steps: ten parallel demotions all count ten
 * and all go through. Instead one document holds how many admins there are,
 * and a demotion first takes one from it with a conditional update
 * (`count > 1`, then `$inc: -1`): atomic per document in MongoDB and in the
 * embedded store, so of ten parallel demotions of the last ten admins nine
 * win and one is refused, on one replica or many.
 *
 * The count never runs ahead of the admins: a demotion takes from the count
 * before it writes the user (and gives it back if that write misses); a
 * promotion adds to the count after it wrote the user. A crash between the
 * two steps leaves the count below the truth, which can only refuse a
 * demotion, never allow the last one. To recount, delete the `admin_count`
 * document while no role change is in flight: identity makes it again from
 * the users at start-up or at the next demotion.
 */
type AdminCountDoc = {
  _id: string;
  count: number;
};

export const ADMIN_COUNT_ID = 'admins';

export class AdminCount {
  private readonly guard: Collection<AdminCountDoc>;
  constructor(
    store: DocumentStore,
    private readonly users: UsersRepository,
  ) {
    this.guard = store.collection<AdminCountDoc>('admin_count');
  }

  /** At start-up: the count from the users, unless another replica made it first. */
  async init(): Promise<void> {
    if (await this.guard.findOne({ _id: ADMIN_COUNT_ID })) return;
    try {
      await this.guard.insertOne({ _id: ADMIN_COUNT_ID, count: await this.users.countActiveAdmins() });
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'duplicate')) throw e;
    }
  }

  /** Takes one admin from the count if at least two remain; false: this would remove the last admin. */
  async takeForDemotion(): Promise<boolean> {
    const taken = await this.guard.findOneAndUpdate({ _id: ADMIN_COUNT_ID, count: { $gt: 1 } }, { $inc: { count: -1 } });
    if (taken) return true;
    if (await this.guard.findOne({ _id: ADMIN_COUNT_ID })) return false;
    // Never made (a store older than the guard, started by an older replica): make it, then try once more.
    await this.init();
    return !!(await this.guard.findOneAndUpdate({ _id: ADMIN_COUNT_ID, count: { $gt: 1 } }, { $inc: { count: -1 } }));
  }

  /** A taken demotion that did not happen (the user changed meanwhile). */
  async giveBack(): Promise<void> {
    await this.guard.updateMany({ _id: ADMIN_COUNT_ID }, { $inc: { count: 1 } });
  }

  /** After a user became an admin. */
  async added(): Promise<void> {
    await this.guard.updateMany({ _id: ADMIN_COUNT_ID }, { $inc: { count: 1 } });
  }
}
