import type { Collection, DocumentStore } from '@homepact/kit';

/** One contract, as much as the admin read models need (from ContractCreated / ContractDeleted). */
export interface ContractRow {
  _id: string;
  createdBy: string;
  serviceType?: string;
  createdAt?: Date;
  /** Set by ContractDeleted; never cleared (contract ids are not reused). */
  deleted?: boolean;
  deletedAt?: Date;
}

/**
 * The contracts' rows. They are set, never counted: counts per user and per
 * category are made from the live rows when asked.
 */
export class ContractsRepository {
  private readonly contracts: Collection<ContractRow>;
  constructor(store: DocumentStore) {
    this.contracts = store.collection<ContractRow>('admin_contracts');
  }

  async ensureIndexes(): Promise<void> {
    await this.contracts.ensureIndexes([{ fields: { createdBy: 1 } }, { fields: { deleted: 1 } }]);
  }

  /** Creator and category; `deleted` is left alone, so a late ContractCreated cannot bring a deleted contract back. */
  async recordCreated(id: string, facts: { createdBy: string; serviceType: string; createdAt: Date }): Promise<void> {
    await this.contracts.findOneAndUpdate({ _id: id }, { $set: facts }, { upsert: true });
  }

  async markDeleted(id: string, facts: { createdBy: string; deletedAt: Date }): Promise<void> {
    await this.contracts.findOneAndUpdate({ _id: id }, { $set: { ...facts, deleted: true } }, { upsert: true });
  }

  /** Which of these contracts are deleted. */
  async deletedAmong(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.contracts.find({ _id: { $in: ids }, deleted: true }, { fields: ['_id'] });
    return new Set(rows.map((r) => r._id));
  }

  /** The live contracts' creators and categories (of one creator when given). */
  live(createdBy?: string): Promise<Array<Pick<ContractRow, 'createdBy' | 'serviceType'>>> {
    return this.contracts.find({ ...(createdBy ? { createdBy } : {}), deleted: { $ne: true } }, { fields: ['createdBy', 'serviceType'] });
  }
}
